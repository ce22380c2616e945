import { LoginResponseSchema, SAFER_PLAY_PRESETS, SaferPlayStatusResponseSchema } from '@lale/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTransactions, players, saferPlaySettings } from '../../src/db/schema.ts';
import { DEMO_STAFF } from '../../src/modules/staff/index.ts';
import { bearer, call, fullRegistration, login, MINUTE, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { staffToken } from '../support/staff.ts';
import {
  balances,
  expectLedgerSound,
  IBAN,
  METHOD,
  newPlayer,
  post,
  withdraw,
  type Player,
} from '../payments/support.ts';

/*
 * The withdraw-only session (issue #26, MGA): with the operator's setting on, a self-excluded, timed-out
 * or operator-restricted player signs in to a session that sees the balance and withdraws it, and
 * nothing else — enforced by the session guard's allow-list, which this file walks route by route. With
 * the setting off, sign-in is refused with the end date as before. An AML restriction (funds held) keeps
 * sign-in refused. The clock is moved, never slept.
 */

const DAY = 24 * 60 * MINUTE;
const clock = testClock('2026-11-24T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const PASSWORD = fullRegistration().password;
const WITHDRAW_ONLY_EN =
  'Your account is closed to play until 24 May 2027 at 12:00 (Türkiye time): in this session you can only see your balance and withdraw it.';

async function setWithdrawOnly(on: boolean) {
  const answer = await call(t.app, {
    method: 'PUT',
    url: '/api/admin/saferplay/settings',
    payload: { ...SAFER_PLAY_PRESETS.mga, withdrawOnlySession: on },
    headers: bearer(await staffToken(t, 'risk')),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function usernameOf(player: Player) {
  const [row] = await t.database.db
    .select({ username: players.username })
    .from(players)
    .where(eq(players.id, player.playerId));
  return row!.username;
}

const signIn = async (player: Player) => login(t.app, await usernameOf(player), PASSWORD);

const get = (token: string, url: string) =>
  call(t.app, { method: 'GET', url, headers: { ...bearer(token), 'x-locale': 'en' } });

/** A verified player with ₺1,000 who has self-excluded for six months (every session ended). */
async function selfExcluded(): Promise<Player> {
  clock.set(new Date('2026-11-24T09:00:00Z'));
  const player = await newPlayer(t, { cashMinor: 1_000_00n });
  const taken = await post(t.app, player.token, '/api/saferplay/selfexclusion', {
    period: '6m',
    confirm: true,
  });
  expect(taken.status).toBe(200);
  return player;
}

/** The player's withdraw-only sign-in: its token, after checking the answer says so with the end. */
async function withdrawOnlySignIn(player: Player, until: string | null = '2027-05-24T09:00:00.000Z') {
  const answer = await signIn(player);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const data = LoginResponseSchema.parse(answer.body).data;
  expect(data.withdrawOnly).toEqual({ kind: expect.any(String), until });
  // No sportsbook frame tokens: the frames are play.
  expect([data.betsyToken, data.betcoToken]).toEqual([null, null]);
  return data.token;
}

describe('with the withdraw-only setting off (the UKGC preset)', () => {
  it('refuses a self-excluded player’s sign-in with the end date, as before', async () => {
    await t.database.db.delete(saferPlaySettings);
    const player = await selfExcluded();
    const refused = await signIn(player);
    expect(refused.status).toBe(423);
    expect(refused.body.message).toBe(
      'Kendinizi 24 Mayıs 2027 12:00 (TSİ) tarihine kadar oyundan dışladınız; o zamana kadar giriş yapılamaz.',
    );
  });
});

describe('with the withdraw-only setting on (MGA)', () => {
  beforeAll(() => setWithdrawOnly(true));

  it('signs a self-excluded player in withdraw-only; the player sees the balance and withdraws it', async () => {
    const player = await selfExcluded();
    const answer = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: await usernameOf(player), password: PASSWORD },
      headers: { 'x-locale': 'en' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      'Your account is closed to play until 24 May 2027 at 12:00 (Türkiye time). In this session you can only see your balance and withdraw it.',
    );
    const token = await withdrawOnlySignIn(player);

    expect((await get(token, '/api/user/balance')).body.data).toMatchObject({ balance: 1000 });
    expect((await get(token, '/api/customer/profile')).status).toBe(200);
    expect((await get(token, '/api/kyc/status')).status).toBe(200);
    const status = await get(token, '/api/saferplay/status');
    expect(SaferPlayStatusResponseSchema.parse(status.body).data.restriction).toMatchObject({
      kind: 'self_exclusion',
      endsAt: '2027-05-24T09:00:00.000Z',
    });

    // A withdrawal goes through the cashier's usual checks and holds the money; it can be cancelled.
    const asked = await withdraw(t.app, token, METHOD.bankOut, {
      amount: 400,
      Iban: IBAN,
      FullName: 'Ayşe Yılmaz',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(await balances(t, player.playerId)).toMatchObject({ cash: 600_00n });
    const [pending] = await t.database.db
      .select({ id: paymentTransactions.id })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.playerId, player.playerId));
    const listed = await post(t.app, token, '/api/payment/transactions', {});
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect((await post(t.app, token, '/api/payment/cancelwithdraw', { id: pending!.id })).status).toBe(200);
    expect(await balances(t, player.playerId)).toMatchObject({ cash: 1_000_00n });
    const all = await withdraw(t.app, token, METHOD.bankOut, {
      amount: 1000,
      Iban: IBAN,
      FullName: 'Ayşe Yılmaz',
    });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(await balances(t, player.playerId)).toMatchObject({ cash: 0n });
    await expectLedgerSound(t);

    // Logging out ends it like any session.
    expect((await get(token, '/api/auth/logout')).status).toBe(200);
    expect((await get(token, '/api/user/balance')).status).toBe(401);
  });

  it('refuses every other player route, with a 423 saying why (the allow-list, walked)', async () => {
    const player = await selfExcluded();
    const token = await withdrawOnlySignIn(player);
    const routes = t.modules.session.playerRoutes();
    expect(routes.length).toBeGreaterThan(40);

    // The allow-list, written out: a route opened to withdraw-only sessions is a decision made here too.
    const allowed = routes
      .filter((route) => route.withdrawOnly)
      .map((route) => `${route.method} ${route.url}`);
    expect(allowed.sort()).toEqual(
      [
        'GET /api/customer/profile',
        'GET /api/kyc/status',
        'GET /api/saferplay/status',
        'GET /api/user/balance',
        'POST /api/kyc/document',
        'POST /api/kyc/submit',
        'POST /api/payment/cancelwithdraw',
        'POST /api/payment/detail',
        'POST /api/payment/methods',
        'POST /api/payment/transactions',
        'POST /api/payment/withdraw',
      ].sort(),
    );

    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const answer = await call(t.app, {
        method: route.method as 'GET' | 'POST',
        url,
        ...(route.method === 'GET' ? {} : { payload: {} }),
        headers: { ...bearer(token), 'x-locale': 'en' },
      });
      const name = `${route.method} ${route.url}`;
      const refused = answer.status === 423 && answer.body?.message === WITHDRAW_ONLY_EN;
      if (route.guard === 'session' && !route.withdrawOnly)
        expect(refused, `${name} answered ${answer.status}`).toBe(true);
      else expect(refused, name).toBe(false);
    }

    // What matters most, named: no launch, no deposit, no bonus, no notifications, no limit change.
    for (const [url, payload] of [
      ['/api/casino/hub88launchurl', { gameCode: 'x' }],
      ['/api/payment/deposit', { id: METHOD.card, target: 'pay', detail: { amount: 100 } }],
      ['/api/bonus/claim', { id: 1 }],
      ['/api/customer/notification', {}],
      ['/api/sports/placebet', {}],
      ['/api/saferplay/setlimit', { kind: 'loss', period: 'daily', amount: 100 }],
    ] as const) {
      const answer = await post(t.app, token, url, payload);
      expect([answer.status, answer.body.message], url).toEqual([423, WITHDRAW_ONLY_EN]);
    }
    // The session is still the player's: refusals do not log the site out.
    expect((await get(token, '/api/user/balance')).status).toBe(200);
  });

  it('cannot be escaped: a password change is refused, a second sign-in is withdraw-only again', async () => {
    const player = await selfExcluded();
    const token = await withdrawOnlySignIn(player);
    const changed = await post(t.app, token, '/api/customer/changepassword', {
      oldPassword: PASSWORD,
      newPassword: 'An0ther-Secret!',
      confirmPassword: 'An0ther-Secret!',
    });
    expect([changed.status, changed.body.message]).toEqual([423, WITHDRAW_ONLY_EN]);

    const second = await withdrawOnlySignIn(player);
    expect((await post(t.app, second, '/api/casino/hub88launchurl', { gameCode: 'x' })).status).toBe(423);
    expect((await get(token, '/api/user/balance')).status).toBe(200);
  });

  it('gives a timed-out player the same session; after the time-out a new sign-in is a full one', async () => {
    clock.set(new Date('2026-11-24T09:00:00Z'));
    const player = await newPlayer(t, { cashMinor: 100_00n });
    expect((await post(t.app, player.token, '/api/saferplay/timeout', { period: '24h' })).status).toBe(200);
    const token = await withdrawOnlySignIn(player, '2026-11-25T09:00:00.000Z');
    expect((await post(t.app, token, '/api/payment/deposit', {})).status).toBe(423);

    // Once the time-out is over, signing in again gives the full session.
    clock.advance(DAY);
    const full = await signIn(player);
    expect(full.status).toBe(200);
    expect(LoginResponseSchema.parse(full.body).data.withdrawOnly).toBeUndefined();
    expect((await get(full.body.data.token, '/api/saferplay/history')).status).toBe(200);
  });

  it('lets an operator-restricted player withdraw, but not one whose funds an AML decision holds', async () => {
    clock.set(new Date('2026-11-24T09:00:00Z'));
    const owner = (await t.modules.staff.staff.byUsernameKey(DEMO_STAFF.owner.username))!.id;
    const restricted = await newPlayer(t, { cashMinor: 100_00n });
    await t.modules.saferPlay.saferPlay.restrict(restricted.playerId, owner, 'Affordability review', null);
    const token = await withdrawOnlySignIn(restricted, null);
    const asked = await withdraw(t.app, token, METHOD.bankOut, {
      amount: 100,
      Iban: IBAN,
      FullName: 'Ayşe Yılmaz',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);

    const held = await newPlayer(t, { cashMinor: 100_00n });
    await t.modules.saferPlay.saferPlay.restrict(held.playerId, owner, 'AML case #1: source of funds', null, {
      fundsHeld: true,
    });
    const refused = await signIn(held);
    expect(refused.status).toBe(423);
    expect(refused.body.message).toBe(
      'Hesabınız oyuna kapatılmıştır. Lütfen canlı destek ile iletişime geçin.',
    );
  });
});
