import { randomBytes } from 'node:crypto';
import type { DbExecutor } from '../../db/executor.ts';
import type { AuthContext, SessionMeta } from '../../platform/auth-guard.ts';
import { addMs, type Clock } from '../../platform/clock.ts';
import type { SessionConfig } from './config.ts';
import { keyedHash } from '../../platform/keyed-hash.ts';
import type { SessionEndReason, SessionRepo } from './repo.ts';

export type { AuthContext, SessionEndReason, SessionMeta };

/*
 * Sessions (DESIGN §4): an opaque random bearer token, stored only as its keyed hash, one row per
 * sign-in. The row is the truth for the guard and for the session-history page. Idle and absolute
 * expiry are decided here from the injected clock; an expired row is marked ended the next time its
 * token is presented, and history shows the computed end for rows nobody presented again.
 */

/** A live session as `authenticate` finds it: who, and when it expires unless it is used again. */
export type Authenticated = AuthContext & { liveUntil: Date };

/** last_seen_at is written at most this often, so a player polling every 3 s is not a hot write. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * Live sessions one player may hold; a sign-in beyond it ends the oldest (end reason `session_limit`).
 * A person uses a phone, a computer, a tablet and a few browsers, with a stale session here and there:
 * 10 covers that, while a script that logs in in a loop can no longer pile up sessions (each one a
 * row the guard reads and a token that stays valid for a day).
 */
export const MAX_LIVE_SESSIONS_PER_PLAYER = 10;

type Deps = {
  repo: SessionRepo;
  clock: Clock;
  pepper: string;
  limits: SessionConfig;
  /**
   * Told which sessions were just ended (logout, password change, reset, session limit), so live
   * connections opened with them (the realtime hub) are closed too; tokens are otherwise only checked
   * when a socket opens.
   */
  onEnded?: (sessionIds: readonly number[]) => void;
  games?: LaunchedGames;
};

type Timing = { lastSeenAt: Date; expiresAt: Date; endedAt: Date | null; endReason?: string | null };

/**
 * The game sessions (launches) a site session opened: they end with it (issue #23). Ending marks the
 * rows, never deletes them, so late wins and rollbacks still find their round. The game wallet
 * supplies it through app.ts.
 */
export type LaunchedGames = {
  /** Ends the games launched from these site sessions. */
  endOfSessions(ids: readonly number[], at: Date, reason: string, executor?: DbExecutor): Promise<void>;
  /** Ends every game of the player, whichever session launched it (password change or reset, block). */
  endOfPlayer(playerId: number, at: Date, reason: string, executor?: DbExecutor): Promise<void>;
};

/**
 * Whether a site session is live at `now`: not ended, and neither idle- nor absolutely expired. The one
 * rule, shared by the guard and the wager gate (which asks it inside a stake's transaction).
 */
export function siteSessionLive(
  row: Pick<Timing, 'lastSeenAt' | 'expiresAt' | 'endedAt'>,
  now: Date,
  idleMs: number,
) {
  if (row.endedAt) return false;
  const idleEnd = addMs(row.lastSeenAt, idleMs);
  return (idleEnd < row.expiresAt ? idleEnd : row.expiresAt) > now;
}

