import { useCallback, useState } from 'react';

/*
 * "Is this part of the page about to be seen?" — for decoration far down the page (the footer's logos,
 * the jackpot artwork). The browser's own `loading="lazy"` starts images as much as 1250 px below the
 * screen, which on a phone is the whole home page: every one of them is an artwork the page must fetch
 * and draw while it is still appearing. This waits until the element is within `marginPx` of the
 * screen, and stays true from then on.
 */
export const NEAR_SCREEN_MARGIN_PX = 300;

export function useNearScreen<T extends Element>(
  marginPx: number = NEAR_SCREEN_MARGIN_PX,
): [(node: T | null) => (() => void) | undefined, boolean] {
  // Without IntersectionObserver (very old engines) nothing is held back.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: `${marginPx}px 0px` },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [marginPx, near],
  );
  return [ref, near];
}
