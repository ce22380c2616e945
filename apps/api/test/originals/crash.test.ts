import type { CrashBetResult } from '@lale/contracts';
import { chain, crash } from '@lale/originals';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEASE_MS } from '../../src/modules/leases/index.ts';
import { gameRounds } from '../../src/db/schema.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { listen } from '../realtime/support.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import {
  crashApp,
  crashCall,
  hubClient,
  launch,
  newPlayer,
  pickChain,
  seedChain,
  START,
  state,
  type CrashApp,
} from './crash-support.ts';

/*
 * Lale Aviator through its own calls (/api/originals/crash/*) and socket (/hub/originals), with the
 * scheduler driven by a test clock: a whole round — bets, a manual cash-out at a known ms, an auto
 * cash-out at its target, a cash-out refused after the crash time — then the round's hash checked
 * against the chain's commitment, and hostile calls refused with nothing changed.
 */

const LENGTH = 8;
// Round 1 flies past ×3 (both cash-outs happen in flight); round 2 is whatever comes next; round 3 passes ×2.
const picked = pickChain(
  LENGTH,
  (points) => points[0]! >= 30_000 && points[0]! <= 200_000 && points[2]! >= 20_000,
);
const C1 = picked.points[0]!;

let database: TestDatabase;
let t: CrashApp;
const t0 = Date.parse(START);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedChain(database, picked.seed, LENGTH, picked.commitment);
  t = await crashApp(database);
});
afterAll(async () => {
  await t.close();
  await database.close();
});

const cents = (amount: number) => Math.round(amount * 100);
const bet = (session: string, stake: number, autoCashOut?: number) =>
  crashCall<CrashBetResult>(t, 'bet', { session, stake, autoCashOut });
const cashOut = (session: string, betId: string) =>
  crashCall<CrashBetResult>(t, 'cashout', { session, betId });
const at = (ms: number) => t.runTo(ms);

