import { z } from 'zod';
import { envelope } from './envelope.ts';
import { plainText } from './rules.ts';

/*
 * Back office (issue #29, Operations): the daily reconciliation of our rounds against each game
 * provider's totals. One row per (UTC day, provider, currency): our figures from the ledger, the
 * provider's from its daily statement (uploaded here) or its totals feed, their difference and a status.
 * Amounts are the currency's MINOR units as decimal integer text (bigint-safe: a day's turnover can pass
 * 2^53 minor units in a currency with many of them). The rules: apps/api/src/modules/reports/reconciliation/.
 */

const RECONCILIATION = '/api/admin/reports/reconciliation';
export const ADMIN_RECONCILIATION_PATHS = {
  list: RECONCILIATION,
  statements: `${RECONCILIATION}/statements`,
  rerun: `${RECONCILIATION}/rerun`,
} as const;

/**
 * The providers reconciled: every outside party whose calls move money through our wallet (the game
 * providers of spec §7 under their wallet routes, and the two sportsbook frames). Lale Originals is our
 * own studio: there is nobody else's statement to compare it with.
 */
export const RECONCILED_PROVIDERS = [
  'hub88',
  'pragmatic',
  'softgamings',
  'everymatrix',
  'digitain',
  'amusnet',
  'egt',
  'fcg',
  'betco',
] as const;
export type ReconciledProvider = (typeof RECONCILED_PROVIDERS)[number];

/**
 * matched: both sides agree on every figure. mismatch: they differ (the difference says by how much).
 * awaiting_statement: the provider has a totals feed but it has not given this day's figures yet (the
 * job asks again). no_source: the provider has no feed and no statement was uploaded for the day.
 */
export const RECONCILIATION_STATUSES = ['matched', 'mismatch', 'awaiting_statement', 'no_source'] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

/** The longest range the list covers, in days (both ends included). */
export const RECONCILIATION_MAX_DAYS = 92;
/** A day's statement is a few lines (one per currency); anything near this is not one. */
export const STATEMENT_MAX_BYTES = 64 * 1024;

/** A calendar day as text: the text rule first (no NUL, no lone surrogate), then a real date. */
const dayText = () => plainText().pipe(z.iso.date());
/** Minor units as decimal integer text. */
const MinorText = z.string().regex(/^-?\d{1,20}$/);

export const AdminReconciliationQuerySchema = z.object({
  /** UTC days, both included; without `to` yesterday, without `from` 7 days before `to`. */
  from: dayText().optional(),
  to: dayText().optional(),
  provider: z.enum(RECONCILED_PROVIDERS).optional(),
  status: z.enum(RECONCILIATION_STATUSES).optional(),
});
export type AdminReconciliationQuery = z.input<typeof AdminReconciliationQuerySchema>;

export const ReconciliationFiguresSchema = z.object({
  /** Stakes taken. */
  bets: MinorText,
  /** Wins paid (a win taken back is taken off). */
  wins: MinorText,
  /** Stakes given back (rollbacks, refunds). */
  refunds: MinorText,
  /** The provider's transactions (bets, wins, rollbacks: every call of theirs we accepted), a count. */
  transactions: MinorText,
});
export type ReconciliationFigures = z.infer<typeof ReconciliationFiguresSchema>;

export const AdminReconciliationRowSchema = z.object({
  id: z.number().int(),
  day: z.iso.date(),
  provider: z.enum(RECONCILED_PROVIDERS),
  currency: z.string(),
  status: z.enum(RECONCILIATION_STATUSES),
  ours: ReconciliationFiguresSchema,
  /** null while the provider has given no figures for the day. */
  theirs: ReconciliationFiguresSchema.nullable(),
  /** theirs − ours, figure by figure (null without theirs). */
  difference: ReconciliationFiguresSchema.nullable(),
  /** Where theirs came from. */
  source: z.enum(['statement', 'feed']).nullable(),
  /** How many times the row's figures or status changed (1: as first computed). */
  revision: z.number().int(),
  computedAt: z.iso.datetime({ offset: true }),
});
export type AdminReconciliationRow = z.infer<typeof AdminReconciliationRowSchema>;

export const AdminReconciliationListSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  rows: z.array(AdminReconciliationRowSchema),
});
export type AdminReconciliationList = z.infer<typeof AdminReconciliationListSchema>;
export const AdminReconciliationListResponseSchema = envelope(AdminReconciliationListSchema);

/**
 * A provider's daily statement in OUR column layout (the operator copies the vendor's figures into it):
 * a header line `currency,bets,wins,refunds,transactions`, then one line per currency: an ISO code and
 * four non-negative integers in the currency's MINOR units (a count for transactions). A currency left
 * out had no play that day. The file is the whole statement of that provider and day: a new upload
 * replaces the previous one for the comparison (both are kept).
 */
export const STATEMENT_COLUMNS = ['currency', 'bets', 'wins', 'refunds', 'transactions'] as const;

/** A body's day: the ISO rule alone (its pattern is in the JSON schema; it admits no NUL or surrogate). */
const bodyDay = () => z.iso.date();

export const AdminStatementUploadSchema = z.object({
  provider: z.enum(RECONCILED_PROVIDERS),
  day: bodyDay(),
  /** The CSV text (STATEMENT_COLUMNS), at most STATEMENT_MAX_BYTES. */
  csv: z.string().min(1).max(STATEMENT_MAX_BYTES),
});
export type AdminStatementUpload = z.input<typeof AdminStatementUploadSchema>;

export const AdminReconciliationRerunSchema = z.object({
  day: bodyDay(),
  /** Without it, every provider of the day. */
  provider: z.enum(RECONCILED_PROVIDERS).optional(),
});
export type AdminReconciliationRerun = z.input<typeof AdminReconciliationRerunSchema>;

/** What an upload or a re-run came to: the day's rows for the provider(s) as now recorded. */
export const AdminReconciliationRowsSchema = z.object({ rows: z.array(AdminReconciliationRowSchema) });
export const AdminReconciliationRowsResponseSchema = envelope(AdminReconciliationRowsSchema);
