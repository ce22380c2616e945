import { verifyThroughSandbox } from '../kyc/support.ts';
import { staffToken } from '../support/staff.ts';
import type { AppModules } from '../../src/app.ts';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { paymentTransactions, players } from '../../src/db/schema.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { createWalletService } from '../../src/modules/wallet/index.ts';
import { signWebhook } from '../../src/modules/payments/index.ts';
import { bearer, call, fullRegistration, registerOk, type TestClock } from '../support/accounts.ts';
import type { TestApp } from '../support/app.ts';

/* Helpers of the cashier tests: players with money, the payment calls, balances and the ledger's health. */

export const TRY = 1;
/** The seeded demo methods (modules/payments/seed-repo.ts). */
export const METHOD = {
  card: 1,
  havale: 2,
  papara: 3,
  usdt: 4,
  bankOut: 5,
  paparaOut: 6,
  usdtOut: 7,
} as const;

/** A valid example IBAN (mod-97 holds) and a Luhn-valid test card. */
export const IBAN = 'TR330006100519786457841326';
export const CARD = '4111 1111 1111 1111';

export type Player = { token: string; playerId: number };

/**
 * A fresh player; `cashMinor` credited from payments_clearing; phone verified and identity verified
 * (through the identity sandbox, as a player is: test/kyc/support.ts) unless told otherwise. In
 * production there is no sandbox to verify through, so there the player stays unverified.
 */
export async function newPlayer(
  t: TestApp,
  {
    cashMinor = 0n,
    phoneVerified = true,
    identityVerified = t.modules.kyc.sandbox !== undefined,
  }: { cashMinor?: bigint; phoneVerified?: boolean; identityVerified?: boolean } = {},
): Promise<Player> {
  const payload = fullRegistration();
  const { token } = await registerOk(t.app, payload);
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, payload.username));
  const playerId = row!.id;
  await t.database.db
    .update(players)
    .set({ phoneVerifiedAt: phoneVerified ? new Date() : null })
    .where(eq(players.id, playerId));
  if (identityVerified) await verifyThroughSandbox(t, token, playerId);
  if (cashMinor > 0n) {
    const result = await createWalletService(t.database.db).transfer({
      idempotencyKey: `test-cash:${playerId}`,
      from: { type: 'system', kind: 'payments_clearing', currencyId: TRY },
      to: { type: 'player', playerId, kind: 'cash', currencyId: TRY },
      amountMinor: cashMinor,
      kind: 'seed',
    });
    expect(result.status).toBe('applied');
  }
  return { token, playerId };
}

/** The back office's owner (a staff session; see support/staff.ts). */
export const adminToken = (t: { modules: AppModules }) => staffToken(t, 'owner');

export const post = <T = unknown>(
  app: FastifyInstance,
  token: string,
  url: string,
  payload: object,
  locale = 'en',
) => call<T>(app, { method: 'POST', url, payload, headers: { ...bearer(token), 'x-locale': locale } });

export const deposit = (app: FastifyInstance, token: string, id: number, detail: object, locale = 'en') =>
  post<string | null | { errors: Record<string, string> }>(
    app,
    token,
    '/api/payment/deposit',
    {
      id,
      target: 'pay',
      detail,
    },
    locale,
  );

export const withdraw = (app: FastifyInstance, token: string, id: number, detail: object, locale = 'en') =>
  post<null | { errors: Record<string, string> }>(
    app,
    token,
    '/api/payment/withdraw',
    { id, detail },
    locale,
  );

export const adminDecide = (
  app: FastifyInstance,
  token: string,
  id: number,
  decision: 'confirm' | 'reject',
  // A rejection must give the player a reason.
  payload: object = decision === 'reject' ? { note: 'Rejected in a test' } : {},
) =>
  call<{ status: number; decidedBy: number | null; decidedAt: string | null; note: string | null }>(app, {
    method: 'POST',
    url: `/api/admin/payments/${id}/${decision}`,
    payload,
    headers: { ...bearer(token), 'x-locale': 'en' },
  });

export async function balances(t: TestApp, playerId: number) {
  return createWalletService(t.database.db).playerBalances(playerId, TRY);
}

export async function paymentsOf(t: TestApp, playerId: number) {
  return t.database.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.playerId, playerId))
    .orderBy(paymentTransactions.id);
}

export async function expectLedgerSound(t: TestApp): Promise<void> {
  const invariants = await ledgerInvariants(t.database.db);
  expect(invariants.mismatchedAccounts).toEqual([]);
  expect(invariants.ok).toBe(true);
}

/** The signed webhook the sandbox would post for a payment (same body every call: one event id). */
export function signedEvent(
  t: TestApp,
  clock: TestClock,
  payment: { reference: string; amountMinor: bigint },
  options: { type?: string; eventId?: string; at?: Date; secret?: string } = {},
) {
  const at = options.at ?? clock.now();
  const created = Math.floor(at.getTime() / 1000);
  const body = JSON.stringify({
    id: options.eventId ?? `evt_${randomBytes(12).toString('hex')}`,
    type: options.type ?? 'payment.succeeded',
    created,
    data: {
      reference: payment.reference,
      provider_ref: `sbx_${payment.reference}`,
      amount: Number(payment.amountMinor),
      currency: 'TRY',
    },
  });
  const secret = options.secret ?? t.config.secrets.PAYMENT_SANDBOX_SECRET!;
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': signWebhook(secret, body, created),
    },
  };
}

/** A card's checkout fields (the sandbox accepts them; only the provider's page ever sees them). */
export const CARD_DETAIL = { CardNo: CARD, CardHolder: 'AYSE YILMAZ', ExpiryDate: '12/30', Cvv: '123' };

/** Delivers a signed provider event to the webhook route, as the provider would. */
export const deliverWebhook = (
  t: TestApp,
  event: { body: string; headers: Record<string, string> },
  provider = 'sandbox-card',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/webhook/${provider}`,
    payload: event.body,
    headers: event.headers,
  });

/** A fresh player with `cashMinor` who asked to withdraw `amount` to a bank account: the Pending payment. */
export async function pendingWithdrawal(t: TestApp, amount: number, cashMinor = 1_000_00n) {
  const player = await newPlayer(t, { cashMinor });
  const answer = await withdraw(t.app, player.token, METHOD.bankOut, {
    amount,
    Iban: IBAN,
    FullName: 'Ayşe Yılmaz',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const [payment] = await paymentsOf(t, player.playerId);
  return { player, payment: payment! };
}
