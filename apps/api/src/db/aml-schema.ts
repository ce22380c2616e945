import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';
import { currencies } from './reference-schema.ts';
import { staff } from './staff-schema.ts';

/*
 * AML monitoring (issue #26, modules/aml): the operator's rules and the cases they raise for staff.
 * Rows are never deleted — the law keeps AML records five years after the relationship ends, and a case
 * is evidence — so there is no delete path in the module at all.
 */

/** One row per rule the API knows (`modules/aml/rules/`); its parameters are checked by the rule's schema. */
export const amlRules = pgTable('aml_rules', {
  code: text('code').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  params: jsonb('params').$type<Record<string, number>>().notNull(),
  /** Null for the migration's defaults. */
  updatedByStaffId: bigint('updated_by_staff_id', { mode: 'number' }).references(() => staff.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const amlCases = pgTable(
  'aml_cases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    ruleCode: text('rule_code')
      .notNull()
      .references(() => amlRules.code),
    /**
     * What the case is about, so a rule raises it once: `withdrawal:<payment id>` for a withdrawal's rule,
     * `lifetime` for a once-per-player threshold. Unique with the rule and the player.
     */
    subject: text('subject').notNull(),
    /** What the rule saw (amounts as they were then): the case's evidence. */
    evidence: jsonb('evidence').$type<Record<string, string | number | null>>().notNull(),
    status: text('status').notNull().default('open'),
    assigneeStaffId: bigint('assignee_staff_id', { mode: 'number' }).references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByStaffId: bigint('decided_by_staff_id', { mode: 'number' }).references(() => staff.id),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    uniqueIndex('aml_cases_subject_unique').on(t.ruleCode, t.playerId, t.subject),
    index('aml_cases_status_idx').on(t.status, t.id),
    index('aml_cases_player_idx').on(t.playerId),
    // The queue's "mine" filter.
    index('aml_cases_assignee_idx').on(t.assigneeStaffId, t.id),
    check(
      'aml_cases_status',
      sql`${t.status} in ('open', 'cleared', 'documents_requested', 'restricted', 'closed', 'reported')`,
    ),
    // A decision names who took it and why, or none of the three is set.
    check(
      'aml_cases_decision',
      sql`(${t.decidedAt} is null) = (${t.decidedByStaffId} is null) and (${t.decidedAt} is null) = (${t.decisionReason} is null)`,
    ),
  ],
);

export const amlCaseNotes = pgTable(
  'aml_case_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => amlCases.id),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('aml_case_notes_case_idx').on(t.caseId, t.id)],
);

/**
 * The operator's euro rates, for rules whose thresholds the law writes in euros (the €2,000 due-diligence
 * threshold): how many units of the currency one euro buys. Kept by the operator, not fetched: the rate
 * that decided a case is the one written in its evidence. A currency without a row is not judged by
 * euro rules (they skip it rather than guess).
 */
export const amlEurRates = pgTable(
  'aml_eur_rates',
  {
    currencyId: integer('currency_id')
      .primaryKey()
      .references(() => currencies.id),
    unitsPerEur: numeric('units_per_eur', { precision: 18, scale: 6 }).notNull(),
    updatedByStaffId: bigint('updated_by_staff_id', { mode: 'number' }).references(() => staff.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('aml_eur_rates_positive', sql`${t.unitsPerEur} > 0`)],
);
