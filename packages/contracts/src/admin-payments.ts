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
  confirm: `${ADMIN_PAYMENTS_PATH}/:id/confirm`,
  reject: `${ADMIN_PAYMENTS_PATH}/:id/reject`,
} as const;

export const ADMIN_PAYMENT_NOTE_MAX = 500;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** GET list filters (query string, so numbers arrive as text). Days are Europe/Istanbul calendar days. */
export const AdminPaymentsQuerySchema = z.object({
  skip: numberFromText(skipRule).default(0),
  take: numberFromText(takeRule(MAX_PAGE_TAKE)).default(20),
  type: numberFromText(z.literal(Object.values(TransactionType))).optional(),
  status: numberFromText(z.literal(Object.values(TransactionStatus))).optional(),
  playerId: numberFromText(idRule).optional(),
  from: plainText().regex(DAY).optional(),
  to: plainText().regex(DAY).optional(),
});
export type AdminPaymentsQuery = z.input<typeof AdminPaymentsQuerySchema>;

export const AdminPaymentParamsSchema = z.object({ id: numberFromText(idRule) });

/** Confirm or reject; the note is shown to the player on a rejection (financial activities). */
export const AdminPaymentDecisionRequestSchema = z.object({
  note: plainText().trim().max(ADMIN_PAYMENT_NOTE_MAX).optional(),
});
export type AdminPaymentDecisionRequest = z.infer<typeof AdminPaymentDecisionRequestSchema>;

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
});
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;

export const AdminPaymentsResponseSchema = envelope(
  z.object({ items: z.array(AdminPaymentSchema), total: z.number().int().min(0) }),
);
export type AdminPaymentsResponse = z.infer<typeof AdminPaymentsResponseSchema>;

export const AdminPaymentResponseSchema = envelope(AdminPaymentSchema);
export type AdminPaymentResponse = z.infer<typeof AdminPaymentResponseSchema>;
