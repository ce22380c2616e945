import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { casinoGames, casinoProviders, gameSessions, players, sessions } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { siteSessionLive } from '../session/index.ts';
import { STAKE_PATHS, type StakePathName } from './stake-paths.ts';

/*
 * The wager gate (issue #23): ONE function every stake asks, inside the stake's own transaction (the
 * executor it is given), before any money moves. It answers why the stake may not be taken, or nothing.
 * Wins, rollbacks and settlements never ask it, so rounds already in flight settle whatever happens.
 *
 * It checks, in this order (the first failure is the answer):
 * 1. the account is active (players.status: not disabled, not self-excluded);
 * 2. for a casino stake, the provider is configured here and switched on by the operator, and so is the game;
 * 3. the launch (or site session) the stake comes by is alive: a game session not ended and not past
 *    GAME_SESSION_HOURS, whose site session is not ended nor idle- or absolutely expired.
 * It fails closed: a subject it cannot find is refused as an ended session.
 *
 * Responsible-gambling restrictions (limits, time-outs, reality checks) plug in here next: one more
 * check in `evaluate`, and every path in STAKE_PATHS gets it.
 */

export type WagerRefusal =
  'session_ended' | 'account_disabled' | 'account_self_excluded' | 'provider_off' | 'game_off';

export const WAGER_REFUSALS: readonly WagerRefusal[] = [
  'session_ended',
  'account_disabled',
  'account_self_excluded',
  'provider_off',
  'game_off',
];

export type WagerSubject =
  | { kind: 'game_session'; gameSessionId: number; playerId: number }
  | { kind: 'player_game'; playerId: number; gameId: number }
  | { kind: 'site_session'; siteSessionId: number; playerId: number };

export type WagerGate = {
  /** Why a stake by `path` for `subject` may not be taken now; undefined when it may. */
  check(tx: DbExecutor, path: StakePathName, subject: WagerSubject): Promise<WagerRefusal | undefined>;
  /**
   * The same verdict for a game frame's player action that moves no stake (a mines move or cash-out, a
   * crash cash-out, a seed rotation): a dead frame's actions are refused like its stakes.
   */
  frame(executor: DbExecutor, gameSessionId: number): Promise<WagerRefusal | undefined>;
  /**
   * `check`'s verdict for a site-session stake as an SQL expression (the refusal's text, or null when the
   * stake may be taken), for a stake taken by ONE statement (a sports placement): the statement reads it
   * and writes nothing unless it is null. Same rule, same order as `check`, evaluated at the gate's
   * clock now (a test checks the two agree).
   */
  siteSessionSql(path: StakePathName, subject: Extract<WagerSubject, { kind: 'site_session' }>): SQL;
};

