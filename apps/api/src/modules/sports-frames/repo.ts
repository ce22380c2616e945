import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { players, sportsFrameBets, sportsFrameTokens, sportsFrameTransactions } from '../../db/schema.ts';
import type { StakeStatement } from '../wallet/index.ts';

/* SQL of the sportsbook frames: tokens, the providers' bets and their transactions (db/sports-frames-schema.ts). */

export type FrameBetRow = typeof sportsFrameBets.$inferSelect;
export type FrameTxRow = typeof sportsFrameTransactions.$inferSelect;
type NewBet = typeof sportsFrameBets.$inferInsert;
type NewTx = typeof sportsFrameTransactions.$inferInsert;

/** The transaction row under a call's provider id, as the stake statement hands it back (JSON). */
export type PriorFrameTx = {
  id: string;
  fingerprint: string;
  player_id: number | null;
  currency_id: number | null;
};

/** "Take the careful path": the stake statement's refusal word for what only the multi-statement path decides. */
export const CAREFUL = 'careful';

/**
 * This module's part of a one-statement debit (wallet/stake-posting.ts): the frames' own rows, handed
 * to the ledger's statement. The wager gate comes first, as in the careful path (a replay after logout
 * is refused too): `gate` is the gate's SQL, evaluated once in the lead. A bet id already taken (a
 * rollback's reservation, a twin) and a running bonus (recorded on the bet) take the careful path.
 */
export function debitStakePart(
  debit: {
    provider: string;
    providerTx: string;
    providerBet: string;
    playerId: number;
    currencyId: number;
    amountMinor: bigint;
    fingerprint: string;
  },
  gate: SQL,
  bonusMayRun: SQL,
  now: Date,
): Pick<StakeStatement, 'lead' | 'prior' | 'refusal' | 'writes'> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const amount = sql`${debit.amountMinor.toString()}::bigint`;
  return {
    lead: sql`gate as materialized (select (${gate})::text as refusal)`,
    prior: sql`select t.id::text as id, t.fingerprint, b.player_id, b.currency_id
                 from sports_frame_transactions t left join sports_frame_bets b on b.id = t.bet_id
                where t.provider = ${debit.provider}::text and t.provider_tx = ${debit.providerTx}::text
                  and (select refusal from gate) is null`,
    refusal: sql`case
      when (select refusal from gate) is not null then (select refusal from gate)
      when exists (select 1 from sports_frame_bets
                    where provider = ${debit.provider}::text and provider_bet = ${debit.providerBet}::text)
        then ${CAREFUL}
      when ${bonusMayRun} then ${CAREFUL}
      end`,
    writes: (go) => sql`bet as (
      insert into sports_frame_bets
        (provider, provider_bet, player_id, currency_id, stake_minor, player_bonus_id, status, created_at, updated_at)
      select ${debit.provider}::text, ${debit.providerBet}::text, ${debit.playerId}::int, ${debit.currencyId}::int,
             ${amount}, null::bigint, 'open', ${at}, ${at}
       where ${go}
      on conflict do nothing
      returning id
    ), written as (
      insert into sports_frame_transactions (provider, provider_tx, kind, bet_id, amount_minor, fingerprint, created_at)
      select ${debit.provider}::text, ${debit.providerTx}::text, 'debit', bet.id, ${amount}, ${debit.fingerprint}::text, ${at}
        from bet
      on conflict do nothing
      returning id, bet_id
    )`,
  };
}

export function createFramesRepo(db: Database) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    async insertToken(
      row: { provider: string; tokenHash: string; sessionId: number; playerId: number; createdAt: Date },
      executor: DbExecutor = db,
    ): Promise<void> {
      await executor.insert(sportsFrameTokens).values(row);
    },

    /** The session and player a token belongs to (whether the session still lives is the caller's question). */
    async token(provider: string, tokenHash: string) {
      const [row] = await db
        .select({
          sessionId: sportsFrameTokens.sessionId,
          playerId: sportsFrameTokens.playerId,
          currencyId: players.currencyId,
        })
        .from(sportsFrameTokens)
        .innerJoin(players, eq(players.id, sportsFrameTokens.playerId))
        .where(and(eq(sportsFrameTokens.provider, provider), eq(sportsFrameTokens.tokenHash, tokenHash)));
      return row;
    },

    /** Inserts the bet unless its id is taken; undefined when it was. */
    async insertBet(tx: DbExecutor, row: NewBet): Promise<number | undefined> {
      const [inserted] = await tx
        .insert(sportsFrameBets)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: sportsFrameBets.id });
      return inserted?.id;
    },

    async lockBet(tx: DbExecutor, provider: string, providerBet: string): Promise<FrameBetRow | undefined> {
      const [row] = await tx
        .select()
        .from(sportsFrameBets)
        .where(and(eq(sportsFrameBets.provider, provider), eq(sportsFrameBets.providerBet, providerBet)))
        .for('update');
      return row;
    },

    async updateBet(
      tx: DbExecutor,
      id: number,
      set: Pick<FrameBetRow, 'status' | 'updatedAt'> & { payoutMinor?: bigint },
    ): Promise<void> {
      await tx.update(sportsFrameBets).set(set).where(eq(sportsFrameBets.id, id));
    },

    async transactionByProviderTx(
      tx: DbExecutor,
      provider: string,
      providerTx: string,
    ): Promise<FrameTxRow | undefined> {
      const [row] = await tx
        .select()
        .from(sportsFrameTransactions)
        .where(
          and(
            eq(sportsFrameTransactions.provider, provider),
            eq(sportsFrameTransactions.providerTx, providerTx),
          ),
        );
      return row;
    },

    /** Inserts the transaction unless its id is taken; undefined when it was. */
    async insertTransaction(tx: DbExecutor, row: NewTx): Promise<number | undefined> {
      const [inserted] = await tx
        .insert(sportsFrameTransactions)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: sportsFrameTransactions.id });
      return inserted?.id;
    },

    async betById(tx: DbExecutor, id: number): Promise<FrameBetRow | undefined> {
      const [row] = await tx.select().from(sportsFrameBets).where(eq(sportsFrameBets.id, id));
      return row;
    },

    async player(id: number, executor: DbExecutor = db) {
      const [row] = await executor
        .select({ id: players.id, currencyId: players.currencyId })
        .from(players)
        .where(eq(players.id, id));
      return row;
    },
  };
}

export type FramesRepo = ReturnType<typeof createFramesRepo>;
