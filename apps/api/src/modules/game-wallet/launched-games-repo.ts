import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { gameSessions } from '../../db/schema.ts';

/*
 * Ending game sessions with the site session that launched them (issue #23): the session module calls
 * these (its LaunchedGames port) when it ends sessions, in its transaction when it has one. The rows are
 * marked (ended_at, end_reason), never deleted: a late win or rollback still finds its round.
 */
export function createLaunchedGames(db: Database) {
  return {
    async endOfSessions(ids: readonly number[], at: Date, reason: string, executor: DbExecutor = db) {
      if (ids.length === 0) return;
      await executor
        .update(gameSessions)
        .set({ endedAt: at, endReason: reason })
        .where(and(inArray(gameSessions.siteSessionId, [...ids]), isNull(gameSessions.endedAt)));
    },

    async endOfPlayer(playerId: number, at: Date, reason: string, executor: DbExecutor = db) {
      await executor
        .update(gameSessions)
        .set({ endedAt: at, endReason: reason })
        .where(and(eq(gameSessions.playerId, playerId), isNull(gameSessions.endedAt)));
    },
  };
}
