import { z } from 'zod';
import { PaymentFlowSchema } from './cashier.ts';
import { MAX_PAGE_TAKE } from './constants.ts';
import { envelope } from './envelope.ts';
import { TransactionStatus, TransactionType } from './enum-values.ts';
import { TransactionStatusSchema, TransactionTypeSchema } from './enums.ts';
import { MoneySchema } from './money.ts';
import { idRule, numberFromText, plainText, skipRule, takeRule, utcTimestampRule } from './rules.ts';

/*
 * Back office: the cashier's operator calls (issue #11) — list and filter payment transactions, confirm
 * or reject a pending manual deposit or withdrawal. Not calls of the site (spec §7), so they live outside
 * API_CONTRACT, like admin-notification.ts. Every decision records who took it and when.
 */

export const ADMIN_PAYMENTS_PATH = '/api/admin/payments';
export const ADMIN_PAYMENT_PATHS = {
  list: ADMIN_PAYMENTS_PATH,
  export: `${ADMIN_PAYMENTS_PATH}/export`,
  queue: `${ADMIN_PAYMENTS_PATH}/queue`,
  events: `${ADMIN_PAYMENTS_PATH}/:id/events`,
  confirm: `${ADMIN_PAYMENTS_PATH}/:id/confirm`,
  reject: `${ADMIN_PAYMENTS_PATH}/:id/reject`,
  /** Four eyes (issue #25): the amount above which a withdrawal needs two different approvers. */
  approvalThresholds: '/api/admin/settings/withdrawal-approval',
} as const;

export const ADMIN_PAYMENT_NOTE_MAX = 500;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** GET list filters (query string, so numbers arrive as text). Days are Europe/Istanbul calendar days. */
export const AdminPaymentsFilterSchema = z.object({
  type: numberFromText(z.literal(Object.values(TransactionType))).optional(),
  status: numberFromText(z.literal(Object.values(TransactionStatus))).optional(),
  playerId: numberFromText(idRule).optional(),
  from: plainText().regex(DAY).optional(),
  to: plainText().regex(DAY).optional(),
});
export const AdminPaymentsQuerySchema = AdminPaymentsFilterSchema.extend({
  skip: numberFromText(skipRule).default(0),
  take: numberFromText(takeRule(MAX_PAGE_TAKE)).default(20),
});
export type AdminPaymentsQuery = z.input<typeof AdminPaymentsQuerySchema>;

export const AdminPaymentParamsSchema = z.object({ id: numberFromText(idRule) });

/** The shortest reason a rejection may give (the player reads it). */
export const ADMIN_PAYMENT_REJECT_NOTE_MIN = 3;

/** Confirm, with an optional note for the record. */
export const AdminPaymentDecisionRequestSchema = z.object({
  note: plainText().trim().max(ADMIN_PAYMENT_NOTE_MAX).optional(),
});
export type AdminPaymentDecisionRequest = z.infer<typeof AdminPaymentDecisionRequestSchema>;

/** Reject: the reason is required, and shown to the player (financial activities). */
export const AdminPaymentRejectRequestSchema = z.object({
  note: plainText().trim().min(ADMIN_PAYMENT_REJECT_NOTE_MIN).max(ADMIN_PAYMENT_NOTE_MAX),
});

/** A payment transaction as the back office sees it (safe details only: card data is never stored). */
export const AdminPaymentSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  username: z.string(),
  type: TransactionTypeSchema,
  status: TransactionStatusSchema,
  amount: MoneySchema,
  currency: z.string(),
  methodId: z.number().int(),
  methodTitle: z.string(),
  flow: PaymentFlowSchema,
  provider: z.string(),
  reference: z.string(),
  providerRef: z.string().nullable(),
  /** Masked account details the player entered (IBAN as TR** **** … 1234, wallet address shortened). */
  details: z.record(z.string(), z.string()),
  note: z.string().nullable(),
  createdAt: utcTimestampRule,
  updatedAt: utcTimestampRule,
  /** The operator (player id of an admin) who confirmed or rejected, and when; null until then. */
  decidedBy: z.number().int().nullable(),
  decidedAt: utcTimestampRule.nullable(),
  /** Four eyes: the confirmations given so far to a withdrawal above its currency's threshold. */
  approvals: z.array(z.object({ staffId: z.number().int(), at: utcTimestampRule })),
  /** A pending withdrawal that one staff member confirmed and a different one still has to. */
  needsSecondApproval: z.boolean(),
});
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;

export const AdminPaymentsResponseSchema = envelope(
  z.object({ items: z.array(AdminPaymentSchema), total: z.number().int().min(0) }),
);
export type AdminPaymentsResponse = z.infer<typeof AdminPaymentsResponseSchema>;

export const AdminPaymentResponseSchema = envelope(AdminPaymentSchema);
export type AdminPaymentResponse = z.infer<typeof AdminPaymentResponseSchema>;

/** GET queue: the payments waiting for an operator's decision, of one currency. */
export const AdminPaymentQueueQuerySchema = z.object({
  currency: plainText()
    .regex(/^[A-Z]{3}$/)
    .default('TRY'),
  skip: numberFromText(skipRule).default(0),
  take: numberFromText(takeRule(MAX_PAGE_TAKE)).default(50),
});

export const AdminPaymentQueueSchema = z.object({
  summary: z.object({
    /** Pending manual deposits and withdrawals: each waits for an operator. */
    pending: z.number().int().min(0),
    /** Of those, the withdrawals: their amount sits in the players' withdraw_hold accounts. */
    onHold: z.number().int().min(0),
    /** Of the withdrawals on hold, those one staff member confirmed and a second must. */
    awaitingSecondApproval: z.number().int().min(0),
    /** The amount on hold: what paying every queued withdrawal would send out. */
    queuedAmount: MoneySchema,
    /** How long the pending payments have waited so far, on average (0 with none). */
    averageWaitSeconds: z.number().int().min(0),
    /** The longest wait (0 with none). */
    oldestWaitSeconds: z.number().int().min(0),
    currency: z.string(),
  }),
  /** Oldest first: the queue is worked in order. */
  items: z.array(AdminPaymentSchema),
  total: z.number().int().min(0),
});
export type AdminPaymentQueue = z.infer<typeof AdminPaymentQueueSchema>;
export const AdminPaymentQueueResponseSchema = envelope(AdminPaymentQueueSchema);

/** A provider's webhook event recorded for a payment (payment_webhook_events). */
export const AdminPaymentEventSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  eventId: z.string(),
  /** What the event said: 'paid', 'declined', 'cancelled'. */
  outcome: z.string(),
  /** What it did: 'applied' or 'ignored' (a repeat of an event id is not recorded twice). */
  result: z.string(),
  receivedAt: utcTimestampRule,
});
export const AdminPaymentEventsResponseSchema = envelope(
  z.object({ items: z.array(AdminPaymentEventSchema), total: z.number().int().min(0) }),
);

/** Four eyes: per currency, the amount above which a withdrawal needs two different approvers. */
export const WithdrawalApprovalThresholdsSchema = z.object({
  thresholds: z.array(z.object({ currency: plainText().regex(/^[A-Z]{3}$/), amount: MoneySchema })).max(50),
});
export type WithdrawalApprovalThresholds = z.infer<typeof WithdrawalApprovalThresholdsSchema>;
export const WithdrawalApprovalThresholdsResponseSchema = envelope(WithdrawalApprovalThresholdsSchema);
