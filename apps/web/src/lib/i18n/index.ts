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

/*
 * The feature pages' Turkish texts are not in the first page either: each feature's chunk gives its
 * own here when it is evaluated, so they are in place before any of its components render. English
 * (its own chunk already) stays whole.
 */
const featureTexts = new Set<object>();

/** Some of a locale's texts: any branches, each as deep as wanted. */
type SomeTexts<T> = { [K in keyof T]?: T[K] extends string ? string : SomeTexts<T[K]> };

/** `texts` merged into a copy of `into`, branch by branch (a feature may add to a shared key: shell). */
function merged(into: object, texts: object): Record<string, unknown> {
  const result: Record<string, unknown> = { ...into };
  for (const [key, value] of Object.entries(texts)) {
    const current = result[key];
    result[key] =
      typeof value === 'object' && value !== null && typeof current === 'object' && current !== null
        ? merged(current, value as object)
        : value;
  }
  return result;
}

/** Turkish as far as it is loaded: the first page's texts and those of the features loaded so far. */
function turkish(): Resources {
  return [...featureTexts].reduce<object>(merged, tr) as Resources;
}

/**
 * Adds a feature's Turkish texts. Under what is there: a
 * server text for one of these keys, applied at start-up, stays. Before i18next is set up, `initI18n`
 * takes them in with the rest.
 */
export function addFeatureTexts(texts: SomeTexts<Resources>): void {
  if (featureTexts.has(texts)) return;
  featureTexts.add(texts);
  const store = i18n.store as typeof i18n.store | undefined; // created by init()
  if (store) i18n.addResourceBundle('tr', 'translation', texts, true, false);
}

/** The bundled texts of a language. */
export function loadTexts(lng: Locale): Promise<Resources> {
  return lng === 'en' ? loadEnglish() : Promise.resolve(turkish());
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
  const own: Record<string, { translation: Resources }> =
    lng === 'tr' ? {} : { [lng]: { translation: await loadTexts(lng) } };
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'tr',
    supportedLngs: [...LOCALES],
    resources: { tr: { translation: turkish() }, ...own },
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
