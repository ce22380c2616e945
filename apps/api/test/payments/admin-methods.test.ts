import {
  ADMIN_PAYMENT_METHOD_PATHS,
  PaymentFieldObjectType as T,
  TransactionType,
  type AdminPaymentMethod,
  type AdminPaymentMethodInput,
  type AdminPaymentMethods,
  type PaymentField,
  type PaymentMethod,
} from '@lale/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paymentMethods } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminCall, staffToken } from '../support/staff.ts';
import { deposit, expectLedgerSound, IBAN, newPlayer, paymentsOf, post, type Player } from './support.ts';

/*
 * The back office's payment methods (issue #27): a method made in the back office is what the cashier
 * offers — its tile, its fields, the checks of a deposit through it, its limits after an edit, gone
 * when switched off — and every refusal stores nothing; payments.view reads, payments.edit writes, and
 * each write is an audit row with the method before and after.
 */

const PATH = ADMIN_PAYMENT_METHOD_PATHS.list;
const itemPath = (id: number) => `${PATH}/${id}`;
const IBAN_MASK = 'TR00 0000 0000 0000 0000 0000 00';

let t: TestApp;
let owner: string;
let player: Player;

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffToken(t, 'owner');
  player = await newPlayer(t);
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

const field = (key: string, objectType: number, mask: string | null = null): PaymentField => ({
  key,
  mask,
  objectType: objectType as PaymentField['objectType'],
  option: null,
});

/** A manual bank-transfer deposit with two inputs besides the amount: a name and a masked IBAN. */
const havale = (overrides: Partial<AdminPaymentMethodInput> = {}): AdminPaymentMethodInput => ({
  type: TransactionType.Deposit,
  title: 'Hızlı Havale',
  logo: '/api/payments/logos/bank.svg',
  provider: 'manual-fast',
  flow: 'manual',
  currency: 'TRY',
  minAmount: 100,
  maxAmount: 5000,
  enabled: true,
  fields: [field('amount', T.Decimal), field('accountHolder', T.String), field('iban', T.String, IBAN_MASK)],
  bankAccount: {
    bankName: 'Ziraat Bankası',
    iban: 'TR33 0006 1005 1978 6457 8413 26',
    accountHolder: 'Lale Entertainment N.V.',
  },
  ...overrides,
});

const create = (body: object, token = owner) =>
  adminCall<AdminPaymentMethod>(t.app, token, 'POST', PATH, body);
const replace = (id: number, body: object, token = owner) =>
  adminCall<AdminPaymentMethod>(t.app, token, 'PUT', itemPath(id), body);
const list = (token = owner) => adminCall<AdminPaymentMethods>(t.app, token, 'GET', PATH);
const errorsOf = (body: { data: unknown }) => (body.data as { errors: Record<string, string> }).errors;

/** What the cashier shows the player: the tiles of a direction, and a method's fields. */
const tiles = async (type: number = TransactionType.Deposit) => {
  const answer = await post<PaymentMethod[]>(t.app, player.token, '/api/payment/methods', { type });
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const detail = (id: number) =>
  post<PaymentField[]>(t.app, player.token, '/api/payment/detail', { id, type: TransactionType.Deposit });

const methodCount = async () => (await t.database.db.select({ n: count() }).from(paymentMethods))[0]!.n;

const auditRows = (targetId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'payment_method'), eq(auditLog.targetId, String(targetId))))
    .orderBy(desc(auditLog.id));

