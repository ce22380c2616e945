/*
 * The identity of a popup's content (spec §4: "remembered by content hash"): its pictures and link.
 * Pure and free of imports, so the browser journeys can compute it too (to start a visit that has
 * already seen the popup).
 */

/** cyrb53: a fast 53-bit string hash. A collision would only hide one new popup; it is very unlikely. */
function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export function popupHash(popup: { images: readonly string[]; url: string | null }): string {
  return hashText(JSON.stringify({ images: popup.images, url: popup.url }));
}
