import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';
import { casinoGames } from './casino-schema.ts';
import { currencies } from './reference-schema.ts';

/*
 * Lale Originals' scheduled games (issue #14: crash now, keno and bingo later): rounds shared by every
 * player, run by one scheduler at a time across API processes, drawn from a per-game hash chain.
 * Money is only in the ledger through the game wallet: every crash bet is a game-wallet round of its own.
 */

/**
 * A game's hash chains (packages/originals src/chain). The terminal seed is secret: only the commitment
 * h_0 is shown until the chain is used up (its last round reveals h_N = the seed itself). One chain per
 * game is in use (`ended_at` null); `next_index` is the next round's k (1 … length).
 */
export const scheduledChains = pgTable(
  'scheduled_chains',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    game: text('game').notNull(),
    terminalSeed: text('terminal_seed').notNull(),
    length: integer('length').notNull(),
    commitment: text('commitment').notNull(),
    nextIndex: integer('next_index').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // Two leaders starting a chain at once cannot both succeed.
    uniqueIndex('scheduled_chains_in_use_uq')
      .on(t.game)
      .where(sql`${t.endedAt} is null`),
    check('scheduled_chains_index', sql`${t.length} >= 1 and ${t.nextIndex} >= 1`),
  ],
);

/**
 * A crash round. `hash` is h_k of the chain (secret until the round crashed or is void) and `crash_point`
 * the multiplier it gives (ten-thousandths). Phases: betting → flying → crashed, or void (interrupted).
 * `settled_at`: every bet of the round is decided and its money moved.
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    chainId: integer('chain_id')
      .notNull()
      .references(() => scheduledChains.id),
    chainIndex: integer('chain_index').notNull(),
    hash: text('hash').notNull(),
    crashPoint: integer('crash_point').notNull(),
    phase: text('phase').notNull(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    crashedAt: timestamp('crashed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('crash_rounds_chain_uq').on(t.chainId, t.chainIndex),
    // The rounds still to finish (the leader's loop, a new leader's recovery).
    index('crash_rounds_unsettled_idx')
      .on(t.id)
      .where(sql`${t.settledAt} is null`),
    check('crash_rounds_phase', sql`${t.phase} in ('betting', 'flying', 'crashed', 'void')`),
  ],
);

/**
 * A crash bet: pending (written, the wallet's bet not yet confirmed), open, won (cashed out at
 * `cashed_out`), lost, refunded. `paid_at`: the wallet call that settles it (win or refund) is done.
 * The game-wallet round is `crash:<round id>:<bet id>`.
 */
export const crashBets = pgTable(
  'crash_bets',
  {
    id: uuid('id').primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => crashRounds.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** The player's name as others see it ('ay***'), fixed when the bet is placed. */
    playerShown: text('player_shown').notNull(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => casinoGames.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** The bet panel, 1 or 2: a player holds at most two bets per round (the unique index keeps it so). */
    panel: smallint('panel').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    autoCashOut: integer('auto_cash_out'),
    cashedOut: integer('cashed_out'),
    winMinor: bigint('win_minor', { mode: 'bigint' }),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('crash_bets_panel_uq').on(t.roundId, t.playerId, t.panel),
    index('crash_bets_round_idx').on(t.roundId, t.status),
    index('crash_bets_player_idx').on(t.playerId, t.createdAt.desc()),
    check('crash_bets_status', sql`${t.status} in ('pending', 'open', 'won', 'lost', 'refunded')`),
    check('crash_bets_panel', sql`${t.panel} in (1, 2)`),
    check('crash_bets_money', sql`${t.stakeMinor} > 0 and (${t.winMinor} is null or ${t.winMinor} >= 0)`),
  ],
);
