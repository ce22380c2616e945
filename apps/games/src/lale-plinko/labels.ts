import type { Lang } from '../shell/index.ts';

/*
 * How Lale Plinko writes its multipliers: a slot's label is short (it must fit a slot one pin gap
 * wide: "1000", "5,92", "0,5"), a chip or a win says ×0,50 with two places. Values are exact (every
 * table entry has at most two decimals); nothing is rounded up.
 */

const mark = (lang: Lang) => (lang === 'tr' ? ',' : '.');

/** A slot's label: no trailing zeros, no grouping (slots are narrow). 50000 → "5", 5000 → "0,5". */
export function slotLabel(tenThousandths: number, lang: Lang): string {
  const whole = Math.floor(tenThousandths / 10_000);
  const hundredths = Math.floor((tenThousandths % 10_000) / 100);
  if (hundredths === 0) return String(whole);
  const fraction = String(hundredths).padStart(2, '0').replace(/0$/, '');
  return `${whole}${mark(lang)}${fraction}`;
}

/** A result as chips and wins show it: ×0,50 / ×1.000,00 (tr), ×0.50 / ×1,000.00 (en). */
export function multiplierText(tenThousandths: number, lang: Lang): string {
  const whole = String(Math.floor(tenThousandths / 10_000));
  const fraction = String(Math.floor((tenThousandths % 10_000) / 100)).padStart(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'tr' ? '.' : ',');
  return `×${grouped}${mark(lang)}${fraction}`;
}
