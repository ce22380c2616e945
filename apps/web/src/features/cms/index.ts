/*
 * Content feature. The layout mounts the overlays on every page, so this entry is in every page's first
 * JavaScript and stays tiny: the overlays only decide, and what they show, like the content pages, is a
 * chunk of its own.
 */
export { ContentOverlays, useStartupPopupFirst, warmStartupPopup } from './ContentOverlays.tsx';

/** The content pages (/pages and /pages/{id}), fetched by their routes on first visit. */
export const loadContentPages = () => import('./pages.ts');
