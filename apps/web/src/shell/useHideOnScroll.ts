import { useEffect, useState } from 'react';

/*
 * Spec §2/§9: the header hides once the page is scrolled more than 100 px down. It comes back as soon as
 * the player scrolls up (what players expect from a hiding header), and always near the top.
 */

/** Upward movement smaller than this is trackpad or bounce jitter, not a wish to see the header. */
export const SCROLL_UP_TOLERANCE_PX = 6;

/** Whether the header is hidden after the page moved from `previousY` to `y`. */
export function nextHeaderHidden(
  wasHidden: boolean,
  previousY: number,
  y: number,
  thresholdPx: number,
): boolean {
  if (y <= thresholdPx) return false;
  if (y > previousY) return true;
  if (previousY - y >= SCROLL_UP_TOLERANCE_PX) return false;
  return wasHidden;
}

export function useHideOnScroll(thresholdPx: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    // Read after the first paint: reading it now, while the new page is not laid out yet, would make
    // the browser lay it out on the spot, inside the commit.
    let lastY = 0;
    const start = window.setTimeout(() => (lastY = window.scrollY), 0);
    let current = false;
    function onScroll(): void {
      const y = window.scrollY;
      const next = nextHeaderHidden(current, lastY, y, thresholdPx);
      // Jitter below the tolerance keeps the reference point, so slow upward scrolling still adds up.
      if (y >= lastY || lastY - y >= SCROLL_UP_TOLERANCE_PX) lastY = y;
      if (next !== current) {
        current = next;
        setHidden(next);
      }
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(start);
      window.removeEventListener('scroll', onScroll);
    };
  }, [thresholdPx]);
  return hidden;
}
