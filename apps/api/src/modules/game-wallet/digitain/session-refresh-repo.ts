import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.ts';
import { gameSessions } from '../../../db/schema.ts';

/*
 * refreshtoken's first half: the launch whose token is replaced is ended (ended_at, end_reason
 * 'token_refreshed'), so the wager gate refuses its further bets. One conditional UPDATE: of two
 * concurrent refreshes of the same token only one ends it and gets the new token. The row is kept:
 * a late win or refund naming the old token still finds its round.
 */
export async function endForRefresh(executor: DbExecutor, gameSessionId: number, at: Date): Promise<boolean> {
  const ended = await executor
    .update(gameSessions)
    .set({ endedAt: at, endReason: 'token_refreshed' })
    .where(and(eq(gameSessions.id, gameSessionId), isNull(gameSessions.endedAt)))
    .returning({ id: gameSessions.id });
  return ended.length === 1;
}
