import { REPORTS_TIME_ZONE, type AdminDashboard, type DashboardFigures } from '@lale/contracts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { MoneyService } from '../../platform/money.ts';
import type { DayTotals, FiguresRepo } from './figures-repo.ts';

/*
 * The dashboard (issue #25): today, the period and each of its days, in one currency. The figures'
 * definitions are in figures-repo.ts; here they are only put in days and converted to decimals.
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

const NO_MONEY: Omit<DayTotals, 'day'> = {
  deposits: 0n,
  withdrawals: 0n,
  stakes: 0n,
  wins: 0n,
  bonusConverted: 0n,
};

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

  return {
    /** The last `days` Istanbul days (today included) in the currency with code `currencyCode`. */
    async dashboard(days: number, currencyCode: string): Promise<AdminDashboard> {
      const currency = await money.currencyByCode(currencyCode);
      if (!currency) throw refuse({ code: 'ReportsCurrencyUnknown' });
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
      for (let day = from; day <= to; day = addDays(day, 1)) {
        const figuresOfDay = await toFigures(
          moneyOf.get(day) ?? NO_MONEY,
          { activePlayers: activeOf.get(day) ?? 0, signUps: signUpsOf.get(day) ?? 0 },
          currency.id,
        );
        daily.push({ day, ...figuresOfDay });
      }
      const sum = (key: keyof typeof NO_MONEY) => byDay.reduce((total, row) => total + row[key], 0n);
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
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
