import { TransactionStatus } from '@lale/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentWebhookEvents } from '../../src/db/schema.ts';
import {
  DEMO_BANK_ACCOUNT,
  type BonusGate,
  type DepositAllowance,
} from '../../src/modules/payments/index.ts';
import { refuse } from '../../src/platform/domain-errors.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { MINUTE, testClock } from '../support/accounts.ts';
import { capturingPublisher } from '../notifications/support.ts';
import {
  adminDecide,
  adminToken,
  balances,
  CARD,
  deposit,
  expectLedgerSound,
  METHOD,
  newPlayer,
  paymentsOf,
  signedEvent,
  type Player,
} from './support.ts';

/*
 * Deposits (issue #11): the hosted page (Created → webhook → Confirmed/Rejected/Cancelled, credited
 * exactly once) through the sandbox, and the manual bank transfer (Pending → operator).
 */

let t: TestApp;
let admin: string;
const clock = testClock('2026-03-10T09:00:00Z');
const realtime = capturingPublisher();
/** What the bonus engine's port was told, and a deposit limit the test can switch on. */
const confirmedDeposits: { paymentId: number; amountMinor: bigint }[] = [];
let limitReached = false;
const bonusGate: BonusGate = {
  hasWageringLeft: async () => false,
  depositConfirmed: async (_tx, e) => {
    confirmedDeposits.push({ paymentId: e.paymentId, amountMinor: e.amountMinor });
  },
};
const depositAllowance: DepositAllowance = {
  assertDepositAllowed: async () => {
    if (limitReached) throw refuse({ code: 'ServiceUnavailable' });
  },
};

beforeAll(async () => {
  t = await createTestApp({ clock, realtime: realtime.publisher, bonusGate, depositAllowance });
  admin = await adminToken(t);
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

const CARD_DETAIL = { CardNo: CARD, CardHolder: 'AYSE YILMAZ', ExpiryDate: '12/30', Cvv: '123' };

/** A hosted card deposit: the checkout address and the Created payment row. */
async function startCardDeposit(player: Player, amount = 500) {
  const answer = await deposit(t.app, player.token, METHOD.card, { amount, ...CARD_DETAIL });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const payments = await paymentsOf(t, player.playerId);
  return { url: answer.body.data as string, payment: payments.at(-1)! };
}

const webhook = (event: { body: string; headers: Record<string, string> }, provider = 'sandbox-card') =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/webhook/${provider}`,
    payload: event.body,
    headers: event.headers,
  });

const eventRows = async () => (await t.database.db.select({ n: count() }).from(paymentWebhookEvents))[0]!.n;

describe('a hosted-page deposit', () => {
  it('answers an absolute checkout address (Iframe mode) and a Created payment, crediting nothing yet', async () => {
    const player = await newPlayer(t);
    const { url, payment } = await startCardDeposit(player);
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/api/payments/sandbox/checkout/${payment.id}\\.`));
    expect(payment).toMatchObject({ status: TransactionStatus.Created, type: 1, amountMinor: 50_000n });
    expect(payment.reference).toMatch(/^D-[A-HJ-NP-Z2-9]{8}$/);
    expect((await balances(t, player.playerId)).cash).toBe(0n);
  });

  it('is credited exactly once under 20 concurrent deliveries of the same signed webhook', async () => {
    const player = await newPlayer(t);
    const { payment } = await startCardDeposit(player, 750);
    realtime.clear();
    const event = signedEvent(t, clock, payment);
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(event)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const messages = answers.map((a) => a.json<{ message: string }>().message);
    expect(messages.filter((m) => m === 'Bildirim işlendi.')).toHaveLength(1);

    expect((await balances(t, player.playerId)).cash).toBe(75_000n);
    // The bonus engine heard of it once, in the confirming transaction.
    expect(confirmedDeposits.filter((d) => d.paymentId === payment.id)).toEqual([
      { paymentId: payment.id, amountMinor: 75_000n },
    ]);
    const [confirmed] = await paymentsOf(t, player.playerId);
    expect(confirmed).toMatchObject({
      status: TransactionStatus.Confirmed,
      providerRef: `sbx_${payment.reference}`,
    });
    // One Deposit notification, pushed once.
    const pushed = realtime.pushes.filter((p) => p.to === player.playerId);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.message).toMatchObject({ type: 1, title: 'Para yatırma onaylandı' });

    // A later redelivery, and another event id saying the same, change nothing either.
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await webhook(signedEvent(t, clock, payment))).statusCode).toBe(200);
    // And a 'declined' after the 'paid' does not undo the credit.
    expect((await webhook(signedEvent(t, clock, payment, { type: 'payment.declined' }))).statusCode).toBe(
      200,
    );
    expect((await balances(t, player.playerId)).cash).toBe(75_000n);
    expect((await paymentsOf(t, player.playerId))[0]!.status).toBe(TransactionStatus.Confirmed);
  });

  it('refuses a forged signature and a stale timestamp, changing nothing', async () => {
    const player = await newPlayer(t);
    const { payment } = await startCardDeposit(player);
    const before = await eventRows();

    const forged = await webhook(signedEvent(t, clock, payment, { secret: 'x'.repeat(40) }));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ success: false, message: 'İmza doğrulanamadı.' });

    const stale = await webhook(
      signedEvent(t, clock, payment, { at: new Date(clock.now().getTime() - 6 * MINUTE) }),
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json<{ message: string }>().message).toMatch(/zaman damgası/);
    const future = await webhook(
      signedEvent(t, clock, payment, { at: new Date(clock.now().getTime() + 6 * MINUTE) }),
    );
    expect(future.statusCode).toBe(400);

    // A genuine body whose bytes were changed after signing (amount raised).
    const genuine = signedEvent(t, clock, payment);
    const tampered = await webhook({ ...genuine, body: genuine.body.replace('50000', '99999') });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await webhook({ body: genuine.body, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    const unknownProvider = await webhook(genuine, 'acme-pay');
    expect(unknownProvider.statusCode).toBe(404);

    expect(await eventRows()).toBe(before);
    expect((await paymentsOf(t, player.playerId))[0]!.status).toBe(TransactionStatus.Created);
    expect((await balances(t, player.playerId)).cash).toBe(0n);
  });

  it('refuses an event for another amount or an unknown reference', async () => {
    const player = await newPlayer(t);
    const { payment } = await startCardDeposit(player);
    const other = await webhook(signedEvent(t, clock, { ...payment, amountMinor: 60_000n }));
    expect(other.statusCode).toBe(400);
    const unknown = await webhook(signedEvent(t, clock, { reference: 'D-NOPE2345', amountMinor: 50_000n }));
    expect(unknown.statusCode).toBe(400);
    // The event of another sandbox provider for this card payment.
    const foreign = await webhook(signedEvent(t, clock, payment), 'sandbox-papara');
    expect(foreign.statusCode).toBe(400);
    expect((await paymentsOf(t, player.playerId))[0]!.status).toBe(TransactionStatus.Created);
  });

  it('moves to Rejected on a declined event and to Cancelled on a cancelled one, crediting nothing', async () => {
    const player = await newPlayer(t);
    const first = await startCardDeposit(player);
    const second = await startCardDeposit(player);
    expect(
      (await webhook(signedEvent(t, clock, first.payment, { type: 'payment.declined' }))).statusCode,
    ).toBe(200);
    expect(
      (await webhook(signedEvent(t, clock, second.payment, { type: 'payment.canceled' }))).statusCode,
    ).toBe(200);
    const [a, b] = await paymentsOf(t, player.playerId);
    expect(a!.status).toBe(TransactionStatus.Rejected);
    expect(b!.status).toBe(TransactionStatus.Cancelled);
    expect((await balances(t, player.playerId)).cash).toBe(0n);
  });
});

