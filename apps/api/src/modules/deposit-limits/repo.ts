import type { DepositLimitPeriod, LimitKind } from '@lale/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { depositLimitChanges, depositLimits } from '../../db/schema.ts';
import { playWindowTotals, signedInWindows } from '../integrity/index.ts';

/** A player's limit for one period as stored. */
export type LimitRow = {
  period: DepositLimitPeriod;
  currencyId: number;
  amountMinor: bigint | null;
  pendingAmountMinor: bigint | null;
  pendingRemoval: boolean;
  pendingEffectiveAt: Date | null;
};

/** What a change writes: the limit in force and the waiting change (both null/false when none). */
export type LimitWrite = {
  amountMinor: bigint | null;
  pending: { amountMinor: bigint | null; effectiveAt: Date } | null;
};

const columns = {
  period: depositLimits.period,
  currencyId: depositLimits.currencyId,
  amountMinor: depositLimits.amountMinor,
  pendingAmountMinor: depositLimits.pendingAmountMinor,
  pendingRemoval: depositLimits.pendingRemoval,
  pendingEffectiveAt: depositLimits.pendingEffectiveAt,
};

/** The one row of a player's limit of `kind` over `period`. */
const of = (playerId: number, kind: LimitKind, period: DepositLimitPeriod) =>
  and(eq(depositLimits.playerId, playerId), eq(depositLimits.kind, kind), eq(depositLimits.period, period));

export function createDepositLimitsRepo(db: Database, sessionIdleMs: number) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    /** What the loss and wager windows hold (player_play_hours, counted as the wager gate counts them). */
    playTotals: (playerId: number) => playWindowTotals(db, playerId),

    /** The time signed in within each window (counted as the wager gate counts it), in milliseconds. */
    signedInMs: (playerId: number, now: Date) => signedInWindows(db, playerId, now, sessionIdleMs),

    /** The player's latest `limit` limit changes, newest first (kept by the database's trigger). */
    history: (playerId: number, limit: number) =>
      db
        .select({
          kind: depositLimitChanges.kind,
          period: depositLimitChanges.period,
          amountBefore: depositLimitChanges.amountBefore,
          amountAfter: depositLimitChanges.amountAfter,
          pendingAmount: depositLimitChanges.pendingAmount,
          pendingRemoval: depositLimitChanges.pendingRemoval,
          pendingEffectiveAt: depositLimitChanges.pendingEffectiveAt,
          changedAt: depositLimitChanges.changedAt,
        })
        .from(depositLimitChanges)
        .where(eq(depositLimitChanges.playerId, playerId))
        .orderBy(desc(depositLimitChanges.id))
        .limit(limit),

    async list(playerId: number, kind: LimitKind, executor: DbExecutor = db): Promise<LimitRow[]> {
      const rows = await executor
        .select(columns)
        .from(depositLimits)
        .where(and(eq(depositLimits.playerId, playerId), eq(depositLimits.kind, kind)))
        .orderBy(asc(depositLimits.id));
      return rows as LimitRow[];
    },

    /**
     * The player's row for `period`, locked until the transaction ends, created empty first when there is
     * none: two changes at once are then made one after the other, so neither can skip the cooling-off
     * by racing the other.
     */
    async lockRow(
      tx: DbExecutor,
      playerId: number,
      currencyId: number,
      kind: LimitKind,
      period: DepositLimitPeriod,
      now: Date,
    ) {
      await tx
        .insert(depositLimits)
        .values({ playerId, currencyId, kind, period, updatedAt: now })
        .onConflictDoNothing({ target: [depositLimits.playerId, depositLimits.kind, depositLimits.period] });
      const [row] = await tx
        .select(columns)
        .from(depositLimits)
        .where(of(playerId, kind, period))
        .for('update');
      if (!row) throw new Error(`${kind} limit row missing for player ${playerId} (${period})`);
      return row as LimitRow;
    },

    async write(
      tx: DbExecutor,
      playerId: number,
      kind: LimitKind,
      period: DepositLimitPeriod,
      change: LimitWrite,
      now: Date,
    ) {
      await tx
        .update(depositLimits)
        .set({
          amountMinor: change.amountMinor,
          pendingAmountMinor: change.pending?.amountMinor ?? null,
          pendingRemoval: change.pending !== null && change.pending.amountMinor === null,
          pendingEffectiveAt: change.pending?.effectiveAt ?? null,
          updatedAt: now,
        })
        .where(of(playerId, kind, period));
    },
  };
}

export type DepositLimitsRepo = ReturnType<typeof createDepositLimitsRepo>;
