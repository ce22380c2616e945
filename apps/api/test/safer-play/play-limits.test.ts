import { PlayLimitsResponseSchema } from '@lale/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playerPlayHours } from '../../src/db/schema.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { bearer, call, MINUTE, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { newPlayer, pragmatic, seedGames, sessionFor, someGame } from '../game-wallet/support.ts';
import { seedOriginalsCatalogue } from '../../src/modules/originals/index.ts';
import { launch } from '../originals/crash-support.ts';
import { hubPlayer, signIn, TRY_1 } from './support.ts';

/*
 * Loss and wager limits (issue #26): set and loosened by the deposit limits' rules (a decrease at once, an
 * increase confirmed by the player after 24 hours), enforced by the wager gate on the stake itself —
 * what came back lowers the loss, an unsettled stake counts as lost, a refusal names the limit and when
 * room frees up, wins and rollbacks are never refused, and concurrent stakes cannot pass a limit together.
 *
 * The windows are measured in the ledger's time (database time, see integrity/play-limits-repo.ts): a
 * test ages the player's play hours to let them leave a window instead of moving a clock.
 */

const HOUR = 60 * MINUTE;
const clock = testClock('2026-11-24T09:00:00Z');
let t: TestApp;
let hubGame: { id: number; code: string };

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SESSION_IDLE_MINUTES: '1440' } });
  await seedGames(t);
  await seedOriginalsCatalogue(t.database.db);
  hubGame = await someGame(t, 'Hub88');
});
afterAll(() => t.close());
afterEach(async () => expect((await ledgerInvariants(t.database.db)).ok).toBe(true));

const post = (token: string, url: string, payload: object, locale = 'en') =>
  call(t.app, { method: 'POST', url, payload, headers: { ...bearer(token), 'x-locale': locale } });

const setLimit = (token: string, kind: 'loss' | 'wager', period: string, amount: number | null) =>
  post(token, '/api/saferplay/setlimit', { kind, period, amount });

async function limitsOf(token: string) {
  const answer = await call(t.app, { method: 'GET', url: '/api/saferplay/limits', headers: bearer(token) });
  expect(answer.status).toBe(200);
  return PlayLimitsResponseSchema.parse(answer.body).data;
}

/** Moves the player's play `hours` into the past, as if it had been played then. */
const age = (playerId: number, hours: number) =>
  t.database.db
    .update(playerPlayHours)
    .set({ hour: sql`${playerPlayHours.hour} - ${hours}::int * interval '1 hour'` })
    .where(eq(playerPlayHours.playerId, playerId));

