import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_NAMES } from '../../src/platform/secrets.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { hubClient, listen, newPlayer } from './support.ts';

/*
 * Scale-out (DESIGN §8): two API instances on one database and one Redis. A player connected to B gets
 * a push published through A. Runs when REDIS_URL is set (CI and the dev machine set it).
 */

const REDIS_URL = process.env.REDIS_URL?.trim() || undefined;
if (!REDIS_URL) console.log('[api tests] hub-redis: skipped, REDIS_URL is not set');

describe.skipIf(!REDIS_URL)('hub fan-out through Redis', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  const clients: ReturnType<typeof hubClient>[] = [];

  beforeAll(async () => {
    // PGlite in memory cannot be opened twice, so both apps share one connection object (or one PostgreSQL database).
    database = await createTestDatabase();
    // A channel of this run only, so parallel runs on one Redis never see each other's pushes.
    // Instances share their secrets as a deployment does (the token pepper above all), else B rejects A's tokens.
    const env = {
      REDIS_URL,
      REALTIME_CHANNEL: `lale:realtime:test:${randomBytes(6).toString('hex')}`,
      ...Object.fromEntries(SECRET_NAMES.map((name) => [name, randomBytes(32).toString('hex')])),
    };
    a = await createTestApp({ database, env });
    b = await createTestApp({ database, env });
    await listen(a.app);
    baseB = await listen(b.app);
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.connection.stop()));
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('delivers a push published on instance A to a player connected to instance B, once', async () => {
    const player = await newPlayer(a.app, database);
    const other = await newPlayer(a.app, database);
    const onB = hubClient(baseB, player.token);
    const otherOnB = hubClient(baseB, other.token);
    clients.push(onB, otherOnB);
    await Promise.all([onB.connection.start(), otherOnB.connection.start()]);
    expect(a.modules.realtime.hub.hub.connectionCount).toBe(0);

    await a.modules.realtime.hub.toPlayer(player.playerId, 'Notification', { from: 'A' });
    expect(await onB.received(1)).toEqual([{ command: 'Notification', message: { from: 'A' } }]);

    await b.modules.realtime.hub.toAll('Notification', { from: 'B' });
    // Exactly two, in order: the publisher's own process delivers through Redis too, never a second time.
    expect(await onB.received(2)).toEqual([
      { command: 'Notification', message: { from: 'A' } },
      { command: 'Notification', message: { from: 'B' } },
    ]);
    expect(await otherOnB.received(1)).toEqual([{ command: 'Notification', message: { from: 'B' } }]);
    expect(onB.pushes).toHaveLength(2);
  });

  it('ends a session on every instance', async () => {
    const player = await newPlayer(a.app, database);
    const onB = hubClient(baseB, player.token);
    clients.push(onB);
    await onB.connection.start();
    const closed = new Promise<Error | undefined>((resolve) => onB.connection.onclose(resolve));
    const [connection] = b.modules.realtime.hub.hub.connectionsOf(player.playerId);

    await a.modules.realtime.hub.disconnectSession(connection?.sessionId ?? -1);

    expect((await closed)?.message).toContain('Session ended');
  });
});
