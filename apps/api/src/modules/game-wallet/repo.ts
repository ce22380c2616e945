import { GameRoundStatus } from '@lale/contracts';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import {
  casinoGames,
  casinoProviders,
  currencies,
  gameRounds,
  gameSessions,
  gameTransactions,
  players,
} from '../../db/schema.ts';

/* SQL of the game wallet: sessions, rounds and the providers' transactions (db/game-wallet-schema.ts). */

export type GameSessionRow = typeof gameSessions.$inferSelect;
export type GameRoundRow = typeof gameRounds.$inferSelect;
export type GameTransactionRow = typeof gameTransactions.$inferSelect;
export type NewGameTransaction = typeof gameTransactions.$inferInsert;

const istanbulDayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/Istanbul')`;

export const ROUND_OPEN = GameRoundStatus.Processing;
const ROUND_EXPIRED = GameRoundStatus.Expired;

export function createGameWalletRepo(db: Database) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    async insertSession(row: typeof gameSessions.$inferInsert): Promise<void> {
      await db.insert(gameSessions).values(row);
    },

    async sessionByHash(tokenHash: string): Promise<GameSessionRow | undefined> {
      const [row] = await db.select().from(gameSessions).where(eq(gameSessions.tokenHash, tokenHash));
      return row;
    },

    /** A game by id with its provider's name and whether that provider is switched on. */
    async game(gameId: number) {
      const [row] = await db
        .select({
          id: casinoGames.id,
          gameCode: casinoGames.gameCode,
          name: casinoGames.name,
          isLive: casinoGames.isLive,
          providerName: casinoProviders.name,
          providerEnabled: casinoProviders.enabled,
        })
        .from(casinoGames)
        .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
        .where(eq(casinoGames.id, gameId));
      return row;
    },

    /** What a game page shows of a game: name, code and provider. */
    async gameInfo(gameId: number) {
      const game = await this.game(gameId);
      return game && { name: game.name, code: game.gameCode, provider: game.providerName };
    },

    /** A game by its provider's name and code. */
    async gameByCode(providerName: string, gameCode: string) {
      const [row] = await db
        .select({ id: casinoGames.id, isLive: casinoGames.isLive })
        .from(casinoGames)
        .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
        .where(and(eq(casinoProviders.name, providerName), eq(casinoGames.gameCode, gameCode)));
      return row;
    },

    async providerId(name: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: casinoProviders.id })
        .from(casinoProviders)
        .where(eq(casinoProviders.name, name));
      return row?.id;
    },

    async player(playerId: number) {
      const [row] = await db
        .select({ id: players.id, currencyId: players.currencyId, currencyCode: currencies.code })
        .from(players)
        .innerJoin(currencies, eq(currencies.id, players.currencyId))
        .where(eq(players.id, playerId));
      return row;
    },

    async transactionByProviderTx(
      tx: DbExecutor,
      providerId: number,
      providerTx: string,
      lock = false,
    ): Promise<GameTransactionRow | undefined> {
      const query = tx
        .select()
        .from(gameTransactions)
        .where(and(eq(gameTransactions.providerId, providerId), eq(gameTransactions.providerTx, providerTx)));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    /** Inserts the row unless the provider's id is taken; answers whether it was inserted (with its id). */
    async insertTransaction(tx: DbExecutor, row: NewGameTransaction): Promise<number | undefined> {
      const [inserted] = await tx
        .insert(gameTransactions)
        .values(row)
        .onConflictDoNothing({ target: [gameTransactions.providerId, gameTransactions.providerTx] })
        .returning({ id: gameTransactions.id });
      return inserted?.id;
    },

    async markRolledBack(tx: DbExecutor, id: number): Promise<void> {
      await tx.update(gameTransactions).set({ rolledBack: true }).where(eq(gameTransactions.id, id));
    },

    /**
     * The provider's round, created on its first bet; locked until the caller's transaction ends, so the
     * bets and wins of one round apply one at a time.
     */
    async openRound(
      tx: DbExecutor,
      round: {
        providerId: number;
        providerRound: string;
        playerId: number;
        gameId: number;
        currencyId: number;
      },
      now: Date,
    ): Promise<GameRoundRow> {
      const [row] = await tx
        .insert(gameRounds)
        .values({ ...round, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [gameRounds.providerId, gameRounds.providerRound],
          set: { updatedAt: sql`greatest(${gameRounds.updatedAt}, excluded.updated_at)` },
        })
        .returning();
      return row!;
    },

    async lockRound(
      tx: DbExecutor,
      providerId: number,
      providerRound: string,
    ): Promise<GameRoundRow | undefined> {
      const [row] = await tx
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.providerId, providerId), eq(gameRounds.providerRound, providerRound)))
        .for('update');
      return row;
    },

    async lockRoundById(tx: DbExecutor, id: number): Promise<GameRoundRow | undefined> {
      const [row] = await tx.select().from(gameRounds).where(eq(gameRounds.id, id)).for('update');
      return row;
    },

    async updateRound(
      tx: DbExecutor,
      id: number,
      change: Partial<
        Pick<GameRoundRow, 'status' | 'betMinor' | 'winMinor' | 'bonusStakeMinor' | 'updatedAt'>
      >,
    ): Promise<void> {
      await tx.update(gameRounds).set(change).where(eq(gameRounds.id, id));
    },

    /** Open rounds untouched since `before` become Expired; rows another sweep holds are skipped. */
    async expireRounds(before: Date, now: Date, limit: number): Promise<number> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: gameRounds.id })
          .from(gameRounds)
          .where(and(eq(gameRounds.status, ROUND_OPEN), lt(gameRounds.updatedAt, before)))
          .orderBy(gameRounds.updatedAt)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return 0;
        const expired = await tx
          .update(gameRounds)
          .set({ status: ROUND_EXPIRED, updatedAt: now })
          .where(
            inArray(
              gameRounds.id,
              due.map((row) => row.id),
            ),
          )
          .returning({ id: gameRounds.id });
        return expired.length;
      });
    },

    // ── history ───────────────────────────────────────────────────────────────────────────────────

    /** `from`/`to`: calendar days 'YYYY-MM-DD' in Europe/Istanbul, both inclusive. */
    async rounds(
      playerId: number,
      filter: { status?: number; from?: string; to?: string },
      skip: number,
      take: number,
    ) {
      const where = and(
        eq(gameRounds.playerId, playerId),
        filter.status === undefined ? undefined : eq(gameRounds.status, filter.status),
        filter.from ? gte(gameRounds.createdAt, istanbulDayStart(filter.from)) : undefined,
        filter.to ? lt(gameRounds.createdAt, istanbulDayStart(filter.to, 1)) : undefined,
      );
      const [items, [count]] = await Promise.all([
        db
          .select({
            id: gameRounds.id,
            gameCode: casinoGames.gameCode,
            gameName: casinoGames.name,
            providerName: casinoProviders.name,
            status: gameRounds.status,
            betMinor: gameRounds.betMinor,
            winMinor: gameRounds.winMinor,
            currencyId: gameRounds.currencyId,
            currency: currencies.code,
            createdAt: gameRounds.createdAt,
            updatedAt: gameRounds.updatedAt,
          })
          .from(gameRounds)
          .innerJoin(casinoGames, eq(casinoGames.id, gameRounds.gameId))
          .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
          .innerJoin(currencies, eq(currencies.id, gameRounds.currencyId))
          .where(where)
          .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
          .offset(skip)
          .limit(take),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(gameRounds)
          .where(where),
      ]);
      return { items, total: count?.n ?? 0 };
    },

    async roundOf(playerId: number, roundId: number) {
      const [row] = await db
        .select({ id: gameRounds.id, currencyId: gameRounds.currencyId })
        .from(gameRounds)
        .where(and(eq(gameRounds.id, roundId), eq(gameRounds.playerId, playerId)));
      return row;
    },

    async roundTransactions(roundId: number) {
      return db
        .select()
        .from(gameTransactions)
        .where(and(eq(gameTransactions.roundId, roundId), eq(gameTransactions.tombstone, false)))
        .orderBy(gameTransactions.createdAt, gameTransactions.id);
    },
  };
}

export type GameWalletRepo = ReturnType<typeof createGameWalletRepo>;
