import type { DbExecutor } from '../../db/executor.ts';

/*
 * The deposit-limits module's two sides towards payments. Both take the caller's transaction: payments
 * checks the limit and records the deposit in one transaction that holds a per-player lock, so two
 * deposits at the same moment cannot both fit under what is left.
 */

/**
 * What this module needs: how much a player has deposited since a moment. Payments implements it (every
 * deposit not rejected or cancelled, created at or after `since`); until payments is wired in app.ts a
 * stand-in answers 0n.
 */
export type DepositHistory = {
  depositedSince(playerId: number, currencyId: number, since: Date, executor?: DbExecutor): Promise<bigint>;
};

/**
 * What this module offers payments: called before a deposit is created; throws the domain refusal
 * DepositLimitExceeded (with the period and the amount still allowed) when the deposit would go over a
 * limit in force.
 */
export type DepositAllowance = {
  assertDepositAllowed(
    playerId: number,
    currencyId: number,
    amountMinor: bigint,
    executor?: DbExecutor,
  ): Promise<void>;
};

/** The stand-in until payments exists: nothing has been deposited, so only the limit itself counts. */
export const noDepositHistory: DepositHistory = {
  depositedSince: async () => 0n,
};
