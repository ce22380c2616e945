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
} from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';
import { currencies } from './reference-schema.ts';

/*
 * The double-entry ledger (DESIGN §5). Every balance change is one row in ledger_transfers moving
 * `amount` from the debit account to the credit account, posted in the same database transaction that
 * updates both balances (rows locked in account-id order). Amounts are integers in minor units.
 *
 * Invariants: the sum of all balances per currency is zero (system accounts go negative as money enters
 * the platform), every balance equals credits minus debits of its transfers, and a player account
 * never goes below zero (CHECK below, not only code).
 */

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /**
     * 'player' (cash, bonus, withdraw_hold) or 'system' (house_casino, house_sports, house_promotions,
     * house_adjustments: the operator's manual corrections, ...).
     */
    ownerType: text('owner_type').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id),
    kind: text('kind').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /**
     * System accounts are striped over a fixed number of shard rows so that concurrent bets do not all
     * update one hot row; their balance is the sum of the shards. Player accounts use shard 0.
     */
    shard: smallint('shard').notNull().default(0),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_accounts_player_non_negative', sql`${t.ownerType} <> 'player' or ${t.balance} >= 0`),
    check('ledger_accounts_owner', sql`(${t.ownerType} = 'player') = (${t.playerId} is not null)`),
    check('ledger_accounts_owner_type', sql`${t.ownerType} in ('player', 'system')`),
    check(
      'ledger_accounts_kind',
      sql`${t.kind} in ('cash', 'bonus', 'withdraw_hold', 'house_casino', 'house_sports', 'sports_stakes', 'payments_clearing', 'bonus_expense', 'house_promotions', 'house_adjustments')`,
    ),
    uniqueIndex('ledger_accounts_player_unique')
      .on(t.playerId, t.kind, t.currencyId)
      .where(sql`${t.ownerType} = 'player'`),
    uniqueIndex('ledger_accounts_system_unique')
      .on(t.kind, t.currencyId, t.shard)
      .where(sql`${t.ownerType} = 'system'`),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The caller's business id (provider transaction id, 'trial-bonus:<player>', ...), never per attempt. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    kind: text('kind').notNull(),
    reference: text('reference'),
    metadata: jsonb('metadata'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.id),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.id),
    // The reports read a date range across every account (modules/reports/figures-repo.ts): without this
    // each report scans the whole ledger.
    index('ledger_transfers_created_at_idx').on(t.createdAt),
  ],
);
