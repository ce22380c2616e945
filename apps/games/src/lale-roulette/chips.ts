import type { Lang } from '../shell/index.ts';

/*
 * The chips: their values in whole currency units (1 … 500 ₺), each with its own colour, and how an
 * amount reads on a chip on the table (short: "25", "1,5K").
 */

export const CHIP_VALUES = [1, 5, 10, 25, 100, 500] as const;
export type ChipValue = (typeof CHIP_VALUES)[number];

export const OPENING_CHIP: ChipValue = 5;

export function chipMinor(value: ChipValue, minorUnits: number): bigint {
  return BigInt(value) * 10n ** BigInt(minorUnits);
}

/** The chip colour a pile of `amountMinor` shows: that of the largest chip not above it. */
export function chipToneOf(amountMinor: bigint, minorUnits: number): ChipValue {
  let tone: ChipValue = CHIP_VALUES[0];
  for (const value of CHIP_VALUES) if (chipMinor(value, minorUnits) <= amountMinor) tone = value;
  return tone;
}

/** An amount as a chip says it: whole units up to 999, then thousands with one decimal ("1,5K"). */
export function chipLabel(amountMinor: bigint, minorUnits: number, lang: Lang): string {
  const scale = 10n ** BigInt(minorUnits);
  const whole = amountMinor / scale;
  const mark = lang === 'tr' ? ',' : '.';
  if (whole >= 1000n) {
    const tenths = (amountMinor * 10n) / (scale * 1000n);
    const text = `${tenths / 10n}${tenths % 10n === 0n ? '' : `${mark}${tenths % 10n}`}`;
    return `${text}K`;
  }
  const fraction = amountMinor % scale;
  if (fraction === 0n) return whole.toString();
  const digits = fraction.toString().padStart(minorUnits, '0').replace(/0+$/, '');
  return `${whole}${mark}${digits}`;
}