export function createSessionService({
  repo,
  clock,
  pepper,
  limits,
  onEnded = () => undefined,
  games,
}: Deps) {
  const ended = (ids: number[]) => {
    if (ids.length > 0) onEnded(ids);
  };
  /** The games launched from sessions just ended end too (in the caller's transaction when it has one). */
  async function endGames(ids: number[], reason: SessionEndReason, executor?: DbExecutor) {
    if (ids.length > 0) await games?.endOfSessions(ids, clock.now(), reason, executor);
  }
  const hashToken = (token: string) => keyedHash(pepper, 'session', token);

  /** When and why the session ended, or null while it is alive at `now`. */
  function endOf(row: Timing, now: Date): { at: Date; reason: SessionEndReason } | null {
    if (row.endedAt) return { at: row.endedAt, reason: (row.endReason ?? 'revoked') as SessionEndReason };
    const end = expiryOf(row);
    return end <= now ? { at: end, reason: 'expired' } : null;
  }

  /** When a live session expires unless it is used again: idle or absolute expiry, the earlier. */
  function expiryOf(row: Pick<Timing, 'lastSeenAt' | 'expiresAt'>): Date {
    const idleEnd = addMs(row.lastSeenAt, limits.idleMs);
    return idleEnd < row.expiresAt ? idleEnd : row.expiresAt;
  }

  return {
    /** Opens a session; `previousStart` is the start of the player's session before this one. */
    async open(
      playerId: number,
      meta: SessionMeta,
      executor?: DbExecutor,
      /** A restricted player's withdraw-only session (issue #26) and its restriction's end. */
      withdrawOnly?: { until: Date | null },
    ) {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const sessionId = await repo.insert(
        {
          playerId,
          tokenHash: hashToken(token),
          ip: meta.ip,
          userAgent: meta.userAgent.slice(0, 512),
          fingerprint: meta.fingerprint,
          createdAt: now,
          expiresAt: addMs(now, limits.absoluteMs),
          withdrawOnly: withdrawOnly !== undefined,
          withdrawOnlyUntil: withdrawOnly?.until ?? null,
        },
        executor,
      );
      const previousStart = await repo.latestStart(playerId, sessionId, executor);
      const idleSince = addMs(now, -limits.idleMs);
      const beyond = await repo.endBeyondNewest(
        playerId,
        MAX_LIVE_SESSIONS_PER_PLAYER,
        now,
        idleSince,
        'session_limit',
        executor,
      );
      await endGames(beyond, 'session_limit', executor);
      ended(beyond);
      return { token, sessionId, previousStart };
    },

    /** The live session of a bearer token, or null (unknown, ended, expired, or player not active). */
    async authenticate(token: string): Promise<Authenticated | null> {
      const row = await repo.findByTokenHash(hashToken(token));
      if (!row) return null;
      const now = clock.now();
      const end = endOf(row, now);
      if (end) {
        if (!row.endedAt) await endGames(await repo.end(row.id, end.at, 'expired'), 'expired');
        return null;
      }
      if (row.playerStatus !== 'active') {
        // A player disabled (or self-excluded) while signed in loses the session at the next call.
        await endGames(await repo.end(row.id, now, 'revoked'), 'revoked');
        return null;
      }
      let lastSeenAt = row.lastSeenAt;
      if (now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
        await repo.touch(row.id, now);
        lastSeenAt = now;
      }
      return {
        playerId: row.playerId,
        sessionId: row.id,
        currencyId: row.currencyId,
        liveUntil: expiryOf({ lastSeenAt, expiresAt: row.expiresAt }),
        ...(row.withdrawOnly ? { withdrawOnly: { until: row.withdrawOnlyUntil } } : {}),
      };
    },

    /**
     * Of these sessions, the live ones and when each expires unless used again (one indexed read). The
     * realtime hub asks when a socket's session may have expired; expired rows are left for
     * `authenticate` and the history page, which compute the same end.
     */
    async liveUntil(sessionIds: readonly number[]): Promise<Map<number, Date>> {
      const live = new Map<number, Date>();
      if (sessionIds.length === 0) return live;
      const now = clock.now();
      for (const row of await repo.timings(sessionIds)) {
        if (row.playerStatus === 'active' && !endOf(row, now)) live.set(row.id, expiryOf(row));
      }
      return live;
    },

    /** When this session began: the sign-in a reality check counts from (modules/safer-play). */
    startedAt: (sessionId: number) => repo.startOf(sessionId),

    /** Start of the player's newest session from `ip`: their last sign-in from there (null: never). */
    lastStartFrom: (playerId: number, ip: string) => repo.latestStartFrom(playerId, ip),

    async end(sessionId: number, reason: SessionEndReason): Promise<void> {
      const ids = await repo.end(sessionId, clock.now(), reason);
      await endGames(ids, reason);
      ended(ids);
    },

    /**
     * Ends one session of the player, with its games (the back office). Answers whether the player has
     * that session at all (an ended one stays ended: nothing to do).
     */
    async endOfPlayer(playerId: number, sessionId: number, reason: SessionEndReason): Promise<boolean> {
      const ids = await repo.endOfPlayer(sessionId, playerId, clock.now(), reason);
      await endGames(ids, reason);
      ended(ids);
      return ids.length > 0 || (await repo.ofPlayer(sessionId, playerId));
    },

    /** Ends the player's other sessions (keep one) or all of them (keep null), e.g. on a password change. */
    async endAllOfPlayer(
      playerId: number,
      keepSessionId: number | null,
      reason: SessionEndReason,
      executor?: DbExecutor,
    ): Promise<number> {
      const now = clock.now();
      const ids = await repo.endAllOfPlayer(playerId, keepSessionId, now, reason, executor);
      // Every game of the player ends, the kept session's too: a password change or a block must stop a
      // launch that whoever held the old password may have opened from the session being kept.
      await games?.endOfPlayer(playerId, now, reason, executor);
      ended(ids);
      return ids.length;
    },

    /** The session-history page: newest first, with the end computed for expired rows. */
    history: (auth: AuthContext, skip: number, take: number) =>
      historyOf(auth.playerId, auth.sessionId, skip, take),

    /** The same page for the back office (no session of the reader's is "current"). */
    historyOfPlayer: (playerId: number, skip: number, take: number) => historyOf(playerId, null, skip, take),

    /** Start of the player's newest session: their last sign-in (null: never). */
    lastSignIn: (playerId: number) => repo.latestStart(playerId, null),
  };

  async function historyOf(playerId: number, currentSessionId: number | null, skip: number, take: number) {
    const now = clock.now();
    const [rows, total] = await Promise.all([repo.page(playerId, skip, take), repo.countOfPlayer(playerId)]);
    const items = rows.map((row) => {
      const end = endOf(row, now);
      return {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        endedAt: end ? end.at.toISOString() : null,
        endReason: end ? end.reason : null,
        ip: row.ip,
        userAgent: row.userAgent,
        current: row.id === currentSessionId,
      };
    });
    return { total, items };
  }
}

export type SessionService = ReturnType<typeof createSessionService>;
