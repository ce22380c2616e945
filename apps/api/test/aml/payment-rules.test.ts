import { TransactionStatus } from '@lale/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  adminDecide,
  adminToken,
  balances,
  CARD_DETAIL,
  deliverWebhook,
  deposit,
  expectLedgerSound,
  METHOD,
  newPlayer,
  paymentsOf,
  signedEvent,
  type Player,
} from '../payments/support.ts';
import {
  casesOf,
  depositConfirmed,
  depositPending,
  DEFAULT_PARAMS,
  setRule,
  stake,
  withdrawn,
} from './support.ts';

/*
 * The rules judged when a deposit is confirmed (issue #26): many payment instruments (also at a
 * withdrawal), sudden deposit velocity, and the lifetime due-diligence threshold (also at a withdrawal).
 * Each runs inside the deposit's own transaction through payments' DepositWatch port; a case is raised
 * once (replayed and concurrent confirmations make one), and a rule that fails never holds the deposit.
 */

const START = '2026-11-28T10:00:00Z';
const clock = testClock(START);
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await adminToken(t);
});
afterAll(() => t.close());
afterEach(async () => {
  clock.set(new Date(START));
  admin = await adminToken(t);
  for (const code of Object.keys(DEFAULT_PARAMS) as (keyof typeof DEFAULT_PARAMS)[]) await setRule(t, code);
  await expectLedgerSound(t);
});

const IBAN_2 = 'TR910006100519786457842222';

/** Moves the clock on and signs the owner and these players in again (hours idle end their sessions). */
async function later(ms: number, ...players: Player[]) {
  clock.advance(ms);
  admin = await adminToken(t);
  for (const player of players) {
    const meta = { ip: '127.0.0.1', userAgent: 'vitest', fingerprint: 'aml' };
    player.token = (await t.modules.session.sessions.open(player.playerId, meta)).token;
  }
}

/** Sets the clock (see `later`). */
const at = (when: Date, ...players: Player[]) => later(when.getTime() - clock.now().getTime(), ...players);

const casesBy = async (player: Player, rule: string) =>
  (await casesOf(t, player.playerId)).filter((row) => row.ruleCode === rule);

