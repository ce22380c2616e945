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
   * `check` as a SQL text expression (the refusal, or null when the stake may go), for a stake taken in
   * ONE statement (wallet/stake-posting.ts): the same rules in the same order, evaluated at the
   * statement's snapshot with the gate's clock. Only shape is in the text, values are parameters.
   */
  checkSql(path: StakePathName, subject: WagerSubject): SQL;
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

  /*
   * The SQL twins of the verdicts above. Each yields 'ok' when the stake may go and a refusal otherwise;
   * checkSql turns 'ok' into null. A missing row is 'session_ended' (fail closed), as above.
   */
  const accountCase = (status: SQL) =>
    sql`case when ${status} = 'self_excluded' then 'account_self_excluded' else 'account_disabled' end`;
  const siteLiveSql = (s: string, now: SQL) =>
    sql
      .raw(
        `${s}.ended_at is null and ${s}.last_seen_at is not null and ${s}.expires_at is not null
             and least(${s}.last_seen_at + `,
      )
      .append(
        sql`${sessionIdleMs}::float8 * interval '1 millisecond', ${sql.raw(`${s}.expires_at`)}) > ${now}`,
      );

  function gameSessionSql(gameSessionId: number, playerId: number, now: SQL): SQL {
    return sql`coalesce((
      select case
               when gs.player_id <> ${playerId}::bigint then 'session_ended'
               when p.status <> 'active' then ${accountCase(sql`p.status`)}
               when not cp.enabled or not cp.configured then 'provider_off'
               when not cg.enabled then 'game_off'
               when gs.ended_at is null and gs.expires_at > ${now} and ${siteLiveSql('s', now)} then 'ok'
               else 'session_ended'
             end
        from game_sessions gs
        join players p on p.id = gs.player_id
        join casino_games cg on cg.id = gs.game_id
        join casino_providers cp on cp.id = cg.provider_id
        left join sessions s on s.id = gs.site_session_id
       where gs.id = ${gameSessionId}::bigint), 'session_ended')`;
  }

  function playerGameSql(playerId: number, gameId: number, now: SQL): SQL {
    return sql`(select case
               when p.status is null then 'session_ended'
               when p.status <> 'active' then ${accountCase(sql`p.status`)}
               when g.game_on is null then 'game_off'
               when not g.provider_on or not g.provider_configured then 'provider_off'
               when not g.game_on then 'game_off'
               when exists (
                 select 1 from (
                   select s.last_seen_at, s.expires_at, s.ended_at from game_sessions gs
                     join sessions s on s.id = gs.site_session_id
                    where gs.player_id = ${playerId}::bigint and gs.game_id = ${gameId}::bigint
                      and gs.ended_at is null and gs.expires_at > ${now} and s.ended_at is null
                    order by gs.id desc limit 20) s
                  where ${siteLiveSql('s', now)}) then 'ok'
               else 'session_ended'
             end
        from (select (select status from players where id = ${playerId}::bigint) as status) p
        cross join (select (select cg.enabled from casino_games cg where cg.id = ${gameId}::bigint) as game_on,
                           (select cp.enabled from casino_games cg join casino_providers cp on cp.id = cg.provider_id
                             where cg.id = ${gameId}::bigint) as provider_on,
                           (select cp.configured from casino_games cg join casino_providers cp on cp.id = cg.provider_id
                             where cg.id = ${gameId}::bigint) as provider_configured) g)`;
  }

  function siteSessionSql(siteSessionId: number, playerId: number, now: SQL): SQL {
    return sql`coalesce((
      select case
               when s.player_id <> ${playerId}::bigint then 'session_ended'
               when p.status <> 'active' then ${accountCase(sql`p.status`)}
               when ${siteLiveSql('s', now)} then 'ok'
               else 'session_ended'
             end
        from sessions s join players p on p.id = s.player_id
       where s.id = ${siteSessionId}::bigint), 'session_ended')`;
  }

  return {
    checkSql(path, subject) {
      if (STAKE_PATHS[path].subject !== subject.kind) return sql`'session_ended'::text`;
      const now = sql`${clock.now().toISOString()}::timestamptz`;
      const verdict =
        subject.kind === 'game_session'
          ? gameSessionSql(subject.gameSessionId, subject.playerId, now)
          : subject.kind === 'player_game'
            ? playerGameSql(subject.playerId, subject.gameId, now)
            : siteSessionSql(subject.siteSessionId, subject.playerId, now);
      return sql`nullif(${verdict}, 'ok')`;
    },

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
  };
}
