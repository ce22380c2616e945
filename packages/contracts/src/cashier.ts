import { z } from 'zod';
import { MAX_PAGE_TAKE } from './constants.ts';
import { envelope, MessageResponseSchema } from './envelope.ts';
import { TransactionStatusSchema, TransactionTypeSchema } from './enums.ts';
import { MoneySchema } from './money.ts';
import { idRule, plainText, skipRule, takeRule, utcTimestampRule } from './rules.ts';

/*
 * Cashier calls the spec does not show (issue #11): the method tiles of the deposit and withdraw pages,
 * the financial-activities list and the player's cancel of a pending withdrawal. payment/detail,
 * payment/deposit and payment/withdraw (spec §7) are in payment.ts.
 */

/** How a deposit method completes: a provider's hosted page (Iframe mode) or a manual bank transfer (Message mode). */
export const PaymentFlowSchema = z.enum(['hosted', 'manual']);
export type PaymentFlow = z.infer<typeof PaymentFlowSchema>;

/** A method tile. Amount limits are in the method's currency (the player's). */
export const PaymentMethodSchema = z.object({
  id: z.number().int(),
  type: TransactionTypeSchema,
  title: z.string(),
  /** Same-origin path or absolute URL of the logo. */
  logoUrl: z.string(),
  minAmount: MoneySchema,
  maxAmount: MoneySchema,
  /** ISO 4217 code, e.g. 'TRY'. */
  currency: z.string(),
  flow: PaymentFlowSchema,
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

// POST payment/methods {type} → the enabled methods of that type in sort order (guarded: login needed).
export const PaymentMethodsRequestSchema = z.object({ type: TransactionTypeSchema });
export const PaymentMethodsResponseSchema = envelope(z.array(PaymentMethodSchema));
export type PaymentMethodsRequest = z.infer<typeof PaymentMethodsRequestSchema>;

/** One row of the financial-activities page. */
export const PaymentTransactionSchema = z.object({
  id: z.number().int(),
  type: TransactionTypeSchema,
  status: TransactionStatusSchema,
  amount: MoneySchema,
  currency: z.string(),
  methodTitle: z.string(),
  /** The reference the player quotes to support (and, for a bank transfer, in the transfer's description). */
  reference: z.string(),
  createdAt: utcTimestampRule,
  updatedAt: utcTimestampRule,
  /** The operator's reason on a rejection, else null. */
  note: z.string().nullable(),
  /** A pending withdrawal the player may still cancel. */
  cancellable: z.boolean(),
});
export type PaymentTransaction = z.infer<typeof PaymentTransactionSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * POST payment/transactions: newest first, paged; optional filters. `from`/`to` are calendar days
 * ('YYYY-MM-DD', both inclusive, in Europe/Istanbul time).
 */
export const PaymentTransactionsRequestSchema = z.object({
  skip: skipRule.default(0),
  take: takeRule(MAX_PAGE_TAKE).default(20),
  type: TransactionTypeSchema.optional(),
  status: TransactionStatusSchema.optional(),
  from: plainText().regex(DAY).optional(),
  to: plainText().regex(DAY).optional(),
});
export const PaymentTransactionsResponseSchema = envelope(
  z.object({ items: z.array(PaymentTransactionSchema), total: z.number().int().min(0) }),
);
export type PaymentTransactionsRequest = z.input<typeof PaymentTransactionsRequestSchema>;
export type PaymentTransactionsResponse = z.infer<typeof PaymentTransactionsResponseSchema>;

// POST payment/cancelwithdraw {id}: the player cancels their own pending withdrawal (money back to cash).
export const CancelWithdrawRequestSchema = z.object({ id: idRule });
export const CancelWithdrawResponseSchema = MessageResponseSchema;
