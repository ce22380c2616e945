import type { PaymentField } from '@lale/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';
import { currencies } from './reference-schema.ts';

/*
 * The cashier (issue #11, spec §3 transaction statuses and types, §5 payment fields). Money itself never
 * sits here: every amount moves through the ledger (ledger-schema.ts); these rows say why it moved and
 * where a deposit or withdrawal stands. Numbers are the spec's: type Deposit=1, Withdraw=2; status
 * Confirmed=1, Pending=2, Rejected=4, Cancelled=5, Created=6 (None=0 and Merged=3 are never written).
 */

/** Operator configuration: one row per method of one type (a provider may serve deposit and withdraw). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    /** Same-origin path (or https address) of the tile's logo. */
    logo: text('logo').notNull(),
    minAmountMinor: bigint('min_amount_minor', { mode: 'bigint' }).notNull(),
    maxAmountMinor: bigint('max_amount_minor', { mode: 'bigint' }).notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** The adapter that handles it: 'sandbox-card', 'manual-bank', ... (modules/payments/providers). */
    provider: text('provider').notNull(),
    /** hosted: a provider's checkout page + signed webhook; manual: an operator confirms by hand. */
    flow: text('flow').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The inputs the player fills in (spec §3 payment field definition). */
    fields: jsonb('fields').$type<PaymentField[]>().notNull(),
    /** Flow settings shown to the player, e.g. a manual bank transfer's bank name, IBAN and holder. */
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    check('payment_methods_type', sql`${t.type} in (1, 2)`),
    check('payment_methods_flow', sql`${t.flow} in ('hosted', 'manual')`),
    check(
      'payment_methods_amounts',
      sql`${t.minAmountMinor} > 0 and ${t.maxAmountMinor} >= ${t.minAmountMinor}`,
    ),
  ],
);

/** One deposit or withdrawal of one player. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    methodId: integer('method_id')
      .notNull()
      .references(() => paymentMethods.id),
    type: smallint('type').notNull(),
    status: smallint('status').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** What the player quotes to support and writes in a bank transfer's description ('D-7K3M9Q2P'). */
    reference: text('reference').notNull(),
    /** The provider's own id of the payment, once it has one. */
    providerRef: text('provider_ref'),
    /**
     * Only what is safe to keep and show: masked IBAN, shortened wallet, account holder, network.
     * Never a card number, expiry or CVV (only the provider sees those).
     */
    detailSummary: jsonb('detail_summary').$type<Record<string, string>>().notNull().default({}),
    /** The operator's reason on a rejection. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The staff member who confirmed or rejected it (staff.id; before issue #25 an admin player's id). */
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_transactions_reference').on(t.reference),
    index('payment_transactions_player_idx').on(t.playerId, t.createdAt),
    index('payment_transactions_status_idx').on(t.status, t.type, t.createdAt),
    check('payment_transactions_type', sql`${t.type} in (1, 2)`),
    check('payment_transactions_status', sql`${t.status} in (1, 2, 4, 5, 6)`),
    check('payment_transactions_amount', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * Webhook events applied, by the provider's event id: the same event delivered again (providers retry
 * until they get a 2xx, concurrently and out of order) finds its row and changes nothing.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => paymentTransactions.id),
    /** What the event said ('paid', 'declined', 'cancelled') and what it did ('applied', 'ignored'). */
    outcome: text('outcome').notNull(),
    result: text('result').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payment_webhook_events_event').on(t.provider, t.eventId)],
);

/**
 * Four eyes on large withdrawals (issue #25): a withdrawal above its currency's threshold is paid out
 * only after two different staff members confirmed it. One row per currency, set by the owner; a
 * currency without a row needs one confirmation whatever the amount.
 */
export const withdrawalApprovalThresholds = pgTable(
  'withdrawal_approval_thresholds',
  {
    currencyId: integer('currency_id')
      .primaryKey()
      .references(() => currencies.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The staff member who set it (a staff id: no foreign key until staff have their table). */
    updatedBy: bigint('updated_by', { mode: 'number' }),
  },
  (t) => [check('withdrawal_approval_thresholds_amount', sql`${t.amountMinor} >= 0`)],
);

/**
 * The confirmations given to a withdrawal that needs two. The primary key is the rule "one member, one
 * confirmation": the same member confirming again finds their row. Staff ids carry no foreign key
 * (the lead moves them to the staff table).
 */
export const paymentApprovals = pgTable(
  'payment_approvals',
  {
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => paymentTransactions.id),
    staffId: bigint('staff_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.staffId] })],
);
