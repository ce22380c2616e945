import { z } from 'zod';

/** Site languages (spec §1, §9): Turkish is the default, English is available. */
export const LOCALES = ['tr', 'en'] as const;
export const DEFAULT_LOCALE = 'tr' satisfies Locale;
export const LocaleSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof LocaleSchema>;

/** Reads any header or stored value as a locale, falling back to the default. */
export function toLocale(value: unknown): Locale {
  const parsed = LocaleSchema.safeParse(typeof value === 'string' ? value.trim().toLowerCase() : value);
  return parsed.success ? parsed.data : DEFAULT_LOCALE;
}

/** Request headers every API call carries (spec §7). */
export const HEADER_LOCALE = 'x-locale';
export const HEADER_FINGERPRINT = 'x-fingerprint';
