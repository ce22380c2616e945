/*
 * Money as the player sees it: Turkish lira in the Turkish format (₺1.000,00) whatever the interface
 * language, because the wallet is in lira and players read amounts this way. One formatter, reused.
 */
const lira = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatLira(amount: number): string {
  return lira.format(Number.isFinite(amount) ? amount : 0);
}
