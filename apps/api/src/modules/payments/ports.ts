import type { DbExecutor } from '../../db/executor.ts';

/*
 * What the cashier needs from other modules, declared here and satisfied by them through app.ts
 * (helper-common "ports shared between helpers": the shapes are fixed). Until the other side exists,
 * app.ts passes the permissive defaults below.
 */

/** Responsible gambling: throws a domain refusal when a deposit would go over the player's limit. */
export interface DepositAllowance {
  assertDepositAllowed(playerId: number, currencyId: number, amountMinor: bigint): Promise<void>;
}

/** The bonus engine: whether a bonus blocks a withdrawal, and the trigger of deposit bonuses. */
export interface BonusGate {
  hasWageringLeft(playerId: number): Promise<boolean>;
  /** Runs inside the transaction that confirms the deposit (a deposit bonus commits with the credit). */
  depositConfirmed(
    tx: DbExecutor,
    e: { playerId: number; currencyId: number; paymentId: number; amountMinor: bigint; confirmedAt: Date },
  ): Promise<void>;
}

/** No deposit limits: every deposit is allowed (until the deposit-limits module is wired in). */
export function createPermissiveDepositAllowance(): DepositAllowance {
  return { assertDepositAllowed: async () => {} };
}

/** No bonus engine: nothing to wager, nothing to trigger (until the bonus engine is wired in). */
export function createNoBonusGate(): BonusGate {
  return { hasWageringLeft: async () => false, depositConfirmed: async () => {} };
}
