import { buildPaymentDetailSchema, type PaymentDetail, type PaymentField } from '@lale/contracts';
import type { Resolver } from 'react-hook-form';
import { formResolver } from '../../lib/forms/resolver.ts';
import { toDetail, type PaymentFormValues } from './fields.ts';

/*
 * The dialog validates exactly as the API does: the inputs' text is turned into the `detail` map and
 * checked by the shared buildPaymentDetailSchema (required fields, types, dropdown ids and the key
 * rules: IBAN, card number, expiry, amount within the method's limits). A valid form's submitted
 * values are that parsed `detail`, ready to send.
 */
export type PaymentLimits = { minAmount: number; maxAmount: number };

export function paymentResolver(
  fields: readonly PaymentField[],
  limits: PaymentLimits,
): Resolver<PaymentFormValues, unknown, PaymentDetail> {
  const inner = formResolver<PaymentFormValues>(buildPaymentDetailSchema(fields, limits));
  const resolve: Resolver<PaymentFormValues> = (values, context, options) =>
    inner(toDetail(fields, values) as PaymentFormValues, context, options);
  // The resolver's output is the schema's: `detail` with numbers as numbers.
  return resolve as unknown as Resolver<PaymentFormValues, unknown, PaymentDetail>;
}

/** The API names a refused value `detail.<key>` (or just `<key>`); both land under that input. */
export function serverFieldMap(fields: readonly PaymentField[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [`detail.${field.key}`, field.key]));
}
