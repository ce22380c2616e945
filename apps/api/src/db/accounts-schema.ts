import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { countries, currencies } from './reference-schema.ts';

/*
 * Player accounts, sessions and one-time codes.
 * Uniqueness that people type in several spellings is enforced on a normalised `*_key` column
 * (Turkish-aware lower case, computed by the service), so "Ayşe" and "AYŞE" are the same username.
 */

export const players = pgTable(
  'players',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** Public player number shown to the player and support ("usercode" in auth data). */
    usercode: text('usercode').notNull().unique(),
    username: text('username').notNull(),
    usernameKey: text('username_key').notNull().unique(),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull().unique(),
    /** Digits with the country prefix, e.g. 905321234567. */
    phone: text('phone').notNull().unique(),
    /** Turkish national id (PersonalNo); null for the fast sign-up variant. */
    personalNo: text('personal_no').unique(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    passwordHash: text('password_hash').notNull(),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** The player whose referral link brought this one (refId), when it named a real player. */
    referrerId: bigint('referrer_id', { mode: 'number' }),
    status: text('status').notNull().default('active'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A self-exclusion is a row of player_restrictions with its end (issue #26), not a status.
    check('players_status', sql`${t.status} in ('active', 'disabled', 'blocked', 'closed')`),
    // The back office's player search (issue #25): prefix matches on the folded keys, the phone and the
    // names (text_pattern_ops, so `like 'abc%'` can use the index whatever the database's collation).
    index('players_username_key_prefix_idx').using('btree', sql`${t.usernameKey} text_pattern_ops`),
    index('players_email_key_prefix_idx').using('btree', sql`${t.emailKey} text_pattern_ops`),
    index('players_phone_prefix_idx').using('btree', sql`${t.phone} text_pattern_ops`),
    index('players_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`),
    index('players_surname_prefix_idx').using('btree', sql`lower(${t.surname}) text_pattern_ops`),
    index('players_created_at_idx').on(t.createdAt, t.id),
  ],
);

/**
 * One row per sign-in. The token itself is never stored, only its keyed hash. Feeds the session history
 * page; `ended_at` + `end_reason` record logout, expiry and revocation.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    fingerprint: text('fingerprint').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry, fixed at sign-in; idle expiry is computed from last_seen_at. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    /**
     * A restricted player's session that may only see the balance and withdraw it (issue #26, MGA;
     * modules/session withdraw-only.ts): fixed at sign-in, never raised to a full session.
     */
    withdrawOnly: boolean('withdraw_only').notNull().default(false),
    /** The restriction's end as sign-in told it (null: until lifted, or none). */
    withdrawOnlyUntil: timestamp('withdraw_only_until', { withTimezone: true }),
  },
  (t) => [
    index('sessions_player_idx').on(t.playerId, t.createdAt),
    // "Has this player signed in from this address, and when last?" (login throttle, recovery limits).
    index('sessions_player_ip_idx').on(t.playerId, t.ip, t.createdAt),
    check(
      'sessions_end_reason',
      sql`${t.endReason} is null or ${t.endReason} in ('logout', 'expired', 'revoked', 'password_changed', 'session_limit', 'restricted')`,
    ),
  ],
);

/**
 * SMS and e-mail codes: hashed, expiring, with an attempt counter. `target` is the phone (or the username
 * key, for a password reset) the code is about; `requested_by` is the flow that asked for it (the
 * signed-in player, or the address of an anonymous request). The newest row per (purpose, target,
 * requested_by) is that flow's live code, and only that flow's attempts count against it.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    /** '' for rows from before codes were bound to a flow (no flow can reach them). */
    requestedBy: text('requested_by').notNull().default(''),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.purpose, t.target, t.createdAt),
    check('verification_codes_purpose', sql`${t.purpose} in ('phone', 'password_reset')`),
  ],
);

/** Failed sign-ins, for throttling per username and per IP (shared by every API process). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    usernameKey: text('username_key').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_username_idx').on(t.usernameKey, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);
