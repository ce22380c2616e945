import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';
import { staff } from './staff-schema.ts';

/*
 * Sanctions and PEP screening (issue #26, modules/screening). A match is an AML case (aml_cases, rule
 * `screening_match`); these tables only say who was screened against which list version, and what is due.
 */

/**
 * One row per player, made by the database when the player is (a trigger on `players`, migration 0036,
 * so no sign-up path can forget it) and made due again when their name, birth date or national id
 * changes (same trigger) or the list changes (the sweep). `due_at` not null: waiting to be screened from
 * that time on — the epoch for sign-ups and identity changes, so they go before a list update's
 * re-screening backlog; a lease while a sweep screens it; a later time after a failure (the retry).
 */
export const playerScreenings = pgTable(
  'player_screenings',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .primaryKey()
      .references(() => players.id),
    /** The list version of the last successful screening (null: never screened). */
    listVersion: text('list_version'),
    screenedAt: timestamp('screened_at', { withTimezone: true }),
    /** The last screening's result: 'clear' or 'match' (null: never screened). */
    result: text('result'),
    matches: smallint('matches').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Failed attempts since the last success (the retry's back-off grows with it). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    // The sweep's one read: the due rows, earliest first. Partial, so the screened majority costs nothing.
    index('player_screenings_due_idx')
      .on(t.dueAt, t.playerId)
      .where(sql`${t.dueAt} is not null`),
    check('player_screenings_result', sql`${t.result} is null or ${t.result} in ('clear', 'match')`),
  ],
);

/**
 * The provider's list version the API last noticed (one row, id 1). A different version from the
 * provider is a list update: in the transaction that records it, every screened player is made due.
 */
export const screeningListState = pgTable(
  'screening_list_state',
  {
    id: smallint('id').primaryKey(),
    provider: text('provider').notNull(),
    listVersion: text('list_version').notNull(),
    listUpdatedAt: timestamp('list_updated_at', { withTimezone: true }),
    noticedAt: timestamp('noticed_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('screening_list_state_one_row', sql`${t.id} = 1`)],
);

/**
 * The sandbox list's entries a tester added (outside production; the seeded entries are in the code,
 * modules/screening/sandbox-list.ts). Each addition is a new list version.
 */
export const screeningSandboxEntries = pgTable('screening_sandbox_entries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  listName: text('list_name').notNull(),
  category: text('category').notNull(),
  fullName: text('full_name').notNull(),
  birthDate: text('birth_date'),
  birthYear: smallint('birth_year'),
  nationality: text('nationality'),
  nationalId: text('national_id'),
  addedByStaffId: bigint('added_by_staff_id', { mode: 'number' }).references(() => staff.id),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
});
