import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import type { Clock } from '../../platform/clock.ts';
import { siteSessionLive } from '../session/index.ts';
import {
  PLAY_WINDOW_HOURS,
  playLimitFreesAt,
  playLimitUse,
  playLimitVerdict,
  playLimitVerdictSql,
  sessionLimits,
  type LimitVerdictKind,
  type PlayLimitPeriod,
  type PlayLimitUse,
} from './play-limits-repo.ts';
import { SESSION_WINDOW_MS, sessionLimitFreesAt, signedInMs, signedInSpans } from './session-time.ts';
import { STAKE_PATHS, type StakePathName } from './stake-paths.ts';
import {
  gameGateSwitches,
  gameSessionGateRow,
  gameSessionSql,
  openLaunches,
  playerGameSql,
  playerGateStatus,
  siteSessionGateRow,
  siteSessionSql,
} from './wager-gate-repo.ts';

/*
 * The wager gate (issue #23): ONE function every stake asks, inside the stake's own transaction (the
 * executor it is given), before any money moves. It answers why the stake may not be taken, or nothing.
 * Wins, rollbacks and settlements never ask it, so rounds already in flight settle whatever happens.
 *
 * It checks, in this order (the first failure is the answer):
 * 1. the account is active (players.status: not disabled, blocked or closed);
 * 1b. no restriction is in force (player_restrictions: a self-exclusion, an operator's restriction, a
 *    time-out — issue #26), at the gate's clock, and the player's verification level may play (the
 *    operator's KYC levels: "verify before play" where the jurisdiction asks it);
 * 2. for a casino stake, the provider is configured here and switched on by the operator, and so is the game;
 * 3. the launch (or site session) the stake comes by is alive: a game session not ended and not past
 *    GAME_SESSION_HOURS, whose site session is not ended nor idle- or absolutely expired.
 * It fails closed: a subject it cannot find is refused as an ended session.
 *
 * 4. the player's loss and wager limits (issue #26): the stake plus what the window already holds must
 *    fit under every limit in force — judged by the database function play_limit_verdict under the
 *    limit rows' lock, in both twins, so concurrent stakes of one player are judged one after the other
 *    (play-limits-repo.ts);
 * 5. the player's session-time limits: a stake (a free round too) arriving once the time signed in
 *    within a window has reached its limit is refused (the same function; session-time.ts).
 */

export type WagerRefusal =
  | 'session_ended'
  | 'account_disabled'
  | 'account_blocked'
  /** Restrictions in force (modules/safer-play): the player's own, or the operator's. */
  | 'account_self_excluded'
  | 'account_timed_out'
  | 'account_restricted'
  /** The player's verification level may not play (the operator's KYC levels, modules/kyc). */
  | 'account_unverified'
  | 'provider_off'
  | 'game_off'
  /** The stake would take the player past a loss or a wager limit they set (modules/deposit-limits). */
  | 'loss_limit'
  | 'wager_limit'
  /** The player's time signed in has reached a session-time limit they set. */
  | 'session_limit';

export const WAGER_REFUSALS: readonly WagerRefusal[] = [
  'session_ended',
  'account_disabled',
  'account_blocked',
  'account_self_excluded',
  'account_timed_out',
  'account_restricted',
  'account_unverified',
  'provider_off',
  'game_off',
  'loss_limit',
  'wager_limit',
  'session_limit',
];

/** A refusal by one of the player's own limits, whose message names it (`WagerGate.limitReach`). */
export const isLimitRefusal = (reason: WagerRefusal | undefined) =>
  reason === 'loss_limit' || reason === 'wager_limit' || reason === 'session_limit';

/** Which limit refused, and when room under it frees up (undefined: the window holds no stake). */
export type LimitReach = {
  kind: LimitVerdictKind;
  period: PlayLimitPeriod;
  freesAt: Date | undefined;
  /** For a session-time limit: the limit in minutes. */
  minutes?: number;
};

export type WagerSubject =
  | { kind: 'game_session'; gameSessionId: number; playerId: number }
  | { kind: 'player_game'; playerId: number; gameId: number }
  | { kind: 'site_session'; siteSessionId: number; playerId: number };

export type WagerGate = {
  /**
   * Why a stake of `stakeMinor` (the player's money at risk: 0n for a free round) by `path` for `subject`
   * may not be taken now; undefined when it may.
   */
  check(
    tx: DbExecutor,
    path: StakePathName,
    subject: WagerSubject,
    stakeMinor: bigint,
  ): Promise<WagerRefusal | undefined>;
  /** For a limit's refusal (`isLimitRefusal`): which limit, and when room frees up (for the message). */
  limitReach(executor: DbExecutor, playerId: number, stakeMinor: bigint): Promise<LimitReach | undefined>;
  /**
   * The same verdict for a game frame's player action that moves no stake (a mines move or cash-out, a
   * crash cash-out, a seed rotation): a dead frame's actions are refused like its stakes.
   */
  frame(executor: DbExecutor, gameSessionId: number): Promise<WagerRefusal | undefined>;
  /**
   * `check` as a SQL text expression (the refusal, or null when the stake may go), for a stake taken in
   * ONE statement (wallet/stake-posting.ts): the same rules in the same order, evaluated at the
   * statement's snapshot with the gate's clock (the limits after a lock, see play_limit_verdict). Only
   * shape is in the text, values are parameters.
   */
  checkSql(path: StakePathName, subject: WagerSubject, stakeMinor: bigint): SQL;
};

