/*
 * Conversions between the ledger's integer minor units (kuruş, bigint) and the API's decimals with 2
 * places (DESIGN §5). TODO contracts: move next to MoneySchema so the site uses the same conversions.
 */

const MINOR_PER_UNIT = 100n;

/** 123456n → 1234.56 (the nearest double, which MoneySchema's float-safe multipleOf(0.01) accepts). */
export function minorToMoney(minor: bigint): number {
  const sign = minor < 0n ? -1 : 1;
  const abs = minor < 0n ? -minor : minor;
  return sign * Number(`${abs / MINOR_PER_UNIT}.${String(abs % MINOR_PER_UNIT).padStart(2, '0')}`);
}

/** A decimal text with at most 2 places ('50', '12.5', '0.99') → minor units; null when it is not one. */
export function parseMoneyToMinor(text: string): bigint | null {
  const match = /^(\d{1,15})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1] ?? '0') * MINOR_PER_UNIT + BigInt((match[2] ?? '').padEnd(2, '0'));
}
