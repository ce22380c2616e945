import type { PlayerStatus } from '@lale/contracts';
import type { DbExecutor } from '../../db/executor.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { CasinoOutcome } from '../casino/index.ts';
import type { IntegrityAdminRepo } from './admin-repo.ts';

/*
 * The operator's switches the wager gate reads (issue #23): a player's status, a provider's and a game's
 * `enabled`. A block (disabled, self-excluded, blocked, closed) ends the player's site sessions and every game they
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
  ): Promise<unknown>;
};

export function createIntegrityAdmin({
  repo,
  sessions,
}: {
  repo: IntegrityAdminRepo;
  sessions: SessionEnder;
}) {
  /**
   * The change in the caller's transaction: locks the player's row, lets `allow` refuse the change from
   * the status found (it throws), sets the status; any status but active ends the player's sessions and
   * launched games in the same transaction.
   */
  async function changePlayerStatus(
    tx: DbExecutor,
    playerId: number,
    status: PlayerStatus,
    allow: (from: PlayerStatus) => void = () => undefined,
  ): Promise<{ from: PlayerStatus; sessionsEnded: number }> {
    const from = await repo.lockPlayerStatus(tx, playerId);
    if (from === undefined) throw refuse({ code: 'PlayerNotFound' });
    allow(from);
    await repo.setPlayerStatus(tx, playerId, status);
    if (status === 'active') return { from, sessionsEnded: 0 };
    // Counted before they are ended, for the operator's answer.
    const open = await repo.openSessionCount(tx, playerId);
    await sessions.endAllOfPlayer(playerId, null, 'revoked', tx);
    return { from, sessionsEnded: open };
  }

  return {
    changePlayerStatus,

    async setProviderEnabled(providerId: number, enabled: boolean) {
      const row = await repo.setProviderEnabled(providerId, enabled);
      if (!row) throw refuse({ code: 'CasinoProviderNotFound' });
      return row;
    },

    async setGameEnabled(gameId: number, enabled: boolean) {
      const row = await repo.setGameEnabled(gameId, enabled);
      // The catalogue's own answer (casino owns it; naming its type also brings its row into every program).
      if (!row) throw refuse({ code: 'GameNotFound' } satisfies CasinoOutcome);
      return row;
    },
  };
}

export type IntegrityAdmin = ReturnType<typeof createIntegrityAdmin>;
