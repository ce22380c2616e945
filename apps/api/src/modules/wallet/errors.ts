import { violatedCheckConstraint } from '../../platform/pg-errors.ts';

export const PLAYER_NON_NEGATIVE_CONSTRAINT = 'ledger_accounts_player_non_negative';

/**
 * True when the database refused to take a player account below zero. The wallet checks funds on the
 * locked row first, so this is the backstop: should it ever fire, the caller still gets
 * `insufficient_funds` rather than a crash.
 */
export function isInsufficientFundsViolation(error: unknown): boolean {
  return violatedCheckConstraint(error) === PLAYER_NON_NEGATIVE_CONSTRAINT;
}

/** A caller bug (bad amount, unopened account, mixed currencies): thrown, never answered as a status. */
export class WalletUsageError extends Error {
  override name = 'WalletUsageError';
}
