import { DEFAULT_LOCALE, type Locale } from '@lale/contracts';
import type { LocalizedText } from '../db/schema.ts';

/** The text in `locale`, else Turkish (the site's default), else empty — never undefined. */
export function pick(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return '';
  return text[locale] || text[DEFAULT_LOCALE] || '';
}

/** Amounts are stored in minor units (kuruş); the API speaks decimals with 2 places (DESIGN §5). */
export function fromMinor(minor: number): number {
  return minor / 100;
}
