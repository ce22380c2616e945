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
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';
import { playerBonuses } from './bonus-schema.ts';
import { currencies, type LocalizedText } from './reference-schema.ts';

/*
 * Our own sportsbook, Lale Sports (issue #13, DESIGN §11): the catalogue and the markets as the odds feed
 * last described them. The feed speaks Sportradar's Unified Odds Feed semantics (PROTOCOLS §6), so ids
 * coming from a feed are the feed's own strings ('sr:match:123'); market and outcome ids are the feed's
 * keys ('1x2', 'total' with specifiers 'total=2.5'). Bets and their legs follow in their own tables.
 */

export const sportSports = pgTable('sport_sports', {
  id: integer('id').primaryKey(),
  /** The feed's id, e.g. 'sr:sport:1'. */
  feedId: text('feed_id').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A sport's category: usually a country ('Türkiye', 'England') or 'International'. */
export const sportCategories = pgTable('sport_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  feedId: text('feed_id').notNull().unique(),
  sportId: integer('sport_id')
    .notNull()
    .references(() => sportSports.id),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const sportTournaments = pgTable('sport_tournaments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  feedId: text('feed_id').notNull().unique(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => sportCategories.id),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  /** Shown among the top leagues of the pre-match lobby. */
  isTop: boolean('is_top').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

/**
 * A match. status: 0 not started, 1 live, 2 ended, 3 closed (results confirmed), 4 cancelled,
 * 5 postponed, 6 suspended (interrupted) — the feed's sport-event statuses.
 */
export const sportEvents = pgTable(
  'sport_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    feedId: text('feed_id').notNull(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => sportTournaments.id),
    home: text('home').notNull(),
    away: text('away').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    status: smallint('status').notNull().default(0),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    /** The match clock as the feed gives it ('67:12'), and the period ('1st_half', '2nd_set', ...). */
    matchTime: text('match_time'),
    period: text('period'),
    /** The producer whose odds the event currently follows: 1 live, 3 pre-match. */
    producer: smallint('producer').notNull().default(3),
    /** The feed timestamp (ms) of the last odds_change applied: an older one arriving late is ignored. */
    lastOddsAt: bigint('last_odds_at', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sport_events_feed_uq').on(t.feedId),
    index('sport_events_start_idx').on(t.startTime),
    check('sport_events_status', sql`${t.status} between 0 and 6`),
  ],
);

/**
 * A market of an event. status (the feed's values): 1 active (bets taken), -1 suspended (shown, no bets),
 * 0 inactive (hidden), -2 handed over (pre-match → live), -3 settled, -4 cancelled.
 */
export const sportMarkets = pgTable(
  'sport_markets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => sportEvents.id),
    /** The feed's market id, e.g. '1x2', 'total'. */
    marketKey: text('market_key').notNull(),
    /** Canonical specifiers, keys sorted: 'total=2.5', 'hcp=-1', '' when none. */
    specifiers: text('specifiers').notNull().default(''),
    status: smallint('status').notNull(),
    /** Certainty of the settlement that settled it: 1 live scouted, 2 confirmed. */
    certainty: smallint('certainty'),
    /**
     * Active in the feed but shown suspended because its producer is down (feed/processor.ts): offered
     * again when the producer is back. Any other status the feed gives the market clears it.
     */
    producerHeld: boolean('producer_held').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sport_markets_event_key_uq').on(t.eventId, t.marketKey, t.specifiers),
    check('sport_markets_status', sql`${t.status} between -4 and 1`),
  ],
);

/** An outcome of a market with its current decimal odds, and its result once settled. */
export const sportOutcomes = pgTable(
  'sport_outcomes',
  {
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => sportMarkets.id),
    outcomeId: text('outcome_id').notNull(),
    /** Decimal odds (2 places); null while the feed offers none. */
    odds: numeric('odds', { precision: 10, scale: 2 }),
    active: boolean('active').notNull().default(true),
    /** 1 won, 0 lost; null until settled. */
    result: smallint('result'),
    /** Share of the stake refunded (1, 0.5, 0); dead-heat factor divides the win. */
    voidFactor: numeric('void_factor', { precision: 4, scale: 3 }),
    deadHeatFactor: numeric('dead_heat_factor', { precision: 6, scale: 5 }),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.outcomeId] })],
);

