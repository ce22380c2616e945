import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ODDS_MAX_TOPICS } from '@lale/contracts';
import { sportEvents } from '../../src/db/schema.ts';
import type { FeedMessageInput } from '../../src/modules/sports/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { listen } from '../realtime/support.ts';
import { oddsClient, type OddsClient } from './odds-support.ts';
import { alive, fixture, prices } from './support.ts';

/*
 * Live odds over /hub/odds (issue #13): a client subscribed to a topic receives what the feed changed,
 * as soon as the message is applied; other topics' changes never reach it; bad frames are answered.
 */

type OddsChange = Extract<FeedMessageInput, { type: 'odds_change' }>;

const PRE = 'sr:match:5001';
const LIVE = 'sr:match:5002';

async function eventId(t: TestApp, feedId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: sportEvents.id })
    .from(sportEvents)
    .where(eq(sportEvents.feedId, feedId));
  if (!row) throw new Error(`no event ${feedId}`);
  return row.id;
}

async function openBook(t: TestApp): Promise<void> {
  for (const message of [
    alive(3, 0),
    alive(1, 0),
    fixture(PRE, 'Galatasaray', 'Fenerbahçe'),
    fixture(LIVE, 'Beşiktaş', 'Trabzonspor'),
    prices('pre-1', PRE, 10, { home: 2.0 }),
    prices('live-1', LIVE, 10, { home: 1.6 }, true),
  ])
    await t.modules.sports.feed.apply(message);
  await t.modules.sports.oddsLive.flushed();
}

describe('live odds on one instance', () => {
  let t: TestApp;
  let base: string;
  let pre: number;
  let live: number;
  const clients: OddsClient[] = [];
  const connect = async () => {
    const client = await oddsClient(base);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await openBook(t);
    base = await listen(t.app);
    [pre, live] = [await eventId(t, PRE), await eventId(t, LIVE)];
  });
  afterAll(async () => {
    clients.forEach((client) => client.close());
    await t?.close();
  });

  it('sends an event’s subscriber every market the feed changed, and the lobby only the main market', async () => {
    const eventPage = await connect();
    const lobby = await connect();
    expect(await eventPage.subscribe(`event:${pre}`)).toEqual([`event:${pre}`]);
    expect(await lobby.subscribe('live:1', 'live')).toEqual(['live:1', 'live']);

    await t.modules.sports.feed.apply(prices('pre-2', PRE, 20, { home: 2.2, over: 1.7 }));
    const delta = await eventPage.nextOf('delta');
    expect(delta.event).toEqual({
      id: pre,
      sportId: 1,
      status: 0,
      homeScore: null,
      awayScore: null,
      matchTime: null,
    });
    expect(delta.markets.map((m) => [m.key, m.specifiers, m.status])).toEqual([
      ['1x2', '', 1],
      ['total', 'total=2.5', 1],
    ]);
    expect(delta.markets[0]!.outcomes).toEqual([
      { id: '1', odds: '2.20', active: true },
      { id: 'X', odds: '3.40', active: true },
      { id: '2', odds: '3.10', active: true },
    ]);
    expect(delta.markets[1]!.outcomes?.[0]).toEqual({ id: 'over', odds: '1.70', active: true });
    expect(Math.abs(delta.at - Date.now())).toBeLessThan(60_000);

    // The live lobby hears of the live match only, once although it holds two topics that list it.
    await t.modules.sports.feed.apply(prices('live-2', LIVE, 20, { home: 1.5 }, true));
    const lobbyDelta = await lobby.nextOf('delta');
    expect(lobbyDelta.event).toMatchObject({ id: live, status: 1, homeScore: 0, matchTime: '10:00' });
    expect(lobbyDelta.markets.map((m) => m.key)).toEqual(['1x2']);
    expect(lobbyDelta.markets[0]!.outcomes?.[0]).toEqual({ id: '1', odds: '1.50', active: true });

    // A bet stop: the statuses, without prices (they stay as they were).
    await t.modules.sports.feed.apply({
      type: 'bet_stop',
      id: 'stop-1',
      producer: 1,
      timestamp: Date.now(),
      event: LIVE,
    });
    const stop = await lobby.nextOf('delta');
    expect(stop.markets).toEqual([{ id: lobbyDelta.markets[0]!.id, key: '1x2', specifiers: '', status: -1 }]);

    // What came in between would have arrived before this: the event page got nothing of the live match.
    await t.modules.sports.feed.apply(prices('pre-3', PRE, 30, { home: 2.3 }));
    expect((await eventPage.nextOf('delta')).markets[0]!.outcomes?.[0]?.odds).toBe('2.30');
    expect(eventPage.frames.filter((f) => f.type === 'delta').every((f) => f.event.id === pre)).toBe(true);
    expect(lobby.frames.filter((f) => f.type === 'delta').every((f) => f.event.id === live)).toBe(true);
  });

  it('tells the live lobby when a match ends, and stops after unsubscribe', async () => {
    const lobby = await connect();
    await lobby.subscribe('live:1');
    await t.modules.sports.feed.apply({
      ...(prices('live-end', LIVE, 40, { home: 1.5 }, true) as OddsChange),
      eventStatus: { status: 2, homeScore: 2, awayScore: 1 },
    });
    expect((await lobby.nextOf('delta')).event).toMatchObject({
      id: live,
      status: 2,
      homeScore: 2,
      awayScore: 1,
    });

    lobby.send({ op: 'unsubscribe', topics: ['live:1'] });
    expect((await lobby.nextOf('subscribed')).topics).toEqual([]);
    await t.modules.sports.feed.apply(prices('live-after', LIVE, 50, { home: 1.4 }, true));
    await t.modules.sports.oddsLive.flushed();
    lobby.send({ op: 'subscribe', topics: ['pre'] });
    // The next frame is the answer: no delta arrived for the topic it left.
    expect(await lobby.next()).toEqual({ type: 'subscribed', topics: ['pre'] });
  });

  it('answers a bad frame with an error and keeps the connection', async () => {
    const client = await connect();
    client.send('not json');
    expect((await client.nextOf('error')).message).toBe('A frame is one JSON object.');
    client.send({ op: 'subscribe', topics: ['everything'] });
    expect((await client.nextOf('error')).message).toMatch(/^Invalid frame\. topics\.0: A topic is live/);
    client.send({ op: 'listen' });
    expect((await client.nextOf('error')).message).toMatch(/^Invalid frame\./);

    const many = Array.from({ length: ODDS_MAX_TOPICS }, (_, i) => `event:${i + 1}`);
    expect(await client.subscribe(...many)).toHaveLength(ODDS_MAX_TOPICS);
    client.send({ op: 'subscribe', topics: [`event:${ODDS_MAX_TOPICS + 1}`] });
    expect((await client.nextOf('error')).message).toBe(`At most ${ODDS_MAX_TOPICS} topics.`);
    // Still subscribed as before.
    expect(await client.subscribe('event:1')).toHaveLength(ODDS_MAX_TOPICS);
  });

  it('closes a connection that floods it with frames', async () => {
    const client = await connect();
    for (let i = 0; i < 61; i++) client.send({ op: 'ping' });
    expect((await client.nextOf('error')).message).toBe('Too many frames.');
    expect(await client.closed).toBe(1008);
  });
});

