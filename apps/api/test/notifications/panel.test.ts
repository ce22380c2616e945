import { NotificationSchema } from '@lale/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, players } from '../../src/db/schema.ts';
import { call, fullRegistration, MINUTE, registerOk, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  adminMessage,
  adminSend,
  adminToken,
  capturingPublisher,
  listNotifications,
  readNotification,
} from './support.ts';

/* The player's panel: customer/notification (list) and customer/readnotification (spec §2, §4, §7). */

let t: TestApp;
let admin: string;
const clock = testClock('2026-03-10T09:00:00Z');
const realtime = capturingPublisher();

beforeAll(async () => {
  t = await createTestApp({ clock, realtime: realtime.publisher });
  admin = await adminToken(t);
});
afterAll(() => t.close());

/** A new player with the welcome notification plus `extra` admin messages, one minute apart. */
async function playerWith(extra: number) {
  const payload = fullRegistration();
  const { token } = await registerOk(t.app, payload);
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, payload.username));
  const playerId = row!.id;
  for (let n = 1; n <= extra; n += 1) {
    clock.advance(MINUTE);
    const sent = await adminSend(t.app, admin, adminMessage(`#${n}`, { playerId }));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  }
  return { token, playerId };
}

const stored = (id: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.id, id))
    .then(([row]) => row);

describe('POST /api/customer/notification', () => {
  it('lists the own notifications newest first, in the request language, with UTC times', async () => {
    const { token } = await playerWith(2);
    const sentAt = clock.now().toISOString();
    await playerWith(1); // someone else's must not show

    const en = await listNotifications(t.app, token, { skip: 0, take: 100 }, 'en');
    expect(en.status).toBe(200);
    expect(en.body.success).toBe(true);
    expect(en.body.data.map((n) => n.title)).toEqual(['#2 title', '#1 title', 'Welcome to Lale!']);
    for (const item of en.body.data) expect(NotificationSchema.parse(item)).toEqual(item);
    expect(en.body.data[0]).toMatchObject({ note: '#2 note', type: 3, isRead: false });
    expect(en.body.data[0]!.timeStamp).toBe(sentAt);
    expect(en.body.data[2]).toMatchObject({ type: 5 });

    const tr = await listNotifications(t.app, token, { skip: 0, take: 100 }, 'tr');
    expect(tr.body.data.map((n) => n.title)).toEqual(['#2 başlık', '#1 başlık', "Lale'ye hoş geldiniz!"]);
    expect(tr.body.data.map((n) => n.id)).toEqual(en.body.data.map((n) => n.id));
  });

  it('pages with skip and take, and defaults to skip 0, take 100', async () => {
    const { token } = await playerWith(4);
    const all = await listNotifications(t.app, token, {}, 'en');
    expect(all.body.data.map((n) => n.title)).toEqual([
      '#4 title',
      '#3 title',
      '#2 title',
      '#1 title',
      'Welcome to Lale!',
    ]);
    const page = await listNotifications(t.app, token, { skip: 1, take: 2 }, 'en');
    expect(page.body.data.map((n) => n.title)).toEqual(['#3 title', '#2 title']);
    const past = await listNotifications(t.app, token, { skip: 5, take: 10 }, 'en');
    expect(past.body.data).toEqual([]);
  });

  it('refuses take above 100 or below 1 and a negative skip with 400 and the field', async () => {
    const { token } = await playerWith(0);
    for (const [payload, field] of [
      [{ skip: 0, take: 101 }, 'take'],
      [{ skip: 0, take: 0 }, 'take'],
      [{ skip: -1, take: 10 }, 'skip'],
    ] as const) {
      const answer = await listNotifications(t.app, token, payload, 'en');
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(Object.keys((answer.body.data as unknown as { errors: object }).errors)).toEqual([field]);
    }
  });

  it('answers 401 without a valid session', async () => {
    const none = await call(t.app, { method: 'POST', url: '/api/customer/notification', payload: {} });
    expect(none.status).toBe(401);
    expect(none.body.success).toBe(false);
    const dead = await listNotifications(t.app, 'x'.repeat(43));
    expect(dead.status).toBe(401);
  });
});

describe('POST /api/customer/readnotification', () => {
  it('marks the own notification read, and again is still a success that keeps the first read time', async () => {
    const { token } = await playerWith(1);
    const [newest, welcome] = (await listNotifications(t.app, token)).body.data;

    clock.advance(MINUTE);
    const read = await readNotification(t.app, token, newest!.id);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ success: true, message: '', data: null });
    const firstReadAt = (await stored(newest!.id))!.readAt;
    expect(firstReadAt).toEqual(clock.now());

    clock.advance(MINUTE);
    const again = await readNotification(t.app, token, newest!.id);
    expect(again.status).toBe(200);
    expect((await stored(newest!.id))!.readAt).toEqual(firstReadAt);

    const list = (await listNotifications(t.app, token)).body.data;
    expect(list.map((n) => [n.id, n.isRead])).toEqual([
      [newest!.id, true],
      [welcome!.id, false],
    ]);
  });

  it("refuses another player's notification with 404 and changes nothing", async () => {
    const mine = await playerWith(0);
    const theirs = await playerWith(0);
    const [their] = (await listNotifications(t.app, theirs.token)).body.data;

    const refused = await readNotification(t.app, mine.token, their!.id);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({
      success: false,
      message: 'The notification was not found.',
      data: null,
    });
    expect((await stored(their!.id))!.readAt).toBeNull();
    expect((await listNotifications(t.app, theirs.token)).body.data[0]!.isRead).toBe(false);

    const unknown = await readNotification(t.app, mine.token, 9_999_999);
    expect(unknown.status).toBe(404);
  });

  it('answers 400 for a missing or invalid id, and 401 without a session', async () => {
    const { token } = await playerWith(0);
    const missing = await call<{ errors: Record<string, string> }>(t.app, {
      method: 'POST',
      url: '/api/customer/readnotification',
      payload: {},
      headers: { authorization: `Bearer ${token}`, 'x-locale': 'en' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors).toHaveProperty('id');
    const zero = await readNotification(t.app, token, 0);
    expect(zero.status).toBe(400);

    const anonymous = await call(t.app, {
      method: 'POST',
      url: '/api/customer/readnotification',
      payload: { id: 1 },
    });
    expect(anonymous.status).toBe(401);
  });
});