/**
 * A bet_cancel in force on a market: bets on it placed between `from` and `to` (either open-ended) are
 * cancelled and refunded; a rollback_bet_cancel removes it again.
 */
export const sportMarketCancels = pgTable(
  'sport_market_cancels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => sportMarkets.id),
    fromTime: timestamp('from_time', { withTimezone: true }),
    toTime: timestamp('to_time', { withTimezone: true }),
    voidReason: integer('void_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sport_market_cancels_market_idx').on(t.marketId)],
);

/** A feed producer (1 live odds, 3 pre-match odds) and whether it is up (heard within its window). */
export const sportProducers = pgTable('sport_producers', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  /** The last alive message's time; a producer silent past its window is down. */
  lastAliveAt: timestamp('last_alive_at', { withTimezone: true }),
  down: boolean('down').notNull().default(true),
  /** Feed timestamp (ms) of the last message applied: after a restart the feed resumes from here. */
  lastMessageAt: bigint('last_message_at', { mode: 'number' }).notNull().default(0),
});

/** Every feed message applied, by its id: a duplicate is recognised and applied once. */
export const sportFeedApplied = pgTable('sport_feed_applied', {
  messageId: text('message_id').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
});

/**
 * A player's bet. kind: single, multi (accumulator), system (every combination of `systemSize` legs,
 * `lines` of them, each staked stake ÷ lines). status: open, won, lost, void (every leg refunded),
 * cashed_out. Money (DESIGN §5): the stake sits in the `sports_stakes` system account while open;
 * `paidMinor` is what the bet has paid the player net of claw-backs, `owedMinor` what a rolled-back
 * settlement could not take back (the player's cash was short). `version` numbers the money moves
 * (settle, unsettle), so each has its own ledger key.
 */
export const sportBets = pgTable(
  'sport_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** The slip's request id: the same placement sent twice is one bet. */
    requestKey: text('request_key').notNull(),
    kind: text('kind').notNull(),
    systemSize: smallint('system_size'),
    lines: integer('lines').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    potentialPayoutMinor: bigint('potential_payout_minor', { mode: 'bigint' }).notNull(),
    /** 0 accept no change, 1 accept higher odds, 2 accept any odds. */
    oddsPolicy: smallint('odds_policy').notNull(),
    status: text('status').notNull().default('open'),
    paidMinor: bigint('paid_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    owedMinor: bigint('owed_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    version: integer('version').notNull().default(0),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The player bonus running at placement: the one this bet's wagering counts for when it settles. */
    playerBonusId: bigint('player_bonus_id', { mode: 'number' }).references(() => playerBonuses.id),
    /** Whether the settled bet's stake is counted in that bonus's wagering now (taken back when it reopens or turns void). */
    wageringCounted: boolean('wagering_counted').notNull().default(false),
  },
  (t) => [
    uniqueIndex('sport_bets_request_uq').on(t.playerId, t.requestKey),
    index('sport_bets_player_idx').on(t.playerId, t.placedAt.desc()),
    check('sport_bets_kind', sql`${t.kind} in ('single', 'multi', 'system')`),
    check('sport_bets_status', sql`${t.status} in ('open', 'won', 'lost', 'void', 'cashed_out')`),
    check('sport_bets_money', sql`${t.stakeMinor} > 0 and ${t.owedMinor} >= 0`),
  ],
);

/** A leg of a bet: the outcome chosen and the odds it was accepted at. */
export const sportBetLegs = pgTable(
  'sport_bet_legs',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => sportBets.id),
    legNo: smallint('leg_no').notNull(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => sportEvents.id),
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => sportMarkets.id),
    outcomeId: text('outcome_id').notNull(),
    odds: numeric('odds', { precision: 10, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.betId, t.legNo] }), index('sport_bet_legs_market_idx').on(t.marketId)],
);

/**
 * The simulated feed's schedule (development and demo only): one row per seed, its anchor — the time
 * its fixtures are counted from — kept so a restart continues the same matches instead of starting new ones.
 */
export const sportSimulation = pgTable('sport_simulation', {
  seed: text('seed').primaryKey(),
  anchor: bigint('anchor', { mode: 'number' }).notNull(),
});
