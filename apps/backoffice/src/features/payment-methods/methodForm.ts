import {
  AdminPaymentMethodInputSchema,
  issuesToFieldErrors,
  PAYMENT_FIELD_KEYS,
  PaymentFieldObjectType,
  TransactionType,
  type AdminPaymentMethod,
  type AdminPaymentMethodRequest,
  type PaymentField,
  type PaymentFieldOption,
} from '@lale/contracts';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

/*
 * The method editor's values and their way to the API's body. Inputs hold text (an amount may be typed
 * with a comma, a dropdown's options are lines of text); `toBody` makes the contract's body, and the
 * contract's own schema (AdminPaymentMethodInputSchema, with the cashier's field rules) checks it, in
 * the words the API would answer. Field names follow the body's paths ('fields.1.key',
 * 'bankAccount.iban'), so a refusal's `data.errors` lands on the field it names ('fields.1.option…'
 * lands on that field's options).
 */

export type FieldRow = {
  key: string;
  /** A PaymentFieldObjectType, as text (a select's value). */
  objectType: string;
  /** Empty: no mask. */
  mask: string;
  /** One option per line: `value | label` (or just `value`). Any line makes the field a dropdown. */
  options: string;
};

export type MethodFormValues = {
  type: string;
  title: string;
  logo: string;
  provider: string;
  flow: 'hosted' | 'manual';
  currency: string;
  minAmount: string;
  maxAmount: string;
  enabled: boolean;
  bankAccount: { bankName: string; iban: string; accountHolder: string };
  fields: FieldRow[];
};

/** The spec's seven field types (spec §3), in its order. */
export const FIELD_TYPES: readonly { value: PaymentFieldObjectType; label: string }[] = [
  { value: PaymentFieldObjectType.String, label: 'Text (String)' },
  { value: PaymentFieldObjectType.Int, label: 'Whole number (Int)' },
  { value: PaymentFieldObjectType.Long, label: 'Long number (Long)' },
  { value: PaymentFieldObjectType.Decimal, label: 'Decimal number (Decimal)' },
  { value: PaymentFieldObjectType.Bool, label: 'Checkbox (Bool)' },
  { value: PaymentFieldObjectType.DateTime, label: 'Date and time (DateTime)' },
  { value: PaymentFieldObjectType.Dropdown, label: 'Dropdown' },
];

export const AMOUNT_ROW: FieldRow = {
  key: PAYMENT_FIELD_KEYS.amount,
  objectType: String(PaymentFieldObjectType.Decimal),
  mask: '',
  options: '',
};

export const EMPTY_ROW: FieldRow = {
  key: '',
  objectType: String(PaymentFieldObjectType.String),
  mask: '',
  options: '',
};

/** A new method of a direction: an amount field to start from, the rest left to the operator. */
export function newMethodValues(type: TransactionType, currency: string): MethodFormValues {
  return {
    type: String(type),
    title: '',
    logo: '',
    provider: '',
    flow: 'manual',
    currency,
    minAmount: '',
    maxAmount: '',
    enabled: true,
    bankAccount: { bankName: '', iban: '', accountHolder: '' },
    fields: [{ ...AMOUNT_ROW }],
  };
}

const optionsText = (options: PaymentFieldOption[] | null) =>
  (options ?? [])
    .map((option) => (String(option.id) === option.name ? option.name : `${option.id} | ${option.name}`))
    .join('\n');

export const toRow = (field: PaymentField): FieldRow => ({
  key: field.key,
  objectType: String(field.objectType),
  mask: field.mask ?? '',
  options: optionsText(field.option),
});

/** A saved method in the form's terms. */
export function toFormValues(method: AdminPaymentMethod): MethodFormValues {
  return {
    type: String(method.type),
    title: method.title,
    logo: method.logo,
    provider: method.provider,
    flow: method.flow,
    currency: method.currency,
    minAmount: String(method.minAmount),
    maxAmount: String(method.maxAmount),
    enabled: method.enabled,
    bankAccount: method.bankAccount ?? { bankName: '', iban: '', accountHolder: '' },
    fields: method.fields.map(toRow),
  };
}

/** Whether the method needs the bank account a player transfers to (a manual deposit). */
export const needsBankAccount = (values: Pick<MethodFormValues, 'type' | 'flow'>) =>
  values.type === String(TransactionType.Deposit) && values.flow === 'manual';

/** A numeric option value is sent as a number (spec §5: a dropdown's value is a number if numeric). */
const optionId = (text: string): string | number => (/^-?\d{1,9}$/.test(text) ? Number(text) : text);

/** The options a row's text makes, or null when it has none. */
export function parseOptions(text: string): PaymentFieldOption[] | null {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) return null;
  return lines.map((line) => {
    const [value = '', ...rest] = line.split('|');
    const id = value.trim();
    const name = rest.join('|').trim() || id;
    return { id: optionId(id), name };
  });
}

