import { DEFAULT_LOCALE, type Locale } from '@lale/contracts';
import type { LocalizedText } from '../db/schema.ts';

/** The text in `locale`, else Turkish (the site's default), else empty — never undefined. */
export function pick(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return '';
  return text[locale] || text[DEFAULT_LOCALE] || '';
}
