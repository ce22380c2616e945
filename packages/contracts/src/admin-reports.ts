import { z } from 'zod';
import { envelope } from './envelope.ts';
import { SignedMoneySchema } from './money.ts';
import { int32Rule, numberFromText, plainText } from './rules.ts';

/*
 * Back office (issue #25): the dashboard's figures, computed from the ledger and the payments tables
 * only. The definitions (GGR by settlement time, NGR, active players, sign-ups) are written once, in
 * apps/api/src/modules/reports/figures-repo.ts and ARCHITECTURE "Reports: one definition of GGR and NGR".
 */

export const ADMIN_REPORTS_PATHS = { dashboard: '/api/admin/reports/dashboard' } as const;

/** The operator's days: calendar days in this zone (a day starts at 00:00 Istanbul = 21:00 UTC). */
export const REPORTS_TIME_ZONE = 'Europe/Istanbul';
export const DASHBOARD_MAX_DAYS = 366;

export const AdminDashboardQuerySchema = z.object({
  /** The period: the last `days` Istanbul days, today included. */
  days: numberFromText(int32Rule.min(1).max(DASHBOARD_MAX_DAYS)).default(30),
  currency: plainText()
    .regex(/^[A-Z]{3}$/)
    .default('TRY'),
});
export type AdminDashboardQuery = z.input<typeof AdminDashboardQuerySchema>;

export const DashboardFiguresSchema = z.object({
  /** Deposits credited (confirmed) in the period. */
  deposits: SignedMoneySchema,
  /** Withdrawals paid out in the period. */
  withdrawals: SignedMoneySchema,
  /** Stakes of the rounds and bets settled in the period. */
  stakes: SignedMoneySchema,
  /** Wins of the rounds and bets settled in the period. */
  wins: SignedMoneySchema,
  /** stakes − wins. */
  ggr: SignedMoneySchema,
  /** Bonus money converted to cash in the period. */
  bonusConverted: SignedMoneySchema,
  /** ggr − bonusConverted. */
  ngr: SignedMoneySchema,
  /** Players who staked in the period. */
  activePlayers: z.number().int().min(0),
  /** Players created in the period (in this currency). */
  signUps: z.number().int().min(0),
});
export type DashboardFigures = z.infer<typeof DashboardFiguresSchema>;

export const DashboardDaySchema = DashboardFiguresSchema.extend({ day: z.iso.date() });
export type DashboardDay = z.infer<typeof DashboardDaySchema>;

export const AdminDashboardSchema = z.object({
  timeZone: z.literal(REPORTS_TIME_ZONE),
  currency: z.string(),
  /** The first and last day of the period (Istanbul days, both inclusive). */
  from: z.iso.date(),
  to: z.iso.date(),
  today: DashboardFiguresSchema,
  period: DashboardFiguresSchema,
  /** One entry per day of the period, oldest first (days without activity are zeros). */
  daily: z.array(DashboardDaySchema),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

export const AdminDashboardResponseSchema = envelope(AdminDashboardSchema);
