import { randomBytes } from 'node:crypto';
import type { DbExecutor } from '../../db/executor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SportsFrameConfig, SportsFrameName } from './config.ts';
import { keyedHash } from '../../platform/keyed-hash.ts';
import type { FrameAuthFields } from '../auth/index.ts';
import type { FramesRepo } from './repo.ts';

/*
 * The per-player tokens the frames are opened with (spec §3 authData: betsyCid / betsyUrl / betsyToken
 * for fcg, betcoUrl / betcoToken for betco). One token per provider and site session, 32 random bytes,
 * stored only as its keyed hash. It lives exactly as long as its session: resolving it asks the session
 * service whether that session is still live, so logout, expiry, a password change or the session
 * limit revoke it with nothing of its own to revoke.
 */

/** The session module's answer to "which of these sessions are live" (SessionService.liveUntil). */
export type LiveSessions = { liveUntil(sessionIds: readonly number[]): Promise<Map<number, Date>> };

type Deps = {
  repo: FramesRepo;
  frames: readonly SportsFrameConfig[];
  sessions: LiveSessions;
  clock: Clock;
  pepper: string;
};

export function createFrameTokens({ repo, frames, sessions, clock, pepper }: Deps) {
  const hashOf = (provider: SportsFrameName, token: string) =>
    keyedHash(pepper, 'sports-frame', provider, token);

  return {
    /** Issues a token per provider that is on, for a session just opened (in the caller's transaction). */
    async issue(playerId: number, sessionId: number, executor?: DbExecutor): Promise<FrameAuthFields> {
      const fields: FrameAuthFields = {
        betsyCid: null,
        betsyUrl: null,
        betsyToken: null,
        betcoToken: null,
        betcoUrl: null,
      };
      for (const frame of frames) {
        const token = randomBytes(32).toString('base64url');
        await repo.insertToken(
          {
            provider: frame.name,
            tokenHash: hashOf(frame.name, token),
            sessionId,
            playerId,
            createdAt: clock.now(),
          },
          executor,
        );
        if (frame.name === 'fcg') {
          fields.betsyCid = frame.partnerId;
          fields.betsyUrl = frame.frameUrl;
          fields.betsyToken = token;
        } else {
          fields.betcoUrl = frame.frameUrl;
          fields.betcoToken = token;
        }
      }
      return fields;
    },

    /**
     * The player and site session a token names, live or not: the debit's wager gate decides, inside the
     * stake's transaction, and answers why (an ended session, a blocked account).
     */
    async lookup(provider: SportsFrameName, token: string) {
      const row = await repo.token(provider, hashOf(provider, token));
      return row && { playerId: row.playerId, currencyId: row.currencyId, sessionId: row.sessionId };
    },

    /** The player a token names while its session lives; undefined for unknown, ended or expired ones. */
    async resolve(provider: SportsFrameName, token: string) {
      const row = await repo.token(provider, hashOf(provider, token));
      if (!row) return undefined;
      const live = await sessions.liveUntil([row.sessionId]);
      return live.has(row.sessionId) ? { playerId: row.playerId, currencyId: row.currencyId } : undefined;
    },
  };
}

export type FrameTokens = ReturnType<typeof createFrameTokens>;
