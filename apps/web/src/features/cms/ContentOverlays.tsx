import { SITE_OPTION_KEYS, type Popup } from '@lale/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
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
const StartupPopup = lazy(() => import('./popup/StartupPopup.tsx'));
const Snowfall = lazy(() => import('./snowfall/Snowfall.tsx'));

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function ContentOverlays() {
  useLiveChatLoader();
  const snowfallOn = useSiteSettings((state) => state.options[SITE_OPTION_KEYS.snowfall] === 'true');
  const popup = useBootstrap().data?.popup;
  // Decided once: showing the popup remembers it, which must not then take it off the screen.
  const [startupPopup, setStartupPopup] = useState<Popup | null>(null);
  if (startupPopup === null && isUnseenPopup(popup)) setStartupPopup(popup);
  useEffect(() => {
    if (startupPopup) preloadPopupImage(startupPopup);
  }, [startupPopup]);

  // One boundary each: the snowfall's chunk arriving must not hide a popup already on screen.
  return (
    <>
      <Suspense fallback={null}>{startupPopup ? <StartupPopup popup={startupPopup} /> : null}</Suspense>
      <Suspense fallback={null}>{snowfallOn && !prefersReducedMotion() ? <Snowfall /> : null}</Suspense>
    </>
  );
}
