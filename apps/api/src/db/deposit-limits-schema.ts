import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';
import { currencies } from './reference-schema.ts';

/*
 * Deposit limits (responsible gambling, modules/deposit-limits): at most one row per player and period.
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
    uniqueIndex('deposit_limits_player_period_idx').on(t.playerId, t.period),
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
