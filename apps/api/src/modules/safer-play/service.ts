import {
  type CloseAccountRequest,
  type RealityCheckInterval,
  type SelfExclusionEndRequest,
  type AdminRestriction,
  type Restriction,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '@lale/contracts';
import type { DbExecutor } from '../../db/executor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AuthContext, SessionMeta, SessionService } from '../session/index.ts';
import { closeAccount, type ClosureDeps } from './closure.ts';
import { playerHistory, type HistoryDeps } from './history.ts';
import { realityCheck, type RealityCheckDeps } from './reality-check.ts';
import { endAwaited, requestSelfExclusionEnd, type SelfExclusionEndDeps } from './self-exclusion-end.ts';
import { SELF_EXCLUSION_END, TIME_OUT_END } from './periods.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { RestrictionRecord, RestrictionRow, SaferPlayRepo } from './repo.ts';
import { createSaferPlaySettings } from './settings.ts';

/*
 * A player's own time-out and self-exclusion (issue #26). Taking one is one transaction: the restriction
 * row, the running bonus forfeited, every site session and launched game of the player ended — so the
 * other tab and the game frame stop at once, and from the row's start the wager gate refuses every stake
 * on every path (modules/integrity) and sign-in is refused with its end (modules/auth). Neither can be
 * shortened by the player: rows are never deleted, and only staff lift one (a later slice, with its
 * cooling-off for a self-exclusion's end).
 */

export type SaferPlayDeps = {
  repo: SaferPlayRepo;
  clock: Clock;
  sessions: Pick<SessionService, 'endAllOfPlayer' | 'startedAt'>;
  bonuses: { forfeitActiveOf(tx: DbExecutor, playerId: number): Promise<boolean> };
  staffNames: (ids: readonly number[]) => Promise<Map<number, string>>;
  /** The player's months from the ledger (wallet's player-history read) and their currency. */
  ledger: Pick<HistoryDeps, 'money' | 'monthlyTotals'> & Pick<RealityCheckDeps, 'playTotalsSince'>;
  /** What closing an account needs beyond this module: balances, and the back office's status change. */
  closure: Pick<ClosureDeps, 'balances' | 'close'>;
  /** The sign-in's credential check (modules/auth), for asking a self-exclusion's end while signed out. */
  verifyCredentials: SelfExclusionEndDeps['verifyCredentials'];
};

function adminView(row: RestrictionRecord, names: Map<number, string>, now: Date): AdminRestriction {
  const name = (id: number | null) => (id === null ? null : (names.get(id) ?? `#${id}`));
  return {
    id: row.id,
    kind: row.kind,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    reason: row.reason,
    setBy: name(row.staffId),
    liftedAt: row.liftedAt?.toISOString() ?? null,
    liftedBy: name(row.liftedByStaffId),
    liftReason: row.liftReason,
    inForce: inForceAt(row, now),
  };
}

const view = (row: RestrictionRow): Restriction => ({
  kind: row.kind,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
});

const inForceAt = (row: RestrictionRecord, now: Date) =>
  row.liftedAt === null && row.startsAt <= now && (row.endsAt === null || row.endsAt > now);

export function createSaferPlayService({
  repo,
  clock,
  sessions,
  bonuses,
  staffNames,
  ledger,
  closure,
  verifyCredentials,
}: SaferPlayDeps) {
  const settings = createSaferPlaySettings({ repo, clock, staffNames });
  const selfExclusionCoolingOff = async (executor?: DbExecutor) =>
    (await settings.current(executor)).selfExclusionCoolingOffHours;

  /** The back office: every restriction of the player, newest first, with who set and lifted it. */
  async function history(playerId: number): Promise<AdminRestriction[]> {
    const rows = await repo.history(playerId);
    const names = await staffNames(
      rows.flatMap((row) => [row.staffId, row.liftedByStaffId]).filter((id): id is number => id !== null),
    );
    const now = clock.now();
    return rows.map((row) => adminView(row, names, now));
  }

  /** A player's own restriction of `period`, refused when the operator does not offer that period. */
  async function take(
    playerId: number,
    kind: 'time_out' | 'self_exclusion',
    period: TimeOutPeriod | SelfExclusionPeriod,
    endOf: (from: Date) => Date,
  ) {
    const now = clock.now();
    const reason = period;
    const endsAt = endOf(now);
    return repo.transaction(async (tx) => {
      // A self-exclusion holds against the same person's other accounts too (issue #26). Every account
      // it touches is locked in id order, so two look-alikes excluding themselves at once queue up
      // instead of deadlocking.
      const lookAlikes = kind === 'self_exclusion' ? await repo.lookAlikesOf(tx, playerId) : [];
      for (const id of [playerId, ...lookAlikes].sort((a, b) => a - b)) await repo.lockPlayer(tx, id);
      // Read under the lock, in the transaction: what is offered now decides.
      const offered = await settings.current(tx);
      const periods: readonly string[] =
        kind === 'time_out' ? offered.timeOutPeriods : offered.selfExclusionPeriods;
      if (!periods.includes(period)) throw refuse({ code: 'SaferPlayPeriodNotOffered' });
      const row = await repo.insert(tx, { playerId, kind, startsAt: now, endsAt, reason, staffId: null });
      await endPlay(tx, playerId);
      // Each look-alike gets the same self-exclusion, with the same end, ended at once like the player's
      // own. Being the player's own kind, staff cannot lift it early either.
      for (const otherId of lookAlikes) {
        await repo.insert(tx, {
          playerId: otherId,
          kind: 'self_exclusion',
          startsAt: now,
          endsAt,
          reason: `same person as #${playerId}`,
          staffId: null,
        });
        await endPlay(tx, otherId);
      }
      return view(row);
    });
  }

  /** What taking a restriction stops at once: the running bonus, every site session and launched game. */
  async function endPlay(tx: DbExecutor, playerId: number) {
    await bonuses.forfeitActiveOf(tx, playerId);
    await sessions.endAllOfPlayer(playerId, null, 'restricted', tx);
  }

  return {
    /**
     * A sign-up's check: a self-exclusion in force on an account of the same person (an e-mail reaching
     * the same mailbox) — its end, or undefined.
     */
    lookAlikeExclusion: (email: string) => repo.lookAlikeExclusionEnd(email, clock.now()),

    /** The restriction that decides for the player now (the wager gate's order), if any. */
    async inForce(playerId: number, executor?: DbExecutor): Promise<RestrictionRow | undefined> {
      const [first] = await repo.inForce(playerId, clock.now(), executor);
      return first;
    },

    async status(auth: AuthContext) {
      const [[first], offered] = await Promise.all([
        repo.inForce(auth.playerId, clock.now()),
        settings.current(),
      ]);
      return {
        restriction: first ? view(first) : null,
        timeOutPeriods: offered.timeOutPeriods,
        selfExclusionPeriods: offered.selfExclusionPeriods,
        realityCheckIntervals: offered.realityCheckIntervals,
      };
    },

    /** The operator's rules (settings.ts): read by other modules at each use, set from the back office. */
    settings,

    /** Sign-in asks: does a restricted player get a withdraw-only session (the operator's settings)? */
    withdrawOnlyAllowed: async () => (await settings.current()).withdrawOnlySession,

    /** A time-out from now for `period`; the caller's own session ends with it. */
    timeOut: (auth: AuthContext, period: TimeOutPeriod) =>
      take(auth.playerId, 'time_out', period, TIME_OUT_END[period]),

    /** A self-exclusion from now for `period`; the caller's own session ends with it. */
    selfExclude: (auth: AuthContext, period: SelfExclusionPeriod) =>
      take(auth.playerId, 'self_exclusion', period, SELF_EXCLUSION_END[period]),

    history,

    /** Sign-in asks: a self-exclusion over but not given back yet (self-exclusion-end.ts). */
    endAwaited: (playerId: number) =>
      endAwaited({ repo, clock, coolingOffHours: selfExclusionCoolingOff }, playerId),

    /** The signed-out player asks for their self-exclusion's end with their credentials. */
    requestSelfExclusionEnd: (input: SelfExclusionEndRequest, meta: SessionMeta) =>
      requestSelfExclusionEnd(
        { repo, clock, verifyCredentials, coolingOffHours: selfExclusionCoolingOff },
        input,
        meta,
      ),

    /** The player closes their own account (closure.ts): refused while money is left to pay out. */
    close: (auth: AuthContext, request: CloseAccountRequest) =>
      closeAccount({ repo, bonuses, money: ledger.money, ...closure }, auth, request),

    /** The player's own last 12 months (Türkiye's calendar months) and the year's totals. */
    activity: (auth: AuthContext) => playerHistory({ clock, ...ledger }, auth.playerId, auth.currencyId),

    /** The reality check of the caller's sign-in: interval, time signed in, stakes, wins, net. */
    realityCheck: (auth: AuthContext) =>
      realityCheck(
        {
          clock,
          money: ledger.money,
          sessionStart: sessions.startedAt,
          chosenInterval: repo.realityCheckInterval,
          defaultInterval: async () => (await settings.current()).realityCheckDefaultMinutes,
          playTotalsSince: ledger.playTotalsSince,
        },
        auth,
      ),

    /** The player picks their reality-check interval (null: off); answers the interval now in force. */
    async setRealityCheck(auth: AuthContext, intervalMinutes: RealityCheckInterval | null) {
      // Off is always allowed; an interval must be one the operator offers.
      if (intervalMinutes !== null) {
        const { realityCheckIntervals } = await settings.current();
        if (!realityCheckIntervals.includes(intervalMinutes))
          throw refuse({ code: 'RealityCheckIntervalNotOffered' });
      }
      await repo.setRealityCheckInterval(auth.playerId, intervalMinutes, clock.now());
      return { intervalMinutes };
    },

    /**
     * An operator's restriction (staff with saferPlay.edit): from now until `endsAt` (null: until
     * lifted), every session and game of the player ended with it, like a block. The running bonus
     * stays: an operator's restriction is a hold, not the player's choice to stop.
     */
    async restrict(
      playerId: number,
      staffId: number,
      reason: string,
      endsAt: Date | null,
      /** The restriction also holds the player's funds (an AML decision): no withdraw-only session. */
      { fundsHeld = false }: { fundsHeld?: boolean } = {},
    ) {
      const now = clock.now();
      if (endsAt !== null && endsAt <= now) throw refuse({ code: 'RestrictionEndPast' });
      const id = await repo.transaction(async (tx) => {
        if (!(await repo.lockPlayer(tx, playerId))) throw refuse({ code: 'RestrictionPlayerNotFound' });
        const row = await repo.insert(tx, {
          playerId,
          kind: 'operator',
          startsAt: now,
          endsAt,
          reason,
          staffId,
          fundsHeld,
        });
        await sessions.endAllOfPlayer(playerId, null, 'restricted', tx);
        return row.id;
      });
      return (await history(playerId)).find((row) => row.id === id)!;
    },

    /** Lifts an operator's restriction in force; a player's own time-out or self-exclusion never. */
    async lift(playerId: number, restrictionId: number, staffId: number, reason: string) {
      const now = clock.now();
      await repo.transaction(async (tx) => {
        const row = await repo.lock(tx, playerId, restrictionId);
        if (!row) throw refuse({ code: 'RestrictionNotFound' });
        if (row.kind !== 'operator') throw refuse({ code: 'RestrictionIsPlayers', kind: row.kind });
        if (!inForceAt(row, now)) throw refuse({ code: 'RestrictionNotInForce' });
        await repo.lift(tx, row.id, now, staffId, reason);
      });
      return (await history(playerId)).find((row) => row.id === restrictionId)!;
    },
  };
}

export type SaferPlayService = ReturnType<typeof createSaferPlayService>;
