import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';
import { currencies } from './reference-schema.ts';

/*
 * A player's own limits (responsible gambling, modules/deposit-limits): at most one row per player, kind
 * and period. The table is named for its first kind; since issue #26 it also holds the loss limit
 * (stakes − returns) and the wager limit (stakes), which the wager gate enforces (integrity/wager-gate.ts).
 * `amount_minor` is the limit in force (null: none). A requested increase or removal waits in the
 * pending columns; from `pending_effective_at` (24 hours after the request) the player may confirm it,
 * and only their confirmation moves it into `amount_minor` (issue #26).
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    /** The limit's currency: the player's, which deposits are counted in. */
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /**
     * 'deposit' | 'loss' | 'wager': what the limit caps, in the player's currency's minor units;
     * 'session': time signed in, in MINUTES (amount_minor and pending_amount_minor hold minutes for it:
     * the same rules of decrease and cooling-off apply, so the same row and service code do too).
     */
    kind: text('kind').notNull().default('deposit'),
    /** 'daily' | 'weekly' | 'monthly': rolling windows of 24 hours, 7 days, 30 days. */
    period: text('period').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    /** A waiting increase (the new amount); null with pending_removal for a waiting removal. */
    pendingAmountMinor: bigint('pending_amount_minor', { mode: 'bigint' }),
    pendingRemoval: boolean('pending_removal').notNull().default(false),
    pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('deposit_limits_player_kind_period_idx').on(t.playerId, t.kind, t.period),
    check('deposit_limits_kind', sql`${t.kind} in ('deposit', 'loss', 'wager', 'session')`),
    check('deposit_limits_period', sql`${t.period} in ('daily', 'weekly', 'monthly')`),
    check('deposit_limits_amount', sql`${t.amountMinor} is null or ${t.amountMinor} > 0`),
    check(
      'deposit_limits_pending_amount',
      sql`${t.pendingAmountMinor} is null or ${t.pendingAmountMinor} > 0`,
    ),
    // A pending change is exactly one of: an amount, a removal — and has a time, and only then.
    check(
      'deposit_limits_pending',
      sql`(${t.pendingEffectiveAt} is null) = (${t.pendingAmountMinor} is null and not ${t.pendingRemoval})
          and not (${t.pendingRemoval} and ${t.pendingAmountMinor} is not null)`,
    ),
  ],
);

/*
 * What a player staked and got back, per clock hour (issue #26): the loss and wager limits' measure.
 * Written by a trigger on ledger_transfers (migration 0031) so every stake path and every return — a win,
 * a rollback, a sports settlement or void — counts without any path having to remember it. Only the
 * player's cash account counts: the limits protect the player's own money, bonus money is the house's
 * until it is converted. Hours, not single stakes, so a 30-day window is at most 720 rows to sum.
 */
export const playerPlayHours = pgTable(
  'player_play_hours',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    /** The clock hour (date_trunc('hour')) the transfers fell in. */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    /** Cash moved from the player into play (casino bets, sports stakes). */
    stakedMinor: bigint('staked_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Cash moved from play back to the player (wins, rollbacks, settlements, voids). */
    returnedMinor: bigint('returned_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.hour] }),
    // The AML lifetime sweep's "who played lately" (modules/deposit-limits/played-since-repo.ts).
    index('player_play_hours_hour_idx').on(t.hour),
  ],
);

/*
 * Every change of a player's limit, kept by the database (a trigger on deposit_limits, migration 0041):
 * the limit in force and the waiting change before and after, and when. The back office's card shows
 * them (issue #26: "the player card shows limits, their history"); a trigger, so no path that writes a
 * limit can forget to record it. Amounts are in the kind's unit (minor units; minutes for 'session').
 */
export const depositLimitChanges = pgTable(
  'deposit_limit_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    amountBefore: bigint('amount_before', { mode: 'bigint' }),
    amountAfter: bigint('amount_after', { mode: 'bigint' }),
    /** The waiting change after this one: an amount, or a removal; with its moment. */
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingRemoval: boolean('pending_removal').notNull(),
    pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('deposit_limit_changes_player_idx').on(t.playerId, t.id)],
);
