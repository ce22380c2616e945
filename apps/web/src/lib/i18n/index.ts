import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '@lale/contracts';
import { tr, type Resources } from './tr.ts';

/*
 * One i18next instance for the whole site (components use react-i18next; non-React code imports `i18n`).
 * Bundled texts are complete for both locales; the server's `translationList` overrides them at start-up.
 *
 * A page speaks one language, so only Turkish (the default) is in the first page's JavaScript; the
 * English texts are their own chunk, loaded by start-up for a visitor who reads English (start-up
 * already waits for the texts) or when a visitor picks English.
 */
export const i18n = i18next.createInstance();

const loadEnglish = () => import('./en.ts').then((module) => module.en);

/** The bundled texts of a language. */
export function loadTexts(lng: Locale): Promise<Resources> {
  return lng === 'en' ? loadEnglish() : Promise.resolve(tr);
}

function followHtmlLang(lng: string): void {
  document.documentElement.lang = lng;
}

/** Shows the site in `lng` at once (the language switch), its texts loaded first if need be. */
export async function showLanguage(lng: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(lng, 'translation')) {
    i18n.addResourceBundle(lng, 'translation', await loadTexts(lng));
  }
  await i18n.changeLanguage(lng);
}

/** Initialises once; later calls only switch the language (and restore the bundled texts). */
export async function initI18n(lng: Locale): Promise<void> {
  if (i18n.isInitialized) {
    for (const locale of LOCALES) {
      if (locale === lng || i18n.hasResourceBundle(locale, 'translation')) {
        i18n.addResourceBundle(locale, 'translation', await loadTexts(locale), false, true);
      }
    }
    await i18n.changeLanguage(lng);
    return;
  }
  i18n.on('languageChanged', followHtmlLang);
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'tr',
    supportedLngs: [...LOCALES],
    resources: {
      tr: { translation: tr },
      ...(lng === 'tr' ? {} : { [lng]: { translation: await loadTexts(lng) } }),
    },
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
