import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';
import { casinoProviders } from './casino-schema.ts';
import { gameRounds, gameTransactions } from './game-wallet-schema.ts';
import { currencies } from './reference-schema.ts';

/*
 * Rollbacks and refunds the game wallet did NOT apply because the bet's round already had a win on
 * record (issue 23; modules/game-wallet/rollback-after-win.ts): the stake stays with the house, the
 * provider gets its protocol's answer, and the operator reviews the row. One row per provider call
 * (the provider's id for it), so a retried call finds its row instead of adding one.
 */
export const gameHeldRollbacks = pgTable(
  'game_held_rollbacks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => casinoProviders.id),
    /** The rollback's own provider id (Pragmatic: `refund:<bet reference>`). */
    providerTx: text('provider_tx').notNull(),
    /** The bet it asked to reverse. */
    referenceTx: text('reference_tx').notNull(),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => gameTransactions.id),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => gameRounds.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** What applying it would have paid back: the bet's cash and bonus parts. */
    cashMinor: bigint('cash_minor', { mode: 'bigint' }).notNull(),
    bonusMinor: bigint('bonus_minor', { mode: 'bigint' }).notNull(),
    /** The round's wins when the call came. */
    roundWinMinor: bigint('round_win_minor', { mode: 'bigint' }).notNull(),
    /** The status or error code the provider was answered. */
    answered: text('answered').notNull(),
    status: text('status').notNull().default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The staff member (staff.id; before issue #25 an admin player's id). */
    resolvedBy: integer('resolved_by'),
    resolution: text('resolution'),
  },
  (t) => [
    uniqueIndex('game_held_rollbacks_provider_tx_uq').on(t.providerId, t.providerTx),
    index('game_held_rollbacks_status_idx').on(t.status, t.createdAt),
    check('game_held_rollbacks_status', sql`${t.status} in ('held', 'resolved')`),
    check(
      'game_held_rollbacks_resolved',
      sql`(${t.status} = 'resolved') = (${t.resolvedAt} is not null and ${t.resolution} is not null)`,
    ),
  ],
);
