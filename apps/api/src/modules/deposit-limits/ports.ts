/*
 * The deposit-limits module's two sides towards payments (shapes fixed in the cashier plan, issue #11).
 */

/**
 * What this module needs: how much a player has deposited since a moment. Payments implements it (every
 * deposit not rejected or cancelled, created at or after `since`); until payments is wired in app.ts a
 * stand-in answers 0n.
 */
export type DepositHistory = {
  depositedSince(playerId: number, currencyId: number, since: Date): Promise<bigint>;
};

/**
 * What this module offers payments: called before a deposit is created; throws the domain refusal
 * DepositLimitExceeded (with the period and the amount still allowed) when the deposit would go over a
 * limit in force.
 */
export type DepositAllowance = {
  assertDepositAllowed(playerId: number, currencyId: number, amountMinor: bigint): Promise<void>;
};

/** The stand-in until payments exists: nothing has been deposited, so only the limit itself counts. */
export const noDepositHistory: DepositHistory = {
  depositedSince: async () => 0n,
};
