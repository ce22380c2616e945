import type { AuthData } from '@lale/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifications, players } from '../../src/db/schema.ts';
import {
  bearer,
  call,
  freshAddress,
  fullRegistration,
  latestCode,
  testClock,
  wrongCode,
} from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { capturingPublisher, listNotifications } from './support.ts';

/*
 * Notifications that events create: welcome at registration, phone verified, trial bonus credited.
 * Each is written with its event and pushed after it; a failing push never fails the event.
 */

let t: TestApp;
const clock = testClock('2026-03-10T09:00:00Z');
const realtime = capturingPublisher();

beforeAll(async () => {
  t = await createTestApp({ clock, realtime: realtime.publisher });
});
afterAll(() => t.close());
afterEach(() => {
  realtime.setFailing(false);
  realtime.clear();
});

const rowsOf = (playerId: number) =>
  t.database.db.select().from(notifications).where(eq(notifications.playerId, playerId));
const rowCount = async () => (await t.database.db.select({ n: count() }).from(notifications))[0]!.n;

async function register(locale = 'en', payload = fullRegistration()) {
  const answer = await call<AuthData>(t.app, {
    method: 'POST',
    url: '/api/auth/register',
    payload,
    headers: { 'x-locale': locale },
    remoteAddress: freshAddress(),
  });
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, payload.username));
  return { answer, payload, playerId: row?.id ?? 0, token: answer.body.data?.token ?? '' };
}

const get = (url: string, token: string, locale = 'en') =>
  call(t.app, { method: 'GET', url, headers: { ...bearer(token), 'x-locale': locale } });

async function verifyPhone(token: string, phone: string) {
  const headers = { ...bearer(token), 'x-locale': 'en' };
  const url = '/api/customer/updatephone';
  expect((await call(t.app, { method: 'POST', url, payload: { step: 1, phone }, headers })).status).toBe(200);
  const code = await latestCode(t.app, phone);
  return call(t.app, { method: 'POST', url, payload: { step: 2, phone, code }, headers });
}

describe('registration', () => {
  it('writes a welcome (System) notification and pushes it in the language of the sign-up', async () => {
    const { answer, playerId, token } = await register('en');
    expect(answer.status).toBe(200);
    const rows = await rowsOf(playerId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 5,
      title: { tr: "Lale'ye hoş geldiniz!", en: 'Welcome to Lale!' },
      readAt: null,
      createdAt: clock.now(),
    });
    expect(realtime.pushes).toEqual([
      {
        to: playerId,
        command: 'Notification',
        message: {
          id: rows[0]!.id,
          title: 'Welcome to Lale!',
          note: rows[0]!.note.en,
          type: 5,
          timeStamp: clock.now().toISOString(),
          isRead: false,
        },
      },
    ]);
    const listed = await listNotifications(t.app, token, {}, 'tr');
    expect(listed.body.data.map((n) => n.title)).toEqual(["Lale'ye hoş geldiniz!"]);
  });

  it('writes nothing when the registration is refused', async () => {
    const first = await register('en');
    const before = await rowCount();
    const again = await register('en', { ...fullRegistration(), username: first.payload.username });
    expect(again.answer.status).toBe(409);
    expect(await rowCount()).toBe(before);
    expect(realtime.pushes).toHaveLength(1); // the first registration's welcome only
  });

  it('still registers when the push fails: the welcome is stored and the failure logged', async () => {
    realtime.setFailing(true);
    const { answer, playerId, token } = await register('tr');
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(realtime.pushes).toHaveLength(1); // it was attempted
    expect(await rowsOf(playerId)).toHaveLength(1);
    expect((await listNotifications(t.app, token)).body.data).toHaveLength(1);
    expect(t.logs).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'notification push failed', playerId }),
    );
  });
});

describe('phone verification', () => {
  it('writes a "phone verified" (System) notification when the code is accepted', async () => {
    const { playerId, token, payload } = await register('en');
    realtime.clear();
    const verified = await verifyPhone(token, payload.phone);
    expect(verified.status).toBe(200);
    const list = (await listNotifications(t.app, token, {}, 'en')).body.data;
    expect(list.map((n) => [n.title, n.type])).toEqual([
      ['Your phone number is verified', 5],
      ['Welcome to Lale!', 5],
    ]);
    expect(realtime.pushes).toEqual([{ to: playerId, command: 'Notification', message: list[0] }]);
  });

  it('writes nothing for a wrong code, and verifies even when the push fails', async () => {
    const { playerId, token, payload } = await register('en');
    const headers = { ...bearer(token), 'x-locale': 'en' };
    const url = '/api/customer/updatephone';
    const phone = payload.phone;
    await call(t.app, { method: 'POST', url, payload: { step: 1, phone }, headers });
    const code = await latestCode(t.app, phone);
    const wrong = await call(t.app, {
      method: 'POST',
      url,
      payload: { step: 2, phone, code: wrongCode(code) },
      headers,
    });
    expect(wrong.status).toBe(400);
    expect(await rowsOf(playerId)).toHaveLength(1);

    realtime.setFailing(true);
    const verified = await call(t.app, { method: 'POST', url, payload: { step: 2, phone, code }, headers });
    expect(verified.status).toBe(200);
    expect((await rowsOf(playerId)).map((row) => row.title.en)).toContain('Your phone number is verified');
  });
});

describe('trial bonus', () => {
  it('writes a Bonus notification with the amount in each language', async () => {
    const { playerId, token } = await register('tr');
    realtime.clear();
    const claimed = await get('/api/bonus/definetrialbonus', token, 'tr');
    expect(claimed.status).toBe(200);
    const en = (await listNotifications(t.app, token, {}, 'en')).body.data;
    expect(en[0]).toMatchObject({ type: 4, title: 'Your bonus has arrived!' });
    expect(en[0]!.note).toContain('₺50.00');
    const tr = (await listNotifications(t.app, token, {}, 'tr')).body.data;
    expect(tr[0]!.note).toContain('₺50,00');
    // Pushed in the language of the claim.
    expect(realtime.pushes).toEqual([{ to: playerId, command: 'Notification', message: tr[0] }]);

    const second = await get('/api/bonus/definetrialbonus', token);
    expect(second.status).toBe(409);
    expect(await rowsOf(playerId)).toHaveLength(2);
  });

  it('credits the bonus even when the push fails', async () => {
    const { playerId, token } = await register('en');
    realtime.setFailing(true);
    const claimed = await get('/api/bonus/definetrialbonus', token);
    expect(claimed.status).toBe(200);
    expect((await get('/api/user/balance', token)).body.data).toEqual({ balance: 0, bonusBalance: 50 });
    expect((await rowsOf(playerId)).map((row) => row.type).sort()).toEqual([4, 5]);
  });
});
