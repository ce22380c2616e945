import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection.ts';
import { amusnetDefenceCodes, gameRounds, gameSessions, gameTransactions } from '../../../db/schema.ts';

/*
 * Amusnet's own rows: the launch codes (amusnet_defence_codes) and what its calls look up by its ids
 * (a launch by Amusnet's SessionId, a round's bets by its GameNumber for ROUND_CANCEL).
 */

export type AmusnetLaunch = {
  gameSessionId: number;
  playerId: number;
  gameId: number;
  currencyId: number;
  expiresAt: Date;
};

export function createAmusnetRepo(db: Database) {
  const launchColumns = {
    gameSessionId: gameSessions.id,
    playerId: gameSessions.playerId,
    gameId: gameSessions.gameId,
    currencyId: gameSessions.currencyId,
    expiresAt: gameSessions.expiresAt,
  };
  return {
    /** A minted code; false when the same code exists (the same player and currency in the same second). */
    async insertCode(row: typeof amusnetDefenceCodes.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(amusnetDefenceCodes)
        .values(row)
        .onConflictDoNothing()
        .returning({ codeHash: amusnetDefenceCodes.codeHash });
      return inserted.length === 1;
    },

    /**
     * Spends a code for `playerId` and binds Amusnet's SessionId to its launch, in one statement, so two
     * AuthRequests racing with one code cannot both pass: undefined when it is unknown, another player's,
     * spent or past its time, or when the SessionId is already bound to another launch.
     */
    async spendCode(
      codeHash: string,
      playerId: number,
      providerSession: string,
      now: Date,
    ): Promise<AmusnetLaunch | undefined> {
      const spent = await db
        .update(amusnetDefenceCodes)
        .set({ usedAt: now, providerSession })
        .where(
          and(
            eq(amusnetDefenceCodes.codeHash, codeHash),
            eq(amusnetDefenceCodes.playerId, playerId),
            isNull(amusnetDefenceCodes.usedAt),
            gte(amusnetDefenceCodes.expiresAt, now),
            sql`not exists (select 1 from ${amusnetDefenceCodes} other
                             where other.provider_session = ${providerSession})`,
          ),
        )
        .returning({ gameSessionId: amusnetDefenceCodes.gameSessionId })
        .catch((err: unknown) => {
          // Two AuthRequests binding one SessionId at once: the unique index keeps the second out.
          if ((err as { code?: string }).code === '23505') return [];
          throw err;
        });
      const gameSessionId = spent[0]?.gameSessionId;
      return gameSessionId === undefined ? undefined : this.launchById(gameSessionId);
    },

    async launchById(gameSessionId: number): Promise<AmusnetLaunch | undefined> {
      const [row] = await db
        .select(launchColumns)
        .from(gameSessions)
        .where(eq(gameSessions.id, gameSessionId));
      return row;
    },

    /** The launch Amusnet's SessionId was bound to by its AuthRequest. */
    async launchBySession(providerSession: string): Promise<AmusnetLaunch | undefined> {
      const [row] = await db
        .select(launchColumns)
        .from(amusnetDefenceCodes)
        .innerJoin(gameSessions, eq(gameSessions.id, amusnetDefenceCodes.gameSessionId))
        .where(eq(amusnetDefenceCodes.providerSession, providerSession));
      return row;
    },

    /** Every bet of a round (rolled back or not, oldest first): what a ROUND_CANCEL reverses. */
    async roundBets(providerId: number, providerRound: string, playerId: number) {
      return db
        .select({ providerTx: gameTransactions.providerTx, amountMinor: gameTransactions.amountMinor })
        .from(gameTransactions)
        .innerJoin(gameRounds, eq(gameRounds.id, gameTransactions.roundId))
        .where(
          and(
            eq(gameRounds.providerId, providerId),
            eq(gameRounds.providerRound, providerRound),
            eq(gameTransactions.playerId, playerId),
            eq(gameTransactions.kind, 'bet'),
            eq(gameTransactions.tombstone, false),
          ),
        )
        .orderBy(asc(gameTransactions.id));
    },
  };
}

export type AmusnetRepo = ReturnType<typeof createAmusnetRepo>;
