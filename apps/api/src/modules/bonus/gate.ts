import type { DbExecutor } from '../../db/executor.ts';
import type { BonusService } from './service.ts';

/*
 * The bonus engine as the payments module sees it (its `BonusGate` port, declared there): whether a
 * withdrawal must wait for wagering, and the confirmed deposits a deposit bonus can be claimed for.
 * Payments calls `depositConfirmed` inside the transaction that confirms the deposit, so a deposit is
 * claimable exactly when it is confirmed; a repeated report (a webhook delivered twice) is a no-op.
 * A withdrawal asks `hasWageringLeft` again inside its transaction, under the player lock a deposit
 * bonus's claim also takes, so a claim and a withdrawal sent together never both go through.
 */
export function createBonusGate(bonus: BonusService) {
  return {
    hasWageringLeft: (playerId: number, executor?: DbExecutor): Promise<boolean> =>
      bonus.hasWageringLeft(playerId, executor),
    depositConfirmed: (
      tx: DbExecutor,
      e: { playerId: number; currencyId: number; paymentId: number; amountMinor: bigint; confirmedAt: Date },
    ): Promise<void> => bonus.depositConfirmed(tx, e),
  };
}

export type BonusGateImplementation = ReturnType<typeof createBonusGate>;
