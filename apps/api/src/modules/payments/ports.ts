import type { DbExecutor } from '../../db/executor.ts';

/*
 * What the cashier needs from other modules, declared here and satisfied by them through app.ts
 * (deposit limits, bonus engine). The two stand-ins below let a test isolate the cashier from them.
 */

/**
 * Responsible gambling: throws a domain refusal when a deposit would go over the player's limit. Called
 * inside the transaction that creates the deposit (`executor`), under a per-player lock.
 */
export interface DepositAllowance {
  assertDepositAllowed(
    playerId: number,
    currencyId: number,
    amountMinor: bigint,
    executor?: DbExecutor,
  ): Promise<void>;
}

/**
 * Identity verification (modules/kyc): what the player's level allows — withdrawals, and a cap on all
 * their deposits together (null: none). `executor`: the deposit's transaction, read under its lock.
 */
export interface IdentityGate {
  allowance(
    playerId: number,
    currencyId: number,
    executor?: DbExecutor,
  ): Promise<{ canWithdraw: boolean; depositCapMinor: bigint | null }>;
}

/** The bonus engine: whether a bonus blocks a withdrawal, and the trigger of deposit bonuses. */
export interface BonusGate {
  /** `executor`: the withdrawal's transaction, read after it took the player lock. */
  hasWageringLeft(playerId: number, executor?: DbExecutor): Promise<boolean>;
  /** Runs inside the transaction that confirms the deposit (a deposit bonus commits with the credit). */
  depositConfirmed(
    tx: DbExecutor,
    e: { playerId: number; currencyId: number; paymentId: number; amountMinor: bigint; confirmedAt: Date },
  ): Promise<void>;
}

/**
 * The back office's live channel (staff module): told, after the commit, of a payment created for a
 * decision or whose status changed. Best effort: the screens also re-read on their own.
 */
export interface PaymentsStaffLive {
  payment(change: { id: number; paymentType: number; status: number }): Promise<void>;
}

/**
 * AML monitoring (modules/aml): told of every withdrawal request inside the transaction that holds its
 * money, so a case it raises commits with the withdrawal. It never refuses (modules/aml/watch.ts).
 */
export interface WithdrawalWatch {
  withdrawalRequested(
    tx: DbExecutor,
    e: {
      playerId: number;
      currencyId: number;
      paymentId: number;
      reference: string;
      amountMinor: bigint;
      at: Date;
    },
  ): Promise<void>;
}

/**
 * AML monitoring (modules/aml): told of every confirmed deposit inside the transaction that credits it
 * (after the credit and the status change), so a case it raises commits with the deposit. It never
 * refuses: a rule's failure is logged and the deposit goes on (modules/aml/watch.ts).
 */
export interface DepositWatch {
  depositConfirmed(
    tx: DbExecutor,
    e: {
      playerId: number;
      currencyId: number;
      paymentId: number;
      reference: string;
      amountMinor: bigint;
      at: Date;
    },
  ): Promise<void>;
}

/** No deposit limits: every deposit is allowed (tests of the cashier alone). */
export function createPermissiveDepositAllowance(): DepositAllowance {
  return { assertDepositAllowed: async () => {} };
}

/** No bonus engine: nothing to wager, nothing to trigger (tests of the cashier alone). */
export function createNoBonusGate(): BonusGate {
  return { hasWageringLeft: async () => false, depositConfirmed: async () => {} };
}
