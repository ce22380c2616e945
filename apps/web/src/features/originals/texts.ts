import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@lale/originals/verify';
import { i18n } from '../../lib/i18n/index.ts';
import { originalsEn } from '../../lib/i18n/originals.en.ts';
import { originalsTr } from '../../lib/i18n/originals.tr.ts';

/*
 * The page's texts travel with its chunk: they are added to i18next as the namespace 'originals' when
 * this module is first evaluated (before any of the page's components render), so the first page's
 * JavaScript does not carry them. They are typed here rather than in the site-wide key type
 * (lib/i18n/i18next.d.ts): a second namespace there makes i18next's types too deep for tsc elsewhere.
 * A language switch re-adds only the site-wide bundle, so these stay.
 */
const ORIGINALS_NS = 'originals';

for (const [locale, texts] of [
  ['tr', originalsTr],
  ['en', originalsEn],
] as const) {
  if (!i18n.hasResourceBundle(locale, ORIGINALS_NS)) i18n.addResourceBundle(locale, ORIGINALS_NS, texts);
}

/** 'seeds.roundsPlayed_one' and '_other' are asked for as 'seeds.roundsPlayed' with a count. */
type PluralBase<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${PluralBase<K>}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the page's texts, dotted: 'seeds.title'. */
export type OriginalsKey = KeysOf<typeof originalsTr>;
export type OriginalsT = (key: OriginalsKey, values?: Record<string, string | number>) => string;
type LooseT = (key: string, options: Record<string, unknown>) => string;

/** The page's `t` and the current locale; re-renders on a language switch like useTranslation. */
export function useOriginalsText(): { t: OriginalsT; locale: Locale } {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useMemo(() => {
    const translate = instance.t.bind(instance) as unknown as LooseT;
    return {
      t: (key, values) => translate(key, { ...values, ns: ORIGINALS_NS }),
      locale: language === 'en' ? 'en' : 'tr',
    };
  }, [instance, language]);
}
