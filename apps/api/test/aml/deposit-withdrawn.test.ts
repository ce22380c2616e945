import { TransactionStatus } from '@lale/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { amlRules } from '../../src/db/schema.ts';
import { testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminToken, balances, expectLedgerSound, newPlayer } from '../payments/support.ts';
import { casesOf, depositConfirmed, resetRule, stake, withdrawn } from './support.ts';

/*
 * The first AML rule end to end (issue #26): a withdrawal requested with the cash staked since the last
 * deposit below the rule's share of it raises one case, in the withdrawal's own transaction; played
 * through, no case. A broken rule never holds the player's withdrawal back.
 */

const clock = testClock('2026-11-28T10:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await adminToken(t);
});
afterAll(() => t.close());
afterEach(async () => {
  await resetRule(t);
  await expectLedgerSound(t);
});

describe('a deposit withdrawn with little play', () => {
  it('raises one case for the withdrawal, with what the rule saw', async () => {
    const player = await newPlayer(t);
    await depositConfirmed(t, admin, player, 1000);
    await stake(t, player, 10_000n); // ₺100 of ₺1,000 played: 10 %
    const payment = await withdrawn(t, player, 800);

    const cases = await casesOf(t, player.playerId);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({
      ruleCode: 'deposit_withdrawn',
      subject: `withdrawal:${payment.id}`,
      status: 'open',
      decidedAt: null,
      createdAt: new Date('2026-11-28T10:00:00Z'),
    });
    expect(cases[0]!.evidence).toMatchObject({
      currency: 'TRY',
      withdrawalReference: payment.reference,
      withdrawalAmount: 800,
      depositAmount: 1000,
      stakedSinceDeposit: 100,
      maxStakeShare: 0.5,
    });
    expect(cases[0]!.evidence.depositReference).toMatch(/^D-/);
    // The withdrawal itself went through as always: the amount is held, pending.
    expect((await balances(t, player.playerId)).withdrawHold).toBe(80_000n);
  });

  it('raises none when half the deposit or more was staked since it', async () => {
    const player = await newPlayer(t);
    await depositConfirmed(t, admin, player, 1000);
    await stake(t, player, 30_000n);
    await stake(t, player, 20_000n); // exactly half: played through
    await withdrawn(t, player, 400);
    expect(await casesOf(t, player.playerId)).toEqual([]);
  });

  it('counts only the stakes after the last deposit, and raises one case per withdrawal', async () => {
    const player = await newPlayer(t);
    await depositConfirmed(t, admin, player, 1000);
    await stake(t, player, 90_000n); // the first deposit played through…
    await depositConfirmed(t, admin, player, 1000); // …the second not at all
    const first = await withdrawn(t, player, 300);
    const second = await withdrawn(t, player, 300);
    const cases = await casesOf(t, player.playerId);
    expect(cases.map((c) => c.subject)).toEqual([`withdrawal:${first.id}`, `withdrawal:${second.id}`]);
    expect(cases[0]!.evidence.stakedSinceDeposit).toBe(0);
  });

  it('raises none without any deposit (money that did not come through the cashier)', async () => {
    const player = await newPlayer(t, { cashMinor: 50_000n });
    await withdrawn(t, player, 400);
    expect(await casesOf(t, player.playerId)).toEqual([]);
  });

  it("follows the rule's row: switched off, none; a lower share, none for a little play", async () => {
    const player = await newPlayer(t);
    await depositConfirmed(t, admin, player, 1000);
    await stake(t, player, 20_000n); // 20 %
    await t.database.db
      .update(amlRules)
      .set({ params: { maxStakeShare: 0.1 } })
      .where(eq(amlRules.code, 'deposit_withdrawn'));
    await withdrawn(t, player, 100);
    await t.database.db
      .update(amlRules)
      .set({ enabled: false, params: { maxStakeShare: 0.5 } })
      .where(eq(amlRules.code, 'deposit_withdrawn'));
    await withdrawn(t, player, 100);
    expect(await casesOf(t, player.playerId)).toEqual([]);
  });

  it('never holds the withdrawal back: a rule that fails is skipped and the withdrawal commits', async () => {
    const player = await newPlayer(t);
    await depositConfirmed(t, admin, player, 1000);
    // A stored parameter the rule's schema refuses (only a hand-edited row could hold one).
    await t.database.db
      .update(amlRules)
      .set({ params: { maxStakeShare: 7 } })
      .where(eq(amlRules.code, 'deposit_withdrawn'));
    const payment = await withdrawn(t, player, 500);
    expect(payment.status).toBe(TransactionStatus.Pending);
    expect((await balances(t, player.playerId)).withdrawHold).toBe(50_000n);
    expect(await casesOf(t, player.playerId)).toEqual([]);
  });
});
