import {
  POPUP_IMAGE_BREAKPOINT_LARGE_PX as LARGE_PX,
  POPUP_IMAGE_BREAKPOINT_MEDIUM_PX as MEDIUM_PX,
  type Popup,
} from '@lale/contracts';

/** Pictures fetched ahead, by URL, so the popup can tell whether its picture is already here. */
const preloaded = new Map<string, HTMLImageElement>();

/**
 * The picture the popup shows on this screen: the same choice as its <picture> (images[2] from
 * 1200 px, images[1] from 992 px, images[0] otherwise).
 */
function pictureForScreen(popup: Popup): string | undefined {
  const [small, medium, large] = popup.images;
  const wide = (px: number) =>
    typeof window.matchMedia === 'function' && window.matchMedia(`(min-width: ${px}px)`).matches;
  return (large && wide(LARGE_PX) && large) || (medium && wide(MEDIUM_PX) && medium) || small;
}

/**
 * Starts fetching the popup's picture while the popup's own code is still loading, so the two
 * downloads overlap and the popup appears one round trip sooner.
 */
export function preloadPopupImage(popup: Popup): void {
  const url = pictureForScreen(popup);
  if (!url || preloaded.has(url)) return;
  const image = new Image();
  // The largest paint of a first visit (the page's own preload hint asks the same).
  image.fetchPriority = 'high';
  image.src = url;
  preloaded.set(url, image);
}

/** Whether the picture this screen shows has already arrived: the popup can then show at once. */
export function isPopupImageLoaded(popup: Popup): boolean {
  const url = pictureForScreen(popup);
  const image = url ? preloaded.get(url) : undefined;
  return Boolean(image?.complete && image.naturalWidth > 0);
}
