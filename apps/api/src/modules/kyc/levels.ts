import type { KycLevel } from '@lale/contracts';

/*
 * What each verification level allows (issue #26) — operator data, in this one place. By default a
 * player may play and deposit up to a cumulative amount before anyone has seen an identity document,
 * and only a fully verified player may withdraw: money can come in unverified but never leave, so an
 * unverified account cannot be used to move money through the site.
 */

export type LevelAllowance = {
  /** Whether a withdrawal may be asked for. */
  withdraw: boolean;
  /** Whether deposits in all (every one not rejected or cancelled) are capped by UNVERIFIED_DEPOSIT_CAP. */
  depositCapped: boolean;
};

export const LEVEL_ALLOWANCES: Readonly<Record<KycLevel, LevelAllowance>> = {
  none: { withdraw: false, depositCapped: true },
  /** A provider's lighter check (a document, no selfie): the cap lifts, withdrawals still need full. */
  basic: { withdraw: false, depositCapped: false },
  full: { withdraw: true, depositCapped: false },
};

/**
 * The cap on an unverified player's deposits, all of them together, by currency (minor units). ₺2,000
 * is enough to try the site's games and the sportsbook over several deposits, yet far below the
 * €2,000 at which EU anti-money-laundering rules (AMLD art. 11(d)) oblige a gambling operator to know
 * its customer; €50 and $50 are about the same value as ₺2,000. A currency not listed has no allowance:
 * its unverified players verify before they deposit.
 */
export const UNVERIFIED_DEPOSIT_CAP: Readonly<Record<string, bigint>> = {
  TRY: 2_000_00n,
  EUR: 50_00n,
  USD: 50_00n,
};

/** The cap on all of a player's deposits at `level` in `currencyCode`; null: no cap. */
export function depositCapOf(level: KycLevel, currencyCode: string): bigint | null {
  if (!LEVEL_ALLOWANCES[level].depositCapped) return null;
  return UNVERIFIED_DEPOSIT_CAP[currencyCode] ?? 0n;
}
