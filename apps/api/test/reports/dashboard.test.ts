import { GameRoundStatus, type AdminDashboard } from '@lale/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casinoGames, gameRounds, ledgerTransfers, players } from '../../src/db/schema.ts';
import { seedDemoCatalogue } from '../../src/modules/casino/index.ts';
import { createWalletService, type AccountRef } from '../../src/modules/wallet/index.ts';
import { testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminCall, staffToken } from '../support/staff.ts';
import { adminToken, expectLedgerSound, newPlayer, TRY } from '../payments/support.ts';

/*
 * The dashboard (issue #25) on a built day of known activity, with a fixed clock: today is 2026-03-10
 * in Istanbul, "D" is 2026-03-09. Every ledger transfer is posted through the wallet, then dated: the
 * figures read the transfers' times (the wallet stamps the database's time; the test sets the time the
 * activity is meant to have). Istanbul is UTC+3 all year: a day starts at 21:00 UTC the day before.
 * Every figure counts at the time of the transfer that moved the money (issue #27): a day that is over
 * never changes; something late (a win after midnight, a rollback) counts on the day it happened.
 */

let t: TestApp;
let admin: string;
const clock = testClock('2026-03-10T12:00:00Z');
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await adminToken(t);
  await seedDemoCatalogue(t.database.db, 2);
});
afterAll(() => t.close());

const cash = (playerId: number): AccountRef => ({ type: 'player', playerId, kind: 'cash', currencyId: TRY });
const bonus = (playerId: number): AccountRef => ({
  type: 'player',
  playerId,
  kind: 'bonus',
  currencyId: TRY,
});
const hold = (playerId: number): AccountRef => ({
  type: 'player',
  playerId,
  kind: 'withdraw_hold',
  currencyId: TRY,
});
const system = (
  kind: 'house_casino' | 'house_sports' | 'sports_stakes' | 'payments_clearing' | 'bonus_expense',
) => ({ type: 'system', kind, currencyId: TRY }) as const;

/** One transfer, as its module would post it, dated `at`. */
async function posted(
  from: AccountRef,
  to: AccountRef,
  amountMinor: bigint,
  kind: string,
  at: string,
  reference?: string,
) {
  serial += 1;
  const result = await createWalletService(t.database.db).transfer({
    idempotencyKey: `dashboard-test:${serial}`,
    from,
    to,
    amountMinor,
    kind,
    reference,
  });
  if (result.status !== 'applied') throw new Error(`transfer ${kind}: ${result.status}`);
  await t.database.db
    .update(ledgerTransfers)
    .set({ createdAt: new Date(at) })
    .where(eq(ledgerTransfers.id, result.transfer.id));
}

/** A game-wallet round of `playerId` (its money is posted separately, referenced `game_round:<id>`). */
async function round(playerId: number, status: number): Promise<string> {
  const [game] = await t.database.db
    .select({ id: casinoGames.id, providerId: casinoGames.providerId })
    .from(casinoGames)
    .limit(1);
  serial += 1;
  const at = new Date('2026-03-09T00:00:00Z');
  const [row] = await t.database.db
    .insert(gameRounds)
    .values({
      providerId: game!.providerId,
      providerRound: `dashboard-${serial}`,
      playerId,
      gameId: game!.id,
      currencyId: TRY,
      status,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: gameRounds.id });
  return `game_round:${row!.id}`;
}

async function createdAt(playerId: number, at: string) {
  await t.database.db
    .update(players)
    .set({ createdAt: new Date(at) })
    .where(eq(players.id, playerId));
}

const dashboard = (query = '?days=3') =>
  adminCall<AdminDashboard>(t.app, admin, 'GET', `/api/admin/reports/dashboard${query}`);

