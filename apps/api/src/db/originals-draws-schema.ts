import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';
import { casinoGames } from './casino-schema.ts';
import { originalsSeedPairs } from './originals-schema.ts';
import { scheduledChains } from './originals-crash-schema.ts';
import { currencies } from './reference-schema.ts';

/*
 * Lale Originals' scheduled draws (issue #14): Lale Keno (one draw a minute) and Lale Tombala (90-ball
 * bingo, a game per room on its own schedule), run by one scheduler per game across API processes and
 * drawn from a hash chain per keno / per bingo room (scheduled_chains, game `keno` or `bingo:<room>`).
 * Money is only in the ledger through the game wallet: every ticket (a bingo card) is its own game-wallet
 * round `draw:<draw id>:<ticket id>`.
 */

/**
 * A draw. `hash` is h_k of its chain (secret until the draw is finished or void); its balls follow from
 * it (keno.roundKenoDraw / bingo.roundBingoDraw) and come out one every ball interval from `starts_at`
 * to `finishes_at`. Phases: selling → drawing → finished, or void (refunded). `settled_at`: every
 * ticket decided and its money moved.
 */
export const draws = pgTable(
  'draws',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    game: text('game').notNull(),
    room: text('room').notNull(),
    chainId: integer('chain_id')
      .notNull()
      .references(() => scheduledChains.id),
    chainIndex: integer('chain_index').notNull(),
    hash: text('hash').notNull(),
    phase: text('phase').notNull(),
    salesCloseAt: timestamp('sales_close_at', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    finishesAt: timestamp('finishes_at', { withTimezone: true }).notNull(),
    /** Tickets that won something, once the draw is finished. */
    winners: integer('winners'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('draws_chain_uq').on(t.chainId, t.chainIndex),
    // Two leaders (a lease handed over mid-step) cannot both open the same slot of a room.
    uniqueIndex('draws_slot_uq').on(t.game, t.room, t.startsAt),
    index('draws_room_idx').on(t.game, t.room, t.id.desc()),
    index('draws_unsettled_idx')
      .on(t.id)
      .where(sql`${t.settledAt} is null`),
    check('draws_phase', sql`${t.phase} in ('selling', 'drawing', 'finished', 'void')`),
  ],
);

/**
 * A ticket: a keno ticket (`numbers`: its picks) or a bingo card (`numbers`: its 3 × 9 grid, dealt from
 * the player's seed pair `seed_pair_id` at `nonce`, the card at `position` of its purchase). Statuses:
 * pending (written, the wallet's bet not yet confirmed), open, won, lost, refunded; `result` the hits
 * (keno) or when each pattern completed (bingo). `slot` numbers the player's tickets in a draw (the
 * unique index caps them race-free). `paid_at`: the wallet call that settles it is done.
 */
export const drawTickets = pgTable(
  'draw_tickets',
  {
    id: uuid('id').primaryKey(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => casinoGames.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    slot: smallint('slot').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    numbers: jsonb('numbers').notNull(),
    seedPairId: bigint('seed_pair_id', { mode: 'number' }).references(() => originalsSeedPairs.id),
    nonce: integer('nonce'),
    position: smallint('position'),
    status: text('status').notNull(),
    multiplier: integer('multiplier'),
    winMinor: bigint('win_minor', { mode: 'bigint' }),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('draw_tickets_slot_uq').on(t.drawId, t.playerId, t.slot),
    index('draw_tickets_draw_idx').on(t.drawId, t.status),
    index('draw_tickets_player_idx').on(t.playerId, t.createdAt.desc()),
    check('draw_tickets_status', sql`${t.status} in ('pending', 'open', 'won', 'lost', 'refunded')`),
    check('draw_tickets_money', sql`${t.stakeMinor} > 0 and (${t.winMinor} is null or ${t.winMinor} >= 0)`),
  ],
);
