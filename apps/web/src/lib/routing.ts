import type { ParseKeys } from 'i18next';

/** A translation key of the site's own texts. */
export type TextKey = ParseKeys;

/** Route data (`handle`) every route carries; breadcrumbs and page titles are built from it. */
export type RouteHandle = { crumb?: { labelKey: TextKey } };

export function crumbOf(handle: unknown): RouteHandle['crumb'] | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  return (handle as RouteHandle).crumb;
}
