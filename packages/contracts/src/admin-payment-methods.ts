import { z } from 'zod';
import { ADMIN_CMS_URL_MAX, isContentImageUrl, lowerKeyRule } from './admin-cms.ts';
import { PaymentFlowSchema } from './cashier.ts';
import { envelope } from './envelope.ts';
import { TransactionTypeSchema } from './enums.ts';
import { MoneySchema, SignedMoneySchema } from './money.ts';
import { PaymentFieldDefinitionSchema, PaymentFieldSchema } from './payment.ts';
import { checkIban } from './payment-field-rules.ts';
import { idRule, numberFromText, plainText, requiredText } from './rules.ts';

/*
 * Back office: the cashier's payment methods (issue #27). What the deposit and withdraw pages offer —
 * each method's direction, title, logo, provider and flow, currency and limits, order, switch and the
 * field definitions the player fills in — is these rows, so a site is set up without SQL. Not calls of
 * the site (spec §7): outside API_CONTRACT, like admin-payments.ts.
 *
 *   GET  /api/admin/payment-methods               payments.view  every method, both directions, in order
 *   POST /api/admin/payment-methods               payments.edit  create (goes last in its direction)
 *   PUT  /api/admin/payment-methods/:id           payments.edit  replace every field
 *   POST /api/admin/payment-methods/:id/enabled   payments.edit  {enabled}
 *   POST /api/admin/payment-methods/reorder       payments.edit  {ids}: one direction's methods, each once
 *
 * A method has ONE currency (payment_methods.currency_id): a method offered in two currencies is two
 * methods, each with its own limits. Amounts are decimals in that currency's major units, converted by
 * its minor units on the server (more places than it has are refused, never rounded). Rules across
 * fields (min ≤ max, a hosted method's provider configured, a manual deposit's bank account, unique
 * field keys, an amount field, ...) are the server's and answer as field errors.
 */

export const ADMIN_PAYMENT_METHODS_PATH = '/api/admin/payment-methods';
export const ADMIN_PAYMENT_METHOD_PATHS = {
  list: ADMIN_PAYMENT_METHODS_PATH,
  item: `${ADMIN_PAYMENT_METHODS_PATH}/:id`,
  enabled: `${ADMIN_PAYMENT_METHODS_PATH}/:id/enabled`,
  reorder: `${ADMIN_PAYMENT_METHODS_PATH}/reorder`,
} as const;

/** Where the API serves its built-in method logos (modules/payments/logos.ts). */
export const PAYMENT_LOGOS_PATH = '/api/payments/logos';
const BUILT_IN_LOGO = /^\/api\/payments\/logos\/[a-z0-9-]{1,40}\.svg$/;

export const ADMIN_PAYMENT_METHOD_TITLE_MAX = 80;
export const ADMIN_PAYMENT_METHOD_FIELDS_MAX = 20;
/** The largest limit a method may have (far below the exact-JSON bound of money.ts). */
export const ADMIN_PAYMENT_METHOD_AMOUNT_MAX = 10_000_000_000;

/**
 * A method's logo: an uploaded picture (`/media/uploads/...`, or an https address the site's CSP
 * allows: isContentImageUrl, the rule of every operator picture) or one of the API's built-in logos
 * (`/api/payments/logos/<name>.svg`; the server checks the name exists).
 */
export function isPaymentLogoUrl(value: string): boolean {
  return BUILT_IN_LOGO.test(value) || isContentImageUrl(value);
}
export const paymentLogoRule = requiredText(1, ADMIN_CMS_URL_MAX).refine(isPaymentLogoUrl, {
  error: 'paymentLogo',
});

/** A manual deposit's bank account: the player is told to transfer there (the IBAN mod-97 checked). */
export const PaymentBankAccountSchema = z.object({
  bankName: requiredText(1, 100),
  iban: requiredText(1, 50).superRefine((value, ctx) => checkIban(value, null, ctx)),
  accountHolder: requiredText(1, 100),
});
export type PaymentBankAccount = z.infer<typeof PaymentBankAccountSchema>;

