import type { PlayerStatus } from '@lale/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { casinoGames, casinoProviders, players, sessions } from '../../db/schema.ts';

/*
 * SQL of the operator's switches (admin-service.ts). The rows are other modules' (a player's status is
 * auth's, a provider's and a game's `enabled` the casino's): the switches the wager gate reads, written
 * here in the block's own transaction. Listed in ARCHITECTURE.md "Repos and table ownership".
 */

export function createIntegrityAdminRepo(db: Database) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    /** The player's status, the row locked until the transaction ends (undefined: no such player). */
    async lockPlayerStatus(tx: DbExecutor, playerId: number): Promise<PlayerStatus | undefined> {
      const [row] = await tx
        .select({ status: players.status })
        .from(players)
        .where(eq(players.id, playerId))
        .for('update');
      return row?.status as PlayerStatus | undefined;
    },

    /** Sets the player's status; false for an unknown player. */
    async setPlayerStatus(tx: DbExecutor, playerId: number, status: PlayerStatus): Promise<boolean> {
      const [row] = await tx
        .update(players)
        .set({ status })
        .where(eq(players.id, playerId))
        .returning({ id: players.id });
      return row !== undefined;
    },

    async openSessionCount(tx: DbExecutor, playerId: number): Promise<number> {
      const [open] = await tx
        .select({ n: count() })
        .from(sessions)
        .where(and(eq(sessions.playerId, playerId), isNull(sessions.endedAt)));
      return open?.n ?? 0;
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
      return row;
    },

    async setGameEnabled(gameId: number, enabled: boolean) {
      const [row] = await db
        .update(casinoGames)
        .set({ enabled })
        .where(eq(casinoGames.id, gameId))
        .returning({ gameId: casinoGames.id, code: casinoGames.gameCode, enabled: casinoGames.enabled });
      return row;
    },
  };
}

export type IntegrityAdminRepo = ReturnType<typeof createIntegrityAdminRepo>;
