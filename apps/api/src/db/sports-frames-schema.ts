import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players, sessions } from './accounts-schema.ts';
import { playerBonuses } from './bonus-schema.ts';
import { currencies } from './reference-schema.ts';

/*
 * The sportsbook frames of issue #13 (fcg, betco): the tokens their frames are opened with and what
 * their wallet calls did. Money itself is only in the ledger; these rows say which provider transaction
 * a ledger transfer belongs to, so a retried call is recognised by the provider's own id and answered,
 * not applied twice. `provider` is the frame's name ('fcg' | 'betco'); ids are unique per provider.
 */

/**
 * A frame token: one per provider and site session, issued at login or registration. Its life is the
 * session's — the wallet checks the session row, so whatever ends the session (logout, expiry, a
 * password change, the session limit) revokes the token with it.
 */
export const sportsFrameTokens = pgTable(
  'sports_frame_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').notNull(),
    /** keyedHash(TOKEN_PEPPER, 'sports-frame', provider, token): the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sports_frame_tokens_hash_uq').on(t.tokenHash),
    uniqueIndex('sports_frame_tokens_session_uq').on(t.sessionId, t.provider),
    check('sports_frame_tokens_provider', sql`${t.provider} in ('fcg', 'betco')`),
  ],
);

/**
 * A provider's bet as our wallet holds it: open (stake in `sports_stakes`), settled (stake to the house,
 * payout paid) or rolled back (stake returned). A rollback for a bet we never saw writes the row as
 * rolled back with no player, so the debit arriving later is refused (the unique index does it).
 */
export const sportsFrameBets = pgTable(
  'sports_frame_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').notNull(),
    /** The provider's bet id. */
    providerBet: text('provider_bet').notNull(),
    playerId: integer('player_id').references(() => players.id),
    currencyId: integer('currency_id').references(() => currencies.id),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }),
    status: text('status').notNull(),
    /** The player bonus running at the debit: the one this bet's wagering counts for when it settles. */
    playerBonusId: bigint('player_bonus_id', { mode: 'number' }).references(() => playerBonuses.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sports_frame_bets_provider_bet_uq').on(t.provider, t.providerBet),
    index('sports_frame_bets_player_idx').on(t.playerId, t.createdAt),
    check('sports_frame_bets_status', sql`${t.status} in ('open', 'settled', 'rolled_back')`),
    check(
      'sports_frame_bets_stake',
      sql`${t.stakeMinor} >= 0 and (${t.payoutMinor} is null or ${t.payoutMinor} >= 0)`,
    ),
    // Only a rollback's placeholder has no player.
    check('sports_frame_bets_player', sql`${t.playerId} is not null or ${t.status} = 'rolled_back'`),
  ],
);

/** A debit, credit (a settlement, or Betsy's resettlement), rollback or unsettle (Betsy) as the provider sent it; `fingerprint` is what it said, for replays. */
export const sportsFrameTransactions = pgTable(
  'sports_frame_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').notNull(),
    /** The provider's transaction id: the idempotency key of everything this row caused. */
    providerTx: text('provider_tx').notNull(),
    kind: text('kind').notNull(),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => sportsFrameBets.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sports_frame_transactions_tx_uq').on(t.provider, t.providerTx),
    index('sports_frame_transactions_bet_idx').on(t.betId),
    check('sports_frame_transactions_kind', sql`${t.kind} in ('debit', 'credit', 'rollback', 'unsettle')`),
    check('sports_frame_transactions_amount', sql`${t.amountMinor} >= 0`),
  ],
);
