import { z } from 'zod';
import { MAX_PAGE_TAKE } from './constants.ts';
import { envelope } from './envelope.ts';
import { MoneySchema } from './money.ts';
import {
  idRule,
  numberFromText,
  plainText,
  requiredText,
  skipRule,
  takeRule,
  utcTimestampRule,
} from './rules.ts';
import type { StaffArea } from './staff-permissions.ts';

/*
 * Back office (issue #27): four eyes on the changes that widen the house's exposure. The owner draws a
 * line per measure (staff.edit); a change that raises a measure above its line is not applied but kept
 * as a pending change (the write answers 202 with it), and a DIFFERENT staff member holding the area's
 * approve permission applies it — through the same service the write would have used — or rejects it.
 *
 * The measures:
 * - paymentMethodMax: a payment method's largest single payment, in the method's currency;
 * - bonusAward: the most a bonus definition can award one player (its cap, or its fixed amount; a percent
 *   bonus without a cap has no bound), in the definition's currency;
 * - stakePercent: a sports stake limit (event or player) as a percentage of the book's maximum; no limit
 *   is 100.
 * A change is held when its value is above the line AND above the value before (a new method or
 * definition has none): lowering is never held, even above the line. A measure or currency without a line
 * holds nothing.
 */

export const ADMIN_APPROVALS_PATH = '/api/admin/approvals';

/** The areas whose changes can wait for a second approver; each list and decision needs that area's permission. */
export const APPROVAL_AREAS = ['payments', 'bonuses', 'sports'] as const satisfies readonly StaffArea[];
export type ApprovalArea = (typeof APPROVAL_AREAS)[number];

export const ADMIN_APPROVAL_PATHS = {
  lines: `${ADMIN_APPROVALS_PATH}/lines`,
  list: (area: ApprovalArea) => `${ADMIN_APPROVALS_PATH}/${area}`,
  approve: (area: ApprovalArea) => `${ADMIN_APPROVALS_PATH}/${area}/:id/approve`,
  reject: (area: ApprovalArea) => `${ADMIN_APPROVALS_PATH}/${area}/:id/reject`,
  /** Whoever asked takes their own change back (the area's edit: what asking needed). */
  withdraw: (area: ApprovalArea) => `${ADMIN_APPROVALS_PATH}/${area}/:id/withdraw`,
} as const;

export const CHANGE_KINDS = [
  'payment_method',
  'bonus_definition',
  'event_stake_limit',
  'player_stake_limit',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export const CHANGE_AREA: Readonly<Record<ChangeKind, ApprovalArea>> = {
  payment_method: 'payments',
  bonus_definition: 'bonuses',
  event_stake_limit: 'sports',
  player_stake_limit: 'sports',
};

export const APPROVAL_MEASURES = ['paymentMethodMax', 'bonusAward', 'stakePercent'] as const;
export type ApprovalMeasure = (typeof APPROVAL_MEASURES)[number];

export const CHANGE_STATUSES = ['pending', 'applied', 'rejected'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

// ── The owner's lines ──────────────────────────────────────────────────────────────────────────────

const MoneyLineSchema = z.object({
  currency: z.string(),
  /** null: no line in this currency (nothing is held). */
  amount: MoneySchema.nullable(),
});

const MoneyLineRequestSchema = MoneyLineSchema.extend({
  currency: plainText().regex(/^[A-Z]{3}$/, 'A currency is three capital letters (ISO 4217).'),
});

export const ApprovalLinesSchema = z.object({
  /** One row per currency the site has. */
  paymentMethodMax: z.array(MoneyLineSchema),
  bonusAward: z.array(MoneyLineSchema),
  /** null: stake limits are never held. */
  stakePercent: z.number().int().min(0).max(100).nullable(),
});
export type ApprovalLines = z.infer<typeof ApprovalLinesSchema>;

/** A currency left out keeps its line. */
export const ApprovalLinesRequestSchema = z.object({
  paymentMethodMax: z.array(MoneyLineRequestSchema).max(50),
  bonusAward: z.array(MoneyLineRequestSchema).max(50),
  stakePercent: z.number().int().min(0).max(100).nullable(),
});
export type ApprovalLinesRequest = z.infer<typeof ApprovalLinesRequestSchema>;

export const ApprovalLinesResponseSchema = envelope(ApprovalLinesSchema);

// ── Pending changes ────────────────────────────────────────────────────────────────────────────────

export const PendingChangeSchema = z.object({
  id: z.number().int(),
  area: z.enum(APPROVAL_AREAS),
  kind: z.enum(CHANGE_KINDS),
  /** The method, definition, event or player changed; null for a method or definition yet to be created. */
  targetId: z.number().int().nullable(),
  /** What a person recognises it by: the method's or definition's title, the event's name, the username. */
  targetName: z.string(),
  measure: z.enum(APPROVAL_MEASURES),
  /** The money measures' currency; null for stakePercent. */
  currency: z.string().nullable(),
  /** The measure before (decimal text, or a percentage); null when there was nothing before. */
  before: z.string().nullable(),
  /** The measure asked for; null: no bound (a percent bonus without a cap). */
  after: z.string().nullable(),
  /** The owner's line when it was asked. */
  line: z.string(),
  /** The request body as it was sent; applied as it is. */
  payload: z.record(z.string(), z.unknown()),
  status: z.enum(CHANGE_STATUSES),
  requestedBy: z.number().int(),
  requestedByName: z.string(),
  requestedAt: utcTimestampRule,
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: utcTimestampRule.nullable(),
  decisionNote: z.string().nullable(),
});
export type PendingChange = z.infer<typeof PendingChangeSchema>;

export const PendingChangeResponseSchema = envelope(PendingChangeSchema);

export const PendingChangesQuerySchema = z.object({
  skip: numberFromText(skipRule).default(0),
  take: numberFromText(takeRule(MAX_PAGE_TAKE)).default(20),
  status: z.enum(CHANGE_STATUSES).optional(),
});
export type PendingChangesQuery = z.input<typeof PendingChangesQuerySchema>;

export const PendingChangesResponseSchema = envelope(
  z.object({ items: z.array(PendingChangeSchema), total: z.number().int().min(0) }),
);

export const PendingChangeParamsSchema = z.object({ id: numberFromText(idRule) });

export const PendingChangeDecisionSchema = z.object({
  note: requiredText(1, 500).optional(),
});
