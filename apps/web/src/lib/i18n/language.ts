import { DEFAULT_LOCALE, LANGUAGE_CHANGE_RELOAD_DELAY_MS, LOCALES, type Locale } from '@lale/contracts';
import { page } from '../page.ts';
import { readText, STORAGE_KEYS, writeText } from '../storage.ts';

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The stored language when it is one we speak, else Turkish (spec §4). */
export function getStoredLanguage(): Locale {
  const stored = readText(STORAGE_KEYS.lang);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/**
 * Spec §4: changing the language stores it and reloads the page after 100 ms, so the bootstrap content
 * and every cached server text are fetched again in the new locale.
 */
export function storeLanguageAndReload(locale: Locale): void {
  writeText(STORAGE_KEYS.lang, locale);
  window.setTimeout(() => page.reload(), LANGUAGE_CHANGE_RELOAD_DELAY_MS);
}

export { isLocale };
