import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { currencies } from './reference-schema.ts';
import { staff } from './staff-schema.ts';

/*
 * Four eyes on changes that widen the house's exposure (issue #27, contracts/admin-approvals.ts).
 * The owner's lines: a money line per measure and currency, and one percentage line for stake limits.
 * A missing row is no line (nothing held).
 */
export const approvalMoneyLines = pgTable(
  'approval_money_lines',
  {
    /** paymentMethodMax or bonusAward. */
    measure: text('measure').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    lineMinor: bigint('line_minor', { mode: 'bigint' }).notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => staff.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.measure, t.currencyId] }),
    check('approval_money_lines_measure', sql`${t.measure} in ('paymentMethodMax', 'bonusAward')`),
    check('approval_money_lines_line', sql`${t.lineMinor} >= 0`),
  ],
);

export const approvalPercentLines = pgTable(
  'approval_percent_lines',
  {
    /** stakePercent. */
    measure: text('measure').primaryKey(),
    linePercent: smallint('line_percent').notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => staff.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('approval_percent_lines_measure', sql`${t.measure} in ('stakePercent')`),
    check('approval_percent_lines_line', sql`${t.linePercent} between 0 and 100`),
  ],
);

/**
 * A change held for a second approver: the request body as sent, applied as it is by the kind's own
 * service when someone else approves it. One pending change per target at a time.
 */
export const pendingChanges = pgTable(
  'pending_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    area: text('area').notNull(),
    kind: text('kind').notNull(),
    /** null: a method or definition to be created. */
    targetId: bigint('target_id', { mode: 'number' }),
    targetName: text('target_name').notNull(),
    measure: text('measure').notNull(),
    currencyId: integer('currency_id').references(() => currencies.id),
    beforeValue: text('before_value'),
    afterValue: text('after_value'),
    lineValue: text('line_value').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    requestedBy: bigint('requested_by', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
  },
  (t) => [
    index('pending_changes_area_idx').on(t.area, t.status, t.requestedAt),
    uniqueIndex('pending_changes_one_per_target')
      .on(t.kind, t.targetId)
      .where(sql`${t.status} = 'pending' and ${t.targetId} is not null`),
    check('pending_changes_area', sql`${t.area} in ('payments', 'bonuses', 'sports')`),
    check(
      'pending_changes_kind',
      sql`${t.kind} in ('payment_method', 'bonus_definition', 'event_stake_limit', 'player_stake_limit')`,
    ),
    check('pending_changes_status', sql`${t.status} in ('pending', 'applied', 'rejected')`),
    check('pending_changes_decided', sql`(${t.status} = 'pending') = (${t.decidedBy} is null)`),
    // Four eyes: whoever asked may withdraw (reject) the change, never apply it.
    check('pending_changes_four_eyes', sql`${t.status} <> 'applied' or ${t.decidedBy} <> ${t.requestedBy}`),
  ],
);