/** A limit: above zero (worded as such, not as "at least 0"), money's places, at most the cap. */
const limitRule = SignedMoneySchema.max(ADMIN_PAYMENT_METHOD_AMOUNT_MAX).refine((value) => value > 0, {
  error: 'positiveAmount',
});

/** Create and replace: every field of a method. */
export const AdminPaymentMethodInputSchema = z.object({
  /** The direction, as the table and the site's tiles encode it: Deposit = 1, Withdraw = 2. */
  type: TransactionTypeSchema,
  title: requiredText(1, ADMIN_PAYMENT_METHOD_TITLE_MAX),
  logo: paymentLogoRule,
  /**
   * The adapter: for a hosted method a provider configured on the server (the list answers them);
   * for a manual one the operator's own name for it ('manual-bank'), shown in the payments list.
   */
  provider: lowerKeyRule(40),
  /** hosted: the provider's page and signed webhook (deposits only); manual: an operator decides. */
  flow: PaymentFlowSchema,
  /** ISO 4217 code of the method's one currency (players of other currencies do not see it). */
  currency: plainText().regex(/^[A-Z]{3}$/),
  minAmount: limitRule,
  maxAmount: limitRule,
  enabled: z.boolean().default(true),
  /** The inputs, in the order the dialog shows them; one must be `amount`. */
  fields: z.array(PaymentFieldDefinitionSchema).min(1).max(ADMIN_PAYMENT_METHOD_FIELDS_MAX),
  /** Required for a manual deposit (the account the player transfers to); else null. */
  bankAccount: PaymentBankAccountSchema.nullable().default(null),
});
export type AdminPaymentMethodInput = z.input<typeof AdminPaymentMethodInputSchema>;
export type AdminPaymentMethodRequest = z.infer<typeof AdminPaymentMethodInputSchema>;

export const AdminPaymentMethodSchema = z.object({
  id: z.number().int(),
  type: TransactionTypeSchema,
  title: z.string(),
  logo: z.string(),
  provider: z.string(),
  flow: PaymentFlowSchema,
  currency: z.string(),
  minAmount: MoneySchema,
  maxAmount: MoneySchema,
  enabled: z.boolean(),
  /** The position among the methods of its direction (the site shows them in this order). */
  sortOrder: z.number().int(),
  fields: z.array(PaymentFieldSchema),
  bankAccount: z.object({ bankName: z.string(), iban: z.string(), accountHolder: z.string() }).nullable(),
  /** Players see it now: enabled and, when hosted, its provider configured on this server. */
  offered: z.boolean(),
});
export type AdminPaymentMethod = z.infer<typeof AdminPaymentMethodSchema>;

/** The list, with what the editor offers: configured hosted providers, built-in logos, currencies. */
export const AdminPaymentMethodsSchema = z.object({
  /** Deposits then withdrawals, each in the site's order. */
  items: z.array(AdminPaymentMethodSchema),
  /** The hosted providers this server has (outside production: the payment sandbox's). */
  providers: z.array(z.string()),
  /** Addresses of the built-in logos. */
  logos: z.array(z.string()),
  currencies: z.array(z.object({ code: z.string(), minorUnits: z.number().int() })),
});
export type AdminPaymentMethods = z.infer<typeof AdminPaymentMethodsSchema>;

export const AdminPaymentMethodsResponseSchema = envelope(AdminPaymentMethodsSchema);
export const AdminPaymentMethodResponseSchema = envelope(AdminPaymentMethodSchema);

export const AdminPaymentMethodParamsSchema = z.object({ id: numberFromText(idRule) });
export const AdminPaymentMethodEnabledRequestSchema = z.object({ enabled: z.boolean() });
/** A direction's new order: every method of that direction exactly once. */
export const AdminPaymentMethodsReorderRequestSchema = z.object({
  ids: z.array(idRule).min(1).max(500),
});
