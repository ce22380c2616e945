import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { currencies } from './reference-schema.ts';

/*
 * The daily reconciliation of our rounds against each game provider's totals (issue #29, owned by the
 * reports module: modules/reports/reconciliation/). Days are UTC calendar days; every amount is in the
 * currency's minor units. Conventions: see schema.ts.
 */

/**
 * What a provider said its totals of one UTC day were: an uploaded daily statement (`statement`) or an
 * answer of its totals feed (`feed`). Append-only: a corrected statement is a new row, and the newest one
 * of the best source (an upload beats the feed) is what the day is compared with; the older ones stay as
 * the record of what was received.
 */
export const providerStatements = pgTable(
  'provider_statements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The reconciled provider's key (`hub88`, `pragmatic`, `fcg`, ...: reconciliation/providers.ts). */
    provider: text('provider').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    /** sha256 of the uploaded file (a statement) or of the feed's answer. */
    sha256: text('sha256').notNull(),
    /** The staff member who uploaded it (null: the feed). A plain number, as the audit trail keeps it. */
    staffId: integer('staff_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('provider_statements_day_idx').on(t.provider, t.day, t.id),
    check('provider_statements_source', sql`${t.source} in ('statement', 'feed')`),
  ],
);

/** One currency's line of a statement. A currency the statement does not list is a day of nothing in it. */
export const providerStatementLines = pgTable(
  'provider_statement_lines',
  {
    statementId: bigint('statement_id', { mode: 'number' })
      .notNull()
      .references(() => providerStatements.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    bets: bigint('bets', { mode: 'bigint' }).notNull(),
    wins: bigint('wins', { mode: 'bigint' }).notNull(),
    refunds: bigint('refunds', { mode: 'bigint' }).notNull(),
    transactions: bigint('transactions', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    uniqueIndex('provider_statement_lines_uq').on(t.statementId, t.currencyId),
    check(
      'provider_statement_lines_amounts',
      sql`${t.bets} >= 0 and ${t.wins} >= 0 and ${t.refunds} >= 0 and ${t.transactions} >= 0`,
    ),
  ],
);

/**
 * Both sides' figures of a reconciliation (minor units; transactions a count): ours always, theirs null
 * while no statement was compared. A row and each of its revisions carry the same columns, so they are
 * built here once (a function: each table needs builders of its own).
 */
const figureColumns = () => ({
  oursBets: bigint('ours_bets', { mode: 'bigint' }).notNull(),
  oursWins: bigint('ours_wins', { mode: 'bigint' }).notNull(),
  oursRefunds: bigint('ours_refunds', { mode: 'bigint' }).notNull(),
  oursTransactions: bigint('ours_transactions', { mode: 'bigint' }).notNull(),
  theirsBets: bigint('theirs_bets', { mode: 'bigint' }),
  theirsWins: bigint('theirs_wins', { mode: 'bigint' }),
  theirsRefunds: bigint('theirs_refunds', { mode: 'bigint' }),
  theirsTransactions: bigint('theirs_transactions', { mode: 'bigint' }),
});

/**
 * One (UTC day, provider, currency): our figures from the ledger, theirs (null while there are none), the
 * status, and which statement was compared. Written only by the reconciliation; every change of figures
 * or status adds a revision below, so a re-run after a late statement keeps what was shown before.
 */
export const providerReconciliations = pgTable(
  'provider_reconciliations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    day: date('day', { mode: 'string' }).notNull(),
    provider: text('provider').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    status: text('status').notNull(),
    ...figureColumns(),
    /** The statement compared (null: none yet). */
    statementId: bigint('statement_id', { mode: 'number' }).references(() => providerStatements.id),
    /** 1 on the first computation; +1 each time the figures or the status change. */
    revision: integer('revision').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('provider_reconciliations_uq').on(t.day, t.provider, t.currencyId),
    index('provider_reconciliations_status_idx').on(t.status, t.day),
    check(
      'provider_reconciliations_status',
      sql`${t.status} in ('matched', 'mismatch', 'awaiting_statement', 'no_source')`,
    ),
  ],
);

/** Every version a reconciliation row had, with why it was computed and by whom (append-only). */
export const providerReconciliationRevisions = pgTable(
  'provider_reconciliation_revisions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    reconciliationId: bigint('reconciliation_id', { mode: 'number' })
      .notNull()
      .references(() => providerReconciliations.id),
    revision: integer('revision').notNull(),
    status: text('status').notNull(),
    ...figureColumns(),
    statementId: bigint('statement_id', { mode: 'number' }).references(() => providerStatements.id),
    /** `scheduled` (the daily job), `rerun` (a member asked), `statement` (an upload). */
    reason: text('reason').notNull(),
    staffId: integer('staff_id'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('provider_reconciliation_revisions_uq').on(t.reconciliationId, t.revision)],
);

/** The days the daily job has reconciled (a day without any play has no rows above but is done). */
export const providerReconciliationDays = pgTable('provider_reconciliation_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});
