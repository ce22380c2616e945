import { randomBytes } from 'node:crypto';
import type { CrashBetResult } from '@lale/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../realtime/support.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { crashApp, crashCall, hubClient, launch, newPlayer, type CrashApp } from './crash-support.ts';
import { testClock } from '../support/accounts.ts';

/*
 * /hub/originals: the odds hub's protocol with Lale Originals' topics, and (with REDIS_URL) frames
 * produced on one process — the leader's round frames, a bet taken by another — reaching the sockets
 * of every process, once.
 */

describe('the originals socket', () => {
  let database: TestDatabase;
  let t: CrashApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    t = await crashApp(database);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('takes the scheduled games topics only, all or nothing', async () => {
    const client = await hubClient(await listen(t.app));
    expect(await client.subscribe('live')).toMatchObject({ type: 'error' });
    expect(await client.subscribe('crash', 'bingo:')).toMatchObject({ type: 'error' });
    expect(await client.subscribe('crash', 'keno', 'bingo:room-1')).toEqual({
      type: 'subscribed',
      topics: ['crash', 'keno', 'bingo:room-1'],
    });
    client.close();
  });
});

const REDIS_URL = process.env.REDIS_URL?.trim() || undefined;
if (!REDIS_URL) console.log('[api tests] originals hub redis: skipped, REDIS_URL is not set');

describe.skipIf(!REDIS_URL)('the originals socket through Redis', () => {
  let database: TestDatabase;
  let a: CrashApp;
  let b: CrashApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      REDIS_URL: REDIS_URL!,
      REALTIME_CHANNEL: `lale:realtime:test:${randomBytes(6).toString('hex')}`,
    };
    const clock = testClock();
    a = await crashApp(database, clock, env);
    b = await crashApp(database, clock, env);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  it('delivers a bet taken on B and the leader A’s take-off to a page connected to B and one to A', async () => {
    expect(a.modules.originals.crash.scheduler.leading).toBe(true);
    const onA = await hubClient(await listen(a.app));
    const onB = await hubClient(await listen(b.app));
    await onA.subscribe('crash');
    await onB.subscribe('crash');
    const player = await newPlayer(b, { cashMinor: 1_000n });
    const placed = await crashCall<CrashBetResult>(b, 'bet', {
      session: await launch(b, player.token),
      stake: 3,
    });
    expect(placed.status).toBe(200);
    for (const page of [onA, onB])
      expect((await page.nextOf('crash.bet')).bet.betId).toBe(placed.body.data.bet.betId);

    await a.runTo(a.clock.now().getTime() + 6_000);
    const [fromA, fromB] = [await onA.nextOf('crash.takeoff'), await onB.nextOf('crash.takeoff')];
    expect(fromA).toEqual(fromB);
    // Once each: up to the answer to this subscribe, page A gets no second bet or take-off (the round may
    // have crashed meanwhile: a crash point of ×1.00 ends it at take-off, and that frame is fine).
    onA.send(JSON.stringify({ op: 'subscribe', topics: ['keno'] }));
    const before: string[] = [];
    for (let frame = await onA.next(); frame.type !== 'subscribed'; frame = await onA.next())
      if (frame.type !== 'ping') before.push(frame.type);
    expect(before.filter((type) => type === 'crash.bet' || type === 'crash.takeoff')).toEqual([]);
    onA.close();
    onB.close();
  });
});
