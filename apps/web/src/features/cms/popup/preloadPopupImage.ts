import {
  POPUP_IMAGE_BREAKPOINT_LARGE_PX as LARGE_PX,
  POPUP_IMAGE_BREAKPOINT_MEDIUM_PX as MEDIUM_PX,
  type Popup,
} from '@lale/contracts';

/**
 * Starts fetching the picture the popup will show on this screen (the same choice as its <picture>:
 * images[2] from 1200 px, images[1] from 992 px, images[0] otherwise) while the popup's own code is
 * still loading, so the two downloads overlap and the popup appears one round trip sooner.
 */
export function preloadPopupImage(popup: Popup): void {
  const [small, medium, large] = popup.images;
  const wide = (px: number) =>
    typeof window.matchMedia === 'function' && window.matchMedia(`(min-width: ${px}px)`).matches;
  const url = (large && wide(LARGE_PX) && large) || (medium && wide(MEDIUM_PX) && medium) || small;
  if (url) new Image().src = url;
}
