import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Back-office staff (issue #25): a principal of their own, never a player with a flag. Passwords are
 * argon2id; the TOTP secret is sealed with the app's key (platform/sealed.ts), so a copy of the
 * database alone cannot mint codes. Session tokens, challenges and recovery codes are
 * stored only as keyed hashes (platform/keyed-hash.ts); a session's CSRF token is derived from its token, never stored.
 */

export const STAFF_ROLE_VALUES = sql`('owner', 'support', 'payments', 'risk', 'trader', 'content', 'analyst')`;

export const staff = pgTable(
  'staff',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    username: text('username').notNull(),
    /** Lower-cased username: "Ayşe" and "ayşe" are one member. */
    usernameKey: text('username_key').notNull().unique(),
    displayName: text('display_name').notNull(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    status: text('status').notNull().default('active'),
    passwordHash: text('password_hash').notNull(),
    /** Sealed base32 secret; null until the member enrols (at their first sign-in). */
    totpSecret: text('totp_secret'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code of this step or an earlier one is refused (replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Wrong passwords or codes since the last success; at the limit the member is locked for a while. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Seeded outside production with published credentials: production refuses to start with one. */
    demo: boolean('demo').notNull().default(false),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('staff_role', sql`${t.role} in ${STAFF_ROLE_VALUES}`),
    check('staff_status', sql`${t.status} in ('active', 'disabled')`),
  ],
);

/** Recovery codes: ten per enrolment, each usable once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/**
 * Between the password and the second factor: a short-lived ticket, never a session. An enrolling
 * member's new secret waits here (sealed) until a code proves the authenticator has it.
 */
export const staffChallenges = pgTable('staff_challenges', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  staffId: bigint('staff_id', { mode: 'number' })
    .notNull()
    .references(() => staff.id),
  tokenHash: text('token_hash').notNull().unique(),
  pendingSecret: text('pending_secret'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (t) => [
    index('staff_sessions_staff_idx').on(t.staffId, t.createdAt),
    check(
      'staff_sessions_end_reason',
      sql`${t.endReason} is null or ${t.endReason} in ('logout', 'idle', 'expired', 'disabled', 'reset')`,
    ),
  ],
);
