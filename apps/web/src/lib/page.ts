/*
 * Page-level browser actions behind one object so tests can replace them (jsdom cannot navigate)
 * and callers never touch `window.location` directly.
 */
export const page = {
  reload(): void {
    window.location.reload();
  },
};
