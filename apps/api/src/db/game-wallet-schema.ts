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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players, sessions } from './accounts-schema.ts';
import { playerBonuses } from './bonus-schema.ts';
import { casinoGames, casinoProviders } from './casino-schema.ts';
import { currencies } from './reference-schema.ts';

/*
 * The game wallet (issue #12, DESIGN §5): what a game provider's seamless-wallet calls did. Money itself
 * is only in the ledger; these rows say which provider transaction a ledger transfer belongs to, so a
 * retried call is recognised by the provider's own id (unique per provider) and answered, not applied.
 */

/** One launch of one game by one player: the token the provider hands back on every wallet call. */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** keyedHash(TOKEN_PEPPER, 'game-session', token): the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => casinoGames.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * The site session that launched the game: the game session dies with it (the wager gate asks). Null
     * only for launches older than this column (ended by the migration).
     */
    siteSessionId: bigint('site_session_id', { mode: 'number' }).references(() => sessions.id),
    /** Set when the game session was ended (logout, password change, block): marked, never deleted, so late wins find their round. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (t) => [
    uniqueIndex('game_sessions_token_uq').on(t.tokenHash),
    // Ending a site session's games, and Pragmatic's "a live game session of this player for this game".
    index('game_sessions_site_session_idx').on(t.siteSessionId),
    index('game_sessions_player_game_idx').on(t.playerId, t.gameId),
  ],
);

/** A provider's round: status is spec §3's game-round status (Processing 1, Completed 2, Cancelled 3, Expired 4). */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => casinoProviders.id),
    /** The provider's round id. */
    providerRound: text('provider_round').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => casinoGames.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    status: smallint('status').notNull().default(1),
    /** Stakes and wins not rolled back, in minor units. */
    betMinor: bigint('bet_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    winMinor: bigint('win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The part of the stakes taken from the bonus balance: wins return to bonus in that share. */
    bonusStakeMinor: bigint('bonus_stake_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** A free round (Hub88 `is_free`): its stakes debit nobody, its wins come from house_promotions. */
    free: boolean('free').notNull().default(false),
    /**
     * The player bonus running when the round's first bet under a bonus was taken: the bonus its bonus
     * stake came from and its wagering went to. The bonus part of a win (and of a rollback) follows it:
     * to the bonus balance while it runs, to cash once it completed, back to bonus_expense once it was
     * forfeited or expired (issue 23).
     */
    playerBonusId: bigint('player_bonus_id', { mode: 'number' }).references(() => playerBonuses.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('game_rounds_provider_round_uq').on(t.providerId, t.providerRound),
    index('game_rounds_player_idx').on(t.playerId, t.createdAt.desc(), t.id.desc()),
    // The expiry sweep reads only open rounds.
    index('game_rounds_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 1`),
    check('game_rounds_status', sql`${t.status} between 1 and 4`),
  ],
);

/**
 * A bet, win or rollback as the provider sent it. `kind` 'bet' with `tombstone` true is the place a
 * rollback reserved for a bet it never saw: the unique index then refuses that bet when it comes late.
 */
export const gameTransactions = pgTable(
  'game_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => casinoProviders.id),
    /** The provider's transaction id: the idempotency key of everything this row caused. */
    providerTx: text('provider_tx').notNull(),
    kind: text('kind').notNull(),
    roundId: bigint('round_id', { mode: 'number' }).references(() => gameRounds.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    cashMinor: bigint('cash_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    bonusMinor: bigint('bonus_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The bet a win or rollback refers to (provider's id). */
    referenceTx: text('reference_tx'),
    /** What the provider said (amount, currency, round, game, reference): the same id with other content is a duplicate. */
    fingerprint: text('fingerprint').notNull(),
    tombstone: boolean('tombstone').notNull().default(false),
    rolledBack: boolean('rolled_back').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('game_transactions_provider_tx_uq').on(t.providerId, t.providerTx),
    index('game_transactions_round_idx').on(t.roundId),
    check('game_transactions_kind', sql`${t.kind} in ('bet', 'win', 'rollback')`),
    check('game_transactions_amount', sql`${t.amountMinor} >= 0`),
  ],
);
