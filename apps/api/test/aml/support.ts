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

/** A bank-transfer deposit of `amount` lira, confirmed by the owner: the ledger's `deposit` into cash. */
export async function depositConfirmed(t: TestApp, admin: string, player: Player, amount: number) {
  const answer = await deposit(t.app, player.token, METHOD.havale, { amount, FullName: 'Ayşe Yılmaz' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const payments = await paymentsOf(t, player.playerId);
  const confirmed = await adminDecide(t.app, admin, payments.at(-1)!.id, 'confirm');
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
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

/** A withdrawal to a bank account of `amount` lira; answers the payment. */
export async function withdrawn(t: TestApp, player: Player, amount: number) {
  const answer = await withdraw(t.app, player.token, METHOD.bankOut, {
    amount,
    Iban: IBAN,
    FullName: 'Ayşe Yılmaz',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (await paymentsOf(t, player.playerId)).at(-1)!;
}

export const casesOf = (t: TestApp, playerId: number) =>
  t.database.db.select().from(amlCases).where(eq(amlCases.playerId, playerId)).orderBy(amlCases.id);

/** Puts the rule's row back as the migration seeds it. */
export const resetRule = (t: TestApp) =>
  t.database.db
    .update(amlRules)
    .set({ enabled: true, params: { maxStakeShare: 0.5 }, updatedByStaffId: null })
    .where(and(eq(amlRules.code, 'deposit_withdrawn')));
