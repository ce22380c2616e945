import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';
import { casinoGames } from './casino-schema.ts';
import { currencies } from './reference-schema.ts';

/*
 * Lale Originals (issue #14): the provably fair seed pairs of each player and the rounds played with
 * them. Money is only in the ledger through the game wallet (its round id is this table's id); these
 * rows say which seeds and nonce made a round, what the player chose and what came out, so any round
 * can be shown, resolved after a restart and recomputed once its server seed is revealed.
 */

/**
 * A player's seed pair. The server seed stays secret while the pair is active (`revealed_at` null): the
 * player sees only its SHA-256. Rotating reveals it and starts a new pair at nonce 0.
 */
export const originalsSeedPairs = pgTable(
  'originals_seed_pairs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next round will use: rounds played with this pair = nonce. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    // One active pair per player: two concurrent first rounds cannot each create one.
    uniqueIndex('originals_seed_pairs_active_uq')
      .on(t.playerId)
      .where(sql`${t.revealedAt} is null`),
    index('originals_seed_pairs_player_idx').on(t.playerId, t.createdAt.desc()),
    check('originals_seed_pairs_nonce', sql`${t.nonce} >= 0`),
  ],
);

/** The unique index that holds a player to one open round of a stepped game (its violation is refused). */
export const ONE_OPEN_STEPPED_ROUND = 'originals_rounds_one_open_stepped_uq';

/**
 * One round of an instant original (dice, mines, plinko, roulette, slots). `status`: open (the bet may
 * be taken and the win not yet paid, or a mines round in play), settled (the win, maybe 0, was paid),
 * refunded (the bet was rolled back), void (no money moved: the bet was refused or never arrived).
 */
export const originalsRounds = pgTable(
  'originals_rounds',
  {
    id: uuid('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => casinoGames.id),
    gameCode: text('game_code').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    seedPairId: bigint('seed_pair_id', { mode: 'number' })
      .notNull()
      .references(() => originalsSeedPairs.id),
    nonce: integer('nonce').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    /** What the round pays (known when the outcome is drawn; a mines round's grows as it is played). */
    winMinor: bigint('win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The player's choices (target, mines count, rows and risk, bets…), as the game's schema parsed them. */
    choices: jsonb('choices').notNull(),
    /** What came out, as the game shows it (and what verification recomputes). */
    outcome: jsonb('outcome').notNull(),
    status: text('status').notNull(),
    /** A round of a game played in steps (mines): the player may hold one open round of such a game. */
    stepped: boolean('stepped').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('originals_rounds_seed_nonce_uq').on(t.seedPairId, t.nonce),
    // One open round per player and stepped game, race-free (issue 23): six plays at once open one.
    // Instant rounds are one-shot, so several may be open (unpaid) at once.
    uniqueIndex(ONE_OPEN_STEPPED_ROUND)
      .on(t.playerId, t.gameCode)
      .where(sql`${t.status} = 'open' and ${t.stepped}`),
    index('originals_rounds_player_idx').on(t.playerId, t.createdAt.desc()),
    // Start-up and the sweep resolve open rounds only.
    index('originals_rounds_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'open'`),
    check('originals_rounds_status', sql`${t.status} in ('open', 'settled', 'refunded', 'void')`),
    check('originals_rounds_money', sql`${t.stakeMinor} > 0 and ${t.winMinor} >= 0`),
  ],
);
