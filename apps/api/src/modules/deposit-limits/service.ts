import type { DbExecutor } from '../../db/executor.ts';
import {
  DepositLimitPeriodSchema,
  PlayLimitKindSchema,
  type DepositLimit,
  type DepositLimitPeriod,
  type LimitKind,
  type PlayLimit,
  type PlayLimitKind,
  type SessionLimit,
  type AdminLimitChange,
} from '@lale/contracts';
import { refuse } from '../../platform/domain-errors.ts';
import { addMs, type Clock } from '../../platform/clock.ts';
import type { MoneyService } from '../../platform/money.ts';
import type { AuthContext } from '../session/index.ts';
import type { DepositAllowance, DepositHistory } from './ports.ts';
import type { DepositLimitsRepo, LimitRow, LimitWrite } from './repo.ts';

/*
 * Deposit limits (responsible gambling, issue #11; the MGA/UKGC practice): a player caps what they may
 * deposit in a rolling day, week and month. Lowering a limit (or setting a first one) protects the
 * player and applies at once; raising or removing one loosens the protection, so it waits the operator's
 * cooling-off (24 hours or more), against raising a limit in the heat of a losing session, and then applies only when
 * the player confirms it (issue #26, UKGC RTS 12): a loosening asked for in a bad moment does not
 * happen on its own a day later. Until then it shows as pending and the old limit still counts.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/*
 * An increase or a removal waits the operator's cooling-off (safer play's settings: 24 hours or more,
 * read inside the change's transaction, so a new setting holds at the next request without a restart).
 * A wait already running keeps the moment it was given.
 */

/** Rolling windows: what counts is what was deposited in the last 24 hours, 7 days, 30 days. */
export const PERIOD_WINDOW_MS: Readonly<Record<DepositLimitPeriod, number>> = {
  daily: DAY,
  weekly: 7 * DAY,
  monthly: 30 * DAY,
};

const PERIODS = DepositLimitPeriodSchema.options;

/** What a change did, for the answer's message. */
export type LimitChange =
  | { kind: 'applied' }
  | { kind: 'pending'; effectiveAt: Date }
  | { kind: 'removalPending'; effectiveAt: Date }
  | { kind: 'nothingToRemove' }
  | { kind: 'removed' };

type Deps = {
  repo: DepositLimitsRepo;
  history: DepositHistory;
  money: MoneyService;
  clock: Clock;
  /** The operator's cooling-off of a loosening, in hours (modules/safer-play settings). */
  coolingOffHours: (executor?: DbExecutor) => Promise<number>;
};

/** The new state of a row for a request of `requested` (null: remove), from the state `row` is in. */
function decide(
  row: LimitRow,
  requested: bigint | null,
  now: Date,
  coolingOffMs: number,
): { write: LimitWrite; change: LimitChange } {
  const current = row.amountMinor;
  const effectiveAt = addMs(now, coolingOffMs);
  if (requested === null) {
    if (current === null)
      return { write: { amountMinor: null, pending: null }, change: { kind: 'nothingToRemove' } };
    return {
      write: { amountMinor: current, pending: { amountMinor: null, effectiveAt } },
      change: { kind: 'removalPending', effectiveAt },
    };
  }
  // A first limit, a decrease or the same amount: at once, and any waiting loosening is dropped with it.
  if (current === null || requested <= current) {
    return { write: { amountMinor: requested, pending: null }, change: { kind: 'applied' } };
  }
  // A new increase restarts the wait even if an earlier one was already waiting.
  return {
    write: { amountMinor: current, pending: { amountMinor: requested, effectiveAt } },
    change: { kind: 'pending', effectiveAt },
  };
}

