import { describe, expect, it } from 'vitest';
import {
  buildPaymentDetailSchema,
  conformToMask,
  formatIssue,
  issuesToFieldErrors,
  type PaymentDetailContext,
  type PaymentField,
} from '../src/index.ts';

/*
 * The rules of the payment field keys (PAYMENT_FIELD_KEYS): what the site disables Submit for and the
 * API refuses, with the sentence both show.
 */

const text = (key: string, mask: string | null = null): PaymentField => ({
  key,
  mask,
  objectType: 1,
  option: null,
});
const amountField: PaymentField = { key: 'amount', mask: null, objectType: 4, option: null };
const context: PaymentDetailContext = {
  minAmount: 50,
  maxAmount: 50_000,
  now: new Date('2026-11-24T10:00:00Z'),
};

/** `data.errors` of the API's answer (or the form's errors) for one detail, in a locale. */
function errors(fields: PaymentField[], detail: unknown, locale: 'tr' | 'en' = 'en', ctx = context) {
  const result = buildPaymentDetailSchema(fields, ctx).safeParse(detail);
  return result.success ? {} : issuesToFieldErrors(result.error.issues, locale);
}

describe('amount', () => {
  const check = (amount: unknown, locale: 'tr' | 'en' = 'en') => errors([amountField], { amount }, locale);

  it.each([50, 50_000, 250.5, 0.07 + 99.93, 10.07 * 10])('accepts %s within the limits', (amount) =>
    expect(check(amount)).toEqual({}),
  );

  it('wants a number, not text', () => expect(check('250')).toEqual({ amount: 'Invalid value type.' }));

  it('wants more than zero', () => {
    expect(check(0)).toEqual({ amount: 'The amount must be greater than zero.' });
    expect(check(-5, 'tr')).toEqual({ amount: 'Tutar sıfırdan büyük olmalıdır.' });
  });

  it('allows at most 2 decimal places', () => {
    expect(check(100.123)).toEqual({ amount: 'The amount may have at most 2 decimal places.' });
    expect(check(1e-7)).toEqual({ amount: 'The amount may have at most 2 decimal places.' });
  });

  it("keeps within the method's limits and names them", () => {
    expect(check(49.99)).toEqual({ amount: 'The amount must be between 50 and 50,000.' });
    expect(check(50_000.01, 'tr')).toEqual({ amount: 'Tutar 50 ile 50.000 arasında olmalıdır.' });
  });

  it('without limits checks sign and places only', () =>
    expect(buildPaymentDetailSchema([amountField]).safeParse({ amount: 1_000_000 }).success).toBe(true));
});

describe('Iban', () => {
  const masked = text('Iban', 'TR00 0000 0000 0000 0000 0000 00');
  const free = text('Iban');

  it.each([
    ['a TR IBAN', 'TR330006100519786457841326'],
    ['with spaces', 'TR33 0006 1005 1978 6457 8413 26'],
    ['in lower case', 'tr330006100519786457841326'],
    ['of Germany', 'DE89 3704 0044 0532 0130 00'],
    ['of the UK', 'GB82WEST12345698765432'],
  ])('accepts %s without a mask', (_why, Iban) => expect(errors([free], { Iban })).toEqual({}));

  it.each([
    ['with the literals', 'TR33 0006 1005 1978 6457 8413 26'],
    ['without them', '330006100519786457841326'],
    ['with the country code only', 'TR330006100519786457841326'],
  ])('accepts a masked value %s', (_why, Iban) => expect(errors([masked], { Iban })).toEqual({}));

  it('refuses a bad checksum, in both languages', () => {
    expect(errors([free], { Iban: 'TR340006100519786457841326' })).toEqual({
      Iban: 'Enter a valid IBAN (country code, check digits and account number).',
    });
    expect(errors([free], { Iban: 'TR340006100519786457841326' }, 'tr')).toEqual({
      Iban: 'Geçerli bir IBAN girin (ülke kodu, kontrol basamakları ve hesap numarası).',
    });
  });

  it('refuses a wrong length and a value that does not fit the mask', () => {
    expect(errors([free], { Iban: 'TR33000610051978645784132' })).toHaveProperty('Iban');
    expect(errors([masked], { Iban: 'DE89370400440532013000' })).toEqual({
      Iban: 'Enter it in the form TR00 0000 0000 0000 0000 0000 00 (a digit for each 0).',
    });
  });

  it('leaves an empty value to the required rule', () =>
    expect(errors([free], { Iban: '' })).toEqual({ Iban: 'This field is required.' }));
});

describe('CardNo', () => {
  const masked = text('CardNo', '0000 0000 0000 0000');
  const free = text('CardNo');

  it.each([
    ['a Visa test card', '4111111111111111'],
    ['with spaces', '4111 1111 1111 1111'],
    ['a Mastercard', '5555555555554444'],
    ['a 15-digit Amex', '378282246310005'],
  ])('accepts %s', (_why, CardNo) => expect(errors([free], { CardNo })).toEqual({}));

  it('accepts a masked value with or without the spaces', () => {
    expect(errors([masked], { CardNo: '4111 1111 1111 1111' })).toEqual({});
    expect(errors([masked], { CardNo: '4111111111111111' })).toEqual({});
  });

  it.each([
    ['a failed Luhn check', '4111111111111112'],
    ['too short', '411111111111'],
    ['letters', '4111-1111-1111-111a'],
  ])('refuses %s', (_why, CardNo) =>
    expect(errors([free], { CardNo })).toEqual({ CardNo: 'Enter a valid card number.' }),
  );

  it('says it in Turkish too', () =>
    expect(errors([free], { CardNo: '4111111111111112' }, 'tr')).toEqual({
      CardNo: 'Geçerli bir kart numarası girin.',
    }));
});

