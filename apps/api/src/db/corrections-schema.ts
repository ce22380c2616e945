import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';
import { ledgerTransfers } from './ledger-schema.ts';
import { currencies } from './reference-schema.ts';

/*
 * Manual corrections (issue #25): a goodwill credit or the money of a provider round stuck on its way.
 * A staff member asks, a DIFFERENT staff member approves, and the approval posts one ledger transfer
 * between the player's cash and the house_adjustments system account (key `correction:<id>`). The row
 * is the request and its decision; the money is only in the ledger. Staff ids carry no foreign key
 * (the lead moves them to the staff table).
 */
export const manualCorrections = pgTable(
  'manual_corrections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** credit: house_adjustments → the player's cash; debit: the player's cash → house_adjustments. */
    direction: text('direction').notNull(),
    /** goodwill, or stuck_round (a provider round whose money never arrived or never returned). */
    kind: text('kind').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    requestedBy: bigint('requested_by', { mode: 'number' }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why a debit could not be posted, or why it was rejected. */
    decisionNote: text('decision_note'),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
  },
  (t) => [
    index('manual_corrections_status_idx').on(t.status, t.requestedAt),
    index('manual_corrections_player_idx').on(t.playerId, t.requestedAt),
    check('manual_corrections_direction', sql`${t.direction} in ('credit', 'debit')`),
    check('manual_corrections_kind', sql`${t.kind} in ('goodwill', 'stuck_round')`),
    check('manual_corrections_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('manual_corrections_amount', sql`${t.amountMinor} > 0`),
    // Approved means posted: the transfer is there exactly when the status says so.
    check('manual_corrections_posted', sql`(${t.status} = 'approved') = (${t.transferId} is not null)`),
    // Four eyes: whoever asked may withdraw (reject) the request, never approve it.
    check(
      'manual_corrections_four_eyes',
      sql`${t.status} <> 'approved' or ${t.decidedBy} <> ${t.requestedBy}`,
    ),
  ],
);
