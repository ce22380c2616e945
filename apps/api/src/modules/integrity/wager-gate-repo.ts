import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { casinoGames, casinoProviders, gameSessions, players, sessions } from '../../db/schema.ts';
import type { WagerRefusal } from './wager-gate.ts';

/*
 * SQL of the wager gate (wager-gate.ts holds its rules and their order). It reads other modules' rows (a
 * game session, a player's status, a site session, the catalogue's switches) in one statement inside
 * every stake, for speed: a documented exception (ARCHITECTURE.md "Repos and table ownership"). Each
 * read runs on the executor it is given, the stake's own transaction.
 */

/*
 * The restriction in force on a player at `now` (modules/safer-play's rows), as the gate's refusal: a
 * self-exclusion first, then an operator's restriction, then a time-out; else, when the operator lets
 * the player's verification level not play (modules/kyc's kyc_level_rules; a player without an identity
 * row is `none`), unverified; null when none is. Scalar subqueries over the (player_id, ends_at) index
 * and two primary keys, used by both twins below.
 */
const restrictionSql = (playerId: SQL, now: SQL) =>
  sql`coalesce(
       (select case r.kind when 'self_exclusion' then 'account_self_excluded'
                           when 'operator' then 'account_restricted'
                           else 'account_timed_out' end
          from player_restrictions r
         where r.player_id = ${playerId} and r.lifted_at is null and r.starts_at <= ${now}
           and (r.ends_at is null or r.ends_at > ${now})
         order by case r.kind when 'self_exclusion' then 0 when 'operator' then 1 else 2 end
         limit 1),
       (select 'account_unverified' from kyc_level_rules k
         where k.level = coalesce((select i.level from player_identity i where i.player_id = ${playerId}), 'none')
           and not k.may_play))`;

const restrictionAt = (now: Date) =>
  sql<Extract<
    WagerRefusal,
    `account_${string}`
  > | null>`${restrictionSql(sql`${players.id}`, sql`${now.toISOString()}::timestamptz`)}`;

const launchColumns = {
  playerId: gameSessions.playerId,
  gameId: gameSessions.gameId,
  launchEnded: gameSessions.endedAt,
  launchExpires: gameSessions.expiresAt,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  endedAt: sessions.endedAt,
};

/** A launch with its player's status, its provider's and game's switches and its site session (if any). */
export async function gameSessionGateRow(tx: DbExecutor, gameSessionId: number, now: Date) {
  const [row] = await tx
    .select({
      ...launchColumns,
      status: players.status,
      restriction: restrictionAt(now),
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
  return row;
}

/** The player's status and the restriction in force at `now`; undefined for an unknown player. */
export async function playerGateStatus(tx: DbExecutor, playerId: number, now: Date) {
  const [player] = await tx
    .select({ status: players.status, restriction: restrictionAt(now) })
    .from(players)
    .where(eq(players.id, playerId));
  return player;
}

/** The game's and its provider's switches; undefined for an unknown game. */
export async function gameGateSwitches(tx: DbExecutor, gameId: number) {
  const [game] = await tx
    .select({
      providerOn: casinoProviders.enabled,
      providerConfigured: casinoProviders.configured,
      gameOn: casinoGames.enabled,
    })
    .from(casinoGames)
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
    .where(eq(casinoGames.id, gameId));
  return game;
}

/** The player's launches of this game not ended nor expired at `now`, with a site session not ended, newest first. */
export async function openLaunches(tx: DbExecutor, playerId: number, gameId: number, now: Date) {
  return await tx
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
}

/** A site session with its player's status. */
export async function siteSessionGateRow(tx: DbExecutor, siteSessionId: number, now: Date) {
  const [row] = await tx
    .select({
      playerId: sessions.playerId,
      status: players.status,
      restriction: restrictionAt(now),
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
    })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(eq(sessions.id, siteSessionId));
  return row;
}

/*
 * The SQL twins of the gate's verdicts, for a stake taken in ONE statement (WagerGate.checkSql): the
 * same rules in the same order as wager-gate.ts. Each yields 'ok' when the stake may go and a refusal
 * otherwise; checkSql turns 'ok' into null. A missing row is 'session_ended' (fail closed). The texts
 * are part of named prepared statements elsewhere: a change of text is a new statement.
 */
const accountCase = (status: SQL) =>
  sql`case ${status} when 'blocked' then 'account_blocked' else 'account_disabled' end`;
const siteLiveSql = (s: string, now: SQL, sessionIdleMs: number) =>
  sql
    .raw(
      `${s}.ended_at is null and ${s}.last_seen_at is not null and ${s}.expires_at is not null
             and least(${s}.last_seen_at + `,
    )
    .append(
      sql`${sessionIdleMs}::float8 * interval '1 millisecond', ${sql.raw(`${s}.expires_at`)}) > ${now}`,
    );

export function gameSessionSql(
  gameSessionId: number,
  playerId: number,
  now: SQL,
  sessionIdleMs: number,
): SQL {
  return sql`coalesce((
      select case
               when gs.player_id <> ${playerId}::bigint then 'session_ended'
               when p.status <> 'active' then ${accountCase(sql`p.status`)}
               else coalesce(${restrictionSql(sql`p.id`, now)}, case
                 when not cp.enabled or not cp.configured then 'provider_off'
                 when not cg.enabled then 'game_off'
                 when gs.ended_at is null and gs.expires_at > ${now} and ${siteLiveSql('s', now, sessionIdleMs)} then 'ok'
                 else 'session_ended'
               end)
             end
        from game_sessions gs
        join players p on p.id = gs.player_id
        join casino_games cg on cg.id = gs.game_id
        join casino_providers cp on cp.id = cg.provider_id
        left join sessions s on s.id = gs.site_session_id
       where gs.id = ${gameSessionId}::bigint), 'session_ended')`;
}

export function playerGameSql(playerId: number, gameId: number, now: SQL, sessionIdleMs: number): SQL {
  return sql`(select case
               when p.status is null then 'session_ended'
               when p.status <> 'active' then ${accountCase(sql`p.status`)}
               when p.restriction is not null then p.restriction
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
                  where ${siteLiveSql('s', now, sessionIdleMs)}) then 'ok'
               else 'session_ended'
             end
        from (select (select status from players where id = ${playerId}::bigint) as status,
                     ${restrictionSql(sql`${playerId}::bigint`, now)} as restriction) p
        cross join (select (select cg.enabled from casino_games cg where cg.id = ${gameId}::bigint) as game_on,
                           (select cp.enabled from casino_games cg join casino_providers cp on cp.id = cg.provider_id
                             where cg.id = ${gameId}::bigint) as provider_on,
                           (select cp.configured from casino_games cg join casino_providers cp on cp.id = cg.provider_id
                             where cg.id = ${gameId}::bigint) as provider_configured) g)`;
}

export function siteSessionSql(
  siteSessionId: number,
  playerId: number,
  now: SQL,
  sessionIdleMs: number,
): SQL {
  return sql`coalesce((
      select case
               when s.player_id <> ${playerId}::bigint then 'session_ended'
               when p.status <> 'active' then ${accountCase(sql`p.status`)}
               else coalesce(${restrictionSql(sql`p.id`, now)}, case
                 when ${siteLiveSql('s', now, sessionIdleMs)} then 'ok'
                 else 'session_ended'
               end)
             end
        from sessions s join players p on p.id = s.player_id
       where s.id = ${siteSessionId}::bigint), 'session_ended')`;
}
