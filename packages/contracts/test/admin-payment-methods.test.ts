import { describe, expect, it } from 'vitest';
import {
  ADMIN_PAYMENT_METHOD_AMOUNT_MAX,
  ADMIN_PAYMENT_METHOD_FIELDS_MAX,
  AdminPaymentMethodInputSchema,
  conformToMask,
  issuesToFieldErrors,
  isSupportedMask,
  PAYMENT_FIELD_KEY_MAX,
  PAYMENT_MASK_MAX,
  PaymentFieldDefinitionSchema,
  type AdminPaymentMethodInput,
} from '../src/index.ts';

/*
 * The operator's payment method (issue #27): each field alone, on both sides of each limit, in the
 * words the back office shows. Rules across fields are the API's (test/payments/admin-methods.test.ts).
 */

const method = (overrides: Partial<AdminPaymentMethodInput> = {}): AdminPaymentMethodInput => ({
  type: 1,
  title: 'Havale',
  logo: '/api/payments/logos/bank.svg',
  provider: 'manual-bank',
  flow: 'manual',
  currency: 'TRY',
  minAmount: 100,
  maxAmount: 5000,
  fields: [{ key: 'amount', mask: null, objectType: 4, option: null }],
  bankAccount: { bankName: 'Ziraat', iban: 'TR33 0006 1005 1978 6457 8413 26', accountHolder: 'Lale N.V.' },
  ...overrides,
});

function errors(value: unknown) {
  const result = AdminPaymentMethodInputSchema.safeParse(value);
  return result.success ? {} : issuesToFieldErrors(result.error.issues, 'en');
}

describe('a payment method, field by field', () => {
  it('takes a whole method and fills the defaults', () => {
    const parsed = AdminPaymentMethodInputSchema.parse(method({ bankAccount: undefined }));
    expect(parsed).toMatchObject({ enabled: true, bankAccount: null });
  });

  it('takes a built-in logo or an uploaded picture, nothing else', () => {
    expect(errors(method({ logo: '/media/uploads/ab12.png' }))).toEqual({});
    expect(errors(method({ logo: '/api/payments/logos/usdt.svg' }))).toEqual({});
    for (const logo of [
      '/api/payments/logos/../x.svg',
      'javascript:alert(1)',
      'http://x.test/a.png',
      '//x/a',
    ])
      expect(Object.keys(errors(method({ logo })))).toEqual(['logo']);
  });

  it('takes limits above zero, in money places, up to the cap', () => {
    expect(errors(method({ minAmount: 0.01, maxAmount: ADMIN_PAYMENT_METHOD_AMOUNT_MAX }))).toEqual({});
    expect(errors(method({ minAmount: 0 }))).toEqual({ minAmount: 'Enter an amount above zero.' });
    expect(errors(method({ minAmount: -5 }))).toEqual({ minAmount: 'Enter an amount above zero.' });
    expect(Object.keys(errors(method({ maxAmount: ADMIN_PAYMENT_METHOD_AMOUNT_MAX + 1 })))).toEqual([
      'maxAmount',
    ]);
  });

  it('checks the bank account’s IBAN', () => {
    const bankAccount = { bankName: 'Ziraat', iban: 'TR33 0006 1005 1978 6457 8413 27', accountHolder: 'X' };
    expect(Object.keys(errors(method({ bankAccount })))).toEqual(['bankAccount.iban']);
  });

  it('takes 1 to the most fields', () => {
    const amount = { key: 'amount', mask: null, objectType: 4, option: null } as const;
    expect(errors(method({ fields: [] }))).toEqual({ fields: 'This field is required.' });
    const many = Array.from({ length: ADMIN_PAYMENT_METHOD_FIELDS_MAX + 1 }, (_, i) => ({
      ...amount,
      key: `k${i}`,
    }));
    expect(errors(method({ fields: many.slice(1) }))).toEqual({});
    expect(Object.keys(errors(method({ fields: many })))).toEqual(['fields']);
  });
});

describe('a field definition', () => {
  const check = (value: object) => {
    const result = PaymentFieldDefinitionSchema.safeParse({
      key: 'Code',
      mask: null,
      objectType: 1,
      option: null,
      ...value,
    });
    return result.success ? {} : issuesToFieldErrors(result.error.issues, 'en');
  };

  it('names its key in letters and digits, up to the most', () => {
    expect(check({ key: 'a'.repeat(PAYMENT_FIELD_KEY_MAX) })).toEqual({});
    expect(Object.keys(check({ key: 'a'.repeat(PAYMENT_FIELD_KEY_MAX + 1) }))).toEqual(['key']);
    expect(check({ key: 'account_holder' })).toEqual({ key: 'Use letters and digits only.' });
    expect(check({ key: '__proto__' })).toEqual({ key: 'Use letters and digits only.' });
  });

  it('knows only the spec’s seven types', () => {
    expect(check({ objectType: 7, option: [{ id: 1, name: 'One' }] })).toEqual({});
    expect(Object.keys(check({ objectType: 8 }))).toEqual(['objectType']);
    expect(Object.keys(check({ objectType: 0 }))).toEqual(['objectType']);
  });

  it('takes a mask the site and the server read alike, up to the most', () => {
    expect(check({ mask: 'TR00 0000' })).toEqual({});
    expect(check({ mask: '0'.repeat(PAYMENT_MASK_MAX) })).toEqual({});
    expect(Object.keys(check({ mask: '0'.repeat(PAYMENT_MASK_MAX + 1) }))).toEqual(['mask']);
    for (const mask of ['TR', 'aa-000', '000*', '[00]', '{00}', '00`0', '0\\0'])
      expect(check({ mask })).toEqual({ mask: expect.stringMatching(/^Use 0 for each digit/) });
  });

  it('takes at least one option when it has options', () => {
    expect(Object.keys(check({ option: [] }))).toEqual(['option']);
    expect(Object.keys(check({ option: [{ id: '', name: 'X' }] }))).toEqual(['option.0.id']);
  });
});

describe('isSupportedMask', () => {
  it('agrees with the server reading: every supported mask conforms a value written in full', () => {
    for (const mask of ['TR00 0000 0000 0000 0000 0000 00', '00/00', '+90 000 000 00 00', '0000'])
      expect(isSupportedMask(mask) && conformToMask(mask.replace(/0/g, '7'), mask)).toBe(
        mask.replace(/0/g, '7'),
      );
  });
});