describe('many payment instruments', () => {
  it('raises one case when a 4th instrument is used within 30 days, listing them; no second', async () => {
    const player = await newPlayer(t);
    await depositConfirmed(t, admin, player, 1000, 'Ayşe Yılmaz');
    await later(DAY, player);
    await depositConfirmed(t, admin, player, 1000, 'Mehmet Demir');
    await later(DAY, player);
    // The same sender written differently is the same instrument.
    await depositConfirmed(t, admin, player, 1000, '  ayşe   yılmaz ');
    await withdrawn(t, player, 100); // the bank account paid out to: the third
    expect(await casesBy(player, 'many_instruments')).toEqual([]);

    const fourth = await depositConfirmed(t, admin, player, 1000, 'Zeynep Kaya');
    const [raised, ...more] = await casesBy(player, 'many_instruments');
    expect(more).toEqual([]);
    expect(raised).toMatchObject({ subject: 'instruments:2026-11-30', status: 'open' });
    expect(raised!.evidence).toMatchObject({
      currency: 'TRY',
      depositReference: fourth.reference,
      depositAmount: 1000,
      instrumentCount: 4,
      instruments:
        'transfer from AYŞE YILMAZ; transfer from MEHMET DEMİR; IBAN TR** **** … 1326; transfer from ZEYNEP KAYA',
      firstUsedAt: START.replace('Z', '.000Z'),
      minInstruments: 4,
      windowDays: 30,
    });

    // A fifth, and a withdrawal to a sixth, inside the window: still the one case.
    await later(DAY, player);
    await depositConfirmed(t, admin, player, 1000, 'Ali Veli');
    await withdrawn(t, player, 100, IBAN_2);
    expect(await casesBy(player, 'many_instruments')).toHaveLength(1);

    // Once the case is older than the window, the instruments still in use raise a new one.
    await later(30 * DAY, player);
    for (const sender of ['A Bir', 'B İki', 'C Üç', 'D Dört'])
      await depositConfirmed(t, admin, player, 100, sender);
    expect((await casesBy(player, 'many_instruments')).map((c) => c.subject)).toEqual([
      'instruments:2026-11-30',
      'instruments:2026-12-31',
    ]);
  });

  it('raises none for one account used often, for payments that moved no money, or for old ones', async () => {
    const player = await newPlayer(t);
    for (let i = 0; i < 6; i++) await depositConfirmed(t, admin, player, 100, 'Ayşe Yılmaz');
    // Rejected and never-paid deposits from other senders moved nothing through them.
    for (const sender of ['Mehmet Demir', 'Zeynep Kaya', 'Ali Veli']) {
      const pending = await depositPending(t, player, 100, sender);
      expect((await adminDecide(t.app, admin, pending.id, 'reject')).status).toBe(200);
    }
    await depositPending(t, player, 100, 'Can Öz');
    await depositConfirmed(t, admin, player, 100, 'Mehmet Demir'); // the second
    expect(await casesBy(player, 'many_instruments')).toEqual([]);

    // Two more 31 days later: the first two have left the window.
    await later(31 * DAY, player);
    await depositConfirmed(t, admin, player, 100, 'Zeynep Kaya');
    await depositConfirmed(t, admin, player, 100, 'Ali Veli');
    expect(await casesBy(player, 'many_instruments')).toEqual([]);

    // The operator's own threshold: 3 is enough.
    await setRule(t, 'many_instruments', { params: { minInstruments: 3, windowDays: 30 } });
    await depositConfirmed(t, admin, player, 100, 'Can Öz');
    expect(await casesBy(player, 'many_instruments')).toHaveLength(1);
  });

  it('makes one case of two deposits confirmed at the same moment, each the fourth instrument', async () => {
    const player = await newPlayer(t);
    for (const sender of ['A Bir', 'B İki', 'C Üç']) await depositConfirmed(t, admin, player, 100, sender);
    const first = await depositPending(t, player, 100, 'D Dört');
    const second = await depositPending(t, player, 100, 'E Beş');
    const answers = await Promise.all([
      adminDecide(t.app, admin, first.id, 'confirm'),
      adminDecide(t.app, admin, second.id, 'confirm'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await casesBy(player, 'many_instruments')).toHaveLength(1);
    expect((await balances(t, player.playerId)).cash).toBe(50_000n);
  });

  it('makes one case of a provider webhook delivered twice', async () => {
    const player = await newPlayer(t);
    for (const sender of ['A Bir', 'B İki', 'C Üç']) await depositConfirmed(t, admin, player, 100, sender);
    const answer = await deposit(t.app, player.token, METHOD.card, { amount: 500, ...CARD_DETAIL });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const card = (await paymentsOf(t, player.playerId)).at(-1)!;
    const event = signedEvent(t, clock, card);
    expect((await deliverWebhook(t, event)).statusCode).toBe(200);
    expect((await deliverWebhook(t, event)).statusCode).toBe(200); // "already processed"
    const cases = await casesBy(player, 'many_instruments');
    expect(cases).toHaveLength(1);
    expect(cases[0]!.evidence.instruments).toContain('card of AYSE YILMAZ');
    expect((await balances(t, player.playerId)).cash).toBe(80_000n);
  });
});

describe('sudden deposit velocity', () => {
  it('raises one case at the 5th confirmed deposit within 24 hours', async () => {
    const player = await newPlayer(t);
    for (let i = 0; i < 4; i++) {
      await depositConfirmed(t, admin, player, 100);
      await later(5 * HOUR, player);
    }
    expect(await casesBy(player, 'deposit_velocity')).toEqual([]); // 4 within 24 hours
    const fifth = await depositConfirmed(t, admin, player, 100);
    const sixth = await depositConfirmed(t, admin, player, 100);
    const cases = await casesBy(player, 'deposit_velocity');
    expect(cases).toHaveLength(1);
    expect(cases[0]!.subject).toBe('velocity:2026-11-29');
    expect(cases[0]!.evidence).toMatchObject({
      depositReference: fifth.reference,
      trigger: 'count',
      depositsInWindow: 5,
      depositedInWindow: 500,
      maxDeposits: 5,
    });
    expect(sixth.reference).not.toBe(fifth.reference);
  });

  it("raises one when a day's deposits are far above the player's own normal and above the floor", async () => {
    const player = await newPlayer(t);
    // A month of ordinary play: ₺3,000 in all (₺100 a day on average).
    await at(new Date(Date.parse(START) - 20 * DAY), player);
    for (let i = 0; i < 3; i++) await depositConfirmed(t, admin, player, 1000);
    await at(new Date(START), player);
    await depositConfirmed(t, admin, player, 30_000);
    expect(await casesBy(player, 'deposit_velocity')).toEqual([]); // ₺30,000 < the floor, €1,000 = ₺50,000
    const big = await depositConfirmed(t, admin, player, 30_000);
    const cases = await casesBy(player, 'deposit_velocity');
    expect(cases).toHaveLength(1);
    expect(cases[0]!.evidence).toMatchObject({
      depositReference: big.reference,
      trigger: 'amount',
      depositsInWindow: 2,
      depositedInWindow: 60_000,
      usualForWindow: 100,
      multiple: 5,
      floorEur: 1000,
      unitsPerEur: '50.000000',
      floorInCurrency: 50_000,
    });
  });

  it("raises none when the same amount is the player's normal", async () => {
    await setRule(t, 'deposit_velocity', { params: { ...DEFAULT_PARAMS.deposit_velocity, baselineDays: 7 } });
    const player = await newPlayer(t);
    // ₺100,000 over the week before the window: ₺14,285 a day, × 5 = ₺71,428 > ₺60,000.
    await at(new Date(Date.parse(START) - 3 * DAY), player);
    await depositConfirmed(t, admin, player, 50_000);
    await depositConfirmed(t, admin, player, 50_000);
    const earlier = await casesBy(player, 'deposit_velocity'); // that day was a new player's large first day
    await at(new Date(START), player);
    await depositConfirmed(t, admin, player, 30_000);
    await depositConfirmed(t, admin, player, 30_000);
    expect(await casesBy(player, 'deposit_velocity')).toEqual(earlier);
    expect(earlier).toHaveLength(1);
  });
});

describe('the lifetime threshold at a deposit', () => {
  it('is seen at the next deposit of a player who staked past it and never withdrew', async () => {
    const player = await newPlayer(t, { cashMinor: 10_000_000n });
    await stake(t, player, 10_000_000n); // ₺100,000 = €2,000 at ₺50
    const payment = await depositConfirmed(t, admin, player, 100);
    const cases = await casesBy(player, 'lifetime_threshold');
    expect(cases).toHaveLength(1);
    expect(cases[0]!.evidence).toMatchObject({
      depositReference: payment.reference,
      depositAmount: 100,
      stakedLifetime: 100_000,
    });
    await depositConfirmed(t, admin, player, 100);
    expect(await casesBy(player, 'lifetime_threshold')).toHaveLength(1);
  });
});

describe('a rule that fails', () => {
  it('never holds a deposit back: a stored parameter its schema refuses', async () => {
    await setRule(t, 'many_instruments', { params: { minInstruments: 'four' } });
    await setRule(t, 'deposit_velocity', { params: { windowHours: 0 } });
    const player = await newPlayer(t);
    for (const sender of ['A Bir', 'B İki', 'C Üç', 'D Dört', 'E Beş'])
      await depositConfirmed(t, admin, player, 100, sender);
    const payments = await paymentsOf(t, player.playerId);
    expect(payments.map((p) => p.status)).toEqual(Array(5).fill(TransactionStatus.Confirmed));
    expect((await balances(t, player.playerId)).cash).toBe(50_000n);
    expect(await casesOf(t, player.playerId)).toEqual([]);
    expect(JSON.stringify(t.logs)).toContain('AML rule failed');
  });

  it('never holds a deposit back: the database refusing its case, while the other rules still raise theirs', async () => {
    const player = await newPlayer(t, { cashMinor: 10_000_000n });
    await stake(t, player, 10_000_000n);
    for (const sender of ['A Bir', 'B İki', 'C Üç']) {
      await setRule(t, 'lifetime_threshold', { enabled: false });
      await depositConfirmed(t, admin, player, 100, sender);
    }
    await setRule(t, 'lifetime_threshold');
    // The instruments rule's insert fails inside its savepoint (a check only this test adds).
    await t.database.db.execute(
      sql`alter table aml_cases add constraint test_no_instruments check (rule_code <> 'many_instruments') not valid`,
    );
    try {
      const payment = await depositConfirmed(t, admin, player, 100, 'D Dört');
      const [stored] = (await paymentsOf(t, player.playerId)).filter((p) => p.id === payment.id);
      expect(stored!.status).toBe(TransactionStatus.Confirmed);
    } finally {
      await t.database.db.execute(sql`alter table aml_cases drop constraint test_no_instruments`);
    }
    expect((await casesOf(t, player.playerId)).map((c) => c.ruleCode)).toEqual(['lifetime_threshold']);
    expect((await balances(t, player.playerId)).cash).toBe(40_000n);
  });
});
