import type { ParseKeys } from 'i18next';

/** A translation key of the site's own texts. */
export type TextKey = ParseKeys;

/**
 * Route data (`handle`) every route carries; breadcrumbs and page titles are built from it. `immersive`:
 * on phones the page takes the whole screen, the site's header, breadcrumbs, bottom bar and footer put
 * away (a game in the play frame needs every pixel of a 390 px phone).
 */
export type RouteHandle = { crumb?: { labelKey: TextKey }; immersive?: true };

export function crumbOf(handle: unknown): RouteHandle['crumb'] | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  return (handle as RouteHandle).crumb;
}

export function isImmersive(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as RouteHandle).immersive === true;
}