describe('a loss limit at the wager gate', () => {
  it('counts stakes less what came back, refuses the stake that would pass it, and never a win', async () => {
    const p = await hubPlayer(t, hubGame);
    expect((await setLimit(p.token, 'loss', 'daily', 100)).status).toBe(200);
    const first = await p.bet(60);
    expect(first.answer.status).toBe('RS_OK');
    // 60 lost (unsettled counts as lost) + 50 > 100: refused, nothing taken.
    const over = await p.bet(50);
    expect(over.answer.status).toBe('RS_ERROR_USER_DISABLED');
    expect((await p.balance()).balance).toBe(940 * TRY_1);
    // The win of the open round is paid whatever the limit says, and lowers the loss to 60 − 30 = 30.
    expect((await p.win(30, first)).status).toBe('RS_OK');
    expect((await p.bet(50)).answer.status).toBe('RS_OK'); // 30 + 50 = 80
    expect((await p.bet(30)).answer.status).toBe('RS_ERROR_USER_DISABLED'); // 80 + 30 > 100
    const daily = (await limitsOf(p.token)).find((row) => row.kind === 'loss' && row.period === 'daily')!;
    expect(daily).toMatchObject({ used: 80, remaining: 20 });
  });

  it('settles a rollback of a stake after the limit is reached, which gives the room back', async () => {
    const p = await hubPlayer(t, hubGame);
    expect((await setLimit(p.token, 'loss', 'daily', 50)).status).toBe(200);
    const bet = await p.bet(50);
    expect(bet.answer.status).toBe('RS_OK');
    expect((await p.bet(1)).answer.status).toBe('RS_ERROR_USER_DISABLED');
    expect((await p.rollback(bet)).status).toBe('RS_OK');
    expect((await p.bet(10)).answer.status).toBe('RS_OK');
  });

  it('lets room free up once the oldest play leaves the window, and counts the weekly window still', async () => {
    const p = await hubPlayer(t, hubGame);
    expect((await setLimit(p.token, 'loss', 'daily', 100)).status).toBe(200);
    expect((await setLimit(p.token, 'loss', 'weekly', 150)).status).toBe(200);
    expect((await p.bet(100)).answer.status).toBe('RS_OK');
    expect((await p.bet(1)).answer.status).toBe('RS_ERROR_USER_DISABLED');
    await age(p.playerId, 23);
    expect((await p.bet(1)).answer.status).toBe('RS_ERROR_USER_DISABLED');
    await age(p.playerId, 2);
    // Out of the daily window, still in the weekly one: 100 + 50 fits, 100 + 51 does not.
    expect((await p.bet(51)).answer.status).toBe('RS_ERROR_USER_DISABLED');
    expect((await p.bet(50)).answer.status).toBe('RS_OK');
  });

  it('cannot be passed by concurrent stakes: of 12 bets of ₺30 under a ₺100 limit exactly 3 are taken', async () => {
    const p = await hubPlayer(t, hubGame);
    expect((await setLimit(p.token, 'loss', 'daily', 100)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 12 }, () => p.bet(30)));
    const taken = answers.filter(({ answer }) => answer.status === 'RS_OK');
    expect(taken).toHaveLength(3);
    expect(answers.every(({ answer }) => ['RS_OK', 'RS_ERROR_USER_DISABLED'].includes(answer.status))).toBe(
      true,
    );
    const [hours] = await t.database.db
      .select({ staked: sql<string>`sum(${playerPlayHours.stakedMinor})::text` })
      .from(playerPlayHours)
      .where(eq(playerPlayHours.playerId, p.playerId));
    expect(hours!.staked).toBe('9000');
  });
});

describe('concurrent stakes by two providers at once', () => {
  it('are judged one after the other: of 6 Hub88 and 6 Pragmatic bets of ₺30 under ₺100, 3 are taken', async () => {
    const p = await hubPlayer(t, hubGame);
    const pp = await someGame(t, 'Pragmatic Play');
    await sessionFor(t, p.playerId, pp.id);
    expect((await setLimit(p.token, 'loss', 'daily', 100)).status).toBe(200);
    const pragmaticBet = (i: number) =>
      pragmatic(t, 'bet', {
        userId: String(p.playerId),
        gameId: pp.code,
        roundId: `limit-${p.playerId}-${i}`,
        amount: '30.00',
        reference: `limit-${p.playerId}-${i}`,
        timestamp: '1',
      });
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, async () => (await p.bet(30)).answer.status === 'RS_OK'),
      ...Array.from({ length: 6 }, async (_, i) => (await pragmaticBet(i)).error === 0),
    ]);
    expect(answers.filter(Boolean)).toHaveLength(3);
    expect((await p.balance()).balance).toBe(910 * TRY_1);
  });
});

describe('a wager limit', () => {
  it('counts every stake, won or lost', async () => {
    const p = await hubPlayer(t, hubGame);
    expect((await setLimit(p.token, 'wager', 'daily', 100)).status).toBe(200);
    const bet = await p.bet(80);
    expect((await p.win(500, bet)).status).toBe('RS_OK');
    expect((await p.bet(30)).answer.status).toBe('RS_ERROR_USER_DISABLED');
    expect((await p.bet(20)).answer.status).toBe('RS_OK');
    // The player is ahead: their net loss shows below zero, the wager in full.
    const listed = await limitsOf(p.token);
    expect(listed.find((row) => row.kind === 'loss' && row.period === 'daily')!.used).toBe(-400);
    expect(listed.find((row) => row.kind === 'wager' && row.period === 'daily')!).toMatchObject({
      used: 100,
      remaining: 0,
    });
  });
});

