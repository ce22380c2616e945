import { SaferPlayHistoryResponseSchema, type HistoryAmounts, type SaferPlayHistory } from '@lale/contracts';
import { gt, max } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../../src/db/schema.ts';
import { bearer, call, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  balances,
  claim,
  confirmDeposit,
  definitionId,
  engineFor,
  expectLedgerSound,
  type Engine,
} from '../bonus/support.ts';
import { hub88Calls, launchFor, seedGames, someGame } from '../game-wallet/support.ts';
import {
  adminDecide,
  adminToken,
  IBAN,
  METHOD,
  newPlayer,
  paymentsOf,
  withdraw,
} from '../payments/support.ts';

/*
 * The player's own 12-month history (issue #26), from real postings: deposits confirmed as payments
 * confirms them, Hub88 bets, wins and a rollback through the provider's callbacks, a withdrawal paid out
 * by the back office. The ledger stamps a transfer with the database's time, so each step's transfers
 * are then dated where the test needs them (as the reports test does); the test clock decides which
 * 12 Türkiye months are shown. Istanbul is UTC+3 all year: 21:00 UTC is midnight there.
 */

const clock = testClock('2026-03-10T12:00:00Z');
const TRY = 100n; // minor units of one lira
let t: TestApp;
let engine: Engine;
let game: { id: number; code: string };

beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedGames(t);
  engine = await engineFor(t, clock);
  game = await someGame(t, 'Hub88');
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

type Who = { token: string; playerId: number; currencyId: number };

async function player(): Promise<Who> {
  return { ...(await newPlayer(t)), currencyId: 1 };
}

/** Runs `step`, then dates every transfer it posted at `at` (an ISO instant in UTC). */
async function dated<T>(at: string, step: () => Promise<T>): Promise<T> {
  const [last] = await t.database.db.select({ id: max(ledgerTransfers.id) }).from(ledgerTransfers);
  const answer = await step();
  const moved = await t.database.db
    .update(ledgerTransfers)
    .set({ createdAt: new Date(at) })
    .where(gt(ledgerTransfers.id, last?.id ?? 0))
    .returning({ id: ledgerTransfers.id });
  expect(moved.length, `transfers posted by the step dated ${at}`).toBeGreaterThan(0);
  return answer;
}

const { bet, win, rollback } = hub88Calls(
  () => t,
  () => game,
);

