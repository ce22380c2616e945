/*
 * Page-level browser actions behind one object so tests can replace them (jsdom cannot navigate)
 * and callers never touch `window.location` directly.
 */
export const page = {
  reload(): void {
    window.location.reload();
  },
  /**
   * A whole new page load of `path`, in place of the current history entry. For a reload whose target
   * is known (logout: home): the router's own navigation there may not have committed yet — a lazy
   * route's chunk still loading on a slow connection — and a plain reload would load the old address.
   */
  loadAfresh(path: string): void {
    window.location.replace(path);
  },
};