describe('the refusal on our own game pages', () => {
  it('names the limit and when room frees up, in the player’s language', async () => {
    const p = await hubPlayer(t, hubGame);
    expect((await setLimit(p.token, 'loss', 'daily', 3)).status).toBe(200);
    const session = await launch(t, p.token, 'lale-dice');
    const play = (stake: number, locale: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/originals/game/play',
        headers: { 'x-locale': locale },
        payload: { session, stake, choices: { target: 5000, direction: 'over' } },
      });
    // A stake over the limit on its own: nothing in the window can free up, a smaller amount will do.
    const alone = await play(5, 'en');
    expect(alone.statusCode).toBe(403);
    expect(alone.json().message).toBe(
      'This bet would break your daily loss limit; it was not taken. Try a smaller amount.',
    );
    // ₺2 staked in another game, unsettled: lost until it settles; ₺2 more would make 4 > 3.
    expect((await p.bet(2)).answer.status).toBe('RS_OK');
    const [row] = await t.database.db
      .select({ hour: playerPlayHours.hour })
      .from(playerPlayHours)
      .where(eq(playerPlayHours.playerId, p.playerId));
    const freesAt = new Date(row!.hour.getTime() + 25 * HOUR);
    const refused = await play(2, 'tr');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(
      /^Bu bahis günlük kayıp limitinizi aşıyor; bahis alınmadı\. Limitinizde yer .+ \(TSİ\) itibarıyla açılır\.$/,
    );
    const english = (await play(2, 'en')).json().message as string;
    const at = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Istanbul',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(english).toContain(`Room under your limit frees up from`);
    expect(english).toContain(at.format(freesAt));
    expect((await play(1, 'en')).statusCode).toBe(200); // 2 + 1 fits
  });
});

// Last: it moves the clock a day on, which the launches above would not outlive.
describe('setting loss and wager limits', () => {
  it('applies a first limit and a decrease at once; an increase waits 24 hours and the player’s confirmation', async () => {
    const p = await newPlayer(t);
    expect((await setLimit(p.token, 'loss', 'daily', 100)).body.message).toBe(
      'Your daily loss limit has been updated.',
    );
    expect((await setLimit(p.token, 'loss', 'daily', 80)).status).toBe(200);
    const raised = await setLimit(p.token, 'loss', 'daily', 300);
    expect(raised.body.message).toMatch(/^You can confirm your daily loss limit increase from 25 November/);
    const daily = (await limitsOf(p.token)).find((row) => row.kind === 'loss' && row.period === 'daily')!;
    expect(daily).toMatchObject({ amount: 80, used: 0, remaining: 80 });
    expect(daily.pending).toMatchObject({ amount: 300, confirmable: false });

    const early = await post(p.token, '/api/saferplay/confirmlimit', { kind: 'loss', period: 'daily' });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/^You can confirm your daily loss limit change only from 25 November/);
    clock.advance(24 * HOUR - MINUTE);
    // A day later the player signs in again (the first session has long expired).
    p.token = await signIn(t, p.playerId);
    expect(
      (await post(p.token, '/api/saferplay/confirmlimit', { kind: 'loss', period: 'daily' })).status,
    ).toBe(409);
    clock.advance(MINUTE);
    // The cooling-off is over but nothing changes on its own: the limit is still 80 until confirmed.
    expect(
      (await limitsOf(p.token)).find((row) => row.kind === 'loss' && row.period === 'daily'),
    ).toMatchObject({ amount: 80, pending: { amount: 300, confirmable: true } });
    const confirmed = await post(p.token, '/api/saferplay/confirmlimit', { kind: 'loss', period: 'daily' });
    expect(confirmed.status).toBe(200);
    expect(
      (await limitsOf(p.token)).find((row) => row.kind === 'loss' && row.period === 'daily'),
    ).toMatchObject({ amount: 300, pending: null });
  });

  it('refuses a kind or an amount the contract does not know, changing nothing', async () => {
    const p = await newPlayer(t);
    expect((await setLimit(p.token, 'deposit' as 'loss', 'daily', 10)).status).toBe(400);
    expect((await setLimit(p.token, 'loss', 'yearly', 10)).status).toBe(400);
    expect((await setLimit(p.token, 'loss', 'daily', -5)).status).toBe(400);
    expect((await limitsOf(p.token)).every((row) => row.amount === null)).toBe(true);
  });
});