describe('a payment method made in the back office', () => {
  let id: number;

  it('is created last among the deposits, with its fields as the cashier reads them', async () => {
    const before = (await list()).body.data.items.filter((m) => m.type === TransactionType.Deposit);
    const created = await create(havale());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.message).toBe('The payment method is added.');
    id = created.body.data.id;
    expect(created.body.data).toMatchObject({
      type: TransactionType.Deposit,
      title: 'Hızlı Havale',
      flow: 'manual',
      currency: 'TRY',
      minAmount: 100,
      maxAmount: 5000,
      enabled: true,
      offered: true,
      sortOrder: Math.max(...before.map((m) => m.sortOrder)) + 1,
      bankAccount: { bankName: 'Ziraat Bankası', accountHolder: 'Lale Entertainment N.V.' },
    });
    // A key with a rule of its own is stored in its spelling, so the cashier's IBAN check applies.
    expect(created.body.data.fields).toEqual([
      field('amount', T.Decimal),
      field('accountHolder', T.String),
      field('Iban', T.String, IBAN_MASK),
    ]);
    const [audit] = await auditRows(id);
    expect(audit).toMatchObject({ permission: 'payments.edit', outcome: 'ok', staffRole: 'owner' });
    expect(audit!.after).toMatchObject({ id, minAmount: 100, maxAmount: 5000 });
  });

  it("shows in the player's cashier with both fields", async () => {
    const tile = (await tiles()).find((m) => m.id === id);
    expect(tile).toEqual({
      id,
      type: TransactionType.Deposit,
      title: 'Hızlı Havale',
      logoUrl: '/api/payments/logos/bank.svg',
      minAmount: 100,
      maxAmount: 5000,
      currency: 'TRY',
      flow: 'manual',
    });
    const fields = await detail(id);
    expect(fields.status).toBe(200);
    expect(fields.body.data.map((f) => [f.key, f.mask])).toEqual([
      ['amount', null],
      ['accountHolder', null],
      ['Iban', IBAN_MASK],
    ]);
  });

  it('checks a deposit through it with its definitions, then takes a valid one', async () => {
    const missing = await deposit(t.app, player.token, id, { amount: 150, Iban: IBAN });
    expect(missing.status).toBe(400);
    expect(errorsOf(missing.body)).toEqual({ 'detail.accountHolder': 'This field is required.' });

    const badIban = await deposit(t.app, player.token, id, {
      amount: 150,
      accountHolder: 'Ayşe Yılmaz',
      Iban: 'TR330006100519786457841327',
    });
    expect(badIban.status).toBe(400);
    expect(Object.keys(errorsOf(badIban.body))).toEqual(['detail.Iban']);

    const tooSmall = await deposit(t.app, player.token, id, {
      amount: 50,
      accountHolder: 'Ayşe Yılmaz',
      Iban: IBAN,
    });
    expect(tooSmall.status).toBe(400);
    expect(Object.keys(errorsOf(tooSmall.body))).toEqual(['detail.amount']);
    expect(await paymentsOf(t, player.playerId)).toEqual([]);

    const done = await deposit(t.app, player.token, id, {
      amount: 150,
      accountHolder: 'Ayşe Yılmaz',
      Iban: IBAN,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // Message mode: the bank account the operator gave the method.
    expect(done.body.message).toContain('Lale Entertainment N.V.');
    const [payment] = await paymentsOf(t, player.playerId);
    expect(payment).toMatchObject({ methodId: id, amountMinor: 150_00n });
    // The payment keeps only what the summary's allow-list names (summary.ts): the IBAN masked; a key
    // the operator made up (accountHolder) is not kept.
    expect(payment!.detailSummary).toEqual({ Iban: 'TR** **** … 1326' });
  });

  it('applies an edit of its limits to the next deposit, and audits it with before and after', async () => {
    const edited = await replace(id, havale({ minAmount: 200, maxAmount: 300 }));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ id, minAmount: 200, maxAmount: 300 });

    expect((await tiles()).find((m) => m.id === id)).toMatchObject({ minAmount: 200, maxAmount: 300 });
    const below = await deposit(t.app, player.token, id, { amount: 150, accountHolder: 'Ayşe', Iban: IBAN });
    expect(below.status).toBe(400);
    expect(Object.keys(errorsOf(below.body))).toEqual(['detail.amount']);
    const above = await deposit(t.app, player.token, id, { amount: 301, accountHolder: 'Ayşe', Iban: IBAN });
    expect(above.status).toBe(400);
    expect(
      (await deposit(t.app, player.token, id, { amount: 250, accountHolder: 'Ayşe', Iban: IBAN })).status,
    ).toBe(200);

    const [audit] = await auditRows(id);
    expect(audit).toMatchObject({ permission: 'payments.edit', outcome: 'ok' });
    expect(audit!.before).toMatchObject({ id, minAmount: 100, maxAmount: 5000 });
    expect(audit!.after).toMatchObject({ id, minAmount: 200, maxAmount: 300 });
  });

  it('moves to the top of the deposits when reordered, as the cashier shows it', async () => {
    const deposits = (await list()).body.data.items.filter((m) => m.type === TransactionType.Deposit);
    const ids = [id, ...deposits.map((m) => m.id).filter((other) => other !== id)];
    const reordered = await adminCall<AdminPaymentMethods>(t.app, owner, 'POST', `${PATH}/reorder`, { ids });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    expect((await tiles()).map((m) => m.id)).toEqual(ids);

    // Not every deposit, or a withdrawal among them: refused, the order as it was.
    const partial = await adminCall(t.app, owner, 'POST', `${PATH}/reorder`, { ids: ids.slice(1) });
    expect(partial.status).toBe(400);
    expect(Object.keys(errorsOf(partial.body))).toEqual(['ids']);
    const withdrawals = (await list()).body.data.items.filter((m) => m.type === TransactionType.Withdraw);
    const mixed = await adminCall(t.app, owner, 'POST', `${PATH}/reorder`, {
      ids: [...ids, withdrawals[0]!.id],
    });
    expect(mixed.status).toBe(400);
    expect((await tiles()).map((m) => m.id)).toEqual(ids);
  });

  it('is gone from the cashier when switched off, and back when switched on', async () => {
    const off = await adminCall<AdminPaymentMethod>(t.app, owner, 'POST', `${itemPath(id)}/enabled`, {
      enabled: false,
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      message: 'The payment method is switched off.',
      data: { enabled: false, offered: false },
    });
    expect((await tiles()).map((m) => m.id)).not.toContain(id);
    expect((await detail(id)).status).toBe(404);
    expect(
      (await deposit(t.app, player.token, id, { amount: 250, accountHolder: 'Ayşe', Iban: IBAN })).status,
    ).toBe(404);
    const [audit] = await auditRows(id);
    expect(audit).toMatchObject({ before: { enabled: true }, after: { enabled: false } });

    await adminCall(t.app, owner, 'POST', `${itemPath(id)}/enabled`, { enabled: true });
    expect((await tiles()).map((m) => m.id)).toContain(id);
  });

  it('lists every method of both directions, with the providers, logos and currencies the editor offers', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    const { items, providers, logos, currencies } = answer.body.data;
    expect(items.map((m) => m.type)).toEqual([...items.map((m) => m.type)].sort());
    expect(items.some((m) => m.type === TransactionType.Withdraw)).toBe(true);
    expect(providers).toEqual(expect.arrayContaining(['sandbox-card', 'sandbox-papara', 'sandbox-crypto']));
    expect(logos).toContain('/api/payments/logos/bank.svg');
    expect(currencies).toContainEqual({ code: 'TRY', minorUnits: 2 });
  });
});

