import { z } from 'zod';
import { MAX_PAGE_TAKE } from './constants.ts';
import { envelope } from './envelope.ts';
import { MoneySchema } from './money.ts';
import { idRule, numberFromText, requiredText, skipRule, takeRule, utcTimestampRule } from './rules.ts';

/*
 * Back office (issue #25): manual corrections of a player's cash — a goodwill credit, or the money of a
 * provider round that got stuck. One staff member asks, a DIFFERENT one approves, and the approval posts
 * exactly one ledger transfer (house_adjustments ↔ the player's cash). A debit never overdraws.
 */

export const ADMIN_CORRECTIONS_PATH = '/api/admin/corrections';
export const ADMIN_CORRECTION_PATHS = {
  list: ADMIN_CORRECTIONS_PATH,
  approve: `${ADMIN_CORRECTIONS_PATH}/:id/approve`,
  reject: `${ADMIN_CORRECTIONS_PATH}/:id/reject`,
} as const;

export const CORRECTION_DIRECTIONS = ['credit', 'debit'] as const;
export const CORRECTION_KINDS = ['goodwill', 'stuck_round'] as const;
export const CORRECTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const CORRECTION_SORTS = ['id', 'requestedAt'] as const;

export const AdminCorrectionRequestSchema = z.object({
  playerId: idRule,
  direction: z.enum(CORRECTION_DIRECTIONS),
  /** In the player's currency; more decimals than the currency has are refused by the server. */
  amount: MoneySchema.positive({ error: 'positiveAmount' }),
  reason: requiredText(5, 500),
  kind: z.enum(CORRECTION_KINDS),
});
export type AdminCorrectionRequest = z.infer<typeof AdminCorrectionRequestSchema>;

export const AdminCorrectionDecisionSchema = z.object({
  note: requiredText(1, 500).optional(),
});

export const AdminCorrectionParamsSchema = z.object({ id: numberFromText(idRule) });

export const AdminCorrectionsQuerySchema = z.object({
  skip: numberFromText(skipRule).default(0),
  take: numberFromText(takeRule(MAX_PAGE_TAKE)).default(20),
  sort: z.enum(CORRECTION_SORTS).default('requestedAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(CORRECTION_STATUSES).optional(),
  playerId: numberFromText(idRule).optional(),
});
export type AdminCorrectionsQuery = z.input<typeof AdminCorrectionsQuerySchema>;

export const AdminCorrectionSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  username: z.string(),
  direction: z.enum(CORRECTION_DIRECTIONS),
  kind: z.enum(CORRECTION_KINDS),
  amount: MoneySchema,
  currency: z.string(),
  reason: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  requestedBy: z.number().int(),
  requestedAt: utcTimestampRule,
  decidedBy: z.number().int().nullable(),
  decidedAt: utcTimestampRule.nullable(),
  decisionNote: z.string().nullable(),
  /** The ledger transfer the approval posted (null until approved). */
  transferId: z.number().int().nullable(),
});
export type AdminCorrection = z.infer<typeof AdminCorrectionSchema>;

export const AdminCorrectionResponseSchema = envelope(AdminCorrectionSchema);
export const AdminCorrectionsResponseSchema = envelope(
  z.object({ items: z.array(AdminCorrectionSchema), total: z.number().int().min(0) }),
);
