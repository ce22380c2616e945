import { HubConnectionState } from '@microsoft/signalr';
import { HUB_PATH } from '@lale/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { hubClient, listen, newPlayer, once, refusedStatus } from './support.ts';

/*
 * The hub with the official @microsoft/signalr client configured as the site configures it (spec §7):
 * pushes reach the right player's tabs, bad tokens are refused, and a dropped socket reconnects.
 */

let t: TestApp;
let base: string;
const clients: ReturnType<typeof hubClient>[] = [];

function client(token: string | undefined) {
  const made = hubClient(base, token);
  clients.push(made);
  return made;
}

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.connection.stop()));
});

afterAll(async () => {
  await t.close();
});

describe('hub /hub/frnotify with the official client', () => {
  it('delivers NotifyMessage(cmd, message) to every tab of the player it is for, and only to them', async () => {
    const ayse = await newPlayer(t.app, t.database);
    const mehmet = await newPlayer(t.app, t.database);
    const tab1 = client(ayse.token);
    const tab2 = client(ayse.token);
    const other = client(mehmet.token);
    await Promise.all([tab1, tab2, other].map((c) => c.connection.start()));
    expect(t.modules.realtime.hub.hub.connectionsOf(ayse.playerId)).toHaveLength(2);

    await t.modules.realtime.hub.toPlayer(ayse.playerId, 'Notification', { id: 7, title: 'Bonus' });
    await t.modules.realtime.hub.toPlayers([mehmet.playerId], 'Balance', { cash: 12.5 });

    expect(await tab1.received(1)).toEqual([{ command: 'Notification', message: { id: 7, title: 'Bonus' } }]);
    expect(await tab2.received(1)).toEqual([{ command: 'Notification', message: { id: 7, title: 'Bonus' } }]);
    expect(await other.received(1)).toEqual([{ command: 'Balance', message: { cash: 12.5 } }]);
    // Both pushes have been delivered in order, so had Ayşe's push reached Mehmet it would be first.
    expect(tab1.pushes).toHaveLength(1);
  });

  it('toAll reaches every connected player', async () => {
    const a = await newPlayer(t.app, t.database);
    const b = await newPlayer(t.app, t.database);
    const ca = client(a.token);
    const cb = client(b.token);
    await Promise.all([ca.connection.start(), cb.connection.start()]);

    await t.modules.realtime.hub.toAll('Maintenance', 'at 03:00');

    expect(await ca.received(1)).toEqual([{ command: 'Maintenance', message: 'at 03:00' }]);
    expect(await cb.received(1)).toEqual([{ command: 'Maintenance', message: 'at 03:00' }]);
  });

  it('refuses a bad token and a missing token before the upgrade (start() rejects, 401)', async () => {
    await expect(client('not-a-real-token-0123456789').connection.start()).rejects.toThrow();
    await expect(client(undefined).connection.start()).rejects.toThrow();
    expect(await refusedStatus(base, HUB_PATH, { authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAA' })).toBe(
      401,
    );
    expect(await refusedStatus(base, HUB_PATH)).toBe(401);
    expect(t.modules.realtime.hub.hub.connectionCount).toBe(0);
  });

  it('accepts the token as ?access_token= as browsers send it', async () => {
    const player = await newPlayer(t.app, t.database);
    const plain = await fetch(`${base}${HUB_PATH}?access_token=${player.token}`);
    // A plain GET (no upgrade) is authenticated, then told it is not a WebSocket (404 JSON), not 401.
    expect(plain.status).toBe(404);
    const refused = await fetch(`${base}${HUB_PATH}?access_token=wrong-token-wrong-token`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ success: false });
  });

  it('reconnects after the server drops the socket, and receives later pushes', async () => {
    const player = await newPlayer(t.app, t.database);
    const c = client(player.token);
    await c.connection.start();
    const reconnected = once<string | undefined>((cb) => c.connection.onreconnected(cb));

    const [socket] = t.modules.realtime.hub.hub.connectionsOf(player.playerId);
    socket?.socket.terminate();
    await reconnected;

    expect(c.connection.state).toBe(HubConnectionState.Connected);
    await t.modules.realtime.hub.toPlayer(player.playerId, 'Notification', 'after reconnect');
    expect(await c.received(1)).toEqual([{ command: 'Notification', message: 'after reconnect' }]);
  });

  it('a session ended elsewhere loses its sockets, and the client does not reconnect', async () => {
    const player = await newPlayer(t.app, t.database);
    const c = client(player.token);
    await c.connection.start();
    const closed = once<Error | undefined>((cb) => c.connection.onclose(cb));
    const [connection] = t.modules.realtime.hub.hub.connectionsOf(player.playerId);

    await t.modules.realtime.hub.disconnectSession(connection?.sessionId ?? -1);

    expect((await closed)?.message).toContain('Session ended');
    expect(c.connection.state).toBe(HubConnectionState.Disconnected);
  });
  it('closes the live connection for good when the player logs out', async () => {
    const player = await newPlayer(t.app, t.database);
    const c = client(player.token);
    await c.connection.start();
    const closed = new Promise<Error | undefined>((resolve) => c.connection.onclose(resolve));

    const logout = await t.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(logout.statusCode).toBe(200);

    expect((await closed)?.message).toContain('Session ended');
    expect(c.connection.state).toBe(HubConnectionState.Disconnected);
    // The server forgets the socket when its close completes, a moment after the client saw it.
    await expect.poll(() => t.modules.realtime.hub.hub.connectionsOf(player.playerId).length).toBe(0);
  });
});
