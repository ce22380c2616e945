import { z } from 'zod';
import { MAX_PAGE_TAKE } from './constants.ts';
import { envelope } from './envelope.ts';
import { idRule, numberFromText, plainText, skipRule, takeRule, utcTimestampRule } from './rules.ts';

/*
 * Back office (issue #25): the audit trail — every staff write, sign-in, failure and refused access,
 * with what it changed — its list, its CSV export and the check that nobody rewrote it. Outside
 * API_CONTRACT like the other operator calls.
 */

export const ADMIN_AUDIT_PATH = '/api/admin/audit';
export const ADMIN_AUDIT_PATHS = {
  list: ADMIN_AUDIT_PATH,
  export: `${ADMIN_AUDIT_PATH}/export`,
  verify: `${ADMIN_AUDIT_PATH}/verify`,
  /** One player's trail: the rows whose target is that player (the player card's tab). */
  player: '/api/admin/players/:id/audit',
} as const;

/** ok: done; refused: not allowed (permission, four eyes, a rule); failed: tried and went wrong. */
export const AUDIT_OUTCOMES = ['ok', 'refused', 'failed'] as const;
export type AuditRowOutcome = (typeof AUDIT_OUTCOMES)[number];

export const AUDIT_SORT_KEYS = ['seq', 'at'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FILTER_TEXT_MAX = 200;
const filterText = () => plainText().trim().min(1).max(FILTER_TEXT_MAX).optional();

/** The filters of the list and its export. Days are Europe/Istanbul calendar days, both inclusive. */
const AuditFilterShape = {
  staffId: numberFromText(idRule).optional(),
  area: filterText(),
  action: filterText(),
  targetType: filterText(),
  targetId: filterText(),
  outcome: z.enum(AUDIT_OUTCOMES).optional(),
  from: plainText().regex(DAY).optional(),
  to: plainText().regex(DAY).optional(),
  /** The order: by seq (the chain's order) or time, newest first unless `dir` says otherwise. */
  sort: z.enum(AUDIT_SORT_KEYS).default('seq'),
  dir: z.enum(['asc', 'desc']).default('desc'),
};

export const AdminAuditExportQuerySchema = z.object(AuditFilterShape);
export type AdminAuditExportQuery = z.input<typeof AdminAuditExportQuerySchema>;

export const AdminAuditQuerySchema = z.object({
  skip: numberFromText(skipRule).default(0),
  take: numberFromText(takeRule(MAX_PAGE_TAKE)).default(20),
  ...AuditFilterShape,
});
export type AdminAuditQuery = z.input<typeof AdminAuditQuerySchema>;

export const AdminPlayerAuditParamsSchema = z.object({ id: numberFromText(idRule) });
export const AdminPlayerAuditQuerySchema = z.object({
  skip: numberFromText(skipRule).default(0),
  take: numberFromText(takeRule(MAX_PAGE_TAKE)).default(20),
});

export const AuditRowSchema = z.object({
  id: z.number().int(),
  /** The row's place in the chain: 1, 2, 3, ... without a gap. */
  seq: z.number().int(),
  at: utcTimestampRule,
  /** null: a sign-in with a username no staff member has. */
  staffId: z.number().int().nullable(),
  staffUsername: z.string(),
  staffRole: z.string().nullable(),
  ip: z.string(),
  area: z.string(),
  action: z.string(),
  permission: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  outcome: z.enum(AUDIT_OUTCOMES),
  /** How the target looked before and after (JSON as the handler gave it; null when not told). */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditRow = z.infer<typeof AuditRowSchema>;

export const AdminAuditListResponseSchema = envelope(
  z.object({ items: z.array(AuditRowSchema), total: z.number().int().min(0) }),
);
export type AdminAuditListResponse = z.infer<typeof AdminAuditListResponseSchema>;

/**
 * Why the chain is broken at a row. hash_mismatch: its content no longer gives its hash (changed);
 * bad_signature: re-hashed by someone without the key; prev_link: it does not follow the row before;
 * seq_gap: rows missing in the middle (named by the first missing seq); head_mismatch: rows missing at
 * the end (the signed head names a later row); head_signature: the head itself was rewritten.
 */
export const AUDIT_BREAK_REASONS = [
  'hash_mismatch',
  'bad_signature',
  'prev_link',
  'seq_gap',
  'head_mismatch',
  'head_signature',
] as const;
export type AuditBreakReason = (typeof AUDIT_BREAK_REASONS)[number];

export const AuditVerificationSchema = z.object({
  ok: z.boolean(),
  /** Rows checked, in seq order. */
  checked: z.number().int().min(0),
  /** The first place the chain is broken; `id` is null where the row is missing. */
  firstBroken: z
    .object({
      seq: z.number().int(),
      id: z.number().int().nullable(),
      reason: z.enum(AUDIT_BREAK_REASONS),
    })
    .nullable(),
});
export type AuditVerification = z.infer<typeof AuditVerificationSchema>;

export const AdminAuditVerifyResponseSchema = envelope(AuditVerificationSchema);