export function createWagerGate({
  clock,
  sessionIdleMs,
}: {
  clock: Clock;
  sessionIdleMs: number;
}): WagerGate {
  const accountRefusal = (
    row: { status: string; restriction: WagerRefusal | null } | undefined,
  ): WagerRefusal | undefined =>
    row === undefined
      ? 'session_ended'
      : row.status === 'blocked'
        ? 'account_blocked'
        : row.status !== 'active'
          ? 'account_disabled'
          : (row.restriction ?? undefined);

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

  async function gameSessionVerdict(tx: DbExecutor, gameSessionId: number, playerId?: number) {
    const now = clock.now();
    const row = await gameSessionGateRow(tx, gameSessionId, now);
    if (!row || (playerId !== undefined && row.playerId !== playerId)) return 'session_ended';
    return (
      accountRefusal(row) ??
      switchRefusal(row) ??
      (row.launchEnded === null && row.launchExpires > now && siteLive(row, now)
        ? undefined
        : 'session_ended')
    );
  }

  async function playerGameVerdict(tx: DbExecutor, playerId: number, gameId: number) {
    const now = clock.now();
    const account = accountRefusal(await playerGateStatus(tx, playerId, now));
    if (account) return account;
    const game = await gameGateSwitches(tx, gameId);
    if (!game) return 'game_off';
    const switched = switchRefusal(game);
    if (switched) return switched;
    // The player's launches of this game not ended nor expired, newest first: one with a live site session will do.
    const launches = await openLaunches(tx, playerId, gameId, now);
    return launches.some((row) => siteLive(row, now)) ? undefined : 'session_ended';
  }

  async function siteSessionVerdict(tx: DbExecutor, siteSessionId: number, playerId: number) {
    const now = clock.now();
    const row = await siteSessionGateRow(tx, siteSessionId, now);
    if (!row || row.playerId !== playerId) return 'session_ended';
    return accountRefusal(row) ?? (siteLive(row, now) ? undefined : 'session_ended');
  }

  /**
   * For the refusal's message: the limit a stake breaks, read the way play_limit_verdict judges (loss
   * limits before wager limits, shorter windows first). The verdict itself is the database's.
   */
  async function brokenLimit(
    executor: DbExecutor,
    playerId: number,
    stakeMinor: bigint,
  ): Promise<PlayLimitUse | undefined> {
    const uses = await playLimitUse(executor, playerId);
    return uses
      .filter((use) => use.usedMinor + stakeMinor > use.limitMinor)
      .sort(
        (a, b) =>
          Number(a.kind !== 'loss') - Number(b.kind !== 'loss') ||
          PLAY_WINDOW_HOURS[a.period] - PLAY_WINDOW_HOURS[b.period],
      )[0];
  }

  /** The session-time limit the time signed in has reached (shortest window first), if any. */
  async function sessionReach(executor: DbExecutor, playerId: number): Promise<LimitReach | undefined> {
    const limits = await sessionLimits(executor, playerId);
    if (limits.length === 0) return undefined;
    const now = clock.now();
    const spans = await signedInSpans(executor, playerId, now, sessionIdleMs);
    for (const { period, minutes } of limits) {
      const windowMs = SESSION_WINDOW_MS[period];
      if (signedInMs(spans, now, windowMs) < minutes * 60_000) continue;
      const freesAt = sessionLimitFreesAt(spans, now, windowMs, minutes * 60_000);
      return { kind: 'session', period, minutes, freesAt };
    }
    return undefined;
  }

  return {
    checkSql(path, subject, stakeMinor) {
      if (STAKE_PATHS[path].subject !== subject.kind) return sql`'session_ended'::text`;
      const now = sql`${clock.now().toISOString()}::timestamptz`;
      // The SQL twins of the verdicts above (wager-gate-repo.ts), the same rules in the same order.
      const verdict =
        subject.kind === 'game_session'
          ? gameSessionSql(subject.gameSessionId, subject.playerId, now, sessionIdleMs)
          : subject.kind === 'player_game'
            ? playerGameSql(subject.playerId, subject.gameId, now, sessionIdleMs)
            : siteSessionSql(subject.siteSessionId, subject.playerId, now, sessionIdleMs);
      const limits = playLimitVerdictSql(
        sql`${subject.playerId}::bigint`,
        sql`${stakeMinor.toString()}::bigint`,
        clock.now(),
        sessionIdleMs,
      );
      // The limits are judged only for a stake everything else lets through (the order of `check`).
      return sql`(select case when v.word = 'ok' then ${limits} else v.word end from (select ${verdict} as word) v)`;
    },

    async check(tx, path, subject, stakeMinor) {
      // A path that reaches the gate with another kind of subject than the registry names is a
      // programming error: refuse (fail closed) rather than judge it by the wrong rule.
      if (STAKE_PATHS[path].subject !== subject.kind) return 'session_ended';
      const refusal = await (subject.kind === 'game_session'
        ? gameSessionVerdict(tx, subject.gameSessionId, subject.playerId)
        : subject.kind === 'player_game'
          ? playerGameVerdict(tx, subject.playerId, subject.gameId)
          : siteSessionVerdict(tx, subject.siteSessionId, subject.playerId));
      if (refusal) return refusal;
      const limit = await playLimitVerdict(tx, subject.playerId, stakeMinor, clock.now(), sessionIdleMs);
      return limit && `${limit}_limit`;
    },

    async limitReach(executor, playerId, stakeMinor) {
      const broken = await brokenLimit(executor, playerId, stakeMinor);
      if (broken) {
        const { kind, period } = broken;
        return { kind, period, freesAt: await playLimitFreesAt(executor, playerId, period) };
      }
      return sessionReach(executor, playerId);
    },

    frame: (executor, gameSessionId) => gameSessionVerdict(executor, gameSessionId),
  };
}
