import { compile } from './compiled.ts';
import { byCount, type Locale, type Theme } from './theme.ts';

/*
 * What a theme's info panel shows, in one locale: the symbols with their pays, the lines, the scatter
 * and free-spin rules, the bonus buy, the published returns and the maximum win, plus the rules as
 * sentences. Read from the theme alone, so the panel cannot drift from the mathematics.
 */

export type PayEntry = { count: number; pay: number };

export type ThemeDescription = {
  id: string;
  version: number;
  name: string;
  reels: number;
  rows: number;
  /** Every symbol: line pays in line bets (counts that pay), the scatter's in stakes. */
  symbols: { id: string; label: string; kind: Theme['symbols'][number]['kind']; pays: PayEntry[] }[];
  /** Row crossed on each reel, line by line (lines numbered from 1 in the rules). */
  lines: (readonly number[])[];
  /** Reels (1-based) the wild can land on in the base game and in the free spins. */
  wildReels: { base: number[]; free: number[] };
  freeSpins: { awards: { scatters: number; spins: number }[]; multiplier: number; retrigger: boolean };
  bonusBuy: { priceStakes: number; spins: number; rtp: number };
  rtp: number;
  maxWinStakes: number;
  betLevelsMinor: readonly bigint[];
  rules: string[];
};

function payEntries(table: readonly number[], from: number, to: number): PayEntry[] {
  const entries: PayEntry[] = [];
  for (let count = from; count <= to; count += 1) {
    const pay = byCount(table, count);
    if (pay > 0) entries.push({ count, pay });
  }
  return entries;
}

const reelsWith = (counts: Theme['baseReels'], symbol: number) =>
  counts.flatMap((reel, index) => (reel[symbol]! > 0 ? [index + 1] : []));

export function describeTheme(theme: Theme, locale: Locale): ThemeDescription {
  const number = new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', { maximumFractionDigits: 2 });
  const percent = (value: number) =>
    locale === 'tr' ? `%${number.format(value)}` : `${number.format(value)}%`;
  const label = (index: number) => theme.symbols[index]!.label[locale];
  // Counts up to the most scatters any window can show (the tables repeat their last entry past it).
  const most = compile(theme).awards.length - 1;
  const scatterPays = payEntries(theme.scatterPays, 1, most);
  const awards = payEntries(theme.freeSpins.awards, 1, most).map(({ count, pay }) => ({
    scatters: count,
    spins: pay,
  }));
  const wildReels = {
    base: reelsWith(theme.baseReels, theme.wild),
    free: reelsWith(theme.freeReels, theme.wild),
  };
  const [wild, scatter, multiplier] = [label(theme.wild), label(theme.scatter), theme.freeSpins.multiplier];
  const list = (values: number[]) => values.map((value) => number.format(value)).join(', ');
  const onReels = wildReels.base.length < theme.reels ? wildReels.base.join(', ') : '';
  const rules =
    locale === 'tr'
      ? [
          `${theme.reels} makara, ${theme.rows} sıra, ${theme.lines.length} sabit çizgi. Çizgiler soldan sağa, ilk makaradan başlayan en uzun dizi ile ödenir; ödemeler çizgi bahsinin katıdır (çizgi bahsi = bahis / ${theme.lines.length}).`,
          `${wild} jokerdir: ${scatter} dışındaki her sembolün yerine geçer${onReels ? ` ve yalnızca ${onReels}. makaralarda çıkar` : ''}.`,
          `${scatter} her yerde öder: ${list(scatterPays.map((entry) => entry.count))} tanesi bahsin ${list(scatterPays.map((entry) => entry.pay))} katı.`,
          `${list(awards.map((award) => award.scatters))} ${scatter}, ${list(awards.map((award) => award.spins))} bedava dönüş verir. Bedava dönüşlerde tüm kazançlar ×${multiplier}; bedava dönüşler yeniden kazanılabilir.`,
          `Bonus satın alma: bahsin ${number.format(theme.bonusBuyPriceStakes)} katına doğrudan ${theme.bonusBuySpins} bedava dönüş.`,
          `En yüksek kazanç: tur başına bahsin ${number.format(theme.maxWinStakes)} katı; bu tutara ulaşıldığında tur biter.`,
          `Oyuncuya geri dönüş (RTP): ${percent(theme.publishedRtp)}; bonus satın almada ${percent(theme.publishedBonusBuyRtp)}.`,
        ]
      : [
          `${theme.reels} reels, ${theme.rows} rows, ${theme.lines.length} fixed lines. Lines pay left to right, the longest run from the first reel; pays are multiples of the line bet (line bet = stake / ${theme.lines.length}).`,
          `${wild} is wild: it stands in for every symbol except ${scatter}${onReels ? ` and lands only on reels ${onReels}` : ''}.`,
          `${scatter} pays anywhere: ${list(scatterPays.map((entry) => entry.count))} of them pay ${list(scatterPays.map((entry) => entry.pay))} × the stake.`,
          `${list(awards.map((award) => award.scatters))} ${scatter} award ${list(awards.map((award) => award.spins))} free spins. Every free-spin win is multiplied by ${multiplier}; free spins can be won again during free spins.`,
          `Bonus buy: ${theme.bonusBuySpins} free spins straight away for ${number.format(theme.bonusBuyPriceStakes)} × the stake.`,
          `Maximum win: ${number.format(theme.maxWinStakes)} × the stake per round; the round ends when it is reached.`,
          `Return to player (RTP): ${percent(theme.publishedRtp)}; bonus buy ${percent(theme.publishedBonusBuyRtp)}.`,
        ];
  return {
    id: theme.id,
    version: theme.version,
    name: theme.name[locale],
    reels: theme.reels,
    rows: theme.rows,
    symbols: theme.symbols.map((symbol, index) => ({
      id: symbol.id,
      label: symbol.label[locale],
      kind: symbol.kind,
      pays: index === theme.scatter ? scatterPays : payEntries(symbol.pays, 1, theme.reels),
    })),
    lines: theme.lines.map((line) => [...line]),
    wildReels,
    freeSpins: { awards, multiplier, retrigger: awards.length > 0 },
    bonusBuy: {
      priceStakes: theme.bonusBuyPriceStakes,
      spins: theme.bonusBuySpins,
      rtp: theme.publishedBonusBuyRtp,
    },
    rtp: theme.publishedRtp,
    maxWinStakes: theme.maxWinStakes,
    betLevelsMinor: theme.betLevelsMinor,
    rules,
  };
}
