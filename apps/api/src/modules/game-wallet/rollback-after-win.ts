import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { casinoProviders, currencies, gameHeldRollbacks, gameRounds } from '../../db/schema.ts';
import type { ProviderTxRow } from './repo.ts';

/*
 * A rollback (Hub88) or refund (Pragmatic, the in-house games) of a bet whose round already has a win on
 * record is not applied (issue 23, ARCHITECTURE "Provider rules"): paying the stake back beside the win
 * would pay the player for a round twice. A win of 0 counts too: it is the provider reporting a lost
 * round, and reversing the stake after it would turn a known loss into a free bet. Instead the call is
 * recorded in game_held_rollbacks for the operator, nothing moves, and the protocol adapter answers the
 * provider its way (Hub88 RS_ERROR_UNKNOWN, Pragmatic 120). A bet that took no money (a free round's)
 * has nothing to pay back and is reversed as usual.
 *
 * The round row is locked first: a win of the same round (service.win locks the round before it reads
 * the bet) waits for this decision, or this one waits for the win, so the two never both pay.
 */

export type HoldInput = {
  providerId: number;
  /** The rollback's own provider id. */
  providerTx: string;
  referenceTx: string;
  playerId: number;
  currencyId: number;
  /** What the adapter answers the provider for a held call, recorded for the operator. */
  heldAnswer?: string;
};

/** True when the call was held (recorded, nothing applied); false: reverse the bet as usual. */
export async function holdRollbackAfterWin(
  tx: DbExecutor,
  call: HoldInput,
  bet: ProviderTxRow,
  now: Date,
): Promise<boolean> {
  if (bet.roundId === null || bet.cashMinor + bet.bonusMinor === 0n) return false;
  const [round] = await tx
    .select({ winMinor: gameRounds.winMinor })
    .from(gameRounds)
    .where(eq(gameRounds.id, bet.roundId))
    .for('update');
  if (!round) return false;
  const won = await tx.execute(
    sql`select 1 from game_transactions where round_id = ${bet.roundId} and kind = 'win' limit 1`,
  );
  if ((won as { rows: unknown[] }).rows.length === 0) return false;
  await tx
    .insert(gameHeldRollbacks)
    .values({
      providerId: call.providerId,
      providerTx: call.providerTx,
      referenceTx: call.referenceTx,
      betId: bet.id,
      roundId: bet.roundId,
      playerId: call.playerId,
      currencyId: call.currencyId,
      cashMinor: bet.cashMinor,
      bonusMinor: bet.bonusMinor,
      roundWinMinor: round.winMinor,
      answered: call.heldAnswer ?? 'held',
      createdAt: now,
    })
    // A retried call: its row is already there.
    .onConflictDoNothing({ target: [gameHeldRollbacks.providerId, gameHeldRollbacks.providerTx] });
  return true;
}

export type HeldRollbackRow = {
  id: number;
  provider: string;
  providerTx: string;
  referenceTx: string;
  providerRound: string;
  playerId: number;
  currency: string;
  currencyId: number;
  cashMinor: bigint;
  bonusMinor: bigint;
  roundWinMinor: bigint;
  answered: string;
  status: string;
  createdAt: Date;
  resolvedAt: Date | null;
  resolvedBy: number | null;
  resolution: string | null;
};

/** The operator's side: the list, newest first, and marking one resolved. */
export function createHeldRollbacks(db: Database) {
  const select = () =>
    db
      .select({
        id: gameHeldRollbacks.id,
        provider: casinoProviders.name,
        providerTx: gameHeldRollbacks.providerTx,
        referenceTx: gameHeldRollbacks.referenceTx,
        providerRound: gameRounds.providerRound,
        playerId: gameHeldRollbacks.playerId,
        currency: currencies.code,
        currencyId: gameHeldRollbacks.currencyId,
        cashMinor: gameHeldRollbacks.cashMinor,
        bonusMinor: gameHeldRollbacks.bonusMinor,
        roundWinMinor: gameHeldRollbacks.roundWinMinor,
        answered: gameHeldRollbacks.answered,
        status: gameHeldRollbacks.status,
        createdAt: gameHeldRollbacks.createdAt,
        resolvedAt: gameHeldRollbacks.resolvedAt,
        resolvedBy: gameHeldRollbacks.resolvedBy,
        resolution: gameHeldRollbacks.resolution,
      })
      .from(gameHeldRollbacks)
      .innerJoin(casinoProviders, eq(casinoProviders.id, gameHeldRollbacks.providerId))
      .innerJoin(gameRounds, eq(gameRounds.id, gameHeldRollbacks.roundId))
      .innerJoin(currencies, eq(currencies.id, gameHeldRollbacks.currencyId));

  return {
    async list(filter: { status?: 'held' | 'resolved' }, skip: number, take: number) {
      const where = filter.status ? eq(gameHeldRollbacks.status, filter.status) : undefined;
      const [items, [count]] = await Promise.all([
        select()
          .where(where)
          .orderBy(desc(gameHeldRollbacks.createdAt), desc(gameHeldRollbacks.id))
          .offset(skip)
          .limit(take),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(gameHeldRollbacks)
          .where(where),
      ]);
      return { items: items as HeldRollbackRow[], total: count?.n ?? 0 };
    },

    /** Marks a held row resolved with the operator's reason; undefined: no such row or already resolved. */
    async resolve(id: number, by: number, reason: string, now: Date): Promise<HeldRollbackRow | undefined> {
      const [done] = await db
        .update(gameHeldRollbacks)
        .set({ status: 'resolved', resolvedAt: now, resolvedBy: by, resolution: reason })
        .where(and(eq(gameHeldRollbacks.id, id), eq(gameHeldRollbacks.status, 'held')))
        .returning({ id: gameHeldRollbacks.id });
      if (!done) return undefined;
      const [row] = await select().where(eq(gameHeldRollbacks.id, id));
      return row as HeldRollbackRow | undefined;
    },
  };
}

export type HeldRollbacks = ReturnType<typeof createHeldRollbacks>;
