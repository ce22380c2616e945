import { z } from 'zod';
import { envelope } from './envelope.ts';
import {
  KYC_LEVELS,
  KycDocumentSchema,
  KycLevelSchema,
  KycReviewStatusSchema,
  type KycLevel,
} from './kyc.ts';
import { idRule, numberFromText, plainText, requiredText, utcTimestampRule } from './rules.ts';

/*
 * Back office, identity verification (issue #26): a player's level, review and documents, for staff
 * with kyc.view. Every read — the summary and each document opened — is written to the audit trail.
 */

const PLAYERS = '/api/admin/players';

export const ADMIN_KYC_PATHS = {
  identity: `${PLAYERS}/:id/kyc`,
  /** The document's bytes as uploaded (its own content type), never cached. */
  document: `${PLAYERS}/:id/kyc/documents/:documentId`,
  /** Staff answer a pending review by hand (kyc.edit). */
  review: `${PLAYERS}/:id/kyc/review`,
} as const;

export const adminKycReviewPath = (playerId: number) => `${PLAYERS}/${playerId}/kyc/review`;

/**
 * A pending review answered by hand, as the provider would: `approve` makes the player fully verified
 * (staff saw the whole set — a passport or both id sides, and a selfie); `reject` keeps the level. The
 * reason is the audit's, and for a rejection also what the player reads on their verification page.
 */
export const KYC_REVIEW_DECISIONS = ['approve', 'reject'] as const;
export const AdminKycReviewRequestSchema = z.object({
  decision: z.enum(KYC_REVIEW_DECISIONS),
  reason: requiredText(5, 500),
});
export type AdminKycReviewRequest = z.infer<typeof AdminKycReviewRequestSchema>;

/** The operator's KYC settings: how long a closed account's documents are kept (30 days to 10 years). */
export const ADMIN_KYC_RETENTION_PATH = '/api/admin/kyc/retention';

export const AdminKycRetentionSchema = z.object({
  retentionDays: z.number().int().min(30).max(3650),
});
export type AdminKycRetention = z.infer<typeof AdminKycRetentionSchema>;
export const AdminKycRetentionRequestSchema = AdminKycRetentionSchema;
export const AdminKycRetentionResponseSchema = envelope(AdminKycRetentionSchema);

export const adminKycDocumentPath = (playerId: number, documentId: number) =>
  `${PLAYERS}/${playerId}/kyc/documents/${documentId}`;

export const AdminKycSchema = z.object({
  level: KycLevelSchema,
  reviewStatus: KycReviewStatusSchema,
  rejectionReasons: z.array(z.string()),
  /** The identity provider's applicant, once the player sent documents. */
  applicantId: z.string().nullable(),
  submittedAt: utcTimestampRule.nullable(),
  reviewedAt: utcTimestampRule.nullable(),
  /** The staff member who answered the last review by hand; null when the provider answered (or none yet). */
  reviewedBy: z.string().nullable(),
  documents: z.array(KycDocumentSchema),
});
export type AdminKyc = z.infer<typeof AdminKycSchema>;

export const AdminKycResponseSchema = envelope(AdminKycSchema);

export const AdminKycDocumentParamsSchema = z.object({
  id: numberFromText(idRule),
  documentId: numberFromText(idRule),
});

/*
 * What each verification level allows (issue #26: "verification levels … with what each allows —
 * operator data"): whether a player at that level may play (stake), may withdraw, and whether their
 * deposits, all of them together, are capped by the currency's unverified deposit cap. Rules no operator
 * can change: a fully verified player may always play and withdraw and is never capped (else nobody could
 * play or take money out, or a verified player would be treated as an unverified one); and a level never allows less than the level
 * below it (a check passed must not take away what the player already had).
 */
export const ADMIN_KYC_LEVELS_PATH = '/api/admin/kyc/levels';

