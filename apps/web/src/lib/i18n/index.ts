import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@lale/contracts';
import { en } from './en.ts';
import { tr } from './tr.ts';

/*
 * One i18next instance for the whole site (components use react-i18next; non-React code imports `i18n`).
 * Bundled texts are complete for both locales; the server's `translationList` overrides them at start-up.
 */
export const i18n = i18next.createInstance();

export const bundledResources = { tr, en } as const;

function followHtmlLang(lng: string): void {
  document.documentElement.lang = lng;
}

/** Initialises once; later calls only switch the language (and restore the bundled texts). */
export async function initI18n(lng: Locale): Promise<void> {
  if (i18n.isInitialized) {
    for (const [locale, texts] of Object.entries(bundledResources)) {
      i18n.addResourceBundle(locale, 'translation', texts, false, true);
    }
    await i18n.changeLanguage(lng);
    return;
  }
  i18n.on('languageChanged', followHtmlLang);
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'tr',
    supportedLngs: Object.keys(bundledResources),
    resources: { tr: { translation: tr }, en: { translation: en } },
    interpolation: { escapeValue: false }, // React escapes already.
    react: { useSuspense: false },
  });
  followHtmlLang(lng);
}

/**
 * Server texts win over bundled ones (spec §3 translationList: key/value for the current locale).
 * A dotted key such as `header.login` replaces that nested text.
 */
export function applyTranslationOverrides(
  list: readonly { key: string; value: string }[],
  lng: Locale,
): void {
  const overrides: Record<string, string> = {};
  for (const { key, value } of list) {
    if (key && typeof value === 'string') overrides[key] = value;
  }
  if (Object.keys(overrides).length > 0) i18n.addResources(lng, 'translation', overrides);
}