const REDIS_URL = process.env.REDIS_URL?.trim() || undefined;
if (!REDIS_URL) console.log('[api tests] odds-live redis: skipped, REDIS_URL is not set');

describe.skipIf(!REDIS_URL)('live odds through Redis', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let client: OddsClient | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { REDIS_URL, REALTIME_CHANNEL: `lale:realtime:test:${randomBytes(6).toString('hex')}` };
    a = await createTestApp({ database, env });
    b = await createTestApp({ database, env });
  });
  afterAll(async () => {
    client?.close();
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('delivers a change applied on instance B to a client of instance A, once', async () => {
    await openBook(b);
    const baseA = await listen(a.app);
    client = await oddsClient(baseA);
    const pre = await eventId(a, PRE);
    await client.subscribe(`event:${pre}`, 'pre', 'pre:1');

    await b.modules.sports.feed.apply(prices('redis-1', PRE, 60, { home: 2.5 }));
    const whole = await client.nextOf('delta');
    expect(whole.event.id).toBe(pre);
    expect(whole.markets.map((m) => m.key)).toEqual(['1x2', 'total']);
    const lobby = await client.nextOf('delta');
    expect(lobby.markets.map((m) => m.key)).toEqual(['1x2']);
    expect(lobby.markets[0]!.outcomes?.[0]?.odds).toBe('2.50');
    expect(a.modules.sports.oddsLive.hub.connectionCount).toBe(1);
    expect(b.modules.sports.oddsLive.hub.connectionCount).toBe(0);

    // Exactly those two: the next frame is the answer to this subscribe.
    client.send({ op: 'subscribe', topics: ['live'] });
    expect(await client.next()).toMatchObject({ type: 'subscribed' });
  });
});
