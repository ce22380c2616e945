import { SITE_OPTION_KEYS, type Popup } from '@lale/contracts';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useBootstrap } from '../../lib/bootstrap.ts';
import { useLiveChatLoader } from '../../lib/liveChat.ts';
import { useSiteSettings } from '../../lib/siteSettings.ts';
import { isUnseenPopup } from './popup/popupMemory.ts';
import { preloadPopupImage } from './popup/preloadPopupImage.ts';

/*
 * Site-wide content over every page: the start-up popup, the snowfall and the live-chat loader.
 * Mounted once by the layout, after start-up. This file is in every page's first JavaScript, so it only
 * decides; the popup and the snowfall are chunks of their own, fetched only when they will be shown.
 */
type PopupComponent = ComponentType<{ popup: Popup }>;
/** The popup's component once its chunk is here: rendered directly, it shows in the same frame as the
 * page instead of after a suspended render is retried. */
let loadedStartupPopup: PopupComponent | null = null;
const loadStartupPopup = () =>
  import('./popup/StartupPopup.tsx').then((module) => {
    loadedStartupPopup = module.default;
    return module;
  });
const LazyStartupPopup = lazy(loadStartupPopup);
const Snowfall = lazy(() => import('./snowfall/Snowfall.tsx'));

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Called by start-up as soon as the bootstrap is known: when a popup will be shown, its picture and its
 * code start downloading alongside the page's own chunk, and start-up waits for the code (a small chunk,
 * fetched in parallel) so the first render shows page and popup together. On a first visit the popup
 * is the largest thing on screen: the page looks ready when it appears. Never fails: without the chunk
 * the popup simply loads later, lazily.
 */
export async function warmStartupPopup(popup: Popup | null | undefined): Promise<void> {
  if (!isUnseenPopup(popup)) return;
  preloadPopupImage(popup);
  await loadStartupPopup().catch(() => undefined);
}

/**
 * True when the start-up popup opens with this page: the layout then renders the page behind it just
 * after the first frame, so that frame (the popup over the header, the visitor's first sight of the
 * site) is not held back by the whole page's rendering (bench/web: the popup is the largest paint).
 */
export function useStartupPopupFirst(): boolean {
  return isUnseenPopup(useBootstrap().data?.popup);
}

export function ContentOverlays() {
  useLiveChatLoader();
  const snowfallOn = useSiteSettings((state) => state.options[SITE_OPTION_KEYS.snowfall] === 'true');
  const popup = useBootstrap().data?.popup;
  // Decided once: showing the popup remembers it, which must not then take it off the screen.
  const [startupPopup, setStartupPopup] = useState<Popup | null>(null);
  if (startupPopup === null && isUnseenPopup(popup)) setStartupPopup(popup);
  // Already under way when start-up warmed it; a popup that arrives later (a refetched bootstrap) here.
  useEffect(() => void warmStartupPopup(startupPopup), [startupPopup]);
  // Chosen once: switching from the lazy wrapper to the loaded component later would remount the popup.
  const [StartupPopup] = useState<PopupComponent>(() => loadedStartupPopup ?? LazyStartupPopup);

  // One boundary each: the snowfall's chunk arriving must not hide a popup already on screen.
  return (
    <>
      <Suspense fallback={null}>{startupPopup ? <StartupPopup popup={startupPopup} /> : null}</Suspense>
      <Suspense fallback={null}>{snowfallOn && !prefersReducedMotion() ? <Snowfall /> : null}</Suspense>
    </>
  );
}
