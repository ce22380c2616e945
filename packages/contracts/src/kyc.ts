import { z } from 'zod';
import { envelope, NoPayloadSchema } from './envelope.ts';
import { plainText, utcTimestampRule } from './rules.ts';

/*
 * Know your customer (issue #26): the player's verification level, the documents they upload for the
 * identity provider's review, and the answer. What each level allows is operator data (admin-kyc.ts,
 * set in the back office): by default a player below `full` may play and deposit up to a cumulative
 * amount, and only `full` may withdraw.
 */

export const KYC_LEVELS = ['none', 'basic', 'full'] as const;
export const KycLevelSchema = z.enum(KYC_LEVELS);
export type KycLevel = z.infer<typeof KycLevelSchema>;

/** none: nothing sent yet; pending: sent, the provider is reviewing; then approved or rejected. */
export const KYC_REVIEW_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export const KycReviewStatusSchema = z.enum(KYC_REVIEW_STATUSES);
export type KycReviewStatus = z.infer<typeof KycReviewStatusSchema>;

/**
 * A passport alone, or a national id's two sides; a selfie with either: the identity provider's review.
 * And proof of where the money comes from (a bank statement, a payslip), which compliance asks for (an
 * AML case's "request documents"): kept for staff, never sent to the identity provider.
 */
export const KYC_IDENTITY_DOCUMENT_KINDS = ['passport', 'id_front', 'id_back', 'selfie'] as const;
export type KycIdentityDocumentKind = (typeof KYC_IDENTITY_DOCUMENT_KINDS)[number];
export const KYC_DOCUMENT_KINDS = [...KYC_IDENTITY_DOCUMENT_KINDS, 'source_of_funds'] as const;
export const KycDocumentKindSchema = z.enum(KYC_DOCUMENT_KINDS);
export type KycDocumentKind = z.infer<typeof KycDocumentKindSchema>;

/** Photos and scans as phones and scanners make them. */
export const KYC_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const KycContentTypeSchema = z.enum(KYC_CONTENT_TYPES);
export type KycContentType = z.infer<typeof KycContentTypeSchema>;

/** A phone photo of a document is 1–4 MB; anything bigger is refused before it is decoded. */
export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** A document as the player sees it listed: never its content. */
export const KycDocumentSchema = z.object({
  id: z.number().int(),
  kind: KycDocumentKindSchema,
  contentType: KycContentTypeSchema,
  sizeBytes: z.number().int(),
  uploadedAt: utcTimestampRule,
});
export type KycDocument = z.infer<typeof KycDocumentSchema>;

export const KycStatusSchema = z.object({
  level: KycLevelSchema,
  reviewStatus: KycReviewStatusSchema,
  /** The provider's reasons for the last rejection, in its words; [] unless rejected. */
  rejectionReasons: z.array(z.string()),
  /** What the level allows now. */
  canWithdraw: z.boolean(),
  /** Deposits allowed in all at this level (major units, the player's currency); null: no cap. */
  depositCap: z.number().nullable(),
  /** The documents kept for the review, newest first. */
  documents: z.array(KycDocumentSchema),
  /** Whether the documents sent make a full set (a passport or both id sides, and a selfie). */
  readyToSubmit: z.boolean(),
  /**
   * Compliance asked for documents (an AML case): uploads are open even at `full`, for a while after
   * the request. The answer is the documents themselves; there is nothing to submit.
   */
  documentsRequested: z.boolean(),
});
export type KycStatus = z.infer<typeof KycStatusSchema>;

// GET kyc/status
export const KycStatusRequestSchema = NoPayloadSchema;
export const KycStatusResponseSchema = envelope(KycStatusSchema);

// POST kyc/document {kind, contentType, data: base64}
export const KycUploadRequestSchema = z.object({
  kind: KycDocumentKindSchema,
  contentType: KycContentTypeSchema,
  /** The file, base64 (standard alphabet); at most KYC_DOCUMENT_MAX_BYTES once decoded. */
  data: plainText()
    .min(4)
    .max(Math.ceil(KYC_DOCUMENT_MAX_BYTES / 3) * 4)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/),
});
export type KycUploadRequest = z.infer<typeof KycUploadRequestSchema>;
export const KycUploadResponseSchema = envelope(z.object({ document: KycDocumentSchema }));

// POST kyc/submit — sends the documents for review.
export const KycSubmitRequestSchema = NoPayloadSchema;
export const KycSubmitResponseSchema = envelope(KycStatusSchema);
