import { useCallback, useSyncExternalStore } from 'react';

/*
 * Whether a CSS media query matches, kept current as the window changes. Where matchMedia does not
 * exist (jsdom in unit tests) the answer is false, i.e. the narrow layout.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, snapshot);
}

/** Spec §9 breakpoints as queries (MENU_BREAKPOINT_PX, MOBILE_BREAKPOINT_PX). */
export const WIDE_MENU_QUERY = '(min-width: 1100px)';
