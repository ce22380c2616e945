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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';
import { currencies, type LocalizedText } from './reference-schema.ts';

/*
 * The bonus engine (issue #11): what the operator offers (bonus_definitions), what each player was
 * granted (player_bonuses) and the confirmed deposits a deposit bonus can be claimed for
 * (bonus_qualifying_deposits, written by the payments module through the bonus gate). The money itself
 * lives in the ledger (the player's `bonus` account); these rows hold the terms and the wagering count.
 * Amounts are minor units of the definition's (or the player's) currency.
 */

/** Share of a stake that counts towards wagering, per game category, in percent (0..100; missing = 0). */
export type GameContributions = Partial<Record<'slot' | 'live' | 'table' | 'sports', number>>;

export const bonusDefinitions = pgTable(
  'bonus_definitions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** signup_trial | first_deposit | deposit_code (BonusTriggerSchema). */
    trigger: text('trigger').notNull(),
    /** The code a player types for a deposit_code bonus; compared upper-cased. */
    code: text('code'),
    /** percent (of the deposit, up to cap) or fixed. The trial's amount is the site option `trialbonusamount`. */
    kind: text('kind').notNull(),
    percent: integer('percent'),
    capMinor: bigint('cap_minor', { mode: 'bigint' }),
    fixedAmountMinor: bigint('fixed_amount_minor', { mode: 'bigint' }),
    minDepositMinor: bigint('min_deposit_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Turnover required = amount × this. */
    wageringMultiple: integer('wagering_multiple').notNull(),
    contributions: jsonb('contributions').$type<GameContributions>().notNull(),
    /** Days the bonus runs once claimed. */
    validDays: integer('valid_days').notNull(),
    /** Days after a deposit's confirmation during which a bonus may still be claimed for it. */
    claimWindowDays: integer('claim_window_days').notNull().default(7),
    /** Largest single stake while wagering; null = no cap. */
    maxBetMinor: bigint('max_bet_minor', { mode: 'bigint' }),
    /** A sports bet counts towards wagering only at total odds of at least this (issue 23). */
    sportsMinOdds: numeric('sports_min_odds', { precision: 6, scale: 2 }).notNull().default('1.50'),
    enabled: boolean('enabled').notNull().default(true),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** Its terms' version (issue #27): every change is a new one, kept in bonus_definition_versions. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'bonus_definitions_trigger',
      sql`${t.trigger} in ('signup_trial', 'first_deposit', 'deposit_code', 'staff_grant')`,
    ),
    check('bonus_definitions_kind', sql`${t.kind} in ('percent', 'fixed')`),
    // A code bonus has a code, and only a code bonus has one.
    check('bonus_definitions_code', sql`(${t.trigger} = 'deposit_code') = (${t.code} is not null)`),
    check(
      'bonus_definitions_amount',
      sql`(${t.kind} = 'percent' and ${t.percent} > 0) or (${t.kind} = 'fixed' and (${t.trigger} = 'signup_trial' or ${t.fixedAmountMinor} > 0))`,
    ),
    check(
      'bonus_definitions_terms',
      sql`${t.wageringMultiple} >= 0 and ${t.validDays} > 0 and ${t.claimWindowDays} > 0`,
    ),
    // One trial definition (its amount is the site option); one definition per code.
    uniqueIndex('bonus_definitions_one_trial')
      .on(t.trigger)
      .where(sql`${t.trigger} = 'signup_trial'`),
    uniqueIndex('bonus_definitions_code_unique').on(sql`upper(${t.code})`),
  ],
);

