import { AUDIT_OUTCOMES } from '@lale/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The back office's audit trail (issue #25, ARCHITECTURE "Audit trail"). One row per staff write,
 * sign-in, failure or refused access, written only by modules/audit. Rows are never changed: the
 * database refuses UPDATE, DELETE and TRUNCATE (triggers in the hand-written migration), and the table
 * belongs to the NOLOGIN role `lale_audit_owner`, so the API's own role can only SELECT and INSERT.
 *
 * Each row is chained to the one before: `hash` is SHA-256 over the row's content and `prev_hash`
 * (modules/audit/chain.ts writes the one canonical form), `signature` an HMAC of `hash` with
 * AUDIT_SIGNING_KEY, which lives outside the database. `audit_chain_head` holds the last link, signed
 * too, so rows cut off at the end are noticed as well as rows changed or removed in the middle.
 * Staff ids are plain numbers (no foreign key): the trail outlives what it names.
 */

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** 1, 2, 3, ... without a gap: the previous row's seq + 1, taken under the chain head's lock. */
    seq: bigint('seq', { mode: 'number' }).notNull().unique(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** null: a sign-in with a username no staff member has. */
    staffId: bigint('staff_id', { mode: 'number' }),
    /** As typed at sign-in, or the staff member's username then (it may change later). */
    staffUsername: text('staff_username').notNull(),
    staffRole: text('staff_role'),
    ip: text('ip').notNull(),
    /** What part of the back office: 'auth', 'players', 'payments', ... */
    area: text('area').notNull(),
    action: text('action').notNull(),
    /** The permission the route declared, when there was one. */
    permission: text('permission'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    outcome: text('outcome', { enum: AUDIT_OUTCOMES }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    signature: text('signature').notNull(),
  },
  (t) => [
    check('audit_log_outcome', sql`${t.outcome} in ('ok', 'refused', 'failed')`),
    check('audit_log_seq_positive', sql`${t.seq} > 0`),
    index('audit_log_staff_idx').on(t.staffId, t.seq),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.seq),
    index('audit_log_at_idx').on(t.at),
  ],
);

/** The chain's last link (one row, id 1), moved forward in the transaction of every insert. */
export const auditChainHead = pgTable(
  'audit_chain_head',
  {
    id: smallint('id').primaryKey(),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
    lastHash: text('last_hash').notNull(),
    /** HMAC over last_seq and last_hash with AUDIT_SIGNING_KEY. */
    signature: text('signature').notNull(),
  },
  (t) => [check('audit_chain_head_one_row', sql`${t.id} = 1`)],
);
