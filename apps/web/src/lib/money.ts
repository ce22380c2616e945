/*
 * Money as the player sees it: Turkish lira in the Turkish format (₺1.234,50) whatever the interface
 * language, because the wallet is in lira and players read amounts this way. The API already answers
 * decimals in the currency's own units (its minor units are applied server-side), so nothing here
 * needs them; 2 places is lira's, the only currency the site offers.
 *
 * Written out instead of Intl.NumberFormat on purpose: the first Intl formatter a page creates loads
 * the browser's ICU locale data, 40–75 ms of main thread measured on this project's machine, and the
 * home page shows amounts (jackpots) during its first render. The output is the tr-TR currency format
 * exactly (test/money.test.ts compares the two).
 */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

export function formatLira(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  // Like Intl, a negative amount keeps its sign even when it rounds to zero (-0,001 → -₺0,00).
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}₺${whole.replace(THOUSANDS, '.')},${cents}`;
}