describe('ExpiryDate (now: November 2026)', () => {
  const slashed = text('ExpiryDate', '00/00');
  const plain = text('ExpiryDate', '0000');
  const free = text('ExpiryDate');

  it('accepts this month and later, with or without the slash', () => {
    expect(errors([slashed], { ExpiryDate: '11/26' })).toEqual({});
    expect(errors([slashed], { ExpiryDate: '0527' })).toEqual({});
    expect(errors([plain], { ExpiryDate: '1230' })).toEqual({});
    expect(errors([free], { ExpiryDate: '01/27' })).toEqual({});
  });

  it('refuses an expired card', () => {
    expect(errors([slashed], { ExpiryDate: '10/26' })).toEqual({ ExpiryDate: 'The card has expired.' });
    expect(errors([free], { ExpiryDate: '12/25' }, 'tr')).toEqual({
      ExpiryDate: 'Kartın son kullanma tarihi geçmiş.',
    });
  });

  it('uses the clock it is given, or today', () => {
    const later = { ...context, now: new Date('2027-01-01T00:00:00Z') };
    expect(errors([slashed], { ExpiryDate: '12/26' }, 'en', later)).toEqual({
      ExpiryDate: 'The card has expired.',
    });
    const today = new Date();
    const nextYear = String((today.getUTCFullYear() + 1) % 100).padStart(2, '0');
    const { now: _n, ...noClock } = context;
    expect(errors([slashed], { ExpiryDate: `01/${nextYear}` }, 'en', noClock)).toEqual({});
  });

  it.each([
    ['month 13', '13/27'],
    ['month 00', '00/27'],
    ['too far ahead', '01/99'],
    ['a four-digit year', '01/2027'],
  ])('refuses %s', (_why, ExpiryDate) =>
    expect(errors([free], { ExpiryDate })).toEqual({ ExpiryDate: 'Enter the expiry date as MM/YY.' }),
  );
});

describe('Cvv', () => {
  const free = text('Cvv');
  it.each(['123', '1234'])('accepts %s', (Cvv) => expect(errors([free], { Cvv })).toEqual({}));
  it.each(['12', '12345', '12a'])('refuses %s', (Cvv) =>
    expect(errors([free], { Cvv })).toEqual({ Cvv: 'The CVV must be 3 or 4 digits.' }),
  );
  it('holds a masked Cvv to its mask', () =>
    expect(errors([text('Cvv', '000')], { Cvv: '1234' })).toEqual({
      Cvv: 'Enter it in the form 000 (a digit for each 0).',
    }));
});

describe('other masked text', () => {
  const wallet = text('AccountNo', '0000 000 00 00');

  it('fits the mask with or without its literals', () => {
    expect(errors([wallet], { AccountNo: '1234 567 89 01' })).toEqual({});
    expect(errors([wallet], { AccountNo: '12345678901' })).toEqual({});
  });

  it('refuses a value that does not fit, naming the mask', () => {
    expect(errors([wallet], { AccountNo: '1234' }, 'tr')).toEqual({
      AccountNo: 'Şu biçimde girin: 0000 000 00 00 (0 yerine rakam).',
    });
  });
});

describe('conformToMask', () => {
  it('writes the literals in whether or not they were typed', () => {
    expect(conformToMask('tr330006', 'TR00 0000')).toBe('TR33 0006');
    expect(conformToMask('330006', 'TR00 0000')).toBe('TR33 0006');
    expect(conformToMask('TR33 0006', 'TR00 0000')).toBe('TR33 0006');
  });

  it('does not let a digit literal swallow a slot', () => {
    // The mask's '9' is a literal; '912' is three slot digits, not the literal and two.
    expect(conformToMask('912', '9-000')).toBe('9-912');
    expect(conformToMask('9-912', '9-000')).toBe('9-912');
    expect(conformToMask('9912', '9-000')).toBe('9-912');
  });

  it('refuses too many or too few digits', () => {
    expect(conformToMask('3300061', 'TR00 0000')).toBeNull();
    expect(conformToMask('33000', 'TR00 0000')).toBeNull();
  });
});

describe("the site's form resolver path (an error map over formatIssue)", () => {
  const siteMessages = (fields: PaymentField[], detail: unknown) => {
    const result = buildPaymentDetailSchema(fields, context).safeParse(detail, {
      error: (issue) => formatIssue(issue as Parameters<typeof formatIssue>[0], 'tr'),
    });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('words an issue with values (the limits, the mask) as the API does', () => {
    expect(siteMessages([amountField], { amount: 10 })).toEqual(['Tutar 50 ile 50.000 arasında olmalıdır.']);
    expect(siteMessages([text('AccountNo', '0000')], { AccountNo: '12' })).toEqual([
      'Şu biçimde girin: 0000 (0 yerine rakam).',
    ]);
  });

  it('leaves a plain code as its message, which the resolver translates like every other code', () =>
    expect(siteMessages([text('Cvv')], { Cvv: '1' })).toEqual(['cvv']));
});
