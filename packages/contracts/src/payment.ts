import { z } from 'zod';
import { envelope, MessageResponseSchema } from './envelope.ts';
import { PaymentFieldObjectType } from './enum-values.ts';
import { PaymentFieldObjectTypeSchema, TransactionTypeSchema } from './enums.ts';
import {
  checkAmount,
  checkCardNo,
  checkCvv,
  checkExpiry,
  checkIban,
  checkMask,
  isSupportedMask,
  type PaymentDetailContext,
} from './payment-field-rules.ts';
import { idRule, int32Rule, plainText, requiredText } from './rules.ts';

export { conformToMask, isSupportedMask, type PaymentDetailContext } from './payment-field-rules.ts';

/*
 * Cashier calls (spec §2 dynamic withdraw/deposit dialogs, §5 dynamic payment fields, §7 payment/*).
 * The server describes a payment method's inputs as field definitions; the site renders one input per
 * definition and posts the values back as `detail`. buildPaymentDetailSchema turns the definitions into
 * the zod schema both sides validate `detail` with.
 */

/** A dropdown choice. Ids may be numeric or text; the chosen id is sent as it is. */
export const PaymentFieldOptionSchema = z.object({ id: z.union([z.number(), z.string()]), name: z.string() });

export const PaymentFieldSchema = z.object({
  /** The key the value is posted under in `detail`, e.g. 'amount', 'Iban', 'CardNo'. */
  key: z.string().min(1),
  /** Input mask (also the placeholder), null when free text. */
  mask: z.string().nullable(),
  objectType: PaymentFieldObjectTypeSchema,
  /** Present (not null) means the input is a dropdown, whatever objectType says. */
  option: z.array(PaymentFieldOptionSchema).nullable(),
});
export type PaymentFieldOption = z.infer<typeof PaymentFieldOptionSchema>;
export type PaymentField = z.infer<typeof PaymentFieldSchema>;

/** Limits of a field definition an operator writes (issue #27, admin-payment-methods.ts). */
export const PAYMENT_FIELD_KEY_MAX = 40;
export const PAYMENT_MASK_MAX = 60;
export const PAYMENT_FIELD_OPTIONS_MAX = 50;

/**
 * A field definition as an operator may save it: the same four parts as PaymentFieldSchema, each held
 * to what the cashier can draw and check. The key is letters and digits (it is a `detail` key and the
 * site's label text `cashier.fields.<key>`); a mask has a digit slot and no IMask marker the server
 * would read differently (isSupportedMask); options, when given, are at least one, each with an id and
 * a name. Rules across fields (keys unique, an amount field, a dropdown's options, option ids unique)
 * are the service's (apps/api payments/admin-methods.ts), answered as field errors.
 */
export const PaymentFieldDefinitionSchema = z.object({
  key: requiredText(1, PAYMENT_FIELD_KEY_MAX).regex(/^[A-Za-z0-9]+$/, { error: 'lettersAndDigits' }),
  mask: requiredText(1, PAYMENT_MASK_MAX).refine(isSupportedMask, { error: 'paymentMask' }).nullable(),
  objectType: PaymentFieldObjectTypeSchema,
  option: z
    .array(z.object({ id: z.union([int32Rule, requiredText(1, 50)]), name: requiredText(1, 100) }))
    .min(1)
    .max(PAYMENT_FIELD_OPTIONS_MAX)
    .nullable(),
});
export type PaymentFieldDefinition = z.infer<typeof PaymentFieldDefinitionSchema>;

/** Longest text a payment input accepts (an IBAN has 26 characters, a card number 19). */
const PAYMENT_TEXT_MAX = 200;

/**
 * A detail value: numeric types as numbers, Bool as boolean, everything else as the typed string.
 * Numbers may be decimal amounts here; the method's own schema (buildPaymentDetailSchema) narrows them.
 */
export const PaymentDetailValueSchema = z.union([plainText().max(PAYMENT_TEXT_MAX), z.number(), z.boolean()]);
export const PaymentDetailSchema = z.record(plainText().max(100), PaymentDetailValueSchema);
export type PaymentDetail = z.infer<typeof PaymentDetailSchema>;

// POST payment/detail {id, type} → the field definitions of that method for a deposit or a withdrawal.
export const PaymentDetailRequestSchema = z.object({ id: idRule, type: TransactionTypeSchema });
export const PaymentDetailResponseSchema = envelope(z.array(PaymentFieldSchema));
export type PaymentDetailRequest = z.infer<typeof PaymentDetailRequestSchema>;

