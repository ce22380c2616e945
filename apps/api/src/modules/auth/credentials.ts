import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { AuthContext, SessionService } from '../session/index.ts';
import { hashPassword, verifyPassword } from '../../platform/password.ts';
import type { AuthRepo } from './repo.ts';

/*
 * Setting a password, by either route, in one place: the new hash and the end of the player's other
 * sessions happen in one transaction, so a stolen session cannot outlive the password change.
 */
export function createCredentials({
  repo,
  sessions,
  clock,
}: {
  repo: AuthRepo;
  sessions: SessionService;
  clock: Clock;
}) {
  /** Sets the password and ends every session but `keepSessionId` (null: all of them). */
  async function setPassword(playerId: number, password: string, keepSessionId: number | null) {
    const passwordHash = await hashPassword(password);
    await repo.transaction(async (tx) => {
      await repo.updatePassword(tx, playerId, passwordHash, clock.now());
      await sessions.endAllOfPlayer(playerId, keepSessionId, 'password_changed', tx);
    });
  }

  return {
    setPassword,

    /** customer/changepassword: the old password must be right; the current session stays open. */
    async changePassword(auth: AuthContext, oldPassword: string, password: string) {
      const player = await repo.findById(auth.playerId);
      if (!player || !(await verifyPassword(player.passwordHash, oldPassword))) {
        throw refuse({ code: 'OldPasswordWrong' });
      }
      await setPassword(auth.playerId, password, auth.sessionId);
    },
  };
}

export type Credentials = ReturnType<typeof createCredentials>;