/** The largest unverified deposit cap: a hundred thousand units is far past any due-diligence threshold. */
export const KYC_DEPOSIT_CAP_MAX = 100_000;

export const KycLevelRuleSchema = z.object({
  level: KycLevelSchema,
  /** Whether a stake may be taken at this level (off: "verify before play", the UKGC's rule). */
  play: z.boolean(),
  /** Whether a withdrawal may be asked for at this level. */
  withdraw: z.boolean(),
  /** Whether all of the player's deposits together are capped by their currency's cap. */
  depositsCapped: z.boolean(),
});
export type KycLevelRule = z.infer<typeof KycLevelRuleSchema>;

export const KycDepositCapSchema = z.object({
  /** ISO code of a currency the platform has. */
  currency: plainText().regex(/^[A-Z]{3}$/, 'A currency is three capital letters (ISO 4217).'),
  /** All deposits together of a capped player in that currency; 0: they verify before any deposit. */
  cap: z
    .number()
    .min(0)
    .max(KYC_DEPOSIT_CAP_MAX)
    // Whole cents, said as the cashier says it (validation-messages' amountDecimals).
    .refine((cap) => Math.abs(cap * 100 - Math.round(cap * 100)) < 1e-6, { message: 'amountDecimals' }),
});
export type KycDepositCap = z.infer<typeof KycDepositCapSchema>;

const rank = (level: KycLevel) => KYC_LEVELS.indexOf(level);

/**
 * The request's shape: what the HTTP door checks, field by field. The rules across fields (below) are
 * the service's, which refuses with each broken rule said in words (the door could only say "invalid").
 */
export const AdminKycLevelsShapeSchema = z.object({
  /** Every level once. */
  levels: z.array(KycLevelRuleSchema).length(KYC_LEVELS.length),
  /** The currencies whose cap changes, each once; the others keep theirs. */
  depositCaps: z.array(KycDepositCapSchema).max(50),
});

export const AdminKycLevelsRequestSchema = AdminKycLevelsShapeSchema.superRefine(
  ({ levels, depositCaps }, context) => {
    const byLevel = new Map(levels.map((rule) => [rule.level, rule]));
    if (byLevel.size !== KYC_LEVELS.length) {
      context.addIssue({ code: 'custom', path: ['levels'], message: 'List each level once.' });
      return;
    }
    const full = byLevel.get('full')!;
    if (!full.play || !full.withdraw || full.depositsCapped)
      context.addIssue({
        code: 'custom',
        path: ['levels'],
        message: 'A fully verified player may always play and withdraw, and is never capped.',
      });
    for (const lower of levels)
      for (const higher of levels)
        if (
          rank(lower.level) < rank(higher.level) &&
          ((lower.play && !higher.play) ||
            (lower.withdraw && !higher.withdraw) ||
            (higher.depositsCapped && !lower.depositsCapped))
        )
          context.addIssue({
            code: 'custom',
            path: ['levels'],
            message: `The ${higher.level} level may not allow less than the ${lower.level} level.`,
          });
    if (new Set(depositCaps.map((cap) => cap.currency)).size !== depositCaps.length)
      context.addIssue({ code: 'custom', path: ['depositCaps'], message: 'List each currency once.' });
  },
);
export type AdminKycLevelsRequest = z.infer<typeof AdminKycLevelsRequestSchema>;

export const AdminKycLevelsSchema = z.object({
  /** none, basic, full in that order. */
  levels: z.array(KycLevelRuleSchema),
  /** Every currency the platform has, by code; 0 where the operator set none. */
  depositCaps: z.array(KycDepositCapSchema),
  /** The last change, and by whom (null: still the defaults). */
  updatedAt: utcTimestampRule.nullable(),
  updatedBy: z.string().nullable(),
});
export type AdminKycLevels = z.infer<typeof AdminKycLevelsSchema>;
export const AdminKycLevelsResponseSchema = envelope(AdminKycLevelsSchema);
