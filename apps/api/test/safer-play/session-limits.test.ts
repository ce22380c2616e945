import { SessionLimitsResponseSchema } from '@lale/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { bearer, call, MINUTE, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { newPlayer, seedGames, someGame } from '../game-wallet/support.ts';
import { seedOriginalsCatalogue } from '../../src/modules/originals/index.ts';
import { launch } from '../originals/crash-support.ts';
import { hubPlayer, signIn, TRY_1 } from './support.ts';

/*
 * Session-time limits (issue #26): a cap on the time signed in over rolling windows, set by the deposit
 * limits' rules, and enforced by the wager gate on every stake once the time is used up. Time signed in
 * is the database's player_signed_in_spans: a live session until now, an idle or closed one until its
 * last request, two devices at once counted once. The app's clock drives it (sessions are written with it).
 */

const HOUR = 60 * MINUTE;
const clock = testClock('2026-11-24T09:00:00Z');
let t: TestApp;
let hubGame: { id: number; code: string };

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SESSION_IDLE_MINUTES: '30' } });
  await seedGames(t);
  await seedOriginalsCatalogue(t.database.db);
  hubGame = await someGame(t, 'Hub88');
});
afterAll(() => t.close());
afterEach(async () => expect((await ledgerInvariants(t.database.db)).ok).toBe(true));

const post = (token: string, url: string, payload: object, locale = 'en') =>
  call(t.app, { method: 'POST', url, payload, headers: { ...bearer(token), 'x-locale': locale } });

const setLimit = (token: string, period: string, minutes: number | null) =>
  post(token, '/api/saferplay/setsessionlimit', { period, minutes });

/** The session-time limits as the player's page reads them (a request: it keeps the session live). */
async function limitsOf(token: string) {
  const answer = await call(t.app, {
    method: 'GET',
    url: '/api/saferplay/sessionlimits',
    headers: bearer(token),
  });
  expect(answer.status).toBe(200);
  return SessionLimitsResponseSchema.parse(answer.body).data;
}
const daily = async (token: string) => (await limitsOf(token)).find((row) => row.period === 'daily')!;

/** Time passes with the site open: a request every few minutes keeps the session live. */
async function playFor(token: string, minutes: number) {
  for (let left = minutes; left > 0; left -= 5) {
    clock.advance(Math.min(5, left) * MINUTE);
    await limitsOf(token);
  }
}

const logout = async (token: string) =>
  expect((await call(t.app, { method: 'GET', url: '/api/auth/logout', headers: bearer(token) })).status).toBe(
    200,
  );

describe('a session-time limit at the wager gate', () => {
  it('counts the time signed in and refuses every stake once it is used up; a win still settles', async () => {
    const p = await hubPlayer(t, hubGame);
    expect((await setLimit(p.token, 'daily', 60)).body.message).toBe(
      'Your daily session-time limit has been updated.',
    );
    const open = await p.bet(5);
    expect(open.answer.status).toBe('RS_OK');
    await playFor(p.token, 25);
    expect(await daily(p.token)).toMatchObject({ minutes: 60, usedMinutes: 25, remainingMinutes: 35 });
    await playFor(p.token, 34);
    expect((await p.bet(1)).answer.status).toBe('RS_OK');
    await playFor(p.token, 1);
    const before = Number((await p.balance()).balance);
    expect((await p.bet(1)).answer.status).toBe('RS_ERROR_USER_DISABLED');
    expect((await p.balance()).balance).toBe(before);
    // The round already in play is paid whatever the limit says.
    expect((await p.win(20, open)).status).toBe('RS_OK');
    expect((await p.balance()).balance).toBe(before + 20 * TRY_1);
    expect(await daily(p.token)).toMatchObject({ usedMinutes: 60, remainingMinutes: 0 });
  });

  it('counts two devices signed in at once once, and nothing while signed out', async () => {
    const p = await newPlayer(t);
    await playFor(p.token, 10);
    const second = await signIn(t, p.playerId);
    await playFor(second, 20);
    await limitsOf(p.token);
    expect((await daily(second)).usedMinutes).toBe(30);
    await logout(p.token);
    await logout(second);
    clock.advance(2 * HOUR);
    const back = await signIn(t, p.playerId);
    await playFor(back, 5);
    expect((await daily(back)).usedMinutes).toBe(35);
  });

  it('counts a session left open until its last request, not its idle hour', async () => {
    const p = await newPlayer(t);
    await playFor(p.token, 15);
    // The browser is closed: no request for two hours, the session expires idle.
    clock.advance(2 * HOUR);
    const back = await signIn(t, p.playerId);
    expect((await daily(back)).usedMinutes).toBe(15);
  });
});

