import { z } from 'zod';
import { envelope } from './envelope.ts';
import { SignedMoneySchema } from './money.ts';
import { int32Rule, numberFromText, plainText } from './rules.ts';

/*
 * Back office (issues #25, #27): the dashboard's figures and the reports (GGR and NGR by day, provider,
 * game, sport and market; deposits and withdrawals by method; bonus cost; active players and sign-ups),
 * computed from the ledger and the payments tables only. The definitions (every figure counted at the
 * time of the ledger transfer that moved the money, NGR, active players, sign-ups) are written once, in
 * apps/api/src/modules/reports/figures-repo.ts and ARCHITECTURE "Reports: one definition of GGR and NGR".
 */

const REPORTS = '/api/admin/reports';
export const ADMIN_REPORTS_PATHS = {
  dashboard: `${REPORTS}/dashboard`,
  ggr: `${REPORTS}/ggr`,
  ggrExport: `${REPORTS}/ggr/export`,
  payments: `${REPORTS}/payments`,
  paymentsExport: `${REPORTS}/payments/export`,
  bonusCost: `${REPORTS}/bonus-cost`,
  bonusCostExport: `${REPORTS}/bonus-cost/export`,
  players: `${REPORTS}/players`,
  playersExport: `${REPORTS}/players/export`,
} as const;

/** The operator's days: calendar days in this zone (a day starts at 00:00 Istanbul = 21:00 UTC). */
export const REPORTS_TIME_ZONE = 'Europe/Istanbul';
export const DASHBOARD_MAX_DAYS = 366;
/** The longest range a report covers, in days (both ends included). */
export const REPORT_MAX_DAYS = 366;
/** The range a report covers when the query names none: the last 30 days, today included. */
export const REPORT_DEFAULT_DAYS = 30;

/** A currency by its ISO code; the platform's currencies are data, so an unknown one is the service's refusal. */
const currencyCode = () =>
  plainText()
    .regex(/^[A-Z]{3}$/)
    .default('TRY');

export const AdminDashboardQuerySchema = z.object({
  /** The period: the last `days` Istanbul days, today included. */
  days: numberFromText(int32Rule.min(1).max(DASHBOARD_MAX_DAYS)).default(30),
  currency: currencyCode(),
});
export type AdminDashboardQuery = z.input<typeof AdminDashboardQuerySchema>;