/** The definition a row makes, as the cashier will receive it. */
export function toField(row: FieldRow): PaymentField {
  return {
    key: row.key.trim(),
    mask: row.mask === '' ? null : row.mask,
    objectType: Number(row.objectType) as PaymentField['objectType'],
    option: parseOptions(row.options),
  };
}

const REQUIRED = 'This field is required.';
const NOT_A_NUMBER = 'Enter an amount, such as 50 or 12.5.';

type Problems = Record<string, string>;

/** The body the form's values make, and what the schema cannot word well (text that is no number). */
export function toBody(values: MethodFormValues): { body: Record<string, unknown>; problems: Problems } {
  const problems: Problems = {};
  const amountAt = (path: 'minAmount' | 'maxAmount') => {
    const typed = values[path].trim().replace(',', '.');
    if (typed === '') {
      problems[path] = REQUIRED;
      return Number.NaN;
    }
    if (!/^\d+(\.\d+)?$/.test(typed)) {
      problems[path] = NOT_A_NUMBER;
      return Number.NaN;
    }
    return Number(typed);
  };
  const bank = values.bankAccount;
  const body = {
    type: Number(values.type),
    title: values.title.trim(),
    logo: values.logo.trim(),
    provider: values.provider.trim(),
    flow: values.flow,
    currency: values.currency,
    minAmount: amountAt('minAmount'),
    maxAmount: amountAt('maxAmount'),
    enabled: values.enabled,
    fields: values.fields.map(toField),
    // Only a manual deposit sends a bank account; the fields stay filled if the operator switches back.
    bankAccount: needsBankAccount(values)
      ? { bankName: bank.bankName.trim(), iban: bank.iban.trim(), accountHolder: bank.accountHolder.trim() }
      : null,
  };
  return { body, problems };
}

/**
 * Where a body path's error shows in the form: a field's options ('fields.2.option', 'fields.2.option.0.id')
 * on its options text; everything else on the field of the same path.
 */
export function formPathOf(path: string): string {
  return path.replace(/^(fields\.\d+)\.option(\..*)?$/, '$1.options');
}

/** Puts `error` at a dotted path of react-hook-form's nested errors ('fields.1.key'). */
function setAt(errors: Record<string, unknown>, path: string, error: FieldError) {
  const [head, ...rest] = path.split('.');
  if (!head) return;
  if (rest.length === 0) {
    errors[head] ??= error;
    return;
  }
  const inner = (errors[head] ?? {}) as Record<string, unknown>;
  errors[head] = inner;
  setAt(inner, rest.join('.'), error);
}

/** The form's resolver: values → body → the contract's schema; the parsed body is what is submitted. */
export const methodResolver: Resolver<MethodFormValues, unknown, AdminPaymentMethodRequest> = async (
  values,
) => {
  const { body, problems } = toBody(values);
  const parsed = AdminPaymentMethodInputSchema.safeParse(body);
  const found: Problems = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues, 'en');
  // A number the form could not read: its own sentence, not the schema's "Invalid value type."
  Object.assign(found, problems);
  if (Object.keys(found).length === 0 && parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(found))
    setAt(errors, path === '_' ? 'root' : formPathOf(path), { type: 'form', message });
  return { values: {}, errors: errors as FieldErrors<MethodFormValues> };
};

/** The keys with a check of their own (contracts PAYMENT_FIELD_KEYS; the server stores their spelling). */
const KEY_CHECKS: Record<string, string> = {
  iban: ' Checked as an IBAN.',
  cardno: ' Checked as a card number; never stored.',
  expirydate: ' Checked as MM/YY, this month or later; never stored.',
  cvv: ' 3 or 4 digits; never stored.',
};

/** What a field holds, in words, as the cashier checks it (the editor's "length" line). */
export function fieldRule(row: FieldRow): string {
  return fieldShape(row) + (KEY_CHECKS[row.key.trim().toLowerCase()] ?? '');
}

function fieldShape(row: FieldRow): string {
  const field = toField(row);
  if (field.option) return `One of ${field.option.length} option${field.option.length === 1 ? '' : 's'}.`;
  if (field.key === PAYMENT_FIELD_KEYS.amount) return "A number within the method's minimum and maximum.";
  switch (field.objectType) {
    case PaymentFieldObjectType.Bool:
      return 'Ticked or not.';
    case PaymentFieldObjectType.Int:
    case PaymentFieldObjectType.Long:
    case PaymentFieldObjectType.Decimal:
      return field.mask ? `Digits in the form ${field.mask}.` : 'A number.';
    default: {
      if (!field.mask) return 'Text, up to 200 characters.';
      const digits = [...field.mask].filter((char) => char === '0').length;
      return `${digits} digit${digits === 1 ? '' : 's'} in the form ${field.mask}.`;
    }
  }
}
