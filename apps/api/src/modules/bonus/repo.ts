import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { playerBonuses, siteOptions } from '../../db/schema.ts';

export const TRIAL_BONUS_OPTION = 'trialbonusamount';

export function createBonusRepo(db: Database) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    /**
     * The operator's trial-bonus amount (site option, a decimal amount). Read directly: site options are
     * plain configuration rows, and a switched-off option (status false) counts as no option.
     */
    async trialAmountOption(): Promise<string | undefined> {
      const [row] = await db
        .select({ value: siteOptions.value })
        .from(siteOptions)
        .where(and(eq(siteOptions.key, TRIAL_BONUS_OPTION), eq(siteOptions.status, true)));
      return row?.value;
    },

    async hasTrialBonus(playerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: playerBonuses.id })
        .from(playerBonuses)
        .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.kind, 'trial')));
      return row !== undefined;
    },

    async insertTrialBonus(tx: DbExecutor, playerId: number, amountMinor: bigint, transferId: number) {
      await tx.insert(playerBonuses).values({ playerId, kind: 'trial', amountMinor, transferId });
    },
  };
}

export type BonusRepo = ReturnType<typeof createBonusRepo>;