export const DashboardFiguresSchema = z.object({
  /** Deposits credited (confirmed) in the period. */
  deposits: SignedMoneySchema,
  /** Withdrawals paid out in the period. */
  withdrawals: SignedMoneySchema,
  /** Stakes counted in the period: casino stakes when staked, sports stakes when the bet settled; rollbacks taken off. */
  stakes: SignedMoneySchema,
  /** Wins paid in the period (claw-backs taken off). */
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

// ── Reports (issue #27) ─────────────────────────────────────────────────────────────────────────────

/**
 * A report's range: Istanbul calendar days, both included. Without `to` it ends today; without `from` it
 * starts REPORT_DEFAULT_DAYS − 1 days before `to`. `from` after `to`, or more than REPORT_MAX_DAYS days,
 * is the service's refusal (ReportsRangeReversed, ReportsRangeTooLong), not a shape error.
 */
/** A calendar day as text: the text rule first (no NUL, no lone surrogate), then a real date. */
const dayText = () => plainText().pipe(z.iso.date());

const ReportRangeShape = {
  from: dayText().optional(),
  to: dayText().optional(),
  currency: currencyCode(),
};

export const AdminReportQuerySchema = z.object(ReportRangeShape);
export type AdminReportQuery = z.input<typeof AdminReportQuerySchema>;

/**
 * How GGR is broken down. day: one row per day of the range. provider / game: casino rounds by their
 * game's provider or game (game_rounds → casino_games); sports bets as one row per sportsbook (Lale
 * Sports, each sportsbook frame) by provider, one "Sports (all bets)" row by game. sport / market:
 * sports bets by their legs' sport or market key (a bet whose legs span several is "Multiple"), the
 * casino as one "Casino (all games)" row. Every breakdown covers the whole GGR: its rows sum to the totals.
 */
export const GGR_GROUPS = ['day', 'provider', 'game', 'sport', 'market'] as const;
export type GgrGroup = (typeof GGR_GROUPS)[number];

export const AdminGgrReportQuerySchema = z.object({
  ...ReportRangeShape,
  by: z.enum(GGR_GROUPS).default('day'),
});
export type AdminGgrReportQuery = z.input<typeof AdminGgrReportQuerySchema>;

const ReportRangeFields = {
  timeZone: z.literal(REPORTS_TIME_ZONE),
  currency: z.string(),
  /** The first and last day of the range (Istanbul days, both inclusive). */
  from: z.iso.date(),
  to: z.iso.date(),
};

export const GgrFiguresSchema = z.object({
  /** Stakes counted in the range (a stake rolled back in it is taken off). */
  stakes: SignedMoneySchema,
  /** Wins counted in the range (a win clawed back in it is taken off). */
  wins: SignedMoneySchema,
  /** stakes − wins. */
  ggr: SignedMoneySchema,
  /** Bonus money converted to cash in the range: what NGR deducts (not attributable to a game). */
  bonusCost: SignedMoneySchema,
  /** ggr − bonusCost. */
  ngr: SignedMoneySchema,
});
export type GgrFigures = z.infer<typeof GgrFiguresSchema>;

export const GgrRowSchema = GgrFiguresSchema.extend({
  /**
   * The row's identity: the day ('2026-03-09'); 'casino:provider:<id>', 'casino:game:<id>', 'casino'
   * (every casino round); 'sports:lale' (Lale Sports), 'sports' (every sports bet),
   * 'sports:sport:<id>', 'sports:sport:multiple', 'sports:market:<key>', 'sports:market:multiple',
   * 'sports:frame:<provider>'; 'bonus-converted' (the bonus cost of a breakdown other than by day).
   */
  key: z.string(),
  /** What the row is called (a day, a provider's or game's name, a sport, a market key). */
  label: z.string(),
});
export type GgrRow = z.infer<typeof GgrRowSchema>;

export const AdminGgrReportSchema = z.object({
  ...ReportRangeFields,
  by: z.enum(GGR_GROUPS),
  /** By day: every day of the range, oldest first. Otherwise largest GGR first, the bonus cost last. */
  rows: z.array(GgrRowSchema),
  totals: GgrFiguresSchema,
});
export type AdminGgrReport = z.infer<typeof AdminGgrReportSchema>;
export const AdminGgrReportResponseSchema = envelope(AdminGgrReportSchema);

export const PAYMENT_DIRECTIONS = ['deposit', 'withdrawal'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

export const PaymentsReportRowSchema = z.object({
  /** The payment method; null for a ledger deposit or withdrawal without a payment row. */
  methodId: z.number().int().nullable(),
  method: z.string(),
  direction: z.enum(PAYMENT_DIRECTIONS),
  /** Deposits credited (confirmed) or withdrawals paid out in the range. */
  count: z.number().int().min(0),
  amount: SignedMoneySchema,
});
export type PaymentsReportRow = z.infer<typeof PaymentsReportRowSchema>;

export const AdminPaymentsReportSchema = z.object({
  ...ReportRangeFields,
  /** Deposits first, then withdrawals; each largest amount first. */
  rows: z.array(PaymentsReportRowSchema),
  totals: z.object({
    deposits: SignedMoneySchema,
    depositCount: z.number().int().min(0),
    withdrawals: SignedMoneySchema,
    withdrawalCount: z.number().int().min(0),
  }),
});
export type AdminPaymentsReport = z.infer<typeof AdminPaymentsReportSchema>;
export const AdminPaymentsReportResponseSchema = envelope(AdminPaymentsReportSchema);

export const BonusCostFiguresSchema = z.object({
  /** Bonus money granted (bonus_expense → a player's bonus balance). */
  granted: SignedMoneySchema,
  /** Bonus money converted to cash (wagering completed): the bonus cost NGR deducts. */
  converted: SignedMoneySchema,
  /** Bonus money taken back: forfeited, expired or cancelled (a player's bonus → bonus_expense). */
  removed: SignedMoneySchema,
  /** Wins of free rounds (paid by house_promotions). */
  freeRoundWins: SignedMoneySchema,
  /** Providers' promotional wins without a round (promo_win). */
  promoWins: SignedMoneySchema,
});
export type BonusCostFigures = z.infer<typeof BonusCostFiguresSchema>;

export const AdminBonusCostReportSchema = z.object({
  ...ReportRangeFields,
  /** Every day of the range, oldest first. */
  rows: z.array(BonusCostFiguresSchema.extend({ day: z.iso.date() })),
  totals: BonusCostFiguresSchema,
});
export type AdminBonusCostReport = z.infer<typeof AdminBonusCostReportSchema>;
export const AdminBonusCostReportResponseSchema = envelope(AdminBonusCostReportSchema);

export const PlayersFiguresSchema = z.object({
  /** Players who staked (distinct): over the range, not the sum of its days. */
  activePlayers: z.number().int().min(0),
  /** Players created (in this currency). */
  signUps: z.number().int().min(0),
});
export type PlayersFigures = z.infer<typeof PlayersFiguresSchema>;

export const AdminPlayersReportSchema = z.object({
  ...ReportRangeFields,
  /** Every day of the range, oldest first. */
  rows: z.array(PlayersFiguresSchema.extend({ day: z.iso.date() })),
  totals: PlayersFiguresSchema,
});
export type AdminPlayersReport = z.infer<typeof AdminPlayersReportSchema>;
export const AdminPlayersReportResponseSchema = envelope(AdminPlayersReportSchema);
