import type { PlayerStatus } from '@lale/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { casinoGames, casinoProviders, players, sessions as sessionsTable } from '../../db/schema.ts';
import { refuse } from '../../platform/domain-errors.ts';

/*
 * The operator's switches the wager gate reads (issue #23): a player's status, a provider's and a game's
 * `enabled`. A block (disabled, self-excluded) ends the player's site sessions and every game they
 * launched in the same transaction as the status, so nothing of theirs can stake a moment later; an
 * unblock only sets the status (they sign in again). Nothing here moves money: rounds in flight settle.
 */

/** What the admin service needs of sessions (SessionService.endAllOfPlayer, which ends the games too). */
export type SessionEnder = {
  endAllOfPlayer(
    playerId: number,
    keepSessionId: number | null,
    reason: 'revoked',
    executor?: DbExecutor,
  ): Promise<void>;
};

export function createIntegrityAdmin({ db, sessions }: { db: Database; sessions: SessionEnder }) {
  return {
    async setPlayerStatus(playerId: number, status: PlayerStatus) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(players)
          .set({ status })
          .where(eq(players.id, playerId))
          .returning({ id: players.id });
        if (!row) throw refuse({ code: 'PlayerNotFound' });
        if (status === 'active') return { playerId, status, sessionsEnded: 0 };
        // Counted before they are ended, for the operator's answer.
        const [open] = await tx
          .select({ n: count() })
          .from(sessionsTable)
          .where(and(eq(sessionsTable.playerId, playerId), isNull(sessionsTable.endedAt)));
        await sessions.endAllOfPlayer(playerId, null, 'revoked', tx);
        return { playerId, status, sessionsEnded: open?.n ?? 0 };
      });
    },

    async setProviderEnabled(providerId: number, enabled: boolean) {
      const [row] = await db
        .update(casinoProviders)
        .set({ enabled })
        .where(eq(casinoProviders.id, providerId))
        .returning({
          providerId: casinoProviders.id,
          name: casinoProviders.name,
          enabled: casinoProviders.enabled,
          configured: casinoProviders.configured,
        });
      if (!row) throw refuse({ code: 'CasinoProviderNotFound' });
      return row;
    },

    async setGameEnabled(gameId: number, enabled: boolean) {
      const [row] = await db
        .update(casinoGames)
        .set({ enabled })
        .where(eq(casinoGames.id, gameId))
        .returning({ gameId: casinoGames.id, code: casinoGames.gameCode, enabled: casinoGames.enabled });
      if (!row) throw refuse({ code: 'GameNotFound' });
      return row;
    },
  };
}

export type IntegrityAdmin = ReturnType<typeof createIntegrityAdmin>;
