/*
 * The stake the player types, as the slip reads it. The slip's arithmetic (total odds, potential win,
 * system lines, the stake split) and the odds policy are the book's own, shared from @lale/contracts
 * (bet-slip.ts) so the site shows exactly what the API computes at placement.
 */

/**
 * A stake the player typed ('25', '12,50', '1.234,5' is refused) in kuruş; null when it is not a
 * positive amount with at most 2 decimals.
 */
export function parseStake(text: string): bigint | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const minor = BigInt(`${match[1]}${(match[2] ?? '').padEnd(2, '0')}`);
  return minor > 0n ? minor : null;
}

/** Kuruş as the decimal the API takes (1050n → 10.5). */
export function minorToNumber(minor: bigint): number {
  return Number(minor) / 100;
}