describe('Lale Aviator: a round', () => {
  it('takes bets, pays a manual cash-out and an auto cash-out exactly, refuses one after the crash', async () => {
    const a = await newPlayer(t, { cashMinor: 100_000n });
    const b = await newPlayer(t, { cashMinor: 100_000n });
    const sa = await launch(t, a.token);
    const sb = await launch(t, b.token);
    const base = await listen(t.app);
    const pages = [await hubClient(base), await hubClient(base)];
    for (const page of pages) expect(await page.subscribe('crash')).toMatchObject({ topics: ['crash'] });

    await t.tick();
    const opening = await state(t, sa);
    expect(opening.round).toMatchObject({
      phase: 'betting',
      chainIndex: 1,
      commitment: picked.commitment,
      bettingEndsAt: t0 + crash.BETTING_WINDOW_MS,
      crashPoint: null,
      hash: null,
    });
    expect(opening.now).toBe(t0);
    expect(opening.rules.stake).toEqual({ min: 1, max: 500 });

    const auto = await bet(sa, 10, 20_000);
    expect(auto.status).toBe(200);
    expect(auto.body.data.bet).toMatchObject({ stake: 10, autoCashOut: 20_000, status: 'open', panel: 1 });
    expect(auto.body.data.balance).toBe(990);
    const held = await bet(sa, 5);
    expect(held.body.data.bet.panel).toBe(2);
    const manual = await bet(sb, 20);
    expect(manual.body.data.balance).toBe(980);
    for (const page of pages) {
      const seen = await page.nextOf('crash.bet');
      expect(seen.bet).toMatchObject({ stake: 10, autoCashOut: 20_000, status: 'open' });
      expect(seen.bet.player).toMatch(/^.{1,2}\*\*\*$/);
      await page.nextOf('crash.bet');
      await page.nextOf('crash.bet');
    }
    // Others see the bets with masked names; the player sees its own two.
    const betting = await state(t, sa);
    expect(betting.bets.map((shown) => shown.stake)).toEqual([20, 10, 5]);
    expect(betting.mine.map((own) => own.betId)).toEqual([
      auto.body.data.bet.betId,
      held.body.data.bet.betId,
    ]);

    // Take-off: both pages get the same start, so they show the same multiplier at the same server time.
    const startedAt = t0 + crash.BETTING_WINDOW_MS;
    await at(startedAt);
    const [one, two] = [await pages[0]!.nextOf('crash.takeoff'), await pages[1]!.nextOf('crash.takeoff')];
    expect(one).toEqual(two);
    expect(one.startedAt).toBe(startedAt);

    // A manual cash-out 5 s into the flight pays exactly stake × multiplierAt(5000), floored to the kuruş.
    t.clock.set(new Date(startedAt + 5_000));
    const multiplier = crash.multiplierAt(5_000);
    expect(multiplier).toBe(13_400);
    const cashed = await cashOut(sb, manual.body.data.bet.betId);
    expect(cashed.status).toBe(200);
    expect(cashed.body.data.bet).toMatchObject({ status: 'won', cashedOut: multiplier });
    expect(cents(cashed.body.data.bet.win!)).toBe(Number((2_000n * BigInt(multiplier)) / 10_000n));
    expect(cents(cashed.body.data.balance)).toBe(98_000 + 2_680);
    // Again: the same answer, nothing paid twice.
    const again = await cashOut(sb, manual.body.data.bet.betId);
    expect(again.body.data).toEqual(cashed.body.data);
    expect((await pages[0]!.nextOf('crash.cashout')).multiplier).toBe(multiplier);

    // The auto cash-out at ×2.00 is paid at exactly ×2.00 when the flight reaches it.
    await at(startedAt + crash.msToReach(20_000));
    const autoFrame = await pages[0]!.nextOf('crash.cashout');
    expect(autoFrame).toMatchObject({
      betId: auto.body.data.bet.betId,
      multiplier: 20_000,
      win: 20,
      auto: true,
    });

    // At the crash ms a cash-out is too late, even before the scheduler has noticed the crash.
    const crashAt = startedAt + crash.crashTimeMs(C1);
    await at(crashAt - 1);
    expect(crash.cashoutMultiplierAt(crashAt - 1 - startedAt, C1)).toBeGreaterThan(0);
    expect((await state(t, sa)).round!.phase).toBe('flying');
    t.clock.set(new Date(crashAt));
    const late = await cashOut(sa, held.body.data.bet.betId);
    expect(late.status).toBe(409);
    expect(late.body.success).toBe(false);

    await at(crashAt);
    const crashed = await pages[0]!.nextOf('crash.crashed');
    // The other page saw the same frames in the same order.
    const other = [
      await pages[1]!.nextOf('crash.cashout'),
      await pages[1]!.nextOf('crash.cashout'),
      await pages[1]!.nextOf('crash.crashed'),
    ];
    expect(other.map((frame) => frame.type)).toEqual(['crash.cashout', 'crash.cashout', 'crash.crashed']);
    expect(other[2]).toEqual(crashed);
    expect(crashed).toMatchObject({ crashPoint: C1, chainIndex: 1, crashedAt: crashAt });
    expect(crashed.nextRoundAt).toBe(crashAt + crash.PAUSE_AFTER_CRASH_MS);

    const after = await state(t, sa);
    expect(after.round).toMatchObject({ phase: 'crashed', crashPoint: C1, hash: crashed.hash });
    expect(after.mine.map((own) => [own.status, own.win])).toEqual([
      ['won', 20],
      ['lost', 0],
    ]);
    expect(after.balance).toBe(1_000 - 10 - 5 + 20);
    expect((await state(t, sb)).balance).toBe(1_006.8);

    // Provably fair: the revealed h_1 hashes to the commitment and gives the crash point.
    expect(chain.verifyRoundHash(crashed.hash, 1, picked.commitment)).toBe(true);
    expect(crash.roundCrashPoint(crashed.hash)).toBe(C1);
    expect(after.history[0]).toMatchObject({ roundId: crashed.roundId, crashPoint: C1, hash: crashed.hash });

    // Each bet is a closed game-wallet round, so it shows in the game history.
    const rounds = await database.db
      .select()
      .from(gameRounds)
      .where(like(gameRounds.providerRound, 'crash:%'));
    expect(rounds.map((round) => [round.status, round.betMinor, round.winMinor]).sort()).toEqual(
      [
        [2, 1_000n, 2_000n],
        [2, 500n, 0n],
        [2, 2_000n, 2_680n],
      ].sort(),
    );
    expect((await ledgerInvariants(database.db)).ok).toBe(true);

    // After the pause the next round opens with the chain's next hash.
    await at(crashAt + crash.PAUSE_AFTER_CRASH_MS);
    const opened = await pages[0]!.nextOf('crash.round');
    expect(opened).toMatchObject({ chainIndex: 2, commitment: picked.commitment });
    for (const page of pages) page.close();
  });
});

