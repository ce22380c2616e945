import type { PaymentField, PaymentMethod } from '@lale/contracts';

/* Sample cashier data shared by the cashier tests (the shapes of packages/contracts cashier.ts, payment.ts). */

export const CARD: PaymentMethod = {
  id: 2,
  type: 1,
  title: 'Kredi Kartı',
  logoUrl: '/media/payments/card.svg',
  minAmount: 100,
  maxAmount: 50000,
  currency: 'TRY',
  flow: 'hosted',
};

export const HAVALE: PaymentMethod = {
  id: 1,
  type: 1,
  title: 'Havale/EFT',
  logoUrl: '/media/payments/havale.svg',
  minAmount: 50,
  maxAmount: 100000,
  currency: 'TRY',
  flow: 'manual',
};

export const IBAN_WITHDRAW: PaymentMethod = {
  id: 7,
  type: 2,
  title: 'Banka Havalesi',
  logoUrl: '/media/payments/havale.svg',
  minAmount: 100,
  maxAmount: 25000,
  currency: 'TRY',
  flow: 'manual',
};

export const field = (
  key: string,
  objectType: PaymentField['objectType'],
  mask: string | null = null,
  option: PaymentField['option'] = null,
): PaymentField => ({ key, objectType, mask, option });

/** A card deposit's fields: a Decimal amount, masked card data and a free-text holder. */
export const CARD_FIELDS: PaymentField[] = [
  field('amount', 4),
  field('CardNo', 1, '0000 0000 0000 0000'),
  field('CardHolder', 1),
  field('ExpiryDate', 1, '00/00'),
  field('Cvv', 1, '000'),
];

/** One of every kind the dialog renders. */
export const EVERY_KIND: PaymentField[] = [
  field('amount', 4),
  field('Iban', 1, 'TR00 0000 0000 0000 0000 0000 00'),
  field('Network', 7, null, [
    { id: 1, name: 'TRC20' },
    { id: 'erc20', name: 'ERC20' },
  ]),
  field('AccountNo', 3),
  field('Memo', 1),
  field('Accept', 5),
];

export const IBAN_FIELDS: PaymentField[] = [
  field('amount', 4),
  field('Iban', 1, 'TR00 0000 0000 0000 0000 0000 00'),
  field('FullName', 1),
];

/** A TR IBAN that passes mod-97 (so the key rules, once in the shared schema, accept it). */
export const VALID_IBAN = 'TR330006100519786457841326';
export const VALID_IBAN_MASKED = 'TR33 0006 1005 1978 6457 8413 26';
/** A card number that passes Luhn. */
export const VALID_CARD = '4111111111111111';
