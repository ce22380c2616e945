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
} from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';
import { currencies } from './reference-schema.ts';
import { bytea } from './column-types.ts';
import { staff } from './staff-schema.ts';

/*
 * Know your customer (issue #26, modules/kyc): each player's verification level, the identity
 * provider's applicant and review, the documents the player uploaded (encrypted, never served
 * publicly) and the review webhooks received (each delivery accepted once).
 */

/**
 * One row per player who has a level other than none or who has started verification; a player without
 * a row is at level `none`. Existing and demo players are `full` (the migration and the demo seed), so
 * every journey that withdrew before KYC still does.
 */
export const playerIdentity = pgTable(
  'player_identity',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .primaryKey()
      .references(() => players.id),
    /** 'none' | 'basic' | 'full' (kyc_level_rules says what each allows). */
    level: text('level').notNull(),
    /** 'none' (nothing sent yet) | 'pending' (sent for review) | 'approved' | 'rejected'. */
    reviewStatus: text('review_status').notNull(),
    /** The identity provider's applicant id, once one is created. */
    applicantId: text('applicant_id'),
    /** The provider's reasons for the last rejection, shown to the player; [] otherwise. */
    rejectionReasons: jsonb('rejection_reasons').$type<string[]>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Who answered the last review by hand in the back office; null when the provider answered. */
    reviewedByStaffId: bigint('reviewed_by_staff_id', { mode: 'number' }).references(() => staff.id),
    /**
     * When compliance last asked the player for documents (an AML case's "request documents"): uploads
     * are open again for a while even at `full` (modules/kyc/service.ts, DOCUMENTS_REQUEST_DAYS).
     */
    documentsRequestedAt: timestamp('documents_requested_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('player_identity_applicant').on(t.applicantId),
    check('player_identity_level', sql`${t.level} in ('none', 'basic', 'full')`),
    check(
      'player_identity_review_status',
      sql`${t.reviewStatus} in ('none', 'pending', 'approved', 'rejected')`,
    ),
  ],
);

/**
 * A document the player uploaded: AES-256-GCM under KYC_DOCUMENT_KEY (nonce, tag and ciphertext kept
 * apart), so a database dump or backup alone does not show anyone's passport.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    /** 'passport' | 'id_front' | 'id_back' | 'selfie' | 'source_of_funds' (compliance's, never the provider's). */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    /** The plaintext's size in bytes. */
    sizeBytes: integer('size_bytes').notNull(),
    nonce: bytea('nonce').notNull(),
    authTag: bytea('auth_tag').notNull(),
    ciphertext: bytea('ciphertext').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('kyc_documents_player_idx').on(t.playerId, t.uploadedAt),
    check(
      'kyc_documents_kind',
      sql`${t.kind} in ('passport', 'id_front', 'id_back', 'selfie', 'source_of_funds')`,
    ),
  ],
);

/**
 * Review webhooks received, by (provider, delivery id): the unique index is what refuses a replay, even
 * two copies arriving at the same moment.
 */
export const kycWebhookDeliveries = pgTable(
  'kyc_webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').notNull(),
    deliveryId: text('delivery_id').notNull(),
    applicantId: text('applicant_id').notNull(),
    answer: text('answer').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('kyc_webhook_deliveries_delivery').on(t.provider, t.deliveryId)],
);

/**
 * The operator's KYC settings: one row (id 1), absent until first saved (modules/kyc/retention.ts holds
 * the default). `retention_days`: how long a closed account's documents are kept after its closing.
 */
export const kycSettings = pgTable(
  'kyc_settings',
  {
    id: integer('id').primaryKey(),
    retentionDays: integer('retention_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedByStaffId: bigint('updated_by_staff_id', { mode: 'number' }).references(() => staff.id),
  },
  (t) => [
    check('kyc_settings_one_row', sql`${t.id} = 1`),
    check('kyc_settings_retention', sql`${t.retentionDays} between 30 and 3650`),
  ],
);

/**
 * What each verification level allows (operator data, set in the back office): whether a stake may be
 * taken, whether a withdrawal may be asked for, and whether all the player's deposits together are capped
 * by kyc_deposit_caps. The
 * migration seeds the three rows with the defaults; a missing row is read as the strictest rule. The
 * table keeps the one rule the contract cannot be trusted alone for: full may always play and withdraw,
 * uncapped.
 */
export const kycLevelRules = pgTable(
  'kyc_level_rules',
  {
    level: text('level').primaryKey(),
    /** Whether a stake may be taken at this level (the wager gate reads it: the UKGC's "verify before play"). */
    mayPlay: boolean('may_play').notNull().default(true),
    mayWithdraw: boolean('may_withdraw').notNull(),
    depositsCapped: boolean('deposits_capped').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedByStaffId: bigint('updated_by_staff_id', { mode: 'number' }).references(() => staff.id),
  },
  (t) => [
    check('kyc_level_rules_level', sql`${t.level} in ('none', 'basic', 'full')`),
    check(
      'kyc_level_rules_full_free',
      sql`${t.level} <> 'full' or (${t.mayPlay} and ${t.mayWithdraw} and not ${t.depositsCapped})`,
    ),
  ],
);

/**
 * The cap on all deposits together of a player whose level is capped, by currency (minor units). A
 * currency without a row has no allowance: its capped players verify before any deposit.
 */
export const kycDepositCaps = pgTable(
  'kyc_deposit_caps',
  {
    currencyId: integer('currency_id')
      .primaryKey()
      .references(() => currencies.id),
    capMinor: bigint('cap_minor', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedByStaffId: bigint('updated_by_staff_id', { mode: 'number' }).references(() => staff.id),
  },
  (t) => [check('kyc_deposit_caps_not_negative', sql`${t.capMinor} >= 0`)],
);