async function history(who: Who): Promise<SaferPlayHistory> {
  const answer = await call(t.app, {
    method: 'GET',
    url: '/api/saferplay/history',
    headers: bearer(who.token),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return SaferPlayHistoryResponseSchema.parse(answer.body).data;
}

const amounts = (a: Partial<{ stakes: number; wins: number; deposits: number; withdrawals: number }>) => {
  const stakes = a.stakes ?? 0;
  const wins = a.wins ?? 0;
  return {
    stakes: { cash: stakes, bonus: 0 },
    wins: { cash: wins, bonus: 0 },
    deposits: a.deposits ?? 0,
    withdrawals: a.withdrawals ?? 0,
    net: wins - stakes,
  } satisfies HistoryAmounts;
};

const quiet = amounts({});

const monthOf = (h: SaferPlayHistory, month: string) => h.months.find((m) => m.month === month);

describe("the player's 12-month history", () => {
  it('sums each Türkiye month from the ledger, across a month boundary, with the year, and shows no one else', async () => {
    const ayse = await player();
    const other = await player();

    // 23:59:59 on 31 March 2025 in Istanbul: a month before the window; one second later: its first month.
    await dated('2025-03-31T20:59:59Z', () => confirmDeposit(t, engine, ayse, 10n * TRY, clock.now()));
    await dated('2025-03-31T21:00:00Z', () => confirmDeposit(t, engine, ayse, 20n * TRY, clock.now()));
    await dated('2026-02-15T10:00:00Z', () => confirmDeposit(t, engine, ayse, 500n * TRY, clock.now()));

    const launch = (await launchFor(t, ayse.playerId, game.id)).token;
    // A round staked at 23:59:59 on 28 February (Istanbul) and won at 00:00 on 1 March: each in its month.
    const first = await dated('2026-02-28T20:59:59Z', () => bet(ayse, launch, 'r1', 100));
    await dated('2026-02-28T21:00:00Z', () => win(ayse, launch, 'r1', 150, first));
    // March: a lost round, and a stake given back by the provider.
    await dated('2026-03-05T09:00:00Z', () => bet(ayse, launch, 'r2', 30));
    const third = await dated('2026-03-06T09:00:00Z', () => bet(ayse, launch, 'r3', 40));
    await dated('2026-03-06T09:05:00Z', () => rollback(ayse, launch, 'r3', third));

    // A withdrawal counts once paid out, not when asked for.
    const asked = await dated('2026-03-07T09:00:00Z', () =>
      withdraw(t.app, ayse.token, METHOD.bankOut, { amount: 100, Iban: IBAN, FullName: 'Ayşe Yılmaz' }),
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const [payment] = await paymentsOf(t, ayse.playerId);
    const admin = await adminToken(t);
    await dated('2026-03-08T09:00:00Z', async () =>
      expect((await adminDecide(t.app, admin, payment!.id, 'confirm')).status).toBe(200),
    );

    // Someone else's money in the same months.
    await dated('2026-03-02T09:00:00Z', () => confirmDeposit(t, engine, other, 999n * TRY, clock.now()));
    const theirs = (await launchFor(t, other.playerId, game.id)).token;
    const otherBet = await dated('2026-03-03T09:00:00Z', () => bet(other, theirs, 'o1', 77));
    await dated('2026-03-03T09:01:00Z', () => win(other, theirs, 'o1', 5, otherBet));

    const h = await history(ayse);
    expect(h.currency).toBe('TRY');
    expect(h.months.map((m) => m.month)).toEqual([
      '2026-03',
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
      '2025-10',
      '2025-09',
      '2025-08',
      '2025-07',
      '2025-06',
      '2025-05',
      '2025-04',
    ]);
    expect(monthOf(h, '2026-03')).toEqual({
      month: '2026-03',
      ...amounts({ stakes: 30, wins: 150, withdrawals: 100 }),
    });
    expect(monthOf(h, '2026-02')).toEqual({ month: '2026-02', ...amounts({ stakes: 100, deposits: 500 }) });
    expect(monthOf(h, '2026-01')).toEqual({ month: '2026-01', ...quiet });
    expect(monthOf(h, '2025-04')).toEqual({ month: '2025-04', ...amounts({ deposits: 20 }) });
    expect(h.year).toEqual(amounts({ stakes: 130, wins: 150, deposits: 520, withdrawals: 100 }));

    // The other player sees only their own.
    const mine = await history(other);
    expect(monthOf(mine, '2026-03')).toEqual({
      month: '2026-03',
      ...amounts({ stakes: 77, wins: 5, deposits: 999 }),
    });
    expect(mine.year).toEqual(amounts({ stakes: 77, wins: 5, deposits: 999 }));

    // The window follows the clock (read through the service: a session does not live three weeks idle).
    const read = () => t.modules.saferPlay.saferPlay.activity({ ...ayse, sessionId: 0 });
    // At 23:59:59 on 31 March (Istanbul) April 2025 is still in it…
    clock.set(new Date('2026-03-31T20:59:59Z'));
    expect((await read()).months.at(-1)).toEqual({ month: '2025-04', ...amounts({ deposits: 20 }) });
    // …one second later it is April 2026, and April 2025 has left the window.
    clock.set(new Date('2026-03-31T21:00:00Z'));
    const april = await read();
    expect(april.months[0]).toEqual({ month: '2026-04', ...quiet });
    expect(april.months.at(-1)!.month).toBe('2025-05');
    expect(april.year).toEqual(amounts({ stakes: 130, wins: 150, deposits: 500, withdrawals: 100 }));
    clock.set(new Date('2026-03-10T12:00:00Z'));
  });

  it('tells the bonus part of stakes and wins apart from the cash part', async () => {
    const ali = await player();
    await dated('2026-03-09T09:00:00Z', () => confirmDeposit(t, engine, ali, 100n * TRY, clock.now()));
    expect((await claim(t, ali, { id: await definitionId(t, 'first_deposit') })).status).toBe(200);
    const before = await balances(engine, ali);
    expect(before.bonus).toBeGreaterThan(0n);

    // Stakes beyond the cash are taken from the bonus (under the bonus's highest bet, 50 TRY); what each
    // balance lost is the split the history must show.
    const launch = (await launchFor(t, ali.playerId, game.id)).token;
    const stake = 3 * 45;
    for (const round of ['b1', 'b2', 'b3'])
      await dated('2026-03-09T10:00:00Z', () => bet(ali, launch, round, 45));
    const after = await balances(engine, ali);
    const cashPart = Number(before.cash - after.cash) / 100;
    const bonusPart = Number(before.bonus - after.bonus) / 100;
    expect(cashPart + bonusPart).toBe(stake);
    expect(bonusPart).toBeGreaterThan(0);

    const h = await history(ali);
    expect(h.months[0]!.stakes).toEqual({ cash: cashPart, bonus: bonusPart });
    expect(h.months[0]!.net).toBe(-stake);
    expect(h.year.stakes).toEqual({ cash: cashPart, bonus: bonusPart });
  });

  it('answers 401 without a session', async () => {
    const answer = await call(t.app, { method: 'GET', url: '/api/saferplay/history' });
    expect(answer.status).toBe(401);
  });
});
