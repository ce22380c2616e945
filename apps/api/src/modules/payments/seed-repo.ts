import {
  PaymentFieldObjectType as T,
  TransactionType,
  type PaymentField,
  type PaymentFieldOption,
} from '@lale/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { paymentMethods } from '../../db/schema.ts';
import { logoUrl } from './logos.ts';

/*
 * Demo payment methods (issue #11): a realistic Turkish set, in lira. Seeded outside production only
 * (server.ts, tests): an operator configures the real ones with their providers' contracts. Idempotent
 * like the rest of the seed: fixed ids, ON CONFLICT DO NOTHING, so an operator's later edit stays.
 */

const TRY = 1;
const lira = (amount: number) => BigInt(amount) * 100n;

const amount: PaymentField = { key: 'amount', mask: null, objectType: T.Decimal, option: null };
const text = (key: string, mask: string | null = null): PaymentField => ({
  key,
  mask,
  objectType: T.String,
  option: null,
});
const dropdown = (key: string, option: PaymentFieldOption[]): PaymentField => ({
  key,
  mask: null,
  objectType: T.Dropdown,
  option,
});

const NETWORKS: PaymentFieldOption[] = [
  { id: 'TRC20', name: 'TRC20 (Tron)' },
  { id: 'ERC20', name: 'ERC20 (Ethereum)' },
];

/** The operator's demo bank account for manual deposits (a well-formed example IBAN, no real account). */
export const DEMO_BANK_ACCOUNT = {
  bankName: 'Ziraat Bankası',
  iban: 'TR33 0006 1005 1978 6457 8413 26',
  accountHolder: 'Lale Entertainment N.V.',
};

type Method = typeof paymentMethods.$inferInsert;

export const DEMO_PAYMENT_METHODS: Method[] = [
  // ── deposit ──
  {
    id: 1,
    type: TransactionType.Deposit,
    title: 'Kredi Kartı',
    logo: logoUrl('card'),
    minAmountMinor: lira(50),
    maxAmountMinor: lira(20_000),
    currencyId: TRY,
    provider: 'sandbox-card',
    flow: 'hosted',
    sortOrder: 1,
    fields: [
      amount,
      text('CardNo', '0000 0000 0000 0000'),
      text('CardHolder'),
      text('ExpiryDate', '00/00'),
      text('Cvv', '000'),
    ],
  },
  {
    id: 2,
    type: TransactionType.Deposit,
    title: 'Havale/EFT',
    logo: logoUrl('bank'),
    minAmountMinor: lira(100),
    maxAmountMinor: lira(50_000),
    currencyId: TRY,
    provider: 'manual-bank',
    flow: 'manual',
    sortOrder: 2,
    fields: [amount, text('FullName')],
    settings: DEMO_BANK_ACCOUNT,
  },
  {
    id: 3,
    type: TransactionType.Deposit,
    title: 'Papara',
    logo: logoUrl('papara'),
    minAmountMinor: lira(50),
    maxAmountMinor: lira(25_000),
    currencyId: TRY,
    provider: 'sandbox-papara',
    flow: 'hosted',
    sortOrder: 3,
    fields: [amount, text('AccountNo', '0000000000')],
  },
  {
    id: 4,
    type: TransactionType.Deposit,
    title: 'USDT (Kripto)',
    logo: logoUrl('usdt'),
    minAmountMinor: lira(250),
    maxAmountMinor: lira(50_000),
    currencyId: TRY,
    provider: 'sandbox-crypto',
    flow: 'hosted',
    sortOrder: 4,
    fields: [amount, dropdown('Network', NETWORKS)],
  },
  // ── withdraw: paid out by the operator (manual), from the hold the request made ──
  {
    id: 5,
    type: TransactionType.Withdraw,
    title: 'Banka Havalesi',
    logo: logoUrl('bank'),
    minAmountMinor: lira(100),
    maxAmountMinor: lira(25_000),
    currencyId: TRY,
    provider: 'manual-bank',
    flow: 'manual',
    sortOrder: 1,
    fields: [amount, text('Iban', 'TR00 0000 0000 0000 0000 0000 00'), text('FullName')],
  },
  {
    id: 6,
    type: TransactionType.Withdraw,
    title: 'Papara',
    logo: logoUrl('papara'),
    minAmountMinor: lira(100),
    maxAmountMinor: lira(25_000),
    currencyId: TRY,
    provider: 'manual-papara',
    flow: 'manual',
    sortOrder: 2,
    fields: [amount, text('AccountNo', '0000000000')],
  },
  {
    id: 7,
    type: TransactionType.Withdraw,
    title: 'USDT',
    logo: logoUrl('usdt'),
    minAmountMinor: lira(500),
    maxAmountMinor: lira(25_000),
    currencyId: TRY,
    provider: 'manual-crypto',
    flow: 'manual',
    sortOrder: 3,
    fields: [amount, dropdown('Network', NETWORKS), text('WalletAddress')],
  },
];

export async function seedDemoPaymentMethods(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(paymentMethods).values(DEMO_PAYMENT_METHODS).onConflictDoNothing();
    // The ids above were given explicitly: move the identity past them so the operator's next method
    // does not collide with one.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('payment_methods', 'id'), greatest((select max(id) from payment_methods), 1))`,
    );
  });
}
