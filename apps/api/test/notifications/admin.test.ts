import { staffToken } from '../support/staff.ts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, players } from '../../src/db/schema.ts';
import { DEMO_PLAYER } from '../../src/modules/auth/index.ts';
import { bearer, call, fullRegistration, login, registerOk, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminMessage, adminSend, adminToken, capturingPublisher, listNotifications } from './support.ts';

/* Back office: POST /api/admin/notifications (admin role only). */

let t: TestApp;
let admin: string;
const clock = testClock('2026-03-10T09:00:00Z');
const realtime = capturingPublisher();

beforeAll(async () => {
  t = await createTestApp({ clock, realtime: realtime.publisher });
  admin = await adminToken(t);
});
afterAll(() => t.close());

async function newPlayer() {
  const payload = fullRegistration();
  const { token } = await registerOk(t.app, payload);
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, payload.username));
  return { token, playerId: row!.id };
}

const rowCount = async () => (await t.database.db.select({ n: count() }).from(notifications))[0]!.n;

describe('POST /api/admin/notifications', () => {
  it('sends to one player: one row, pushed to that player as command Notification', async () => {
    const player = await newPlayer();
    realtime.clear();
    const sent = await adminSend(t.app, admin, adminMessage('Tek', { playerId: player.playerId }));
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      success: true,
      message: 'Sent to 1 player; 0 left out for safer play.',
      data: { created: 1, skippedRestricted: 0 },
    });

    const [newest] = (await listNotifications(t.app, player.token, {}, 'en')).body.data;
    expect(newest).toMatchObject({ title: 'Tek title', note: 'Tek note', type: 3, isRead: false });
    // Pushed in Turkish (the player's language is unknown to the back office), with the player's own id.
    expect(realtime.pushes).toEqual([
      {
        to: player.playerId,
        command: 'Notification',
        message: { ...newest, title: 'Tek başlık', note: 'Tek mesaj' },
      },
    ]);
  });

  it('sends to all: one row per active player, each pushed with its own id', async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    const disabled = await newPlayer();
    await t.database.db.update(players).set({ status: 'disabled' }).where(eq(players.id, disabled.playerId));
    const active = await t.database.db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.status, 'active'));
    const activePlayers = active.length;
    realtime.clear();
    const before = await rowCount();

    const sent = await adminSend(t.app, admin, adminMessage('Herkes', 'all'));
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ created: activePlayers, skippedRestricted: 0 });
    expect((await rowCount()) - before).toBe(activePlayers);

    const rows = await t.database.db
      .select({ id: notifications.id, playerId: notifications.playerId })
      .from(notifications)
      .where(eq(notifications.title, { tr: 'Herkes başlık', en: 'Herkes title' }));
    expect(new Set(rows.map((r) => r.playerId)).size).toBe(activePlayers);
    expect(rows.map((r) => r.playerId)).not.toContain(disabled.playerId);

    // Every push is to one player and names exactly that player's row.
    expect(realtime.pushes).toHaveLength(activePlayers);
    const pushedIds = realtime.pushes.map((p) => [p.to, (p.message as { id: number }).id]);
    expect(pushedIds.sort()).toEqual(rows.map((r) => [r.playerId, r.id]).sort());
    expect(realtime.pushes.every((p) => p.command === 'Notification')).toBe(true);

    for (const player of [a, b]) {
      const [newest] = (await listNotifications(t.app, player.token, {}, 'en')).body.data;
      expect(newest).toMatchObject({ title: 'Herkes title', note: 'Herkes note' });
      const own = rows.find((r) => r.playerId === player.playerId)!;
      expect(newest!.id).toBe(own.id);
    }
  });

  it('answers 404 for an unknown player and writes nothing', async () => {
    const before = await rowCount();
    const sent = await adminSend(t.app, admin, adminMessage('Yok', { playerId: 9_999_999 }));
    expect(sent.status).toBe(404);
    expect(sent.body).toEqual({ success: false, message: 'The player was not found.', data: null });
    expect(await rowCount()).toBe(before);
  });

  it('refuses a player and a visitor with 401, and a staff role without content.edit with 403', async () => {
    const player = await login(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const before = await rowCount();
    const refused = await adminSend(t.app, player.body.data.token, adminMessage('Hayır', 'all'));
    expect(refused.status).toBe(401);
    const trader = await adminSend(t.app, await staffToken(t, 'trader'), adminMessage('Hayır', 'all'));
    expect(trader.status).toBe(403);
    expect(trader.body).toEqual({
      success: false,
      message: 'You do not have permission for this (content.edit).',
      data: null,
    });
    const anonymous = await call(t.app, {
      method: 'POST',
      url: '/api/admin/notifications',
      payload: adminMessage('Hayır', 'all'),
    });
    expect(anonymous.status).toBe(401);
    expect(await rowCount()).toBe(before);
  });

  it('validates the body: 400 with data.errors per field, nothing written', async () => {
    const before = await rowCount();
    const cases: [object, string[]][] = [
      [{ ...adminMessage('x', 'all'), type: 9 }, ['type']],
      [{ ...adminMessage('x', 'everyone'), target: 'everyone' }, ['target']],
      [{ ...adminMessage('x', { playerId: 0 }) }, ['target.playerId']],
      [{ ...adminMessage('x', 'all'), title: { tr: '', en: 'ok' } }, ['title.tr']],
      [{ ...adminMessage('x', 'all'), title: { tr: 'a'.repeat(121), en: 'ok' } }, ['title.tr']],
      [{ ...adminMessage('x', 'all'), note: { tr: 'ok', en: 'b'.repeat(2001) } }, ['note.en']],
      [{ ...adminMessage('x', 'all'), note: { tr: 'ok' } }, ['note.en']],
    ];
    for (const [payload, fields] of cases) {
      const answer = await call<{ errors: Record<string, string> }>(t.app, {
        method: 'POST',
        url: '/api/admin/notifications',
        payload,
        headers: { ...bearer(admin), 'x-locale': 'en' },
      });
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(Object.keys(answer.body.data.errors), JSON.stringify(answer.body)).toEqual(fields);
    }
    // The limits themselves are accepted.
    const player = await newPlayer();
    const longest = await adminSend(t.app, admin, {
      ...adminMessage('x', { playerId: player.playerId }),
      title: { tr: 'a'.repeat(120), en: 'b' },
      note: { tr: 'c'.repeat(2000), en: 'd' },
    });
    expect(longest.status).toBe(200);
    expect(await rowCount()).toBe(before + 2); // the new player's welcome and this message
  });
});
