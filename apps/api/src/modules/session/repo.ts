import { and, count, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { players, sessions } from '../../db/schema.ts';

export type SessionEndReason =
  | 'logout'
  | 'expired'
  | 'revoked'
  | 'password_changed'
  | 'session_limit'
  /** A time-out, a self-exclusion or an operator's restriction began (modules/safer-play). */
  | 'restricted';

export type NewSession = {
  playerId: number;
  tokenHash: string;
  ip: string;
  userAgent: string;
  fingerprint: string;
  createdAt: Date;
  expiresAt: Date;
  /** A withdraw-only session (a restricted player's, issue #26) and its restriction's end. */
  withdrawOnly?: boolean;
  withdrawOnlyUntil?: Date | null;
};

export function createSessionRepo(db: Database) {
  /*
   * Every guarded request runs this: a named prepared statement, so PostgreSQL plans it once per pool
   * connection instead of on every request, and drizzle builds its SQL once. (Named statements need a
   * session-level connection: behind PgBouncer, session pooling, not transaction pooling.)
   */
  const byTokenHash = db
    .select({
      id: sessions.id,
      playerId: sessions.playerId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
      playerStatus: players.status,
      currencyId: players.currencyId,
      withdrawOnly: sessions.withdrawOnly,
      withdrawOnlyUntil: sessions.withdrawOnlyUntil,
    })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_by_token_hash');

  return {
    async insert(row: NewSession, executor: DbExecutor = db): Promise<number> {
      const [inserted] = await executor
        .insert(sessions)
        .values({ ...row, lastSeenAt: row.createdAt })
        .returning({ id: sessions.id });
      if (!inserted) throw new Error('session insert returned no row');
      return inserted.id;
    },

    /** The session of a token hash with what the guard needs of its player (one query per request). */
    async findByTokenHash(tokenHash: string) {
      const [row] = await byTokenHash.execute({ tokenHash });
      return row;
    },

    /** What decides whether these sessions still live (the realtime hub re-checks its sockets' sessions). */
    async timings(ids: readonly number[]) {
      return db
        .select({
          id: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          endedAt: sessions.endedAt,
          playerStatus: players.status,
        })
        .from(sessions)
        .innerJoin(players, eq(players.id, sessions.playerId))
        .where(inArray(sessions.id, [...ids]));
    },

    async touch(id: number, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: at })
        .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
    },

    /** Ends the session if it is open; the id comes back only when this call ended it. */
    async end(id: number, at: Date, reason: SessionEndReason): Promise<number[]> {
      const rows = await db
        .update(sessions)
        .set({ endedAt: at, endReason: reason })
        .where(and(eq(sessions.id, id), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      return rows.map((row) => row.id);
    },

    /** Ends the session if it is open and the player's; the id comes back only when this call ended it. */
    async endOfPlayer(id: number, playerId: number, at: Date, reason: SessionEndReason): Promise<number[]> {
      const rows = await db
        .update(sessions)
        .set({ endedAt: at, endReason: reason })
        .where(and(eq(sessions.id, id), eq(sessions.playerId, playerId), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      return rows.map((row) => row.id);
    },

    /** When the session began (its row's `created_at`, the API's clock); null: no such session. */
    async startOf(id: number): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.id, id));
      return row?.createdAt ?? null;
    },

    /** Whether the player has this session (ended or not). */
    async ofPlayer(id: number, playerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, id), eq(sessions.playerId, playerId)));
      return row !== undefined;
    },

    /** Ends every open session of the player except `keepId` (null: all of them). */
    async endAllOfPlayer(
      playerId: number,
      keepId: number | null,
      at: Date,
      reason: SessionEndReason,
      executor: DbExecutor = db,
    ): Promise<number[]> {
      const rows = await executor
        .update(sessions)
        .set({ endedAt: at, endReason: reason })
        .where(
          and(
            eq(sessions.playerId, playerId),
            isNull(sessions.endedAt),
            keepId === null ? undefined : ne(sessions.id, keepId),
          ),
        )
        .returning({ id: sessions.id });
      return rows.map((row) => row.id);
    },

    /**
     * Ends the player's live sessions (not ended, not past `at`'s expiry, seen after `seenAfter`) beyond
     * the newest `keep`, oldest first; answers the ids it ended.
     */
    async endBeyondNewest(
      playerId: number,
      keep: number,
      at: Date,
      seenAfter: Date,
      reason: SessionEndReason,
      executor: DbExecutor = db,
    ): Promise<number[]> {
      const surplus = executor
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.playerId, playerId),
            isNull(sessions.endedAt),
            gt(sessions.expiresAt, at),
            gt(sessions.lastSeenAt, seenAfter),
          ),
        )
        .orderBy(desc(sessions.createdAt), desc(sessions.id))
        .offset(keep);
      const rows = await executor
        .update(sessions)
        .set({ endedAt: at, endReason: reason })
        // Re-checked on the row: a concurrent sign-in that ended it first is not ended twice.
        .where(and(inArray(sessions.id, surplus), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      return rows.map((row) => row.id);
    },

    /** Start of the player's newest session (opened before session `beforeId`, when given). */
    async latestStart(
      playerId: number,
      beforeId: number | null,
      executor: DbExecutor = db,
    ): Promise<Date | null> {
      const [row] = await executor
        .select({ at: sql<Date | string | null>`max(${sessions.createdAt})` })
        .from(sessions)
        .where(
          and(eq(sessions.playerId, playerId), beforeId === null ? undefined : lt(sessions.id, beforeId)),
        );
      return row?.at ? new Date(row.at) : null;
    },

    /** Start of the player's newest session opened from `ip`. */
    async latestStartFrom(playerId: number, ip: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<Date | string | null>`max(${sessions.createdAt})` })
        .from(sessions)
        .where(and(eq(sessions.playerId, playerId), eq(sessions.ip, ip)));
      return row?.at ? new Date(row.at) : null;
    },

    async page(playerId: number, skip: number, take: number) {
      return db
        .select({
          id: sessions.id,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          endedAt: sessions.endedAt,
          endReason: sessions.endReason,
        })
        .from(sessions)
        .where(eq(sessions.playerId, playerId))
        .orderBy(desc(sessions.createdAt), desc(sessions.id))
        .offset(skip)
        .limit(take);
    },

    async countOfPlayer(playerId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(sessions).where(eq(sessions.playerId, playerId));
      return row?.n ?? 0;
    },
  };
}

export type SessionRepo = ReturnType<typeof createSessionRepo>;
