import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * app/pageShown.ts keeps one promise per page life, so each test loads a fresh copy of the module.
 */
async function freshModule() {
  vi.resetModules();
  return import('../src/app/pageShown.ts');
}

afterEach(() => vi.useRealTimers());

describe('after the first page is shown', () => {
  it('waits for the layout to say the page is on screen, then for an idle moment', async () => {
    vi.useFakeTimers();
    const { afterPageShown, markPageShown } = await freshModule();
    let done = false;
    void afterPageShown().then(() => (done = true));

    await vi.advanceTimersByTimeAsync(1000);
    expect(done).toBe(false);

    markPageShown();
    await vi.advanceTimersByTimeAsync(1000); // the idle callback's deadline at the latest
    expect(done).toBe(true);
  });

  it('goes ahead after 3 s when the page never reports itself shown', async () => {
    vi.useFakeTimers();
    const { afterPageShown, PAGE_SHOWN_FALLBACK_MS } = await freshModule();
    let done = false;
    void afterPageShown().then(() => (done = true));

    await vi.advanceTimersByTimeAsync(PAGE_SHOWN_FALLBACK_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1 + 1000);
    expect(done).toBe(true);
  });
});
