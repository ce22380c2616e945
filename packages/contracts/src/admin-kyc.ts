import { z } from 'zod';
import { envelope } from './envelope.ts';
import { KycDocumentSchema, KycLevelSchema, KycReviewStatusSchema } from './kyc.ts';
import { idRule, numberFromText, utcTimestampRule } from './rules.ts';

/*
 * Back office, identity verification (issue #26): a player's level, review and documents, for staff
 * with kyc.view. Every read — the summary and each document opened — is written to the audit trail.
 */

const PLAYERS = '/api/admin/players';

export const ADMIN_KYC_PATHS = {
  identity: `${PLAYERS}/:id/kyc`,
  /** The document's bytes as uploaded (its own content type), never cached. */
  document: `${PLAYERS}/:id/kyc/documents/:documentId`,
} as const;

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
  documents: z.array(KycDocumentSchema),
});
export type AdminKyc = z.infer<typeof AdminKycSchema>;

export const AdminKycResponseSchema = envelope(AdminKycSchema);

export const AdminKycDocumentParamsSchema = z.object({
  id: numberFromText(idRule),
  documentId: numberFromText(idRule),
});