describe('Lale Aviator: refusals', () => {
  it('refuses hostile calls with a 4xx envelope and changes nothing', async () => {
    const a = await newPlayer(t, { cashMinor: 10_000n });
    const b = await newPlayer(t, { cashMinor: 10_000n });
    const sa = await launch(t, a.token);
    const sb = await launch(t, b.token);
    const round = (await state(t, sa)).round!;
    expect(round.phase).toBe('betting');

    const first = await bet(sa, 1);
    const second = await bet(sa, 1);
    expect([first.status, second.status]).toEqual([200, 200]);
    const refusals = [
      await bet(sa, 1), // a third bet in the round
      await bet(sb, 0.5), // under the minimum
      await bet(sb, 500.01), // over the maximum
      await bet(sb, 1.001), // finer than a kuruş
      await bet(sb, 1, 10_050), // a target off the hundredths
      await bet(sb, 1, 10_000), // a target of ×1.00
      await cashOut(sb, first.body.data.bet.betId), // another player's bet
      await cashOut(sa, first.body.data.bet.betId), // before take-off
      await crashCall(t, 'state', { session: 'z'.repeat(32) }), // no such session
    ];
    expect(refusals.map((refusal) => refusal.status)).toEqual([409, 400, 400, 400, 400, 400, 404, 409, 404]);
    // The refusals a player can act on say what to do.
    expect(refusals[0]!.body.message).toBe('Bir turda en çok 2 bahis yapabilirsiniz.');
    expect(refusals[7]!.body.message).toBe('Uçak henüz kalkmadı; kalktıktan sonra bozdurabilirsiniz.');
    for (const refusal of refusals) expect(refusal.body.success).toBe(false);

    // Three bets at once from one player: two panels, so exactly one is refused, whatever the order.
    const c = await newPlayer(t, { cashMinor: 10_000n });
    const sc = await launch(t, c.token);
    const raced = await Promise.all([bet(sc, 2), bet(sc, 2), bet(sc, 2)]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 200, 409]);
    expect((await state(t, sc)).balance).toBe(96);

    // A session of another game is not a session of this one.
    const dice = await launch(t, a.token, 'lale-dice');
    expect((await crashCall(t, 'bet', { session: dice, stake: 1 })).status).toBe(404);

    const now = await state(t, sb);
    expect(now.balance).toBe(100);
    expect(now.mine).toEqual([]);
    expect((await state(t, sa)).balance).toBe(98);
    expect((await ledgerInvariants(database.db)).ok).toBe(true);

    // Betting closes at its time, whether or not the round has taken off yet.
    t.clock.set(new Date(round.bettingEndsAt));
    expect((await bet(sb, 1)).status).toBe(409);
    expect((await state(t, sb)).balance).toBe(100);
  });
});

describe('Lale Aviator: an auto cash-out reached before a manual one', () => {
  it('pays the target, not the later multiplier, when the scheduler had not paid it yet', async () => {
    // Round 2 takes off and crashes; round 3 opens.
    const second = (await state(t, await launch(t, (await newPlayer(t)).token))).round!;
    await t.tick();
    await at(second.bettingEndsAt + crash.crashTimeMs(picked.points[1]!) + crash.PAUSE_AFTER_CRASH_MS);
    const player = await newPlayer(t, { cashMinor: 10_000n });
    const session = await launch(t, player.token);
    const third = (await state(t, session)).round!;
    expect(third).toMatchObject({ chainIndex: 3, phase: 'betting' });
    const placed = await bet(session, 10, 15_000);
    await at(third.bettingEndsAt);
    const startedAt = (await state(t, session)).round!.startedAt!;

    // 1 s past the target, before any tick (and within the lease): the flight shows more than ×1.50,
    // the bet gets ×1.50.
    const elapsed = crash.msToReach(15_000) + 1_000;
    expect(elapsed).toBeLessThan(LEASE_MS);
    t.clock.set(new Date(startedAt + elapsed));
    expect(crash.multiplierAt(elapsed)).toBeGreaterThan(15_000);
    const out = await cashOut(session, placed.body.data.bet.betId);
    expect(out.body.data.bet).toMatchObject({ status: 'won', cashedOut: 15_000, win: 15 });
    expect(out.body.data.balance).toBe(105);
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
  });
});
