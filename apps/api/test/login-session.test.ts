import { AuthDataSchema } from '@lale/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, players, sessions } from '../src/db/schema.ts';
import { LOGIN_ATTEMPTS_PER_ADDRESS } from '../src/modules/auth/routes.ts';
import {
  USERNAME_ADDRESS_MAX_FAILURES,
  USERNAME_UNFAMILIAR_MAX_FAILURES,
} from '../src/modules/auth/throttle.ts';
import { MAX_LIVE_SESSIONS_PER_PLAYER } from '../src/modules/session/service.ts';
import { bearer, call, fullRegistration, login, MINUTE, registerOk, testClock } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
const clock = testClock('2026-03-10T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const balance = (token: string) =>
  call(t.app, { method: 'GET', url: '/api/user/balance', headers: bearer(token) });

async function newPlayer() {
  const payload = fullRegistration();
  const data = await registerOk(t.app, payload);
  return { ...payload, token: data.token };
}

/** Each test signs in from its own address, so the per-IP count of one test never locks another. */
let ipSerial = 0;
const nextIp = () => {
  ipSerial += 1;
  return `10.0.${Math.floor(ipSerial / 250)}.${(ipSerial % 250) + 1}`;
};

describe('POST /api/auth/login', () => {
  it("answers auth data with the previous session's start as lastLoginAt", async () => {
    const player = await newPlayer(); // registration opened session 1 at 09:00
    clock.advance(5 * MINUTE);
    const first = await login(t.app, player.username.toUpperCase(), player.password, {
      headers: { 'x-fingerprint': 'fp-A' },
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Giriş başarılı. Hoş geldiniz!');
    const data = AuthDataSchema.parse(first.body.data);
    expect(data).toMatchObject({ username: player.username, fingerprint: 'fp-A', balance: 0 });
    const registeredAt = new Date(clock.now().getTime() - 5 * MINUTE).toISOString();
    expect(data.lastLoginAt).toBe(registeredAt);

    clock.advance(MINUTE);
    const second = await login(t.app, player.username, player.password);
    expect(second.body.data.lastLoginAt).toBe(new Date(clock.now().getTime() - MINUTE).toISOString());
    expect(second.body.data.token).not.toBe(data.token);
  });

  it('gives one message for an unknown username and a wrong password', async () => {
    const player = await newPlayer();
    const ip = nextIp();
    const unknown = await login(t.app, 'nobody-here', 'whatever1', { remoteAddress: ip });
    const wrong = await login(t.app, player.username, 'wrong-password', { remoteAddress: ip });
    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ success: false, message: 'Kullanıcı adı veya şifre hatalı.', data: null });
  });

  it('locks a username at one address for 15 minutes after 5 failures in 15 minutes, then lets it in', async () => {
    const player = await newPlayer();
    const ip = nextIp();
    const attempt = (password: string) =>
      login(t.app, player.username, password, { remoteAddress: ip, headers: { 'x-locale': 'en' } });
    for (let i = 1; i <= 4; i += 1) {
      expect((await attempt('wrong-password')).status).toBe(400);
      clock.advance(MINUTE);
    }
    // 09:00 + the advances so far; the 5th failure locks until 15 minutes after it.
    const fifthAt = clock.now();
    const locked = await attempt('wrong-password');
    expect(locked.status).toBe(429);
    const until = new Date(fifthAt.getTime() + 15 * MINUTE);
    const clockText = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Istanbul',
    }).format(until);
    expect(locked.body.message).toBe(
      `Too many failed login attempts. Please try again after ${clockText} (Turkey time).`,
    );

    // Even the right password is refused while locked, and the refusal is not counted.
    const [before] = await t.database.db.select({ n: count() }).from(loginFailures);
    clock.advance(14 * MINUTE);
    expect((await attempt(player.password)).status).toBe(429);
    const [after] = await t.database.db.select({ n: count() }).from(loginFailures);
    expect(after?.n).toBe(before?.n);

    clock.advance(MINUTE);
    expect((await attempt(player.password)).status).toBe(200);
  });

  it('a successful login resets the username count', async () => {
    const player = await newPlayer();
    const ip = nextIp();
    const attempt = (password: string) => login(t.app, player.username, password, { remoteAddress: ip });
    for (let i = 0; i < 4; i += 1) expect((await attempt('wrong-password')).status).toBe(400);
    clock.advance(1000);
    expect((await attempt(player.password)).status).toBe(200);
    clock.advance(1000);
    for (let i = 0; i < 4; i += 1) expect((await attempt('wrong-password')).status).toBe(400);
    expect((await attempt(player.password)).status).toBe(200);
  });

  it("does not let a stranger's failures lock the owner out: the right password from another address gets in", async () => {
    const player = await newPlayer();
    const stranger = nextIp();
    const from = (ip: string, password: string) =>
      login(t.app, player.username, password, { remoteAddress: ip });
    for (let i = 1; i < USERNAME_ADDRESS_MAX_FAILURES; i += 1) {
      expect((await from(stranger, 'wrong-password')).status).toBe(400);
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: stranger,
      payload: { username: player.username, password: 'wrong-password' },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(15 * 60));
    // Four more strangers fail once each.
    for (let i = 0; i < 4; i += 1) expect((await from(nextIp(), 'wrong-password')).status).toBe(400);

    // The owner, from an address never used before, signs in.
    expect((await from(nextIp(), player.password)).status).toBe(200);
    // The stranger's address stays locked for that name, even with the right password.
    expect((await from(stranger, player.password)).status).toBe(429);
  });

  it(`locks a name sprayed from many addresses (${USERNAME_UNFAMILIAR_MAX_FAILURES} failures) only for addresses its player never signed in from`, async () => {
    const player = await newPlayer();
    const home = nextIp();
    expect((await login(t.app, player.username, player.password, { remoteAddress: home })).status).toBe(200);
    clock.advance(MINUTE);
    const sprayed: number[] = [];
    for (let i = 0; i < USERNAME_UNFAMILIAR_MAX_FAILURES; i += 1) {
      sprayed.push((await login(t.app, player.username, `guess-${i}`, { remoteAddress: nextIp() })).status);
    }
    // The failure that completes the lock says so at once.
    expect(sprayed).toEqual([...Array<number>(USERNAME_UNFAMILIAR_MAX_FAILURES - 1).fill(400), 429]);

    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      headers: { 'x-locale': 'en' },
      payload: { username: player.username, password: player.password },
    });
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.headers['retry-after']).toBe(String(15 * 60));
    expect(elsewhere.json<{ message: string }>().message).toMatch(/^Too many failed login attempts\./);
    // Where the player has signed in before, the right password still works.
    expect((await login(t.app, player.username, player.password, { remoteAddress: home })).status).toBe(200);

    clock.advance(15 * MINUTE);
    expect((await login(t.app, player.username, player.password, { remoteAddress: nextIp() })).status).toBe(
      200,
    );
  });

  it('locks an IP after 20 failures in 15 minutes, whatever the usernames', async () => {
    const player = await newPlayer();
    const ip = nextIp();
    for (let i = 0; i < 19; i += 1) {
      expect((await login(t.app, `guess${i}user`, 'wrong-password', { remoteAddress: ip })).status).toBe(400);
    }
    const twentieth = await login(t.app, 'guess19user', 'wrong-password', { remoteAddress: ip });
    expect(twentieth.status).toBe(429);
    expect(twentieth.body.message).toMatch(/^Bu bağlantıdan çok fazla hatalı giriş denemesi/);
    expect((await login(t.app, player.username, player.password, { remoteAddress: ip })).status).toBe(429);
    // Another address is not affected.
    expect((await login(t.app, player.username, player.password, { remoteAddress: nextIp() })).status).toBe(
      200,
    );
    clock.advance(15 * MINUTE);
    expect((await login(t.app, player.username, player.password, { remoteAddress: ip })).status).toBe(200);
  });

  it(`answers 429 with Retry-After after ${LOGIN_ATTEMPTS_PER_ADDRESS.max} logins a minute from one address, right ones too`, async () => {
    const player = await newPlayer();
    const flooder = nextIp();
    const attempt = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        headers: { 'x-locale': 'en' },
        payload: { username: player.username, password: player.password },
      });
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ADDRESS.max; i += 1) {
      expect((await attempt(flooder)).statusCode, `login ${i + 1}`).toBe(200);
    }
    const refused = await attempt(flooder);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      success: false,
      message: `Too many login attempts from your connection. Please wait ${retryAfter} seconds and try again.`,
      data: null,
    });
    // Refused before any work: not even a malformed body gets through.
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: flooder,
      payload: {},
    });
    expect(malformed.statusCode).toBe(429);
    // The player, from another address, signs in as usual.
    expect((await attempt(nextIp())).statusCode).toBe(200);
  });

  it('refuses a disabled player with a clear message, only after the right password', async () => {
    const player = await newPlayer();
    await t.database.db
      .update(players)
      .set({ status: 'disabled' })
      .where(eq(players.username, player.username));
    const wrong = await login(t.app, player.username, 'wrong-password', { remoteAddress: nextIp() });
    expect(wrong.status).toBe(400);
    const right = await login(t.app, player.username, player.password, { headers: { 'x-locale': 'en' } });
    expect(right.status).toBe(423);
    expect(right.body.message).toBe('Your account is closed. Please contact live support.');
    // The session it had from registration is no longer accepted either.
    expect((await balance(player.token)).status).toBe(401);
  });
});