describe('the dashboard', () => {
  beforeAll(async () => {
    // Sign-ups on either side of 00:00 Istanbul (21:00 UTC): A on Mar 8, B on Mar 9.
    const a = (await newPlayer(t)).playerId;
    const b = (await newPlayer(t, { cashMinor: 100_00n })).playerId; // seed money: not a deposit
    await createdAt(a, '2026-03-08T20:59:59Z');
    await createdAt(b, '2026-03-08T21:00:00Z');

    // D = Mar 9. A deposits 1,000.00.
    await posted(system('payments_clearing'), cash(a), 1000_00n, 'deposit', '2026-03-09T08:00:00Z', 'D-1');
    // A casino round won: 100 staked, 250 won, completed.
    const won = await round(a, GameRoundStatus.Completed);
    await posted(cash(a), system('house_casino'), 100_00n, 'bet', '2026-03-09T09:00:00Z', won);
    await posted(system('house_casino'), cash(a), 250_00n, 'win', '2026-03-09T09:01:00Z', won);
    // A casino round lost: 50 staked, nothing won, completed.
    const lost = await round(a, GameRoundStatus.Completed);
    await posted(cash(a), system('house_casino'), 50_00n, 'bet', '2026-03-09T10:00:00Z', lost);
    // B's round still open: its stake counts today, when the ledger moved it (and B staked: active).
    const open = await round(b, GameRoundStatus.Processing);
    await posted(cash(b), system('house_casino'), 30_00n, 'bet', '2026-03-09T11:00:00Z', open);
    // A's round staked at 23:59 Istanbul and won at 00:00 the next day: its stake counts on D, its win tomorrow.
    const straddling = await round(a, GameRoundStatus.Completed);
    await posted(cash(a), system('house_casino'), 20_00n, 'bet', '2026-03-09T20:59:00Z', straddling);
    await posted(system('house_casino'), cash(a), 5_00n, 'win', '2026-03-09T21:00:00Z', straddling);
    // B's sports bet placed on D, settled won on Mar 10: counts on Mar 10.
    await posted(
      cash(b),
      system('sports_stakes'),
      40_00n,
      'sports_stake',
      '2026-03-09T12:00:00Z',
      'sport_bet:1',
    );
    await posted(
      system('sports_stakes'),
      system('house_sports'),
      40_00n,
      'sports_settle',
      '2026-03-10T06:00:00Z',
      'sport_bet:1',
    );
    await posted(
      system('house_sports'),
      cash(b),
      100_00n,
      'sports_payout',
      '2026-03-10T06:00:00Z',
      'sport_bet:1',
    );
    // A's bonus of 30 granted, then converted to cash on D.
    await posted(system('bonus_expense'), bonus(a), 30_00n, 'bonus', '2026-03-09T07:00:00Z');
    await posted(bonus(a), cash(a), 30_00n, 'bonus_convert', '2026-03-09T15:00:00Z');
    // B deposits 10 exactly at 00:00 Istanbul on Mar 10.
    await posted(system('payments_clearing'), cash(b), 10_00n, 'deposit', '2026-03-09T21:00:00Z', 'D-2');
    // Mar 10: A withdraws 200 (held, then paid out); B loses a round of 10.
    await posted(cash(a), hold(a), 200_00n, 'withdraw_hold', '2026-03-10T07:00:00Z', 'W-1');
    await posted(hold(a), system('payments_clearing'), 200_00n, 'withdrawal', '2026-03-10T08:00:00Z', 'W-1');
    const today = await round(b, GameRoundStatus.Completed);
    await posted(cash(b), system('house_casino'), 10_00n, 'bet', '2026-03-10T09:00:00Z', today);
    await expectLedgerSound(t);
  });

  it('answers the exact figures of each Istanbul day, today, and the period', async () => {
    const answer = await dashboard();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject({
      timeZone: 'Europe/Istanbul',
      currency: 'TRY',
      from: '2026-03-08',
      to: '2026-03-10',
    });
    const zero = {
      deposits: 0,
      withdrawals: 0,
      stakes: 0,
      wins: 0,
      ggr: 0,
      bonusConverted: 0,
      ngr: 0,
      activePlayers: 0,
    };
    expect(data.daily).toEqual([
      { day: '2026-03-08', ...zero, signUps: 1 },
      {
        day: '2026-03-09',
        deposits: 1000,
        withdrawals: 0,
        // Every transfer on its own day: the won (100) and the lost round (50), the open round's stake (30)
        // and the stake at 23:59 (20) whose win came at 00:00; the sports bet's stake is not the house's yet.
        stakes: 200,
        wins: 250,
        ggr: -50,
        bonusConverted: 30,
        ngr: -80,
        activePlayers: 2,
        signUps: 1,
      },
      {
        day: '2026-03-10',
        deposits: 10,
        withdrawals: 200,
        stakes: 50, // the sports bet settled today (40) + B's round (10)
        wins: 105, // the win at 00:00 (5) + the sports payout (100)
        ggr: -55,
        bonusConverted: 0,
        ngr: -55,
        activePlayers: 1,
        signUps: 0,
      },
    ]);
    const { day: _day, ...today } = data.daily[2]!;
    expect(data.today).toEqual(today);
    expect(data.period).toEqual({
      deposits: 1010,
      withdrawals: 200,
      stakes: 250,
      wins: 355,
      ggr: -105,
      bonusConverted: 30,
      ngr: -135,
      activePlayers: 2, // distinct over the period, not 2 + 1
      signUps: 2,
    });
  });

  it('never changes a day that is over: a round ending later, or a late rollback, counts on its own day', async () => {
    const before = (await dashboard()).body.data.daily;
    // The open round expires (no money moves): no day changes.
    const [open] = await t.database.db
      .select({ id: gameRounds.id, playerId: gameRounds.playerId })
      .from(gameRounds)
      .where(eq(gameRounds.status, GameRoundStatus.Processing));
    await t.database.db
      .update(gameRounds)
      .set({ status: GameRoundStatus.Expired })
      .where(eq(gameRounds.id, open!.id));
    expect((await dashboard()).body.data.daily).toEqual(before);
    // Its stake rolled back today (Mar 10): Mar 9 keeps its 30, today takes it off.
    await posted(
      system('house_casino'),
      cash(open!.playerId),
      30_00n,
      'bet_rollback',
      '2026-03-10T10:00:00Z',
      `game_round:${open!.id}`,
    );
    const after = (await dashboard()).body.data.daily;
    expect(after[1]).toEqual(before[1]);
    expect(after[2]).toMatchObject({ day: '2026-03-10', stakes: 20, wins: 105, ggr: -85, ngr: -85 });
    await expectLedgerSound(t);
  });

  it('moves with the clock: a day earlier, the 00:00 deposit and the settled bet are not yet there', async () => {
    clock.set(new Date('2026-03-09T20:59:59Z')); // 23:59:59 Istanbul on Mar 9
    try {
      const { body } = await dashboard('?days=1');
      expect(body.data.from).toBe('2026-03-09');
      expect(body.data.today).toMatchObject({ deposits: 1000, stakes: 200, wins: 250, ngr: -80 });
      expect(body.data.daily).toHaveLength(1);
    } finally {
      clock.set(new Date('2026-03-10T12:00:00Z'));
    }
  });

  it('refuses an unknown currency and a player without the admin role', async () => {
    expect((await dashboard('?currency=XXX')).status).toBe(400);
    expect((await dashboard('?days=0')).status).toBe(400);
    // Support has no reports.view.
    const refused = await adminCall(
      t.app,
      await staffToken(t, 'support'),
      'GET',
      '/api/admin/reports/dashboard',
    );
    expect(refused.status).toBe(403);
  });
});