describe('the sandbox checkout page', () => {
  it('renders a framable page without inline script or style, and its Pay button confirms the deposit', async () => {
    const player = await newPlayer(t);
    const { url, payment } = await startCardDeposit(player, 500);
    const path = url.slice(t.config.publicUrl.length);

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('₺500.00');
    expect(page.body).toContain(payment.reference);
    expect(page.body).toContain('Kredi Kartı');
    expect(page.body).not.toMatch(/<script|style=|<style/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const css = await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/checkout.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);

    const form = /<form method="post" action="([^"]+)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
    const paid = await t.app.inject({
      method: 'POST',
      url: form,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.body).toContain('data-result="paid"');
    expect(paid.body).toContain('You can close this window.');
    expect((await balances(t, player.playerId)).cash).toBe(50_000n);
    expect((await paymentsOf(t, player.playerId))[0]!.status).toBe(TransactionStatus.Confirmed);

    // The page of a finished payment says so, and a second press changes nothing.
    const again = await t.app.inject({ method: 'GET', url: path });
    expect(again.statusCode).toBe(409);
    const pressedAgain = await t.app.inject({
      method: 'POST',
      url: form,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pressedAgain.statusCode).toBe(409);
    expect((await balances(t, player.playerId)).cash).toBe(50_000n);
  });

  it('Decline and Cancel move the payment without money, in English when asked', async () => {
    const player = await newPlayer(t);
    for (const [action, status] of [
      ['decline', TransactionStatus.Rejected],
      ['cancel', TransactionStatus.Cancelled],
    ] as const) {
      const { url, payment } = await startCardDeposit(player);
      const path = url.slice(t.config.publicUrl.length).replace('locale=en', 'locale=en');
      const answer = await t.app.inject({
        method: 'POST',
        url: path,
        payload: `action=${action}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('You can close this window.');
      const row = (await paymentsOf(t, player.playerId)).find((p) => p.id === payment.id);
      expect(row!.status).toBe(status);
    }
    expect((await balances(t, player.playerId)).cash).toBe(0n);
  });

  it('refuses a forged token', async () => {
    const player = await newPlayer(t);
    const { payment } = await startCardDeposit(player);
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/checkout/${payment.id}.${'A'.repeat(32)}`,
    });
    expect(forged.statusCode).toBe(404);
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${payment.id}.${'A'.repeat(32)}`,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.statusCode).toBe(404);
    expect((await paymentsOf(t, player.playerId))[0]!.status).toBe(TransactionStatus.Created);
  });
});

describe('a manual bank transfer deposit', () => {
  it("answers the operator's bank details and the reference (Message mode), Pending until an operator decides", async () => {
    const player = await newPlayer(t);
    realtime.clear();
    const answer = await deposit(
      t.app,
      player.token,
      METHOD.havale,
      { amount: 1500, FullName: 'Ayşe Yılmaz' },
      'tr',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeNull();
    const [payment] = await paymentsOf(t, player.playerId);
    expect(payment).toMatchObject({ status: TransactionStatus.Pending, amountMinor: 150_000n });
    expect(payment!.detailSummary).toEqual({ FullName: 'Ayşe Yılmaz' });
    for (const text of [
      DEMO_BANK_ACCOUNT.iban,
      DEMO_BANK_ACCOUNT.bankName,
      DEMO_BANK_ACCOUNT.accountHolder,
      payment!.reference,
      '₺1.500,00',
    ]) {
      expect(answer.body.message).toContain(text);
    }
    expect(realtime.pushes.filter((p) => p.to === player.playerId).map((p) => p.message)).toMatchObject([
      { type: 1, title: 'Havale bildiriminiz alındı' },
    ]);

    const confirmed = await adminDecide(t.app, admin, payment!.id, 'confirm');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: TransactionStatus.Confirmed });
    expect(confirmed.body.data.decidedBy).toBeGreaterThan(0);
    expect(confirmed.body.data.decidedAt).toBe(clock.now().toISOString());
    expect((await balances(t, player.playerId)).cash).toBe(150_000n);

    // A second decision on a decided payment is refused and changes nothing.
    const again = await adminDecide(t.app, admin, payment!.id, 'confirm');
    expect(again.status).toBe(409);
    expect((await adminDecide(t.app, admin, payment!.id, 'reject')).status).toBe(409);
    expect((await balances(t, player.playerId)).cash).toBe(150_000n);
  });

  it('rejected by an operator: Rejected with the note, nothing credited', async () => {
    const player = await newPlayer(t);
    await deposit(t.app, player.token, METHOD.havale, { amount: 200, FullName: 'Ayşe Yılmaz' });
    const [payment] = await paymentsOf(t, player.playerId);
    const rejected = await adminDecide(t.app, admin, payment!.id, 'reject', {
      note: 'Transfer not received',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      status: TransactionStatus.Rejected,
      note: 'Transfer not received',
    });
    expect((await balances(t, player.playerId)).cash).toBe(0n);
  });

  it('an operator cannot decide a hosted deposit (its provider does)', async () => {
    const player = await newPlayer(t);
    const { payment } = await startCardDeposit(player);
    expect((await adminDecide(t.app, admin, payment.id, 'confirm')).status).toBe(409);
    expect((await adminDecide(t.app, admin, 999_999, 'confirm')).status).toBe(404);
  });
});

describe('the deposit allowance (deposit limits)', () => {
  it('is asked before anything is created, and its refusal stands', async () => {
    const player = await newPlayer(t);
    limitReached = true;
    try {
      const answer = await deposit(t.app, player.token, METHOD.havale, {
        amount: 300,
        FullName: 'Ayşe Yılmaz',
      });
      expect(answer.status).toBe(503);
      const hosted = await deposit(t.app, player.token, METHOD.card, { amount: 300, ...CARD_DETAIL });
      expect(hosted.status).toBe(503);
    } finally {
      limitReached = false;
    }
    expect(await paymentsOf(t, player.playerId)).toEqual([]);
  });
});

describe('depositedSince', () => {
  it('sums deposits not Rejected or Cancelled since a moment', async () => {
    const { createPaymentsRepo } = await import('../../src/modules/payments/repo.ts');
    const repo = createPaymentsRepo(t.database.db);
    const player = await newPlayer(t);
    await deposit(t.app, player.token, METHOD.havale, { amount: 300, FullName: 'Ayşe Yılmaz' });
    const { payment } = await startCardDeposit(player, 100);
    await webhook(signedEvent(t, clock, payment, { type: 'payment.declined' }));
    await startCardDeposit(player, 70);
    const since = new Date(clock.now().getTime() - MINUTE);
    expect(await repo.depositedSince(player.playerId, 1, since)).toBe(37_000n);
    expect(await repo.depositedSince(player.playerId, 1, new Date(clock.now().getTime() + MINUTE))).toBe(0n);
    expect(eq).toBeDefined();
  });
});