export function createWagerGate({
  clock,
  sessionIdleMs,
}: {
  clock: Clock;
  sessionIdleMs: number;
}): WagerGate {
  const accountRefusal = (status: string | undefined): WagerRefusal | undefined =>
    status === 'active'
      ? undefined
      : status === 'self_excluded'
        ? 'account_self_excluded'
        : status === undefined
          ? 'session_ended'
          : 'account_disabled';

  const switchRefusal = (row: { providerOn: boolean; providerConfigured: boolean; gameOn: boolean }) =>
    !row.providerOn || !row.providerConfigured ? 'provider_off' : !row.gameOn ? 'game_off' : undefined;

  const siteLive = (
    row: { lastSeenAt: Date | null; expiresAt: Date | null; endedAt: Date | null },
    now: Date,
  ): boolean =>
    row.lastSeenAt !== null &&
    row.expiresAt !== null &&
    siteSessionLive(
      { lastSeenAt: row.lastSeenAt, expiresAt: row.expiresAt, endedAt: row.endedAt },
      now,
      sessionIdleMs,
    );

  const launchColumns = {
    playerId: gameSessions.playerId,
    gameId: gameSessions.gameId,
    launchEnded: gameSessions.endedAt,
    launchExpires: gameSessions.expiresAt,
    lastSeenAt: sessions.lastSeenAt,
    expiresAt: sessions.expiresAt,
    endedAt: sessions.endedAt,
  };

  async function gameSessionVerdict(tx: DbExecutor, gameSessionId: number, playerId?: number) {
    const [row] = await tx
      .select({
        ...launchColumns,
        status: players.status,
        providerOn: casinoProviders.enabled,
        providerConfigured: casinoProviders.configured,
        gameOn: casinoGames.enabled,
      })
      .from(gameSessions)
      .innerJoin(players, eq(players.id, gameSessions.playerId))
      .innerJoin(casinoGames, eq(casinoGames.id, gameSessions.gameId))
      .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
      .leftJoin(sessions, eq(sessions.id, gameSessions.siteSessionId))
      .where(eq(gameSessions.id, gameSessionId));
    if (!row || (playerId !== undefined && row.playerId !== playerId)) return 'session_ended';
    const now = clock.now();
    return (
      accountRefusal(row.status) ??
      switchRefusal(row) ??
      (row.launchEnded === null && row.launchExpires > now && siteLive(row, now)
        ? undefined
        : 'session_ended')
    );
  }

  async function playerGameVerdict(tx: DbExecutor, playerId: number, gameId: number) {
    const [player] = await tx
      .select({ status: players.status })
      .from(players)
      .where(eq(players.id, playerId));
    const account = accountRefusal(player?.status);
    if (account) return account;
    const [game] = await tx
      .select({
        providerOn: casinoProviders.enabled,
        providerConfigured: casinoProviders.configured,
        gameOn: casinoGames.enabled,
      })
      .from(casinoGames)
      .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
      .where(eq(casinoGames.id, gameId));
    if (!game) return 'game_off';
    const switched = switchRefusal(game);
    if (switched) return switched;
    const now = clock.now();
    // The player's launches of this game not ended nor expired, newest first: one with a live site session will do.
    const launches = await tx
      .select(launchColumns)
      .from(gameSessions)
      .innerJoin(sessions, eq(sessions.id, gameSessions.siteSessionId))
      .where(
        and(
          eq(gameSessions.playerId, playerId),
          eq(gameSessions.gameId, gameId),
          isNull(gameSessions.endedAt),
          gt(gameSessions.expiresAt, now),
          isNull(sessions.endedAt),
        ),
      )
      .orderBy(desc(gameSessions.id))
      .limit(20);
    return launches.some((row) => siteLive(row, now)) ? undefined : 'session_ended';
  }

  async function siteSessionVerdict(tx: DbExecutor, siteSessionId: number, playerId: number) {
    const [row] = await tx
      .select({
        playerId: sessions.playerId,
        status: players.status,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        endedAt: sessions.endedAt,
      })
      .from(sessions)
      .innerJoin(players, eq(players.id, sessions.playerId))
      .where(eq(sessions.id, siteSessionId));
    if (!row || row.playerId !== playerId) return 'session_ended';
    return accountRefusal(row.status) ?? (siteLive(row, clock.now()) ? undefined : 'session_ended');
  }

  return {
    async check(tx, path, subject) {
      // A path that reaches the gate with another kind of subject than the registry names is a
      // programming error: refuse (fail closed) rather than judge it by the wrong rule.
      if (STAKE_PATHS[path].subject !== subject.kind) return 'session_ended';
      switch (subject.kind) {
        case 'game_session':
          return gameSessionVerdict(tx, subject.gameSessionId, subject.playerId);
        case 'player_game':
          return playerGameVerdict(tx, subject.playerId, subject.gameId);
        case 'site_session':
          return siteSessionVerdict(tx, subject.siteSessionId, subject.playerId);
      }
    },

    frame: (executor, gameSessionId) => gameSessionVerdict(executor, gameSessionId),

    siteSessionSql(path, { siteSessionId, playerId }) {
      if (STAKE_PATHS[path].subject !== 'site_session') return sql`'session_ended'::text`;
      const now = clock.now().toISOString();
      // siteSessionVerdict in SQL: not this player's session, then the account, then the session's life
      // (siteSessionLive: not ended, the earlier of idle and absolute expiry still ahead). 'ok' marks a
      // found row that passed, so a missing row (null) fails closed as an ended session.
      return sql`nullif(coalesce((
        select case
                 when s.player_id <> ${playerId}::bigint then 'session_ended'
                 when p.status = 'active' then
                   case when s.ended_at is null
                              and least(s.last_seen_at + ${sessionIdleMs}::double precision * interval '1 millisecond',
                                        s.expires_at) > ${now}::timestamptz
                        then 'ok' else 'session_ended' end
                 when p.status = 'self_excluded' then 'account_self_excluded'
                 else 'account_disabled'
               end
          from sessions s join players p on p.id = s.player_id
         where s.id = ${siteSessionId}::bigint), 'session_ended'), 'ok')`;
    },
  };
}