// POST payment/withdraw {id, detail}
export const WithdrawRequestSchema = z.object({ id: idRule, detail: PaymentDetailSchema });
export const WithdrawResponseSchema = MessageResponseSchema;
export type WithdrawRequest = z.infer<typeof WithdrawRequestSchema>;

// POST payment/deposit {id, target: 'pay', detail}
export const DepositRequestSchema = z.object({
  id: idRule,
  target: z.literal('pay'),
  detail: PaymentDetailSchema,
});
/**
 * data: a string starting with http is the provider page to open (Iframe mode); any other string or
 * null means "done", and the site shows the message (spec §4 Deposit flow).
 */
export const DepositResponseSchema = envelope(z.string().nullable());
export type DepositRequest = z.infer<typeof DepositRequestSchema>;
export type DepositResponse = z.infer<typeof DepositResponseSchema>;

function valueSchemaFor(field: PaymentField): z.ZodType<string | number | boolean> {
  if (field.option !== null) {
    const ids = field.option.map((o) => o.id);
    const [first, ...rest] = ids;
    // An invalid_value issue, which formatIssue words as "choose a valid option".
    return first === undefined ? z.never() : z.literal([first, ...rest]);
  }
  switch (field.objectType) {
    case PaymentFieldObjectType.Int:
      return int32Rule;
    case PaymentFieldObjectType.Long:
      return z.number().int();
    case PaymentFieldObjectType.Decimal:
      return z.number();
    case PaymentFieldObjectType.Bool:
      return z.boolean();
    default:
      return requiredText(1, PAYMENT_TEXT_MAX);
  }
}

/**
 * Field keys with a meaning beyond their type (issue #11): the value is checked by the key's rule on both
 * sides (the site disables Submit, the API refuses with the field named). Masks use IMask's notation:
 * '0' a digit, every other character literal; a masked value may be sent with or without the literals.
 */
export const PAYMENT_FIELD_KEYS = Object.freeze({
  /** Decimal, > 0, at most 2 places, within the method's min and max. */
  amount: 'amount',
  /** IBAN, mod-97 checked (TR and other countries). The site offers paste. */
  iban: 'Iban',
  /** Card number, Luhn checked. The site offers paste. Never stored or logged. */
  cardNo: 'CardNo',
  /** 'MM/YY', this month or later. Never stored. */
  expiry: 'ExpiryDate',
  /** 3 or 4 digits. Never stored or logged. */
  cvv: 'Cvv',
} as const);

type DetailValue = string | number | boolean;

/** The field's type rule, then its key's rule (or, for other masked text, the mask). */
function fieldSchemaFor(
  field: PaymentField,
  context: PaymentDetailContext | undefined,
): z.ZodType<DetailValue> {
  const { key, mask } = field;
  // An amount is a number whatever objectType the method gave it (spec §5: numeric types as numbers).
  const base =
    key === PAYMENT_FIELD_KEYS.amount && field.option === null ? z.number() : valueSchemaFor(field);
  switch (key) {
    case PAYMENT_FIELD_KEYS.amount:
      return base.superRefine((value, ctx) => checkAmount(value, context, ctx));
    case PAYMENT_FIELD_KEYS.iban:
      return base.superRefine((value, ctx) => checkIban(value, mask, ctx));
    case PAYMENT_FIELD_KEYS.cardNo:
      return base.superRefine((value, ctx) => checkCardNo(value, mask, ctx));
    case PAYMENT_FIELD_KEYS.expiry:
      return base.superRefine((value, ctx) => checkExpiry(value, mask, context?.now ?? new Date(), ctx));
    case PAYMENT_FIELD_KEYS.cvv:
      return base.superRefine((value, ctx) => checkCvv(value, mask, ctx));
    default:
      // Dropdowns are checked against their ids; numbers and booleans have no text to mask.
      return mask && field.option === null
        ? base.superRefine((value, ctx) => checkMask(value, mask, ctx))
        : base;
  }
}

/**
 * The `detail` schema for a list of field definitions: every field is required (spec §5); numbers must
 * be numbers; dropdown values must be one of the offered ids; unknown keys are refused so nothing the
 * method did not ask for reaches a provider; masked text must fit its mask (with or without the mask's
 * literals); the keys of PAYMENT_FIELD_KEYS get their rule. `context` carries the method's amount limits
 * (without it the amount is checked for sign and places only) and the clock for the expiry date.
 */
export function buildPaymentDetailSchema(fields: readonly PaymentField[], context?: PaymentDetailContext) {
  const shape: Record<string, z.ZodType<DetailValue>> = {};
  for (const field of fields) shape[field.key] = fieldSchemaFor(field, context);
  return z.strictObject(shape);
}
