import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { amlCases, amlRules } from '../../src/db/schema.ts';
import { createWalletService } from '../../src/modules/wallet/index.ts';
import type { TestApp } from '../support/app.ts';
import {
  adminDecide,
  deposit,
  IBAN,
  METHOD,
  paymentsOf,
  withdraw,
  type Player,
} from '../payments/support.ts';

/* The AML tests' pieces: a real deposit (a bank transfer an operator confirms), stakes, a withdrawal. */

/** A bank-transfer deposit of `amount` lira sent by `sender`, announced and still Pending: the payment. */
export async function depositPending(t: TestApp, player: Player, amount: number, sender = 'Ayşe Yılmaz') {
  const answer = await deposit(t.app, player.token, METHOD.havale, { amount, FullName: sender });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (await paymentsOf(t, player.playerId)).at(-1)!;
}

/** A bank-transfer deposit of `amount` lira, confirmed by the owner: the ledger's `deposit` into cash. */
export async function depositConfirmed(
  t: TestApp,
  admin: string,
  player: Player,
  amount: number,
  sender = 'Ayşe Yılmaz',
) {
  const payment = await depositPending(t, player, amount, sender);
  const confirmed = await adminDecide(t.app, admin, payment.id, 'confirm');
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return payment;
}

let stakeSerial = 0;

/** A cash stake as every casino path posts it: player cash → house_casino. */
export async function stake(t: TestApp, player: Player, amountMinor: bigint) {
  stakeSerial += 1;
  const posted = await createWalletService(t.database.db).transfer({
    idempotencyKey: `aml-test-stake:${player.playerId}:${stakeSerial}`,
    from: { type: 'player', playerId: player.playerId, kind: 'cash', currencyId: 1 },
    to: { type: 'system', kind: 'house_casino', currencyId: 1 },
    amountMinor,
    kind: 'bet',
  });
  expect(posted.status).toBe('applied');
}

/** A withdrawal to a bank account (by default the test IBAN) of `amount` lira; answers the payment. */
export async function withdrawn(t: TestApp, player: Player, amount: number, iban = IBAN) {
  const answer = await withdraw(t.app, player.token, METHOD.bankOut, {
    amount,
    Iban: iban,
    FullName: 'Ayşe Yılmaz',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (await paymentsOf(t, player.playerId)).at(-1)!;
}

export const casesOf = (t: TestApp, playerId: number) =>
  t.database.db.select().from(amlCases).where(eq(amlCases.playerId, playerId)).orderBy(amlCases.id);

/** Each rule's parameters as the migrations seed them. */
export const DEFAULT_PARAMS = {
  deposit_withdrawn: { maxStakeShare: 0.5 },
  lifetime_threshold: { thresholdEur: 2000 },
  many_instruments: { minInstruments: 4, windowDays: 30 },
  deposit_velocity: { windowHours: 24, maxDeposits: 5, multiple: 5, baselineDays: 30, floorEur: 1000 },
} as const;

/** Sets one rule's row (on, with these parameters unless told). */
export const setRule = (
  t: TestApp,
  code: keyof typeof DEFAULT_PARAMS,
  change: { enabled?: boolean; params?: Record<string, unknown> } = {},
) =>
  t.database.db
    .update(amlRules)
    .set({
      enabled: change.enabled ?? true,
      params: (change.params ?? DEFAULT_PARAMS[code]) as Record<string, number>,
      updatedByStaffId: null,
    })
    .where(eq(amlRules.code, code));

/** Puts the rule's row back as the migration seeds it. */
export const resetRule = (t: TestApp) =>
  t.database.db
    .update(amlRules)
    .set({ enabled: true, params: { maxStakeShare: 0.5 }, updatedByStaffId: null })
    .where(and(eq(amlRules.code, 'deposit_withdrawn')));
