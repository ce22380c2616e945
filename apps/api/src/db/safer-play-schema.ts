import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';
import { staff } from './staff-schema.ts';

/*
 * Restrictions on a player's play (safer play, issue #26, modules/safer-play): a player's own time-out
 * or self-exclusion, or an operator's restriction, each a row with its start, its end and its reason —
 * never a status flag without an end. A row is in force from `starts_at` until `ends_at` (null: until
 * staff lift it — only an operator restriction, or a self-exclusion migrated from the old status) unless
 * `lifted_at` is set. Rows are never deleted: they are the player's safer-play history.
 *
 * The wager gate (modules/integrity) reads this table inside every stake; the index on
 * (player_id, ends_at) answers "in force now" for one player from the index alone.
 */
export const playerRestrictions = pgTable(
  'player_restrictions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    /** 'time_out' | 'self_exclusion' (the player's own) | 'operator' (staff's, with a reason). */
    kind: text('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The player's period choice ('24h', '6m', …) or the staff's words. */
    reason: text('reason').notNull(),
    /** Who set it: null for the player themself. */
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedByStaffId: bigint('lifted_by_staff_id', { mode: 'number' }).references(() => staff.id),
    liftReason: text('lift_reason'),
    /**
     * A self-exclusion's end does not give access back by itself: once `ends_at` has passed the player
     * asks for it (with their credentials, modules/safer-play), and sign-in opens 24 hours after this
     * moment (the cooling-off). Null: not asked yet — sign-in stays refused.
     */
    endRequestedAt: timestamp('end_requested_at', { withTimezone: true }),
    /**
     * An operator's restriction that also holds the player's funds (an AML decision): no withdraw-only
     * session while it is in force. Any other restriction leaves the player's own money withdrawable when
     * the operator's settings allow withdraw-only sessions.
     */
    fundsHeld: boolean('funds_held').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('player_restrictions_player_idx').on(t.playerId, t.endsAt),
    check('player_restrictions_kind', sql`${t.kind} in ('time_out', 'self_exclusion', 'operator')`),
    check('player_restrictions_period', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    // A time-out always ends; only staff lift a restriction, and say why.
    check('player_restrictions_time_out_ends', sql`${t.kind} <> 'time_out' or ${t.endsAt} is not null`),
    // Only a self-exclusion's end is asked for, and only once it has ended.
    check(
      'player_restrictions_end_request',
      sql`${t.endRequestedAt} is null or (${t.kind} = 'self_exclusion' and ${t.endsAt} is not null and ${t.endRequestedAt} >= ${t.endsAt})`,
    ),
    check(
      'player_restrictions_lift',
      sql`(${t.liftedAt} is null) = (${t.liftReason} is null) and (${t.liftedAt} is null) = (${t.liftedByStaffId} is null)`,
    ),
  ],
);

/*
 * A player's reality-check interval (issue #26, modules/safer-play): one row per player who chose one;
 * no row means the default (contracts' DEFAULT_REALITY_CHECK_MINUTES). `interval_minutes` null: the
 * player turned reality checks off. The figures shown are not stored: they are read from the ledger
 * since the current sign-in each time the site asks.
 */
export const playerRealityChecks = pgTable(
  'player_reality_checks',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .primaryKey()
      .references(() => players.id),
    intervalMinutes: smallint('interval_minutes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'player_reality_checks_interval',
      sql`${t.intervalMinutes} is null or ${t.intervalMinutes} in (15, 30, 45, 60)`,
    ),
  ],
);

/*
 * The operator's safer-play rules (issue #26, modules/safer-play settings.ts): one row (id 1) — this
 * platform serves one jurisdiction at a time — absent until first saved (then the default profile's
 * preset applies, contracts' safer-play-settings.ts). The contract's schema checks every value before
 * it is written; the checks below keep the floors even against a hand-made UPDATE.
 */
export const saferPlaySettings = pgTable(
  'safer_play_settings',
  {
    id: smallint('id').primaryKey(),
    profile: text('profile').notNull(),
    timeOutPeriods: text('time_out_periods').array().notNull(),
    selfExclusionPeriods: text('self_exclusion_periods').array().notNull(),
    limitCoolingOffHours: integer('limit_cooling_off_hours').notNull(),
    selfExclusionCoolingOffHours: integer('self_exclusion_cooling_off_hours').notNull(),
    realityCheckIntervals: smallint('reality_check_intervals').array().notNull(),
    realityCheckDefaultMinutes: smallint('reality_check_default_minutes'),
    withdrawOnlySession: boolean('withdraw_only_session').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedByStaffId: bigint('updated_by_staff_id', { mode: 'number' }).references(() => staff.id),
  },
  (t) => [
    check('safer_play_settings_one_row', sql`${t.id} = 1`),
    check('safer_play_settings_profile', sql`${t.profile} in ('ukgc', 'mga')`),
    check(
      'safer_play_settings_time_out',
      sql`cardinality(${t.timeOutPeriods}) > 0 and ${t.timeOutPeriods} <@ array['24h', '7d', '1m', '6w']`,
    ),
    check(
      'safer_play_settings_self_exclusion',
      sql`cardinality(${t.selfExclusionPeriods}) > 0 and ${t.selfExclusionPeriods} <@ array['6m', '1y', '5y']`,
    ),
    check('safer_play_settings_limit_cooling_off', sql`${t.limitCoolingOffHours} between 24 and 168`),
    check(
      'safer_play_settings_self_exclusion_cooling_off',
      sql`${t.selfExclusionCoolingOffHours} between 24 and 720`,
    ),
    check(
      'safer_play_settings_reality_checks',
      sql`cardinality(${t.realityCheckIntervals}) > 0 and ${t.realityCheckIntervals} <@ array[15, 30, 45, 60]::smallint[]`,
    ),
    check(
      'safer_play_settings_reality_check_default',
      sql`${t.realityCheckDefaultMinutes} is null or ${t.realityCheckDefaultMinutes} = any(${t.realityCheckIntervals})`,
    ),
  ],
);
