import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { testClock } from '../support/accounts.ts';
import {
  CARD,
  deposit,
  expectLedgerSound,
  IBAN,
  METHOD,
  newPlayer,
  paymentsOf,
  post,
  withdraw,
  type Player,
} from './support.ts';

/*
 * payment/methods, payment/detail and the server-side check of `detail` (issue #11, spec §5 dynamic
 * payment fields): every refusal names the field in data.errors (`detail.<key>`) and changes nothing.
 */

let t: TestApp;
let player: Player;
const clock = testClock('2026-03-10T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock });
  player = await newPlayer(t, { cashMinor: 1_000_000n });
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

const havale = (detail: object) => deposit(t.app, player.token, METHOD.havale, detail);
const bank = (detail: object) => withdraw(t.app, player.token, METHOD.bankOut, detail);

type Refusal = { errors: Record<string, string> };

async function expectFieldRefusal(
  answer: Promise<{ status: number; body: { success: boolean; data: unknown } }>,
  field: string,
) {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(400);
  expect(body.success).toBe(false);
  const errors = (body.data as Refusal).errors;
  expect(Object.keys(errors), JSON.stringify(errors)).toContain(field);
  expect(errors[field]!.length).toBeGreaterThan(3);
  expect(await paymentsOf(t, player.playerId)).toEqual([]);
}

describe('payment/methods and payment/detail', () => {
  it('lists the seeded deposit and withdraw tiles in order, with limits in lira and same-origin logos', async () => {
    const deposits = await post<
      { id: number; title: string; logoUrl: string; minAmount: number; flow: string }[]
    >(t.app, player.token, '/api/payment/methods', { type: 1 });
    expect(deposits.status).toBe(200);
    expect(deposits.body.data.map((m) => m.title)).toEqual([
      'Kredi Kartı',
      'Havale/EFT',
      'Papara',
      'USDT (Kripto)',
    ]);
    expect(deposits.body.data[0]).toMatchObject({
      minAmount: 50,
      maxAmount: 20000,
      currency: 'TRY',
      flow: 'hosted',
    });
    const withdrawals = await post<{ title: string }[]>(t.app, player.token, '/api/payment/methods', {
      type: 2,
    });
    expect(withdrawals.body.data.map((m) => m.title)).toEqual(['Banka Havalesi', 'Papara', 'USDT']);

    for (const method of deposits.body.data) {
      const logo = await t.app.inject({ method: 'GET', url: method.logoUrl });
      expect(logo.statusCode, method.logoUrl).toBe(200);
      expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/);
      expect(logo.body).toMatch(/^<svg /);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/logos/nope.svg' })).statusCode).toBe(404);
  });

  it("answers a method's field definitions with the spec's objectType numbers and dropdown options", async () => {
    const card = await post<unknown[]>(t.app, player.token, '/api/payment/detail', {
      id: METHOD.card,
      type: 1,
    });
    expect(card.status).toBe(200);
    expect(card.body.data).toEqual([
      { key: 'amount', mask: null, objectType: 4, option: null },
      { key: 'CardNo', mask: '0000 0000 0000 0000', objectType: 1, option: null },
      { key: 'CardHolder', mask: null, objectType: 1, option: null },
      { key: 'ExpiryDate', mask: '00/00', objectType: 1, option: null },
      { key: 'Cvv', mask: '000', objectType: 1, option: null },
    ]);
    const usdt = await post<{ key: string; objectType: number; option: unknown }[]>(
      t.app,
      player.token,
      '/api/payment/detail',
      { id: METHOD.usdtOut, type: 2 },
    );
    expect(usdt.body.data[1]).toEqual({
      key: 'Network',
      mask: null,
      objectType: 7,
      option: [
        { id: 'TRC20', name: 'TRC20 (Tron)' },
        { id: 'ERC20', name: 'ERC20 (Ethereum)' },
      ],
    });
  });

  it('refuses an unknown method, a method of the other type, and a visitor', async () => {
    const unknown = await post(t.app, player.token, '/api/payment/detail', { id: 999, type: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This payment method is not available.');
    const wrongType = await post(t.app, player.token, '/api/payment/detail', { id: METHOD.card, type: 2 });
    expect(wrongType.status).toBe(404);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/payment/detail',
      payload: { id: 1, type: 1 },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('the detail of a deposit or withdrawal, checked on the server', () => {
  it('refuses an amount below the minimum, naming the amount', async () => {
    await expectFieldRefusal(havale({ amount: 99.99, FullName: 'Ayşe Yılmaz' }), 'detail.amount');
    const { body } = await havale({ amount: 10, FullName: 'Ayşe Yılmaz' });
    expect((body.data as Refusal).errors['detail.amount']).toMatch(/100/);
  });

  it('refuses an amount above the maximum', async () => {
    await expectFieldRefusal(havale({ amount: 50_000.01, FullName: 'Ayşe Yılmaz' }), 'detail.amount');
    await expectFieldRefusal(bank({ amount: 25_001, Iban: IBAN, FullName: 'Ayşe Yılmaz' }), 'detail.amount');
  });

  it('refuses more than 2 decimals, zero and negative amounts', async () => {
    await expectFieldRefusal(havale({ amount: 150.123, FullName: 'Ayşe Yılmaz' }), 'detail.amount');
    await expectFieldRefusal(havale({ amount: 0, FullName: 'Ayşe Yılmaz' }), 'detail.amount');
    await expectFieldRefusal(havale({ amount: -150, FullName: 'Ayşe Yılmaz' }), 'detail.amount');
  });

  it('refuses a missing field', async () => {
    await expectFieldRefusal(havale({ amount: 150 }), 'detail.FullName');
    await expectFieldRefusal(bank({ amount: 150, FullName: 'Ayşe Yılmaz' }), 'detail.Iban');
  });

  it('refuses a key the method did not ask for', async () => {
    await expectFieldRefusal(havale({ amount: 150, FullName: 'Ayşe Yılmaz', Extra: 'x' }), 'detail');
  });

  it('refuses a value of the wrong type: text for a number, a number for text, an option not offered', async () => {
    await expectFieldRefusal(havale({ amount: '150', FullName: 'Ayşe Yılmaz' }), 'detail.amount');
    await expectFieldRefusal(havale({ amount: 150, FullName: 12345 }), 'detail.FullName');
    await expectFieldRefusal(
      withdraw(t.app, player.token, METHOD.usdtOut, {
        amount: 600,
        Network: 'BEP20',
        WalletAddress: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
      }),
      'detail.Network',
    );
  });

  it('answers the field messages in Turkish too', async () => {
    const { body } = await deposit(
      t.app,
      player.token,
      METHOD.havale,
      { amount: 10, FullName: 'Ayşe' },
      'tr',
    );
    expect((body.data as Refusal).errors['detail.amount']).toBe('Tutar 100 ile 50.000 arasında olmalıdır.');
  });

  // The key rules (IBAN mod-97, card Luhn, expiry) live in buildPaymentDetailSchema (contracts, shared
  // with the site); the server applies the same schema.
  it('refuses an IBAN whose mod-97 check fails, naming detail.Iban', async () => {
    await expectFieldRefusal(
      bank({ amount: 150, Iban: 'TR330006100519786457841327', FullName: 'Ayşe' }),
      'detail.Iban',
    );
  });
  it('refuses a card number whose Luhn check fails, naming detail.CardNo', async () => {
    await expectFieldRefusal(
      deposit(t.app, player.token, METHOD.card, {
        amount: 500,
        CardNo: '4111 1111 1111 1112',
        CardHolder: 'AYSE YILMAZ',
        ExpiryDate: '12/30',
        Cvv: '123',
      }),
      'detail.CardNo',
    );
  });

  it('refuses an expired card, naming detail.ExpiryDate (the clock is March 2026)', async () => {
    await expectFieldRefusal(
      deposit(t.app, player.token, METHOD.card, {
        amount: 500,
        CardNo: CARD,
        CardHolder: 'AYSE YILMAZ',
        ExpiryDate: '02/26',
        Cvv: '123',
      }),
      'detail.ExpiryDate',
    );
  });

  it('accepts a valid card deposit (the card data reaches no table)', async () => {
    const answer = await deposit(t.app, player.token, METHOD.card, {
      amount: 500,
      CardNo: CARD,
      CardHolder: 'AYSE YILMAZ',
      ExpiryDate: '12/30',
      Cvv: '123',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [payment] = await paymentsOf(t, player.playerId);
    expect(payment?.detailSummary).toEqual({ CardHolder: 'AYSE YILMAZ' });
    const stored = JSON.stringify(payment, (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    );
    expect(stored).not.toMatch(/4111|1111|12\/30|"123"/);
    // Nor any log line.
    expect(JSON.stringify(t.logs)).not.toMatch(/4111 1111|4111111111111111/);
  });
});
