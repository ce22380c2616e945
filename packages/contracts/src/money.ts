import { z } from 'zod';

/*
 * Money crosses the API as decimal numbers (spec: balances, bonus and jackpot amounts are JSON
 * numbers); the ledger keeps integer minor units as bigint (DESIGN §5). The two conversions below are
 * the only way between them, in the API and the site alike, and both take the currency's number of
 * minor-unit digits (currencies.minor_units: TRY 2, JPY 0, KWD 3) — never an assumed 2. Both work on
 * decimal digits, not on floating-point arithmetic, so no amount is ever off by a rounding error.
 */

/** ISO 4217 currencies have 0 to 4 minor-unit digits (JPY 0, TRY 2, KWD 3, CLF 4). */
export const MAX_MINOR_UNITS = 4;

/**
 * The largest amount in minor units that a JSON number carries exactly. A decimal of at most 15
 * significant digits maps to a double whose shortest text — what JSON.stringify writes and what
 * `String(n)` reads back — is that decimal again; with 16 digits two decimals can share one double.
 * So up to 9,999,999,999,999.99 lira (13 whole digits with 2 places); beyond it the conversions refuse.
 */
export const MAX_EXACT_MINOR = 10n ** 15n - 1n;

/**
 * Money as the API speaks it: a non-negative decimal number with at most as many places as its
 * currency has minor units — up to MAX_MINOR_UNITS, since the schema cannot know the currency.
 * `multipleOf` in zod 4 is float-safe (10.07 passes as a multiple of 0.01).
 */
export const MoneySchema = z
  .number()
  .min(0)
  // 1 / 10⁴ is the double nearest 0.0001; 10 ** -4 is not (0.00009999999999999999).
  .multipleOf(1 / 10 ** MAX_MINOR_UNITS);

/** A decimal that may be negative (a ledger leg from the player's view, a losing day's GGR): MoneySchema's places. */
export const SignedMoneySchema = z.number().multipleOf(1 / 10 ** MAX_MINOR_UNITS);
export type Money = z.infer<typeof MoneySchema>;

function assertMinorUnits(minorUnits: number): void {
  if (!Number.isInteger(minorUnits) || minorUnits < 0 || minorUnits > MAX_MINOR_UNITS)
    throw new RangeError(`minor units must be an integer from 0 to ${MAX_MINOR_UNITS}, got ${minorUnits}`);
}

/** 123456n with 2 minor units → '1234.56'; with 0 → '123456'; with 3 → '123.456'. Exact at any size. */
export function minorToDecimalText(minor: bigint, minorUnits: number): string {
  assertMinorUnits(minorUnits);
  // Amounts the API shows are never negative (a player account cannot go below zero, DESIGN §5).
  if (minor < 0n) throw new RangeError(`a negative amount has no API form: ${minor}`);
  if (minorUnits === 0) return minor.toString();
  const digits = minor.toString().padStart(minorUnits + 1, '0');
  return `${digits.slice(0, -minorUnits)}.${digits.slice(-minorUnits)}`;
}

/**
 * Minor units → the API's decimal number: 123456n with 2 minor units → 1234.56 (the double whose
 * JSON text is exactly '1234.56'). Throws above MAX_EXACT_MINOR rather than answer a wrong amount.
 */
export function minorToDecimal(minor: bigint, minorUnits: number): number {
  const text = minorToDecimalText(minor, minorUnits);
  if (minor > MAX_EXACT_MINOR) throw new RangeError(`${text} is beyond what a JSON number carries exactly`);
  return Number(text);
}

/**
 * A figure that may be below zero (a net position, GGR, a ledger leg seen from the player) → the API's
 * decimal number: the size converted as any amount, the sign put back (amounts themselves never are).
 */
export function minorToSignedDecimal(minor: bigint, minorUnits: number): number {
  return minor < 0n ? -minorToDecimal(-minor, minorUnits) : minorToDecimal(minor, minorUnits);
}

const DECIMAL_TEXT = /^(\d+)(?:[.,](\d+))?$/;

/**
 * An amount as the API receives it — a JSON number, or text an operator typed ('50', '12.5', '0,99')
 * — → minor units of a currency with `minorUnits` digits. Null when it is not an amount of that
 * currency: negative, more places than the currency has (no rounding), not a plain decimal, or above
 * MAX_EXACT_MINOR. A number is read through its shortest text, so 10.07 is 1007n, never 1006n.
 */
export function decimalToMinor(amount: number | string, minorUnits: number): bigint | null {
  assertMinorUnits(minorUnits);
  if (typeof amount === 'number' && !Number.isFinite(amount)) return null;
  // String(1e21) is '1e+21' and String(1e-7) is '1e-7': exponent forms fail the pattern, as they should.
  const match = DECIMAL_TEXT.exec(typeof amount === 'number' ? String(amount) : amount.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > minorUnits) return null;
  const minor = BigInt(whole + fraction.padEnd(minorUnits, '0'));
  return minor > MAX_EXACT_MINOR ? null : minor;
}
