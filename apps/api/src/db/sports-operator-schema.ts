import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';
import { sportEvents, sportMarkets } from './sports-schema.ts';
import { staff } from './staff-schema.ts';

/*
 * The operator's hand on our sportsbook (issue #13, `/api/admin/sports`): holds that keep bets off an
 * event or a market whatever the feed says, and the record of every operator action on the book.
 */

/**
 * An operator hold: no bets on the whole event (`market_id` null) or on one market. Kept apart from
 * `sport_markets.status`, which stays the feed's own: the feed may keep moving prices and statuses under
 * a hold, players see the held markets suspended, and lifting the hold (deleting the row) lets the
 * feed's status apply again. At most one hold per event and one per market.
 */
export const sportHolds = pgTable(
  'sport_holds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => sportEvents.id),
    marketId: bigint('market_id', { mode: 'number' }).references(() => sportMarkets.id),
    /** The staff member (staff.id; before issue #25 an admin player's id). */
    heldBy: integer('held_by').notNull(),
    reason: text('reason').notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sport_holds_event_uq')
      .on(t.eventId)
      .where(sql`${t.marketId} is null`),
    uniqueIndex('sport_holds_market_uq')
      .on(t.marketId)
      .where(sql`${t.marketId} is not null`),
  ],
);

/**
 * Every operator action on the book, never updated: suspend and reopen (a hold put or lifted), settle
 * and resettle by hand. Who (the admin's player id and the username they had then) and why (required).
 * `detail` holds a settlement's results and, for a resettle, the results it replaced.
 */
export const sportOperatorActions = pgTable(
  'sport_operator_actions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    action: text('action').notNull(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => sportEvents.id),
    /** The market acted on; null for an action on the whole event. */
    marketId: bigint('market_id', { mode: 'number' }).references(() => sportMarkets.id),
    /** The staff member (staff.id; before issue #25 an admin player's id). */
    operatorId: integer('operator_id').notNull(),
    operatorName: text('operator_name').notNull(),
    reason: text('reason').notNull(),
    detail: jsonb('detail').$type<OperatorActionDetail>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sport_operator_actions_event_idx').on(t.eventId, t.id),
    check('sport_operator_actions_action', sql`${t.action} in ('suspend', 'reopen', 'settle', 'resettle')`),
  ],
);

/** A settlement's outcome results as the operator gave them (result 1 won, 0 lost; void factor). */
export type OperatorResult = { outcomeId: string; result: 0 | 1; voidFactor: string | null };

export type OperatorActionDetail = {
  results?: OperatorResult[];
  /** A resettle: the results of the settlement it rolled back. */
  previous?: OperatorResult[];
  /** Bets whose money or status the action moved. */
  betsChanged?: number;
};

/**
 * The trading room's limits on one event (issue #27): the most one bet on it may stake, as a percentage
 * of the book's maximum in the bet's currency (null: the book's own), and the live delay for it (null:
 * the book's). Placement reads them at each bet; the row's absence is the common case.
 */
export const sportEventLimits = pgTable(
  'sport_event_limits',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .primaryKey()
      .references(() => sportEvents.id),
    stakePercent: integer('stake_percent'),
    liveDelaySeconds: integer('live_delay_seconds'),
    reason: text('reason').notNull(),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => staff.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('sport_event_limits_stake', sql`${t.stakePercent} between 0 and 100`),
    check('sport_event_limits_delay', sql`${t.liveDelaySeconds} between 0 and 30`),
  ],
);

/** A player's stake limit on the book (issue #27), as a percentage of the book's maximum; 0: no bets. */
export const sportPlayerLimits = pgTable(
  'sport_player_limits',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id),
    stakePercent: integer('stake_percent'),
    reason: text('reason').notNull(),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => staff.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('sport_player_limits_stake', sql`${t.stakePercent} between 0 and 100`)],
);
