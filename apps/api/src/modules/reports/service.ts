import {
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_DAYS,
  REPORTS_TIME_ZONE,
  type AdminBonusCostReport,
  type AdminDashboard,
  type AdminGgrReport,
  type AdminPaymentsReport,
  type AdminPlayersReport,
  type BonusCostFigures,
  type DashboardFigures,
  type GgrFigures,
  type GgrGroup,
  type GgrRow,
  type PaymentsReportRow,
} from '@lale/contracts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { MoneyService } from '../../platform/money.ts';
import type { BonusCostDay, DayTotals, FiguresPeriod, FiguresRepo } from './figures-repo.ts';

/*
 * The dashboard (issue #25) and the reports (issue #27): today, a period and each of its days, in one
 * currency. The figures' definitions are in figures-repo.ts; here they are only put in days, ranges
 * and rows and converted to decimals.
 */

type Deps = { figures: FiguresRepo; money: MoneyService; clock: Clock };

const DAY_MS = 86_400_000;

/** The Istanbul calendar day of an instant, 'YYYY-MM-DD' (the zone's rules come from the runtime's ICU). */
export function istanbulDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: REPORTS_TIME_ZONE }).format(at);
}

/** The day `n` days after `day` (calendar arithmetic on the date alone, whatever the zone). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (1 when they are the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const NO_MONEY: Omit<DayTotals, 'day'> = {
  deposits: 0n,
  withdrawals: 0n,
  stakes: 0n,
  wins: 0n,
  bonusConverted: 0n,
};

const NO_BONUS_COST: Omit<BonusCostDay, 'day'> = {
  granted: 0n,
  converted: 0n,
  removed: 0n,
  freeRoundWins: 0n,
  promoWins: 0n,
};

/** The row of a breakdown other than by day that carries the (unattributable) bonus cost. */
export const BONUS_CONVERTED_ROW = { key: 'bonus-converted', label: 'Bonus converted (no game)' } as const;

/** A report's query: the range (both ends optional) and the currency's code. */
export type ReportRange = { from?: string; to?: string; currency: string };

type ResolvedRange = FiguresPeriod & { currency: string };

const sumOf = <T, K extends keyof T>(rows: readonly T[], key: K): bigint =>
  rows.reduce((total, row) => total + (row[key] as bigint), 0n);

