import { useEffect } from 'react';

/*
 * Stands in for `react-remove-scroll-bar` (vite.config.ts aliases the package here; the `/constants`
 * entry stays the library's). radix's Dialog locks page scrolling through react-remove-scroll, whose
 * scroll-bar part injects a `<style>` element with the lock's rules; the page's policy allows no inline
 * style (`style-src 'self'`), so the browser refused it with a console error on every dialog. Here the
 * lock only sets the body attribute those rules key on, counted so nested dialogs unlock once; the
 * rules themselves are in global.css (`body[data-scroll-locked]`). Why not a style nonce instead:
 * ARCHITECTURE.md, "CSP".
 */
export {
  fullWidthClassName,
  noScrollbarsClassName,
  removedBarSizeVariable,
  zeroRightClassName,
} from 'react-remove-scroll-bar/constants';

export const lockAttribute = 'data-scroll-locked';

function lockCount(): number {
  const count = Number.parseInt(document.body.getAttribute(lockAttribute) ?? '0', 10);
  return Number.isFinite(count) ? count : 0;
}

/** Same props as the library's component; the gap options have no use without injected rules. */
export function RemoveScrollBar(_props: { noRelative?: boolean; noImportant?: boolean; gapMode?: string }) {
  useEffect(() => {
    document.body.setAttribute(lockAttribute, String(lockCount() + 1));
    return () => {
      const left = lockCount() - 1;
      if (left > 0) document.body.setAttribute(lockAttribute, String(left));
      else document.body.removeAttribute(lockAttribute);
    };
  }, []);
  return null;
}

/** The library measures the scroll bar for its rules; with no rules to fill there is no gap. */
export function getGapWidth() {
  return { left: 0, top: 0, right: 0, gap: 0 };
}
