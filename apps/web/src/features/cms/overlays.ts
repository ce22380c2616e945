/** Entry the layout imports: keep it tiny, the overlays themselves load lazily. */
export { ContentOverlays, warmStartupPopup } from './ContentOverlays.tsx';
