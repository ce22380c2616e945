/**
 * Site-wide content that floats over every page (start-up popup, snowfall, live-chat loader).
 * Mounted once by the layout; filled in by the content work of the shell issue.
 */
export function ContentOverlays() {
  return null;
}