/** Every day from `from` to `to`, oldest first. */
function eachDay(from: string, to: string): string[] {
  const days = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export function createReportsService({ figures, money, clock }: Deps) {
  // GGR and NGR may be negative.
  const decimal = (minor: bigint, currencyId: number) => money.toSignedDecimal(minor, currencyId);

  async function toFigures(
    totals: Omit<DayTotals, 'day'>,
    people: { activePlayers: number; signUps: number },
    currencyId: number,
  ): Promise<DashboardFigures> {
    const ggr = totals.stakes - totals.wins;
    const ngr = ggr - totals.bonusConverted;
    return {
      deposits: await decimal(totals.deposits, currencyId),
      withdrawals: await decimal(totals.withdrawals, currencyId),
      stakes: await decimal(totals.stakes, currencyId),
      wins: await decimal(totals.wins, currencyId),
      ggr: await decimal(ggr, currencyId),
      bonusConverted: await decimal(totals.bonusConverted, currencyId),
      ngr: await decimal(ngr, currencyId),
      ...people,
    };
  }

  /** stakes, wins, bonus cost → the GGR report's five figures. */
  async function ggrFigures(
    stakes: bigint,
    wins: bigint,
    bonusCost: bigint,
    currencyId: number,
  ): Promise<GgrFigures> {
    const ggr = stakes - wins;
    return {
      stakes: await decimal(stakes, currencyId),
      wins: await decimal(wins, currencyId),
      ggr: await decimal(ggr, currencyId),
      bonusCost: await decimal(bonusCost, currencyId),
      ngr: await decimal(ggr - bonusCost, currencyId),
    };
  }

  async function currencyOf(code: string) {
    const currency = await money.currencyByCode(code);
    if (!currency) throw refuse({ code: 'ReportsCurrencyUnknown' });
    return currency;
  }

  /** The range a report covers: its days checked (from ≤ to, at most REPORT_MAX_DAYS) and its currency. */
  async function resolve({ from, to, currency: code }: ReportRange): Promise<ResolvedRange> {
    const currency = await currencyOf(code);
    const last = to ?? istanbulDay(clock.now());
    const first = from ?? addDays(last, 1 - REPORT_DEFAULT_DAYS);
    if (first > last) throw refuse({ code: 'ReportsRangeReversed' });
    if (daysBetween(first, last) > REPORT_MAX_DAYS)
      throw refuse({ code: 'ReportsRangeTooLong', maxDays: REPORT_MAX_DAYS });
    return { currencyId: currency.id, currency: currency.code, from: first, to: last };
  }

  const head = (range: ResolvedRange) => ({
    timeZone: REPORTS_TIME_ZONE as typeof REPORTS_TIME_ZONE,
    currency: range.currency,
    from: range.from,
    to: range.to,
  });

  return {
    /** The last `days` Istanbul days (today included) in the currency with code `currencyCode`. */
    async dashboard(days: number, currencyCode: string): Promise<AdminDashboard> {
      const currency = await currencyOf(currencyCode);
      const to = istanbulDay(clock.now());
      const from = addDays(to, 1 - days);
      const period = { currencyId: currency.id, from, to };
      const [byDay, active, signUps] = await Promise.all([
        figures.moneyByDay(period),
        figures.activePlayers(period),
        figures.signUps(period),
      ]);
      const moneyOf = new Map(byDay.map((row) => [row.day, row]));
      const activeOf = new Map<string | null, number>(active.map((row) => [row.day, row.players]));
      const signUpsOf = new Map(signUps.map((row) => [row.day, row.players]));
      const daily = [];
      for (const day of eachDay(from, to)) {
        const figuresOfDay = await toFigures(
          moneyOf.get(day) ?? NO_MONEY,
          { activePlayers: activeOf.get(day) ?? 0, signUps: signUpsOf.get(day) ?? 0 },
          currency.id,
        );
        daily.push({ day, ...figuresOfDay });
      }
      const sum = (key: keyof typeof NO_MONEY) => sumOf(byDay, key);
      const whole = await toFigures(
        {
          deposits: sum('deposits'),
          withdrawals: sum('withdrawals'),
          stakes: sum('stakes'),
          wins: sum('wins'),
          bonusConverted: sum('bonusConverted'),
        },
        {
          // The period's distinct count (the grouping set without a day), never the sum of the days'.
          activePlayers: activeOf.get(null) ?? 0,
          signUps: signUps.reduce((total, row) => total + row.players, 0),
        },
        currency.id,
      );
      const { day: _today, ...today } = daily.at(-1)!;
      return {
        timeZone: REPORTS_TIME_ZONE,
        currency: currency.code,
        from,
        to,
        today,
        period: whole,
        daily,
      };
    },

    /**
     * GGR and NGR over a range, by day (every day of it) or by provider, game, sport or market (the
     * whole GGR attributed; the bonus cost, which no game caused, in a row of its own).
     */
    async ggr(query: ReportRange & { by: GgrGroup }): Promise<AdminGgrReport> {
      const range = await resolve(query);
      const byDay = await figures.moneyByDay(range);
      const stakes = sumOf(byDay, 'stakes');
      const wins = sumOf(byDay, 'wins');
      const bonusCost = sumOf(byDay, 'bonusConverted');
      const rows: GgrRow[] = [];
      if (query.by === 'day') {
        const moneyOf = new Map(byDay.map((row) => [row.day, row]));
        for (const day of eachDay(range.from, range.to)) {
          const of = moneyOf.get(day) ?? { ...NO_MONEY, day };
          rows.push({
            key: day,
            label: day,
            ...(await ggrFigures(of.stakes, of.wins, of.bonusConverted, range.currencyId)),
          });
        }
      } else {
        const groups = await figures.ggrBy(range, query.by);
        groups.sort(
          (a, b) =>
            Number(b.stakes - b.wins - (a.stakes - a.wins)) ||
            a.label.localeCompare(b.label) ||
            a.key.localeCompare(b.key),
        );
        for (const group of groups) {
          rows.push({
            key: group.key,
            label: group.label,
            ...(await ggrFigures(group.stakes, group.wins, 0n, range.currencyId)),
          });
        }
        if (bonusCost !== 0n)
          rows.push({ ...BONUS_CONVERTED_ROW, ...(await ggrFigures(0n, 0n, bonusCost, range.currencyId)) });
      }
      return {
        ...head(range),
        by: query.by,
        rows,
        totals: await ggrFigures(stakes, wins, bonusCost, range.currencyId),
      };
    },

    /** Deposits credited and withdrawals paid out over a range, per payment method. */
    async payments(query: ReportRange): Promise<AdminPaymentsReport> {
      const range = await resolve(query);
      const methods = await figures.paymentsByMethod(range);
      methods.sort(
        (a, b) =>
          Number(a.direction === 'withdrawal') - Number(b.direction === 'withdrawal') ||
          Number(b.amount - a.amount) ||
          (a.method ?? '').localeCompare(b.method ?? ''),
      );
      const rows: PaymentsReportRow[] = [];
      for (const row of methods) {
        rows.push({
          methodId: row.methodId,
          method: row.method ?? 'No payment record',
          direction: row.direction,
          count: row.count,
          amount: await decimal(row.amount, range.currencyId),
        });
      }
      const of = (direction: 'deposit' | 'withdrawal') =>
        methods.filter((row) => row.direction === direction);
      const countOf = (direction: 'deposit' | 'withdrawal') =>
        of(direction).reduce((total, row) => total + row.count, 0);
      return {
        ...head(range),
        rows,
        totals: {
          deposits: await decimal(sumOf(of('deposit'), 'amount'), range.currencyId),
          depositCount: countOf('deposit'),
          withdrawals: await decimal(sumOf(of('withdrawal'), 'amount'), range.currencyId),
          withdrawalCount: countOf('withdrawal'),
        },
      };
    },

    /** Bonus money granted, converted, removed, and free-round and promotional wins, per day of a range. */
    async bonusCost(query: ReportRange): Promise<AdminBonusCostReport> {
      const range = await resolve(query);
      const byDay = await figures.bonusCostByDay(range);
      const toDecimals = async (cost: Omit<BonusCostDay, 'day'>): Promise<BonusCostFigures> => ({
        granted: await decimal(cost.granted, range.currencyId),
        converted: await decimal(cost.converted, range.currencyId),
        removed: await decimal(cost.removed, range.currencyId),
        freeRoundWins: await decimal(cost.freeRoundWins, range.currencyId),
        promoWins: await decimal(cost.promoWins, range.currencyId),
      });
      const costOf = new Map(byDay.map((row) => [row.day, row]));
      const rows = [];
      for (const day of eachDay(range.from, range.to))
        rows.push({ day, ...(await toDecimals(costOf.get(day) ?? NO_BONUS_COST)) });
      const totals = await toDecimals({
        granted: sumOf(byDay, 'granted'),
        converted: sumOf(byDay, 'converted'),
        removed: sumOf(byDay, 'removed'),
        freeRoundWins: sumOf(byDay, 'freeRoundWins'),
        promoWins: sumOf(byDay, 'promoWins'),
      });
      return { ...head(range), rows, totals };
    },

    /** Active players and sign-ups per day of a range, and over the whole range. */
    async players(query: ReportRange): Promise<AdminPlayersReport> {
      const range = await resolve(query);
      const [active, signUps] = await Promise.all([figures.activePlayers(range), figures.signUps(range)]);
      const activeOf = new Map<string | null, number>(active.map((row) => [row.day, row.players]));
      const signUpsOf = new Map(signUps.map((row) => [row.day, row.players]));
      return {
        ...head(range),
        rows: eachDay(range.from, range.to).map((day) => ({
          day,
          activePlayers: activeOf.get(day) ?? 0,
          signUps: signUpsOf.get(day) ?? 0,
        })),
        totals: {
          // Distinct over the range, not the sum of its days.
          activePlayers: activeOf.get(null) ?? 0,
          signUps: signUps.reduce((total, row) => total + row.players, 0),
        },
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
