import type { KycLevel, KycLevelRule } from '@lale/contracts';

/*
 * What each verification level allows (issue #26) — operator data, kept in kyc_level_rules and
 * kyc_deposit_caps and set in the back office (PUT /api/admin/kyc/levels); whether a level may play is
 * the wager gate's to read (modules/integrity, wager-gate-repo.ts). By default a player may play
 * and deposit up to a cumulative amount before anyone has seen an identity document, and only a fully
 * verified player may withdraw: money can come in unverified but never leave, so an unverified account
 * cannot be used to move money through the site. The defaults are the migration's (0042) and the
 * seed's (the caps by currency).
 */

/** A level the table has no row for (a row deleted by hand): the strictest rule, never a free pass. */
export const STRICTEST_RULE = (level: KycLevel): KycLevelRule => ({
  level,
  play: level === 'full',
  withdraw: level === 'full',
  depositsCapped: level !== 'full',
});

/**
 * The cap on all of a player's deposits under `rule`; null: no cap. `capMinor` is the currency's cap,
 * undefined when the operator keeps none for it: its capped players verify before they deposit.
 */
export function depositCapOf(rule: KycLevelRule, capMinor: bigint | undefined): bigint | null {
  if (!rule.depositsCapped) return null;
  return capMinor ?? 0n;
}