describe('the refusal on our own game pages', () => {
  it('names the limit and the earliest moment play comes back, in the player’s language', async () => {
    const p = await newPlayer(t, { cashMinor: 10_000n });
    const startedAt = clock.now();
    const session = await launch(t, p.token, 'lale-dice');
    expect((await setLimit(p.token, 'daily', 15)).status).toBe(200);
    const play = (locale: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/originals/game/play',
        headers: { 'x-locale': locale },
        payload: { session, stake: 1, choices: { target: 5000, direction: 'over' } },
      });
    await playFor(p.token, 14);
    expect((await play('en')).statusCode).toBe(200);
    await playFor(p.token, 1);
    const refused = await play('en');
    expect(refused.statusCode).toBe(403);
    // Signed out now, the 15 minutes leave the 24-hour window a day after the sign-in.
    const at = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Istanbul',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(startedAt.getTime() + 24 * HOUR + MINUTE));
    expect(refused.json().message).toMatch(
      /^You have reached your daily session-time limit \(15 minutes\); the bet was not taken\. If you sign out now, you can play again from .+ \(Turkey time\) at the earliest\.$/,
    );
    expect(refused.json().message).toContain(at);
    expect((await play('tr')).json().message).toMatch(
      /^Günlük oturum süresi limitinize \(15 dakika\) ulaştınız; bahis alınmadı\. Şimdi çıkış yaparsanız en erken .+ \(TSİ\) itibarıyla yeniden oynayabilirsiniz\.$/,
    );
  });
});

describe('setting session-time limits', () => {
  it('applies a decrease at once; an increase or removal waits the cooling-off and the player’s confirmation', async () => {
    const p = await newPlayer(t);
    expect((await setLimit(p.token, 'weekly', 600)).status).toBe(200);
    expect((await setLimit(p.token, 'weekly', 300)).status).toBe(200);
    const raised = await setLimit(p.token, 'weekly', 900);
    expect(raised.body.message).toMatch(/^You can confirm your weekly session-time limit increase from /);
    const weekly = () => limitsOf(p.token).then((rows) => rows.find((row) => row.period === 'weekly')!);
    expect(await weekly()).toMatchObject({ minutes: 300, pending: { minutes: 900, confirmable: false } });
    const early = await post(p.token, '/api/saferplay/confirmsessionlimit', { period: 'weekly' });
    expect(early.status).toBe(409);
    clock.advance(24 * HOUR);
    const token = await signIn(t, p.playerId);
    expect((await post(token, '/api/saferplay/confirmsessionlimit', { period: 'weekly' })).body.message).toBe(
      'Your weekly session-time limit has been updated.',
    );
    expect(await limitsOf(token).then((rows) => rows.find((row) => row.period === 'weekly'))).toMatchObject({
      minutes: 900,
      pending: null,
    });
  });

  it('refuses minutes outside the period’s bounds or not whole, changing nothing', async () => {
    const p = await newPlayer(t);
    for (const [period, minutes] of [
      ['daily', 10],
      ['daily', 24 * 60 + 1],
      ['weekly', 7 * 24 * 60 + 1],
      ['daily', 30.5],
      ['yearly', 60],
    ] as const) {
      const answer = await setLimit(p.token, period, minutes);
      expect(answer.status, `${period} ${minutes}`).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect((await limitsOf(p.token)).every((row) => row.minutes === null)).toBe(true);
  });
});