/**
 * Bonuses granted to a player; the money moves only through the ledger (`transfer_id`: the grant).
 * `kind` is the definition's trigger at grant time. At most one bonus is active per player: there is
 * one bonus balance, so two running bonuses could not be told apart.
 *
 * definition_id, currency_id and expires_at are NOT NULL in the database (set by the hand-written end
 * of migration 0006 after back-filling the trial rows from before the engine); they are declared
 * nullable here only because a NOT NULL column without a default cannot be added to a table with rows.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    kind: text('kind').notNull(),
    definitionId: bigint('definition_id', { mode: 'number' }).references(() => bonusDefinitions.id),
    currencyId: integer('currency_id').references(() => currencies.id),
    /** active | completed | expired | forfeited (PlayerBonusStatusSchema). */
    status: text('status').notNull().default('active'),
    /** The amount granted. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    wageringRequiredMinor: bigint('wagering_required_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wageringDoneMinor: bigint('wagering_done_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    maxBetMinor: bigint('max_bet_minor', { mode: 'bigint' }),
    /** Game contributions copied from the definition: terms do not change under a running bonus. */
    contributions: jsonb('contributions').$type<GameContributions>().notNull().default({}),
    /** The definition's sports minimum odds, copied at grant time like the contributions. */
    sportsMinOdds: numeric('sports_min_odds', { precision: 6, scale: 2 }).notNull().default('1.50'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The payments module's id of the deposit this bonus was granted for (deposit bonuses). */
    depositPaymentId: bigint('deposit_payment_id', { mode: 'number' }),
    /** The definition's version whose terms were copied (issue #27; null before versions existed). */
    definitionVersion: integer('definition_version'),
    /** A staff grant (issue #27): who granted it and why. */
    grantedByStaffId: bigint('granted_by_staff_id', { mode: 'number' }),
    grantReason: text('grant_reason'),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it left `active` (completed, expired or forfeited). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // The trial bonus is granted at most once per player, whatever races the claim endpoint.
    uniqueIndex('player_bonuses_one_trial')
      .on(t.playerId)
      .where(sql`${t.kind} = 'signup_trial'`),
    uniqueIndex('player_bonuses_one_active')
      .on(t.playerId)
      .where(sql`${t.status} = 'active'`),
    // One bonus per deposit, so a deposit is never rewarded twice.
    uniqueIndex('player_bonuses_deposit_unique').on(t.depositPaymentId),
    // The expiry sweep: active bonuses by expiry.
    index('player_bonuses_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index('player_bonuses_player_idx').on(t.playerId, t.createdAt),
    check('player_bonuses_status', sql`${t.status} in ('active', 'completed', 'expired', 'forfeited')`),
    check('player_bonuses_amount', sql`${t.amountMinor} > 0`),
    check(
      'player_bonuses_wagering',
      sql`${t.wageringDoneMinor} >= 0 and ${t.wageringDoneMinor} <= ${t.wageringRequiredMinor}`,
    ),
  ],
);

/**
 * Confirmed deposits, as the payments module reports them (BonusGate.depositConfirmed): what a
 * first-deposit or code bonus is claimed for. Keyed by the payment id, so a repeated report is a no-op.
 */
export const bonusQualifyingDeposits = pgTable(
  'bonus_qualifying_deposits',
  {
    paymentId: bigint('payment_id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bonus_qualifying_deposits_player_idx').on(t.playerId, t.confirmedAt),
    check('bonus_qualifying_deposits_amount', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * The earlier versions of a definition's terms (issue #27), never changed: when a change replaces
 * version N, N's terms are kept here with who replaced them and when; the definition row holds the
 * current version. A player's bonus names the version it was granted under
 * (`player_bonuses.definition_version`) and runs by its own copy of those terms, so an edit never
 * changes a running bonus.
 */
export const bonusDefinitionVersions = pgTable(
  'bonus_definition_versions',
  {
    definitionId: bigint('definition_id', { mode: 'number' })
      .notNull()
      .references(() => bonusDefinitions.id),
    version: integer('version').notNull(),
    /** The definition as the admin API answered it while this version was current. */
    terms: jsonb('terms').notNull(),
    /** The staff member whose change replaced it. */
    replacedBy: bigint('replaced_by', { mode: 'number' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.definitionId, t.version] })],
);
