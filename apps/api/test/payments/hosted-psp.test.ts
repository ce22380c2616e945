import {
  AdminPaymentMethodInputSchema,
  PaymentFieldObjectType,
  TransactionStatus,
  TransactionType,
} from '@lale/contracts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPspStandIn, type DeliveryReport, type PspStandIn } from '../../../../tools/standins/psp.ts';
import { signWebhook } from '../../src/modules/payments/index.ts';
import { testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { balances, deposit, expectLedgerSound, newPlayer, paymentsOf } from './support.ts';

/*
 * A real hosted PSP adapter (modules/payments/hosted-psp.ts) against the PSP stand-in
 * (tools/standins/psp.ts) in a production-configured API (issue #28): no payment sandbox, the provider
 * `cardco` configured by PSP_* as a real one is, a method made for it in the back office, and a
 * player's deposit that goes through the stand-in's checkout and its signed webhooks over real sockets,
 * retried, duplicated and out of order as PSPs deliver them.
 */

const SECRET = 'cardco-webhook-secret-'.padEnd(48, 'x');
const API_KEY = 'sk_test_cardco';
const clock = testClock('2026-03-10T09:00:00Z');
const MINUTE = 60_000;

let t: TestApp | undefined;
let front: Server;
let apiUrl: string;
let standIn: PspStandIn;
let down: Server;
/** The PSP's webhook deliveries as they reached our socket: body and signature, for the replay test. */
const received: { body: string; signature: string }[] = [];
let cardMethod: number;
let downMethod: number;

/**
 * The API's socket. Webhook deliveries are recorded on the way in (the bytes a replay would capture)
 * and handed to the app with the same headers and body; everything else goes to the app's routing.
 */
async function serve(app: TestApp['app'], request: IncomingMessage, response: ServerResponse) {
  if (!request.url?.startsWith('/api/payments/webhook/')) return app.routing(request, response);
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  received.push({ body: body.toString('utf8'), signature: String(request.headers['x-psp-signature']) });
  const answer = await app.inject({
    method: 'POST',
    url: request.url,
    headers: request.headers,
    payload: body,
    remoteAddress: request.socket.remoteAddress,
  });
  response.writeHead(answer.statusCode, { 'content-type': String(answer.headers['content-type']) });
  response.end(answer.rawPayload);
}

/**
 * The PSP that is down: whatever it is asked, the connection breaks before an answer (a port nothing
 * listens on could be taken by another process meanwhile; this one stays ours).
 */
async function downPsp(): Promise<Server> {
  const down = createServer((request) => request.socket.destroy());
  await new Promise<void>((r) => down.listen(0, '127.0.0.1', r));
  return down;
}

/** A hosted card deposit method of `provider`, made as the back office makes one. */
async function hostedMethod(app: TestApp, provider: string, title: string): Promise<number> {
  const created = await app.modules.payments.methodsAdmin.create(
    AdminPaymentMethodInputSchema.parse({
      type: TransactionType.Deposit,
      title,
      logo: '/api/payments/logos/card.svg',
      provider,
      flow: 'hosted',
      currency: 'TRY',
      minAmount: 50,
      maxAmount: 5000,
      enabled: true,
      fields: [{ key: 'amount', mask: null, objectType: PaymentFieldObjectType.Decimal, option: null }],
      bankAccount: null,
    }),
  );
  expect(created).toMatchObject({ provider, flow: 'hosted', offered: true });
  return created.id;
}

beforeAll(async () => {
  // The API's socket opens first, so the stand-in's pages and our notify_url can name each other.
  let appReady!: (app: TestApp['app']) => void;
  const ready = new Promise<TestApp['app']>((r) => (appReady = r));
  front = createServer((request, response) => void ready.then((app) => serve(app, request, response)));
  await new Promise<void>((r) => front.listen(0, '127.0.0.1', r));
  apiUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;

  standIn = await startPspStandIn({
    port: 0,
    host: '127.0.0.1',
    apiKey: API_KEY,
    webhookSecret: SECRET,
    // Faults are injected, never timed: no call of a loaded machine may time out by chance.
    callTimeoutMs: 30_000,
    maxAttempts: 5,
    retryDelayMs: 0,
    // Signed with the API's clock, which the tests move.
    now: () => clock.now(),
  });

  down = await downPsp();
  t = await createTestApp({
    clock,
    env: {
      NODE_ENV: 'production',
      TOKEN_PEPPER: 'p'.repeat(40),
      SESSION_SECRET: 's'.repeat(40),
      AUDIT_SIGNING_KEY: 'a'.repeat(40),
      KYC_DOCUMENT_KEY: 'a'.repeat(40),
      PUBLIC_URL: apiUrl,
      PSP_PROVIDERS: 'cardco,downco',
      PSP_CARDCO_API_URL: standIn.url,
      PSP_CARDCO_API_KEY: API_KEY,
      PSP_CARDCO_WEBHOOK_SECRET: SECRET,
      PSP_DOWNCO_API_URL: `http://127.0.0.1:${(down.address() as AddressInfo).port}`,
      PSP_DOWNCO_API_KEY: 'sk_test_downco',
      PSP_DOWNCO_WEBHOOK_SECRET: 'd'.repeat(40),
    },
  });
  appReady(t.app);
  cardMethod = await hostedMethod(t, 'cardco', 'CardCo');
  downMethod = await hostedMethod(t, 'downco', 'DownCo');
});

afterAll(async () => {
  await standIn?.close();
  down?.closeAllConnections();
  await new Promise((r) => down?.close(r));
  await new Promise((r) => front?.close(r));
  await t?.close();
});

afterEach(() => expectLedgerSound(t!));

type StandInCheckout = {
  id: string;
  reference: string;
  amount: number;
  currency: string;
  status: string;
  url: string;
  notify_url: string;
  deliveries: DeliveryReport[];
};

async function control<T>(path: string, body?: object): Promise<T> {
  const response = await fetch(`${standIn.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, `${path}: ${response.status}`).toBe(200);
  return (await response.json()) as T;
}

/** A fresh player who asked to deposit `amount` TRY through CardCo: our payment and the stand-in's checkout. */
async function cardcoDeposit(amount: number) {
  const player = await newPlayer(t!, { identityVerified: false });
  const answer = await deposit(t!.app, player.token, cardMethod, { amount });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const [payment] = await paymentsOf(t!, player.playerId);
  const [checkout] = await control<StandInCheckout[]>(`/standin/checkouts?reference=${payment!.reference}`);
  return { player, payment: payment!, checkout: checkout!, pageUrl: answer.body.data as string };
}

const webhook = (body: string, signature: string) =>
  fetch(`${apiUrl}/api/payments/webhook/cardco`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-psp-signature': signature, 'x-locale': 'en' },
    body,
  });

describe('a deposit through a hosted PSP in production', () => {
  it("makes the checkout at the PSP and frames the PSP's page, which the CSP allows", async () => {
    const { payment, checkout, pageUrl } = await cardcoDeposit(120);
    expect(checkout).toMatchObject({
      reference: payment.reference,
      amount: 12_000,
      currency: 'TRY',
      status: 'open',
      notify_url: `${apiUrl}/api/payments/webhook/cardco`,
      deliveries: [],
    });
    expect(pageUrl).toBe(checkout.url);
    expect(payment).toMatchObject({ status: TransactionStatus.Created, providerRef: checkout.id });

    const page = await fetch(pageUrl);
    const html = await page.text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('<title>Payment – PSP stand-in</title>');
    expect(html).toMatch(/<label for="card">Card number<\/label>/);
    expect(html).not.toMatch(/<script|style=|<style/);
    const site = await fetch(`${apiUrl}/api/health`);
    expect(site.headers.get('content-security-policy')).toMatch(
      new RegExp(`frame-src 'self'[^;]* ${standIn.url.replace(/[.]/g, '\\.')}(;| )`),
    );
  });

  it('credits a paid checkout once, though the event came three times at once and an answer was lost', async () => {
    const { player, payment, checkout } = await cardcoDeposit(250);
    const report = await control<DeliveryReport>(`/standin/checkouts/${checkout.id}/pay`, {
      duplicates: 3,
      loseAnswers: 1,
    });
    expect(report).toMatchObject({ type: 'payment.succeeded', delivered: true });
    expect(report.copies).toHaveLength(3);
    expect(report.copies.every((copy) => copy.answered)).toBe(true);
    // One answer was thrown away after our API had applied the event: its copy sent it again.
    expect(report.copies.map((copy) => copy.attempts).sort()).toEqual([1, 1, 2]);
    expect(report.copies.flatMap((copy) => copy.tries.map((attempt) => attempt.outcome)).sort()).toEqual([
      'HTTP 200',
      'HTTP 200',
      'HTTP 200',
      'answer lost (fault injected)',
    ]);

    expect((await balances(t!, player.playerId)).cash).toBe(25_000n);
    expect((await paymentsOf(t!, player.playerId))[0]).toMatchObject({
      id: payment.id,
      status: TransactionStatus.Confirmed,
      providerRef: checkout.id,
    });

    // A decline of the same checkout, later (PSPs deliver out of order): answered, and undoes nothing.
    const late = await control<DeliveryReport>(`/standin/checkouts/${checkout.id}/decline`, {});
    expect(late).toMatchObject({ type: 'payment.declined', delivered: true });
    expect((await balances(t!, player.playerId)).cash).toBe(25_000n);
    expect((await paymentsOf(t!, player.playerId))[0]!.status).toBe(TransactionStatus.Confirmed);

    const [seen] = await control<StandInCheckout[]>(`/standin/checkouts?reference=${payment.reference}`);
    expect(seen).toMatchObject({ status: 'paid', amount: 25_000 });
    expect(seen!.deliveries.map((delivery) => delivery.type)).toEqual([
      'payment.succeeded',
      'payment.declined',
    ]);
  });

  it("pays through the PSP's page: the player's Pay button delivers the webhook and shows the result", async () => {
    const { player, checkout } = await cardcoDeposit(80);
    const paid = await fetch(`${checkout.url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'card=4111+1111+1111+1111',
    });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('The merchant has been told.');
    expect((await balances(t!, player.playerId)).cash).toBe(8_000n);
    // The page of a finished payment offers no buttons any more.
    const again = await fetch(checkout.url);
    expect(await again.text()).toContain('This payment is already paid.');
  });

  it('refuses a forged, a stale and a replayed webhook with 400, changing nothing', async () => {
    const { player, payment, checkout } = await cardcoDeposit(300);
    const event = JSON.stringify({
      id: 'evt_0123456789abcdef0123',
      type: 'payment.succeeded',
      created: Math.floor(clock.now().getTime() / 1000),
      data: { reference: payment.reference, provider_ref: checkout.id, amount: 30_000, currency: 'TRY' },
    });
    const now = Math.floor(clock.now().getTime() / 1000);

    const forged = await webhook(event, signWebhook('f'.repeat(48), event, now));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ message: 'The signature could not be verified.' });
    const stale = await webhook(event, signWebhook(SECRET, event, now - 6 * 60));
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({
      message: "The signature's timestamp is outside the accepted window.",
    });
    expect((await balances(t!, player.playerId)).cash).toBe(0n);
    expect((await paymentsOf(t!, player.playerId))[0]!.status).toBe(TransactionStatus.Created);

    // A genuine delivery of a decline, captured on the way in and sent again ten minutes later.
    const before = received.length;
    await control<DeliveryReport>(`/standin/checkouts/${checkout.id}/decline`, {});
    const captured = received.slice(before);
    expect(captured).toHaveLength(1);
    expect((await paymentsOf(t!, player.playerId))[0]!.status).toBe(TransactionStatus.Rejected);
    clock.advance(10 * MINUTE);
    const replayed = await webhook(captured[0]!.body, captured[0]!.signature);
    expect(replayed.status).toBe(400);
    expect(await replayed.json()).toMatchObject({
      message: "The signature's timestamp is outside the accepted window.",
    });
    expect((await paymentsOf(t!, player.playerId))[0]!.status).toBe(TransactionStatus.Rejected);
    expect((await balances(t!, player.playerId)).cash).toBe(0n);
  });

  it('answers 503 PaymentProviderUnavailable when the PSP is down, and moves no money', async () => {
    const player = await newPlayer(t!, { identityVerified: false });
    const answer = await deposit(t!.app, player.token, downMethod, { amount: 100 });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ success: false });
    const [payment] = await paymentsOf(t!, player.playerId);
    expect(payment).toMatchObject({ status: TransactionStatus.Rejected, note: 'provider unavailable' });
    expect((await balances(t!, player.playerId)).cash).toBe(0n);
    expect(t!.logs).toContainEqual(
      expect.objectContaining({
        msg: 'PSP checkout failed',
        provider: 'downco',
        paymentId: payment!.id,
        reason: expect.stringMatching(/^fetch failed: /),
      }),
    );
  });

  it('is played by a stand-in that checks our key and body and keeps one checkout per payment', async () => {
    const ask = (body: object, key = 'D-standin-1', authorization = `Bearer ${API_KEY}`) =>
      fetch(`${standIn.url}/v1/checkouts`, {
        method: 'POST',
        headers: { authorization, 'idempotency-key': key, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const request = {
      reference: 'D-standin-1',
      amount: 5_000,
      currency: 'TRY',
      locale: 'en',
      description: 'CardCo',
      notify_url: `${apiUrl}/api/payments/webhook/cardco`,
      return_url: `${apiUrl}/`,
    };
    expect((await ask(request, 'D-standin-1', 'Bearer wrong')).status).toBe(401);
    expect((await ask({ ...request, amount: 'fifty' })).status).toBe(400);
    const first = (await (await ask(request)).json()) as { id: string; url: string };
    expect(first).toEqual({
      id: expect.stringMatching(/^chk_[0-9a-f]{24}$/),
      url: `${standIn.url}/pay/${first.id}`,
    });
    // Asked again (a retried request): the same checkout, by its key or by its reference.
    expect(await (await ask(request)).json()).toEqual(first);
    expect(await (await ask(request, 'another-key')).json()).toEqual(first);
    expect((await ask({ ...request, amount: 6_000 })).status).toBe(409);
    expect(await control<StandInCheckout[]>('/standin/checkouts?reference=D-standin-1')).toHaveLength(1);
  });
});
