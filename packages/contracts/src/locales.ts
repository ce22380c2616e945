/*
 * Site languages and the request headers (spec §1, §7, §9). Kept free of zod on purpose: the site's
 * first page imports these, and any module with a top-level schema would pull zod into that bundle
 * (the schema is in locale.ts).
 */

/** Turkish is the default, English is available. */
export const LOCALES = ['tr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'tr' satisfies Locale;

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** Reads any header or stored value as a locale, falling back to the default. */
export function toLocale(value: unknown): Locale {
  const normalised = typeof value === 'string' ? value.trim().toLowerCase() : value;
  return isLocale(normalised) ? normalised : DEFAULT_LOCALE;
}

/** Request headers every API call carries (spec §7). */
export const HEADER_LOCALE = 'x-locale';
export const HEADER_FINGERPRINT = 'x-fingerprint';
