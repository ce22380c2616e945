import {
  PAYMENT_FIELD_KEYS,
  PaymentFieldObjectType,
  type PaymentDetail,
  type PaymentField,
} from '@lale/contracts';
import type { TFunction } from 'i18next';
import type { Control, UseFormReturn } from 'react-hook-form';

/*
 * How the dynamic payment dialog renders and sends each server field definition (spec §3, §5):
 * option present → dropdown; Bool → checkbox; a numeric type without a mask → the number input with
 * step buttons (spec §9); anything else → text, masked when the definition has a mask (the mask is also
 * the placeholder). Inputs hold text; `toDetail` turns it into what the API expects.
 */
export type FieldKind = 'select' | 'checkbox' | 'number' | 'text';

/** The form's own values: what the inputs hold, keyed by field key. */
export type PaymentFormValues = Record<string, string | boolean>;
/** The form's control: text in the inputs, the parsed `detail` out of the resolver. */
export type PaymentControl = Control<PaymentFormValues, unknown, PaymentDetail>;
export type PaymentFormApi = UseFormReturn<PaymentFormValues, unknown, PaymentDetail>;

const NUMERIC_TYPES: ReadonlySet<number> = new Set([
  PaymentFieldObjectType.Int,
  PaymentFieldObjectType.Long,
  PaymentFieldObjectType.Decimal,
]);

export function isNumericField(field: PaymentField): boolean {
  return NUMERIC_TYPES.has(field.objectType);
}

export function fieldKind(field: PaymentField): FieldKind {
  if (field.option !== null) return 'select';
  if (field.objectType === PaymentFieldObjectType.Bool) return 'checkbox';
  if (isNumericField(field) && !field.mask) return 'number';
  return 'text';
}

export function isAmountField(field: PaymentField): boolean {
  return field.key === PAYMENT_FIELD_KEYS.amount;
}

/** Spec §5: the Iban and CardNo fields get a paste-from-clipboard button. */
export function hasPasteButton(field: PaymentField): boolean {
  return field.key === PAYMENT_FIELD_KEYS.iban || field.key === PAYMENT_FIELD_KEYS.cardNo;
}

/** The input's label: the known keys have texts in both languages, any other key is shown as it is. */
export function fieldLabel(t: TFunction, key: string): string {
  const path = `cashier.fields.${key}`;
  // Dynamic key (server data): looked up untyped and falling back to the key itself.
  return (t as unknown as (k: string, o: { defaultValue: string }) => string)(path, { defaultValue: key });
}

/** Browser autofill hints, so a saved card or name fills in (never for the CVV beyond cc-csc). */
const AUTOCOMPLETE: Record<string, string> = {
  CardNo: 'cc-number',
  CardHolder: 'cc-name',
  ExpiryDate: 'cc-exp',
  Cvv: 'cc-csc',
  FullName: 'name',
};

export function autoCompleteOf(field: PaymentField): string {
  return AUTOCOMPLETE[field.key] ?? 'off';
}

export function emptyValues(fields: readonly PaymentField[]): PaymentFormValues {
  return Object.fromEntries(fields.map((field) => [field.key, fieldKind(field) === 'checkbox' ? false : '']));
}

/** Players type '1500,50' or '1500.50' (both 1500.5); anything not a plain number stays text for the schema to name. */
function toNumber(text: string, masked: boolean): number | string {
  const plain = masked ? text.replace(/\D/g, '') : text.trim().replace(',', '.');
  if (plain === '') return text;
  const value = Number(plain);
  return /^-?\d+(\.\d+)?$/.test(plain) && Number.isFinite(value) ? value : text;
}

/**
 * The `detail` map the API receives (spec §5): numeric types as numbers, a dropdown's id as the option
 * has it (a number if numeric, else text), booleans as booleans, text as typed. An empty input is left
 * out, so the shared schema reports it as required rather than as a wrong type.
 */
export function toDetail(fields: readonly PaymentField[], values: PaymentFormValues): PaymentDetail {
  const detail: PaymentDetail = {};
  for (const field of fields) {
    const raw = values[field.key];
    if (typeof raw === 'boolean') {
      detail[field.key] = raw;
      continue;
    }
    if (raw === undefined || raw === '') continue;
    if (field.option !== null) {
      const chosen = field.option.find((option) => String(option.id) === raw);
      detail[field.key] = chosen ? chosen.id : raw;
    } else if (isNumericField(field)) {
      detail[field.key] = toNumber(raw, Boolean(field.mask));
    } else {
      detail[field.key] = raw;
    }
  }
  return detail;
}

/** What a pasted text becomes before it goes through the field's mask: no spaces, IBAN in capitals. */
export function cleanPasted(field: PaymentField, text: string): string {
  const compact = text.replace(/[\s-]/g, '');
  return field.key === PAYMENT_FIELD_KEYS.iban ? compact.toUpperCase() : compact;
}
