import type { Lang } from './env.ts';

/*
 * Money on a game page. The API speaks decimal numbers with at most the currency's minor-unit digits
 * (contracts/money.ts); the page keeps every amount as integer minor units (bigint) and converts only
 * at the edges, so ½, 2× and payouts are never off by a float. Formatting is by hand from the digits,
 * not Intl: tr-TR's currency style puts ₺ in front, while Turkish players expect "1.234,56 ₺".
 */

export type Currency = { code: string; minorUnits: number };

const SYMBOLS: Record<string, string> = { TRY: '₺', USD: '$', EUR: '€', GBP: '£' };

/** An API amount (≤ minorUnits decimals) → minor units. */
export function toMinor(amount: number, minorUnits: number): bigint {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`not an amount: ${amount}`);
  // toFixed gives the exact decimal for any number carrying at most `minorUnits` places.
  return BigInt(amount.toFixed(minorUnits).replace('.', ''));
}

/** Minor units → the API's decimal number (what a bet's `stake` is sent as). */
export function toDecimal(minor: bigint, minorUnits: number): number {
  return Number(digitsOf(minor, minorUnits, '.', ''));
}

function groupThousands(whole: string, separator: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

function digitsOf(minor: bigint, minorUnits: number, decimal: string, grouping: string): string {
  const negative = minor < 0n;
  const text = (negative ? -minor : minor).toString().padStart(minorUnits + 1, '0');
  const whole = groupThousands(text.slice(0, text.length - minorUnits), grouping);
  const fraction = minorUnits > 0 ? `${decimal}${text.slice(-minorUnits)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

const SEPARATORS: Record<Lang, { decimal: string; grouping: string }> = {
  tr: { decimal: ',', grouping: '.' },
  en: { decimal: '.', grouping: ',' },
};

/** 123456n TRY → tr "1.234,56 ₺", en "₺1,234.56". */
export function formatMoney(minor: bigint, currency: Currency, lang: Lang): string {
  const { decimal, grouping } = SEPARATORS[lang];
  const digits = digitsOf(minor, currency.minorUnits, decimal, grouping);
  const symbol = SYMBOLS[currency.code];
  if (lang === 'tr') return `${digits} ${symbol ?? currency.code}`;
  return symbol
    ? `${digits.startsWith('-') ? '-' : ''}${symbol}${digits.replace(/^-/, '')}`
    : `${currency.code} ${digits}`;
}

/** The amount as it stands in an input: no grouping, the language's decimal mark ("1234,50"). */
export function formatAmountInput(minor: bigint, minorUnits: number, lang: Lang): string {
  return digitsOf(minor, minorUnits, SEPARATORS[lang].decimal, '');
}

export function currencySymbol(code: string): string {
  return SYMBOLS[code] ?? code;
}

/**
 * What a player typed → minor units, or null. Either mark may be the decimal one ("12,5" and "12.5"
 * are both 12.50); with both present, the last is the decimal mark and the others group thousands.
 * More decimals than the currency has are refused, not rounded.
 */
export function parseAmount(text: string, minorUnits: number): bigint | null {
  const cleaned = text.replace(/[\s₺$€£]/g, '');
  if (!/^[\d.,]+$/.test(cleaned)) return null;
  const lastMark = Math.max(cleaned.lastIndexOf('.'), cleaned.lastIndexOf(','));
  const whole = (lastMark < 0 ? cleaned : cleaned.slice(0, lastMark)).replace(/[.,]/g, '');
  const fraction = lastMark < 0 ? '' : cleaned.slice(lastMark + 1);
  if (fraction.length > minorUnits || (whole === '' && fraction === '')) return null;
  return BigInt((whole || '0') + fraction.padEnd(minorUnits, '0'));
}

/** A plain number in the language's notation: formatDecimal(49.5, 2, 'tr') → "49,50". */
export function formatDecimal(value: number, decimals: number, lang: Lang): string {
  const text = value.toFixed(decimals);
  return lang === 'tr' ? text.replace('.', ',') : text;
}

/** A number with thousands grouped: formatGrouped(9900, 0, 'tr') → "9.900", 'en' → "9,900". */
export function formatGrouped(value: number, decimals: number, lang: Lang): string {
  const [whole = '', fraction] = value.toFixed(decimals).split('.');
  const { decimal, grouping } = SEPARATORS[lang];
  return groupThousands(whole, grouping) + (fraction ? `${decimal}${fraction}` : '');
}

/** A percentage as each language writes it: tr "%99,00", en "99.00%". */
export function formatPercent(value: number, decimals: number, lang: Lang): string {
  const number = formatDecimal(value, decimals, lang);
  return lang === 'tr' ? `%${number}` : `${number}%`;
}

/** "49,5" or "49.5" → 49.5; anything else → null. */
export function parseDecimal(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/[%×x\s]/gi, '')
    .replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}
