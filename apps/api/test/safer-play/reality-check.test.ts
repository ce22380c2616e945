import { RealityCheckResponseSchema, type RealityCheck } from '@lale/contracts';
import { eq, gt, max } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, playerRealityChecks } from '../../src/db/schema.ts';
import { bearer, call, MINUTE, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { balances, claim, confirmDeposit, definitionId, engineFor, type Engine } from '../bonus/support.ts';
import { hub88Calls, launchFor, seedGames, someGame } from '../game-wallet/support.ts';
import { expectLedgerSound, newPlayer } from '../payments/support.ts';
import { seedOriginalsCatalogue } from '../../src/modules/originals/index.ts';

/*
 * Reality checks (issue #26): the interval the player picks, and what they staked and won since the
 * current sign-in, from real postings (Hub88's bet, win and rollback callbacks, a bonus claimed on a
 * deposit). The ledger stamps a transfer with the database's time while a session's start is the
 * API's clock (here the test clock), so each step's transfers are dated in the test clock, as the
 * history test does: the API compares the two as one wall clock (reality-check.ts says why).
 */

const START = '2026-03-10T12:00:00Z';
const clock = testClock(START);
let t: TestApp;
let engine: Engine;
let game: { id: number; code: string };

beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedGames(t);
  await seedOriginalsCatalogue(t.database.db);
  engine = await engineFor(t, clock);
  game = await someGame(t, 'Hub88');
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

type Who = { token: string; playerId: number; currencyId: number };

async function player(cashMinor = 1_000_00n): Promise<Who> {
  return { ...(await newPlayer(t, { cashMinor })), currencyId: 1 };
}

/** A new site session of the player from the clock's now: a second sign-in, its own bearer token. */
async function signInAgain(who: Who): Promise<Who> {
  const { token } = await t.modules.session.sessions.open(who.playerId, {
    ip: '127.0.0.1',
    userAgent: 'vitest',
    fingerprint: 'reality-check',
  });
  return { ...who, token };
}

/** Runs `step`, then dates every transfer it posted at `at` (an ISO instant, the test clock's base). */
async function dated<T>(at: Date, step: () => Promise<T>): Promise<T> {
  const [last] = await t.database.db.select({ id: max(ledgerTransfers.id) }).from(ledgerTransfers);
  const answer = await step();
  const moved = await t.database.db
    .update(ledgerTransfers)
    .set({ createdAt: at })
    .where(gt(ledgerTransfers.id, last?.id ?? 0))
    .returning({ id: ledgerTransfers.id });
  expect(moved.length, `transfers posted by the step dated ${at.toISOString()}`).toBeGreaterThan(0);
  return answer;
}

const { bet, win, rollback } = hub88Calls(
  () => t,
  () => game,
);

async function check(who: Who): Promise<RealityCheck> {
  const answer = await call(t.app, {
    method: 'GET',
    url: '/api/saferplay/realitycheck',
    headers: bearer(who.token),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return RealityCheckResponseSchema.parse(answer.body).data;
}

const setInterval_ = (who: Who, payload: unknown, locale = 'en') =>
  call<{ intervalMinutes: number | null }>(t.app, {
    method: 'POST',
    url: '/api/saferplay/setrealitycheck',
    headers: { ...bearer(who.token), 'x-locale': locale },
    payload: payload as object,
  });

const at = (minutes: number) => new Date(new Date(START).getTime() + minutes * MINUTE);

describe('the reality-check interval', () => {
  it('is off until the player picks one, then 15, 30, 45 or 60 minutes, or off again', async () => {
    clock.set(START);
    const ayse = await player();
    expect((await check(ayse)).intervalMinutes).toBeNull();

    const set = await setInterval_(ayse, { intervalMinutes: 15 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toEqual({
      success: true,
      message: 'Reality check saved: every 15 minutes since you signed in.',
      data: { intervalMinutes: 15 },
    });
    expect((await check(ayse)).intervalMinutes).toBe(15);

    const tr = await setInterval_(ayse, { intervalMinutes: 60 }, 'tr');
    expect(tr.body.message).toBe(
      'Oyun süresi hatırlatması kaydedildi: oturum açtığınızdan beri her 60 dakikada bir.',
    );
    expect((await check(ayse)).intervalMinutes).toBe(60);

    const off = await setInterval_(ayse, { intervalMinutes: null });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('Reality checks are turned off.');
    expect((await check(ayse)).intervalMinutes).toBeNull();
    const [row] = await t.database.db
      .select()
      .from(playerRealityChecks)
      .where(eq(playerRealityChecks.playerId, ayse.playerId));
    expect(row?.intervalMinutes).toBeNull();
  });

  it('refuses any other interval with a 400 and keeps the one chosen', async () => {
    const ali = await player();
    expect((await setInterval_(ali, { intervalMinutes: 30 })).status).toBe(200);
    for (const payload of [
      { intervalMinutes: 20 },
      { intervalMinutes: '15' },
      { intervalMinutes: 0 },
      {},
      { intervalMinutes: 15.5 },
    ]) {
      const answer = await setInterval_(ali, payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(typeof answer.body.message).toBe('string');
    }
    expect((await check(ali)).intervalMinutes).toBe(30);
  });

  it('is for a signed-in player only', async () => {
    const read = await call(t.app, { method: 'GET', url: '/api/saferplay/realitycheck' });
    expect(read.status).toBe(401);
    const write = await call(t.app, {
      method: 'POST',
      url: '/api/saferplay/setrealitycheck',
      payload: { intervalMinutes: 15 },
    });
    expect(write.status).toBe(401);
    expect(write.body.success).toBe(false);
  });
});

describe('the figures since sign-in', () => {
  it("counts this sign-in's stakes, wins and rollbacks only: not before it, not another player's", async () => {
    clock.set(START);
    const ayse = await player();
    const other = await player();

    // Before the second sign-in (first session, 12:00): a lost round and a won one.
    const early = (await launchFor(t, ayse.playerId, game.id)).token;
    await dated(at(1), () => bet(ayse, early, 'e1', 50));
    const e2 = await dated(at(2), () => bet(ayse, early, 'e2', 10));
    await dated(at(3), () => win(ayse, early, 'e2', 25, e2));

    // Signed in again at 12:10; the figures of this session start from zero.
    clock.set(at(10));
    const again = await signInAgain(ayse);
    const fresh = await check(again);
    expect(fresh.signedInAt).toBe(at(10).toISOString());
    expect(fresh.elapsedSeconds).toBe(0);
    expect(fresh).toMatchObject({ stakes: { cash: 0, bonus: 0 }, wins: { cash: 0, bonus: 0 }, net: 0 });

    // Since then: 20 staked and 35.5 won, 30 staked and lost, 40 staked and given back by the provider.
    const launch = (await launchFor(t, ayse.playerId, game.id)).token;
    const r1 = await dated(at(11), () => bet(ayse, launch, 'r1', 20));
    await dated(at(12), () => win(ayse, launch, 'r1', 35.5, r1));
    await dated(at(13), () => bet(ayse, launch, 'r2', 30));
    const r3 = await dated(at(14), () => bet(ayse, launch, 'r3', 40));
    await dated(at(15), () => rollback(ayse, launch, 'r3', r3));
    // Someone else's rounds at the same time.
    const theirs = (await launchFor(t, other.playerId, game.id)).token;
    const o1 = await dated(at(12), () => bet(other, theirs, 'o1', 77));
    await dated(at(13), () => win(other, theirs, 'o1', 5, o1));

    clock.set(at(25));
    expect(await check(again)).toEqual({
      intervalMinutes: null,
      signedInAt: at(10).toISOString(),
      elapsedSeconds: 15 * 60,
      stakes: { cash: 50, bonus: 0 },
      wins: { cash: 35.5, bonus: 0 },
      net: -14.5,
    });
    // The first session, still live, counts from its own start: the early rounds as well.
    expect(await check(ayse)).toMatchObject({
      signedInAt: START.replace('Z', '.000Z'),
      elapsedSeconds: 25 * 60,
      stakes: { cash: 110, bonus: 0 },
      wins: { cash: 60.5, bonus: 0 },
      net: -49.5,
    });
    // And the other player sees only theirs.
    expect(await check(other)).toMatchObject({
      stakes: { cash: 77, bonus: 0 },
      wins: { cash: 5, bonus: 0 },
      net: -72,
    });
  });

  it('tells the bonus part of stakes apart from the cash part', async () => {
    clock.set(START);
    const ali = await player(0n);
    await dated(at(1), () => confirmDeposit(t, engine, ali, 100n * 100n, clock.now()));
    expect((await claim(t, ali, { id: await definitionId(t, 'first_deposit') })).status).toBe(200);
    const before = await balances(engine, ali);
    expect(before.bonus).toBeGreaterThan(0n);

    // Beyond the cash, stakes are taken from the bonus (its highest bet is 50 TRY).
    const launch = (await launchFor(t, ali.playerId, game.id)).token;
    for (const round of ['b1', 'b2', 'b3']) await dated(at(2), () => bet(ali, launch, round, 45));
    const after = await balances(engine, ali);
    const cashPart = Number(before.cash - after.cash) / 100;
    const bonusPart = Number(before.bonus - after.bonus) / 100;
    expect(cashPart + bonusPart).toBe(135);
    expect(bonusPart).toBeGreaterThan(0);

    clock.set(at(5));
    const seen = await check(ali);
    expect(seen.stakes).toEqual({ cash: cashPart, bonus: bonusPart });
    expect(seen.wins).toEqual({ cash: 0, bonus: 0 });
    // The deposit and the bonus granted are neither stakes nor wins.
    expect(seen.net).toBe(-135);
  });
});

describe("the Lale Originals' reality check (the game's bar)", () => {
  async function launchDice(token: string): Promise<string> {
    const answer = await call<string>(t.app, {
      method: 'POST',
      url: '/api/casino/originalslaunchurl',
      headers: bearer(token),
      payload: { code: 'lale-dice', isMobile: false },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return new URL(answer.body.data).searchParams.get('session')!;
  }

  const game = async <T>(path: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({ method: 'POST', url: `/api/originals/game/${path}`, payload });
    return { status: response.statusCode, body: response.json<{ success: boolean; data: T }>() };
  };

  it("answers the figures of the sign-in that launched the game, from the game's session", async () => {
    clock.set(START);
    const ayse = await player();
    const session = await launchDice(ayse.token);
    const start = (await game<{ balance: number }>('state', { session })).body.data.balance;
    let balance = start;
    for (let i = 0; i < 3; i += 1) {
      const played = await game<{ balance: number }>('play', {
        session,
        stake: 2.5,
        choices: { target: 5000, direction: 'over' },
      });
      expect(played.status, JSON.stringify(played.body)).toBe(200);
      balance = played.body.data.balance;
    }

    clock.set(at(3));
    const seen = await game<RealityCheck>('realitycheck', { session });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    // The same answer as the site's own call with the token of that sign-in.
    expect(seen.body.data).toEqual(await check(ayse));
    expect(seen.body.data).toMatchObject({
      signedInAt: START.replace('Z', '.000Z'),
      elapsedSeconds: 180,
      stakes: { cash: 7.5, bonus: 0 },
      net: Math.round((balance - start) * 100) / 100,
    });
  });

  it('refuses a session that is not an open game', async () => {
    const unknown = await game('realitycheck', { session: 'x'.repeat(32) });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    expect(unknown.body.success).toBe(false);
    const missing = await game('realitycheck', {});
    expect(missing.status).toBe(400);
  });
});