export function createDepositLimitsService({ repo, history, money, clock, coolingOffHours }: Deps) {
  /** The limits in force, by period (a pending change counts only once the player confirmed it). */
  async function limitsInForce(
    playerId: number,
    executor?: DbExecutor,
  ): Promise<Map<DepositLimitPeriod, LimitRow>> {
    const rows = await repo.list(playerId, 'deposit', executor);
    return new Map(rows.map((row) => [row.period, row]));
  }

  const usedSince = (
    playerId: number,
    currencyId: number,
    period: DepositLimitPeriod,
    now: Date,
    executor?: DbExecutor,
  ) => history.depositedSince(playerId, currencyId, addMs(now, -PERIOD_WINDOW_MS[period]), executor);

  const allowance: DepositAllowance = {
    async assertDepositAllowed(playerId, currencyId, amountMinor, executor) {
      const now = clock.now();
      const limits = await limitsInForce(playerId, executor);
      // The tightest limit is the one to name: it is what the player can still deposit.
      let tightest: { period: DepositLimitPeriod; remainingMinor: bigint } | undefined;
      for (const period of PERIODS) {
        const row = limits.get(period);
        // A limit counts deposits in its own currency (the player's).
        if (row?.amountMinor == null || row.currencyId !== currencyId) continue;
        const used = await usedSince(playerId, currencyId, period, now, executor);
        const remainingMinor = row.amountMinor > used ? row.amountMinor - used : 0n;
        if (!tightest || remainingMinor < tightest.remainingMinor) tightest = { period, remainingMinor };
      }
      if (tightest && amountMinor > tightest.remainingMinor) {
        const { code, minorUnits } = await money.currency(currencyId);
        throw refuse({ code: 'DepositLimitExceeded', ...tightest, currency: { code, minorUnits } });
      }
    },
  };

  return {
    ...allowance,

    /** The three periods, daily, weekly, monthly, each with its limit, what is used and what remains. */
    async list(auth: AuthContext): Promise<DepositLimit[]> {
      const { playerId, currencyId } = auth;
      const now = clock.now();
      const limits = await limitsInForce(playerId);
      const decimal = (minor: bigint) => money.toDecimal(minor, currencyId);
      return Promise.all(
        PERIODS.map(async (period): Promise<DepositLimit> => {
          const row = limits.get(period);
          const used = await usedSince(playerId, currencyId, period, now);
          const amount = row?.amountMinor ?? null;
          const pending = row ? await pendingOf(row, now, currencyId) : null;
          return {
            period,
            amount: amount === null ? null : await decimal(amount),
            used: await decimal(used),
            remaining: amount === null ? null : await decimal(amount > used ? amount - used : 0n),
            pending,
          };
        }),
      );
    },

    /** Sets (amount) or removes (null) the deposit limit of `period`; a loosening waits the cooling-off. */
    set: (auth: AuthContext, period: DepositLimitPeriod, amount: number | null) =>
      setLimit(auth, 'deposit', period, amount),

    /** The player confirms the period's pending increase or removal, once its cooling-off is over. */
    confirm: (auth: AuthContext, period: DepositLimitPeriod) => confirmLimit(auth, 'deposit', period),

    /** Loss then wager limits, each daily, weekly, monthly, with what the window holds (issue #26). */
    async listPlay(auth: AuthContext): Promise<PlayLimit[]> {
      const { playerId, currencyId } = auth;
      const now = clock.now();
      const totals = await repo.playTotals(playerId);
      const decimal = (minor: bigint) => money.toDecimal(minor, currencyId);
      const kinds = PlayLimitKindSchema.options;
      const listed = await Promise.all(kinds.map((kind) => repo.list(playerId, kind)));
      const rows = new Map(
        kinds.flatMap((kind, i) => listed[i]!.map((row) => [`${kind}:${row.period}`, row] as const)),
      );
      return Promise.all(
        kinds.flatMap((kind) =>
          PERIODS.map(async (period): Promise<PlayLimit> => {
            const row = rows.get(`${kind}:${period}`);
            const used = totals[kind][period];
            const amount = row?.amountMinor ?? null;
            return {
              kind,
              period,
              amount: amount === null ? null : await decimal(amount),
              // A loss is below zero while the player is ahead.
              used: await money.toSignedDecimal(used, currencyId),
              remaining: amount === null ? null : await decimal(amount > used ? amount - used : 0n),
              pending: row ? await pendingOf(row, now, currencyId) : null,
            };
          }),
        ),
      );
    },

    /** Sets (amount) or removes (null) a loss or wager limit, by the deposit limits' rules. */
    setPlay: (auth: AuthContext, kind: PlayLimitKind, period: DepositLimitPeriod, amount: number | null) =>
      setLimit(auth, kind, period, amount),

    confirmPlay: (auth: AuthContext, kind: PlayLimitKind, period: DepositLimitPeriod) =>
      confirmLimit(auth, kind, period),

    /** Session-time limits, daily, weekly, monthly, with the minutes signed in within each window. */
    async listSession(auth: AuthContext): Promise<SessionLimit[]> {
      const { playerId } = auth;
      const now = clock.now();
      const [rows, usedMs] = await Promise.all([
        repo.list(playerId, 'session'),
        repo.signedInMs(playerId, now),
      ]);
      const byPeriod = new Map(rows.map((row) => [row.period, row]));
      return PERIODS.map((period): SessionLimit => {
        const row = byPeriod.get(period);
        const minutes = row?.amountMinor == null ? null : Number(row.amountMinor);
        const usedMinutes = Math.floor(usedMs[period] / 60_000);
        const pending = row?.pendingEffectiveAt
          ? {
              minutes: row.pendingAmountMinor === null ? null : Number(row.pendingAmountMinor),
              effectiveAt: row.pendingEffectiveAt.toISOString(),
              confirmable: row.pendingEffectiveAt <= now,
            }
          : null;
        return {
          period,
          minutes,
          usedMinutes,
          remainingMinutes: minutes === null ? null : Math.max(0, minutes - usedMinutes),
          pending,
        };
      });
    },

    /** Sets (minutes) or removes (null) a session-time limit, by the deposit limits' rules. */
    setSession: (auth: AuthContext, period: DepositLimitPeriod, minutes: number | null) =>
      changeLimit(auth, 'session', period, minutes === null ? null : BigInt(minutes)),

    confirmSession: (auth: AuthContext, period: DepositLimitPeriod) => confirmLimit(auth, 'session', period),

    /** The player's last 50 limit changes, newest first, in each kind's unit (the back office's card). */
    async history(playerId: number, currencyId: number): Promise<AdminLimitChange[]> {
      const rows = await repo.history(playerId, 50);
      return Promise.all(
        rows.map(async (row): Promise<AdminLimitChange> => {
          const minutes = row.kind === 'session';
          const figure = async (value: bigint | null) =>
            value === null ? null : minutes ? Number(value) : await money.toDecimal(value, currencyId);
          return {
            at: row.changedAt.toISOString(),
            kind: row.kind as LimitKind,
            period: row.period as DepositLimitPeriod,
            unit: minutes ? 'minutes' : 'money',
            before: await figure(row.amountBefore),
            after: await figure(row.amountAfter),
            pendingAmount: await figure(row.pendingAmount),
            pendingRemoval: row.pendingRemoval,
            pendingEffectiveAt: row.pendingEffectiveAt?.toISOString() ?? null,
          };
        }),
      );
    },
  };

  async function pendingOf(row: LimitRow, now: Date, currencyId: number): Promise<DepositLimit['pending']> {
    if (!row.pendingEffectiveAt) return null;
    return {
      amount:
        row.pendingAmountMinor === null ? null : await money.toDecimal(row.pendingAmountMinor, currencyId),
      effectiveAt: row.pendingEffectiveAt.toISOString(),
      confirmable: row.pendingEffectiveAt <= now,
    };
  }

  async function setLimit(
    auth: AuthContext,
    kind: LimitKind,
    period: DepositLimitPeriod,
    amount: number | null,
  ): Promise<LimitChange> {
    const requested = amount === null ? null : await money.toMinor(amount, auth.currencyId);
    // The contract lets 4 places through; the player's currency may have fewer (TRY: 2).
    if (requested === 0n || (requested === null && amount !== null)) {
      throw refuse({ code: 'DepositLimitAmountInvalid' });
    }
    return changeLimit(auth, kind, period, requested);
  }

  /** Sets (`requested`, in the kind's unit: minor units, or minutes) or removes (null) a limit. */
  async function changeLimit(
    auth: AuthContext,
    kind: LimitKind,
    period: DepositLimitPeriod,
    requested: bigint | null,
  ): Promise<LimitChange> {
    const { playerId, currencyId } = auth;
    const now = clock.now();
    return repo.transaction(async (tx) => {
      const row = await repo.lockRow(tx, playerId, currencyId, kind, period, now);
      const { write, change } = decide(row, requested, now, (await coolingOffHours(tx)) * HOUR);
      await repo.write(tx, playerId, kind, period, write, now);
      return change;
    });
  }

  /** The player confirms a pending increase or removal, once its cooling-off is over. */
  async function confirmLimit(auth: AuthContext, kind: LimitKind, period: DepositLimitPeriod) {
    const { playerId, currencyId } = auth;
    const now = clock.now();
    return repo.transaction(async (tx): Promise<LimitChange> => {
      const row = await repo.lockRow(tx, playerId, currencyId, kind, period, now);
      if (!row.pendingEffectiveAt) throw refuse({ code: 'DepositLimitNothingToConfirm', kind, period });
      if (row.pendingEffectiveAt > now)
        throw refuse({ code: 'DepositLimitCoolingOff', kind, period, at: row.pendingEffectiveAt });
      const amountMinor = row.pendingRemoval ? null : row.pendingAmountMinor;
      await repo.write(tx, playerId, kind, period, { amountMinor, pending: null }, now);
      return amountMinor === null ? { kind: 'removed' } : { kind: 'applied' };
    });
  }
}

export type DepositLimitsService = ReturnType<typeof createDepositLimitsService>;
