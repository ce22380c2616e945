import type { Notification } from '@lale/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { hubClient, listen, newPlayer } from '../realtime/support.ts';
import { adminMessage, adminSend, adminToken, listNotifications, readNotification } from './support.ts';

/*
 * With the app's real hub (no recorder): the site's SignalR client receives NotifyMessage('Notification',
 * n), and n is the player's own notification — the one the list shows and readnotification accepts.
 */

let t: TestApp;
let base: string;
let admin: string;
const clients: ReturnType<typeof hubClient>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  admin = await adminToken(t);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.connection.stop()));
});
afterAll(() => t.close());

async function connected() {
  const player = await newPlayer(t.app, t.database);
  const client = hubClient(base, player.token);
  clients.push(client);
  await client.connection.start();
  return { ...player, client };
}

describe('live notifications through /hub/frnotify', () => {
  it('pushes a back-office message to the player, who can then mark that very id read', async () => {
    const player = await connected();
    const sent = await adminSend(t.app, admin, adminMessage('Canlı', { playerId: player.playerId }));
    expect(sent.status).toBe(200);

    const [push] = await player.client.received(1);
    const [listed] = (await listNotifications(t.app, player.token, {}, 'tr')).body.data;
    expect(push).toEqual({ command: 'Notification', message: listed });

    const read = await readNotification(t.app, player.token, (push!.message as Notification).id);
    expect(read.status).toBe(200);
  });

  it("sends 'all' to every connected player with each player's own id", async () => {
    const a = await connected();
    const b = await connected();
    expect((await adminSend(t.app, admin, adminMessage('Hepsi', 'all'))).status).toBe(200);

    for (const player of [a, b]) {
      const [push] = await player.client.received(1);
      const [own] = (await listNotifications(t.app, player.token, {}, 'tr')).body.data;
      expect(own).toMatchObject({ title: 'Hepsi başlık' });
      expect(push).toEqual({ command: 'Notification', message: own });
    }
  });
});
