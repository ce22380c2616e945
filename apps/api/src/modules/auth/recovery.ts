import type { Locale } from '@lale/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { refuse } from '../../platform/domain-errors.ts';
import { messages } from './outcomes.ts';
import type { Messaging } from '../../platform/messaging.ts';
import type { SessionService } from '../session/index.ts';
import {
  CODE_TTL_MS,
  requestedByAddress,
  type CodeKey,
  type VerificationService,
} from '../verification/index.ts';
import type { Credentials } from './credentials.ts';
import { usernameKey } from './identity.ts';
import type { AuthRepo } from './repo.ts';

/*
 * Password recovery (spec §2, §4): a 6-digit code e-mailed to the account's address, checked, then
 * exchanged for a new password. Every step sends the username; the code belongs to the username and to
 * the address that asked for it (verification/service.ts), so only checks from that address spend its
 * attempts or can use it, and a stranger asking for codes neither retires the owner's code nor uses up
 * the owner's requests. An address the account has signed in from counts as the owner's. So that the
 * answers cannot reveal whether a username exists, an unknown username gets a code row too — issued,
 * rate-limited and checked exactly like a real one seen from a stranger's address, only never sent —
 * and the same message.
 */

type Deps = {
  repo: AuthRepo;
  sessions: SessionService;
  verification: VerificationService;
  credentials: Credentials;
  messaging: Messaging;
  log: FastifyBaseLogger;
};

const codeKey = (username: string, ip: string): CodeKey => ({
  purpose: 'password_reset',
  target: usernameKey(username),
  requestedBy: requestedByAddress(ip),
});

export function createRecovery({ repo, sessions, verification, credentials, messaging, log }: Deps) {
  /** The player a verified code belongs to; a code of an unknown username is never right anyway. */
  async function verifiedPlayer(username: string, code: string, ip: string, consume: boolean) {
    const { playerId } = await verification.verify(codeKey(username, ip), code, { consume });
    if (playerId === null) throw refuse({ code: 'CodeExpired' });
    return playerId;
  }

  return {
    async sendResetCode(username: string, ip: string, locale: Locale): Promise<void> {
      const key = codeKey(username, ip);
      const player = await repo.findByUsernameKey(key.target);
      const owner = player ? (await sessions.lastStartFrom(player.id, ip)) !== null : false;
      const issued = await verification.issue(key, player?.id ?? null, { owner });
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
        throw refuse({ code: 'MessageNotSent' });
      }
    },

    /** Step 2: the code is right (an attempt is spent when it is not); it stays usable for step 3. */
    async checkResetCode(username: string, code: string, ip: string): Promise<void> {
      await verifiedPlayer(username, code, ip, false);
    },

    /** Step 3: checks and uses up the code, sets the password, ends every session of the player. */
    async changePasswordWithCode(username: string, code: string, password: string, ip: string) {
      const playerId = await verifiedPlayer(username, code, ip, true);
      await credentials.setPassword(playerId, password, null);
    },
  };
}

export type Recovery = ReturnType<typeof createRecovery>;
