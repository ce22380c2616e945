/*
 * "The first page is on screen": the layout marks it after its first commit. Work that the first page
 * does not need (the fingerprint, spec §4) waits for it and for an idle moment after, so it does not
 * compete with the first render on a slow phone. If the layout never commits (a crash before it), the
 * work starts after PAGE_SHOWN_FALLBACK_MS anyway.
 */
export const PAGE_SHOWN_FALLBACK_MS = 3000;
/** requestIdleCallback's deadline: run by then even if the page never goes idle. */
const IDLE_DEADLINE_MS = 1000;

let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

export function markPageShown(): void {
  markShown();
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_DEADLINE_MS });
    else window.setTimeout(resolve, 0);
  });
}

/** Resolves at the first idle moment after the first page is on screen. */
export function afterPageShown(): Promise<void> {
  const fallback = new Promise<void>((resolve) => window.setTimeout(resolve, PAGE_SHOWN_FALLBACK_MS));
  return Promise.race([shown, fallback]).then(idle);
}
