import type { Locale } from '@lale/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../platform/envelope.ts';
import { messages } from '../../platform/i18n.ts';
import type { Messaging } from '../../platform/messaging.ts';
import { CODE_TTL_MS, type CodeKey, type VerificationService } from '../verification/index.ts';
import type { Credentials } from './credentials.ts';
import { usernameKey } from './identity.ts';
import type { AuthRepo } from './repo.ts';

/*
 * Password recovery (spec §2, §4): a 6-digit code e-mailed to the account's address, checked, then
 * exchanged for a new password. Codes are keyed by the username (what every step sends). So that the
 * answers cannot reveal whether a username exists, an unknown username gets a code row too — issued,
 * rate-limited and checked exactly like a real one, only never sent — and the same message.
 */

type Deps = {
  repo: AuthRepo;
  verification: VerificationService;
  credentials: Credentials;
  messaging: Messaging;
  log: FastifyBaseLogger;
};

const codeKey = (username: string): CodeKey => ({ purpose: 'password_reset', target: usernameKey(username) });

export function createRecovery({ repo, verification, credentials, messaging, log }: Deps) {
  /** The player a verified code belongs to; a code of an unknown username is never right anyway. */
  async function verifiedPlayer(username: string, code: string, consume: boolean): Promise<number> {
    const { playerId } = await verification.verify(codeKey(username), code, { consume });
    if (playerId === null) throw new ApiError(400, 'codeExpired');
    return playerId;
  }

  return {
    async sendResetCode(username: string, locale: Locale): Promise<void> {
      const key = codeKey(username);
      const player = await repo.findByUsernameKey(key.target);
      const issued = await verification.issue(key, player?.id ?? null);
      if (!player) return;
      const m = messages(locale);
      try {
        await messaging.mailer.send({
          to: player.email,
          subject: m.resetMailSubject,
          text: m.resetMailText(issued.code, CODE_TTL_MS / 60_000),
        });
      } catch (err) {
        log.warn({ err }, 'password reset e-mail not sent');
        await verification.discard(issued.id);
        throw new ApiError(503, 'messageNotSent');
      }
    },

    /** Step 2: the code is right (an attempt is spent when it is not); it stays usable for step 3. */
    async checkResetCode(username: string, code: string): Promise<void> {
      await verifiedPlayer(username, code, false);
    },

    /** Step 3: checks and uses up the code, sets the password, ends every session of the player. */
    async changePasswordWithCode(username: string, code: string, password: string): Promise<void> {
      const playerId = await verifiedPlayer(username, code, true);
      await credentials.setPassword(playerId, password, null);
    },
  };
}

export type Recovery = ReturnType<typeof createRecovery>;