describe('sessions and the auth guard', () => {
  it('refuses a missing, malformed or unknown token with 401 in the envelope', async () => {
    for (const headers of [{}, { authorization: 'Bearer' }, { authorization: `Bearer ${'x'.repeat(43)}` }]) {
      const answer = await call(t.app, { method: 'GET', url: '/api/user/balance', headers });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        success: false,
        message: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.',
        data: null,
      });
    }
  });

  it('logout ends the session: the same token is then refused', async () => {
    const player = await newPlayer();
    expect((await balance(player.token)).status).toBe(200);
    const out = await call(t.app, { method: 'GET', url: '/api/auth/logout', headers: bearer(player.token) });
    expect(out.status).toBe(200);
    expect(out.body.success).toBe(true);
    expect((await balance(player.token)).status).toBe(401);
    // Logging out again (or without a token) answers the same and changes nothing.
    expect(
      (await call(t.app, { method: 'GET', url: '/api/auth/logout', headers: bearer(player.token) })).status,
    ).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.endReason, 'logout'));
    expect(row?.endedAt?.toISOString()).toBe(clock.now().toISOString());
  });

  it('ends a session idle for 60 minutes, and records activity at most once a minute', async () => {
    const player = await newPlayer();
    const [opened] = await t.database.db.select().from(sessions).orderBy(sessions.id).limit(1).offset(0);
    expect(opened).toBeDefined();
    const lastSeen = async () => {
      const rows = await t.database.db.select().from(sessions).orderBy(sessions.id);
      return rows.at(-1)?.lastSeenAt.toISOString();
    };
    const start = clock.now().toISOString();
    clock.advance(30_000);
    expect((await balance(player.token)).status).toBe(200);
    expect(await lastSeen()).toBe(start); // within the minute: not written
    clock.advance(30_000);
    expect((await balance(player.token)).status).toBe(200);
    expect(await lastSeen()).toBe(clock.now().toISOString());

    clock.advance(59 * MINUTE);
    expect((await balance(player.token)).status).toBe(200);
    clock.advance(60 * MINUTE);
    expect((await balance(player.token)).status).toBe(401);
    const rows = await t.database.db.select().from(sessions).orderBy(sessions.id);
    expect(rows.at(-1)?.endReason).toBe('expired');
  });

  it('ends every session 24 hours after sign-in however active it is', async () => {
    const player = await newPlayer();
    // A call every 45 minutes keeps it from going idle: 31 calls reach 23:15.
    for (let call = 0; call < 31; call += 1) {
      clock.advance(45 * MINUTE);
      expect((await balance(player.token)).status).toBe(200);
    }
    clock.advance(44 * MINUTE);
    expect((await balance(player.token)).status).toBe(200);
    clock.advance(MINUTE);
    expect((await balance(player.token)).status).toBe(401);
  });

  it(`keeps at most ${MAX_LIVE_SESSIONS_PER_PLAYER} live sessions: the next sign-in ends the oldest`, async () => {
    const player = await newPlayer(); // session 1, opened by the registration
    const ip = nextIp();
    const tokens = [player.token];
    for (let n = 2; n <= MAX_LIVE_SESSIONS_PER_PLAYER; n += 1) {
      clock.advance(1000);
      tokens.push(
        (await login(t.app, player.username, player.password, { remoteAddress: ip })).body.data.token,
      );
    }
    for (const token of tokens) expect((await balance(token)).status).toBe(200);

    clock.advance(1000);
    const newest = await login(t.app, player.username, player.password, { remoteAddress: ip });
    expect(newest.status).toBe(200);
    expect((await balance(player.token)).status).toBe(401);
    for (const token of [...tokens.slice(1), newest.body.data.token])
      expect((await balance(token)).status).toBe(200);

    const history = await call<{
      total: number;
      items: { endReason: string | null; endedAt: string | null }[];
    }>(t.app, {
      method: 'GET',
      url: `/api/customer/sessions?take=20`,
      headers: bearer(newest.body.data.token),
    });
    expect(history.body.data.total).toBe(MAX_LIVE_SESSIONS_PER_PLAYER + 1);
    expect(history.body.data.items.at(-1)).toMatchObject({
      endReason: 'session_limit',
      endedAt: clock.now().toISOString(),
    });
    expect(history.body.data.items.filter((item) => item.endedAt !== null)).toHaveLength(1);
  });

  it('counts only live sessions towards the limit: expired ones are not ended again', async () => {
    const player = await newPlayer();
    const ip = nextIp();
    for (let n = 2; n <= MAX_LIVE_SESSIONS_PER_PLAYER; n += 1) {
      await login(t.app, player.username, player.password, { remoteAddress: ip });
    }
    clock.advance(61 * MINUTE); // every one of them is now idle-expired
    const fresh = await login(t.app, player.username, player.password, { remoteAddress: ip });
    expect(fresh.status).toBe(200);
    const rows = await t.database.db
      .select({ endReason: sessions.endReason })
      .from(sessions)
      .innerJoin(players, eq(players.id, sessions.playerId))
      .where(eq(players.username, player.username));
    expect(rows.filter((row) => row.endReason === 'session_limit')).toHaveLength(0);
  });

  it('lists the session history newest first, paged, with the current session marked', async () => {
    const player = await newPlayer();
    clock.advance(MINUTE);
    const second = await login(t.app, player.username, player.password, {
      headers: { 'user-agent': 'Browser/2' },
      remoteAddress: '192.0.2.7',
    });
    await call(t.app, { method: 'GET', url: '/api/auth/logout', headers: bearer(player.token) });
    clock.advance(MINUTE);
    const third = await login(t.app, player.username, player.password);
    const token = third.body.data.token;

    const page = await call<{ total: number; items: Record<string, unknown>[] }>(t.app, {
      method: 'GET',
      url: '/api/customer/sessions?skip=0&take=2',
      headers: bearer(token),
    });
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.items).toHaveLength(2);
    expect(page.body.data.items[0]).toMatchObject({ current: true, endedAt: null, endReason: null });
    expect(page.body.data.items[1]).toMatchObject({
      current: false,
      ip: '192.0.2.7',
      userAgent: 'Browser/2',
      endedAt: null,
    });
    expect(second.status).toBe(200);

    const rest = await call<{ total: number; items: Record<string, unknown>[] }>(t.app, {
      method: 'GET',
      url: '/api/customer/sessions?skip=2&take=2',
      headers: bearer(token),
    });
    expect(rest.body.data.items).toHaveLength(1);
    expect(rest.body.data.items[0]).toMatchObject({ endReason: 'logout', current: false });

    const tooMany = await call(t.app, {
      method: 'GET',
      url: '/api/customer/sessions?take=1000',
      headers: bearer(token),
    });
    expect(tooMany.status).toBe(400);
  });
});