describe('what the editor refuses (400 with the field, nothing stored)', () => {
  const refused = async (body: object, expected: Record<string, string | RegExp>) => {
    const before = await methodCount();
    const answer = await create(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    const errors = errorsOf(answer.body);
    expect(Object.keys(errors).sort()).toEqual(Object.keys(expected).sort());
    for (const [path, message] of Object.entries(expected)) expect(errors[path]).toMatch(message);
    expect(await methodCount()).toBe(before);
  };

  it('a minimum above the maximum', () =>
    refused(havale({ minAmount: 500, maxAmount: 100 }), {
      maxAmount: 'The maximum cannot be below the minimum.',
    }));

  it('more decimal places than the currency has', () =>
    refused(havale({ minAmount: 10.005 }), { minAmount: /decimal places/ }));

  it('a field type the cashier does not know', () =>
    refused(havale({ fields: [field('amount', T.Decimal), field('accountHolder', 9)] }), {
      'fields.1.objectType': /./,
    }));

  it('two fields of one name (whatever their case)', () =>
    refused(
      havale({
        fields: [
          field('amount', T.Decimal),
          field('accountHolder', T.String),
          field('AccountHolder', T.String),
        ],
      }),
      { 'fields.2.key': 'This method already has a field of this name.' },
    ));

  it('a hosted flow without a configured provider', () =>
    refused(havale({ flow: 'hosted', provider: 'acme-pay', bankAccount: null }), {
      provider: /not configured/,
    }));

  it('a hosted withdrawal, and a manual deposit without a bank account', async () => {
    await refused(havale({ type: TransactionType.Withdraw, flow: 'hosted', provider: 'sandbox-card' }), {
      flow: /must be manual/,
    });
    await refused(havale({ bankAccount: null }), { bankAccount: /bank account/ });
  });

  it('no amount field, an amount with a mask, a dropdown without options, a mask IMask reads otherwise', async () => {
    await refused(havale({ fields: [field('accountHolder', T.String)] }), {
      fields: 'A method needs an "amount" field.',
    });
    await refused(havale({ fields: [field('amount', T.Decimal, '000')] }), {
      'fields.0.objectType': /number type/,
    });
    await refused(havale({ fields: [field('amount', T.Decimal), field('Network', T.Dropdown)] }), {
      'fields.1.option': 'A dropdown field needs at least one option.',
    });
    await refused(havale({ fields: [field('amount', T.Decimal), field('Code', T.String, 'aa-000')] }), {
      'fields.1.mask': /Use 0 for each digit/,
    });
  });

  it('an unknown built-in logo or a logo from elsewhere, and an unknown currency', async () => {
    await refused(havale({ logo: '/api/payments/logos/nope.svg' }), { logo: /built-in logo/ });
    await refused(havale({ logo: 'javascript:alert(1)' }), { logo: /built-in logo/ });
    await refused(havale({ currency: 'XYZ' }), { currency: 'There is no such currency.' });
  });

  it('an edit as well: the method stays as it was', async () => {
    const created = await create(havale({ title: 'Kept as it was' }));
    const id = created.body.data.id;
    const answer = await replace(id, havale({ title: 'Changed', minAmount: 900, maxAmount: 100 }));
    expect(answer.status).toBe(400);
    const [row] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
    expect(row).toMatchObject({ title: 'Kept as it was', minAmountMinor: 100_00n });
    expect((await replace(987654, havale())).status).toBe(404);
  });
});

describe("a hosted method's provider", () => {
  it('stays while a checkout through it is open (its webhook names that provider)', async () => {
    const hosted = (provider: string, maxAmount = 1000): AdminPaymentMethodInput =>
      havale({
        title: 'Kart (hosted)',
        flow: 'hosted',
        provider,
        maxAmount,
        bankAccount: null,
        fields: [field('amount', T.Decimal)],
      });
    const created = await create(hosted('sandbox-card'));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ provider: 'sandbox-card', bankAccount: null, offered: true });

    const payer = await newPlayer(t);
    const checkout = await deposit(t.app, payer.token, id, { amount: 120 });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    expect(typeof checkout.body.data).toBe('string');

    const moved = await replace(id, hosted('sandbox-papara'));
    expect(moved.status).toBe(400);
    expect(errorsOf(moved.body)).toEqual({ provider: expect.stringMatching(/still open/) });
    // Its other fields may change meanwhile.
    expect((await replace(id, hosted('sandbox-card', 2000))).status).toBe(200);
  });
});

describe('who may', () => {
  it('lets payments.view read, payments.edit write, and refuses a role with neither', async () => {
    const analyst = await staffToken(t, 'analyst');
    const payments = await staffToken(t, 'payments');
    const content = await staffToken(t, 'content');
    expect((await list(analyst)).status).toBe(200);
    expect((await create(havale(), analyst)).status).toBe(403);
    expect((await list(content)).status).toBe(403);
    expect((await create(havale(), content)).status).toBe(403);

    const made = await create(havale({ title: 'By the payments desk' }), payments);
    expect(made.status).toBe(200);
    const [audit] = await auditRows(made.body.data.id);
    expect(audit).toMatchObject({ staffRole: 'payments', permission: 'payments.edit' });
  });
});
