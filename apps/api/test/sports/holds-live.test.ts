import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportEvents, sportHolds, sportMarkets } from '../../src/db/schema.ts';
import { MarketStatus, type BookChange, type FeedProcessor } from '../../src/modules/sports/index.ts';
import { createFeedProcessor } from '../../src/modules/sports/feed/processor.ts';
import { createFeedRepo } from '../../src/modules/sports/feed/feed-repo.ts';
import { testClock } from '../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { alive, fixture, prices, T0 } from './support.ts';

/*
 * What the live odds are told when an operator holds a market (issue #13): the pages see it suspended
 * the moment the hold commits, and the feed's own status again when it is lifted — never before the
 * commit, and nothing for a hold that is rolled back.
 */

const EVENT = 'sr:match:7001';
let database: TestDatabase;
let feed: FeedProcessor;
const told: BookChange[][] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  feed = createFeedProcessor({
    repo: createFeedRepo(database.db),
    clock: testClock(new Date(T0)),
    aliveWindowMs: 3_600_000,
    onBookChanged: (changes) => told.push(changes),
  });
  for (const message of [
    alive(3, 0),
    fixture(EVENT, 'Galatasaray', 'Fenerbahçe'),
    prices('p1', EVENT, 10, { home: 2 }),
  ])
    await feed.apply(message);
});
afterAll(() => database.close());

const eventId = async () =>
  (await database.db.select().from(sportEvents).where(eq(sportEvents.feedId, EVENT)))[0]!.id;

describe('an operator hold on the live odds', () => {
  it('shows the held market suspended after the commit and its own status once lifted', async () => {
    const id = await eventId();
    told.length = 0;
    await feed.operate(id, async (_tx, book) => {
      const [market] = await book.markets([{ key: '1x2', specifiers: {} }]);
      await book.holdChanged([market!.id], true);
      // Inside the transaction nothing has been told yet.
      expect(told).toEqual([]);
    });
    expect(told).toHaveLength(1);
    expect(told[0]![0]!.markets).toEqual([
      expect.objectContaining({ key: '1x2', status: MarketStatus.Suspended }),
    ]);

    told.length = 0;
    await feed.operate(id, async (_tx, book) => {
      const [market] = await book.markets([{ key: '1x2', specifiers: {} }]);
      await book.holdChanged([market!.id], false);
    });
    expect(told[0]![0]!.markets).toEqual([
      expect.objectContaining({ key: '1x2', status: MarketStatus.Active }),
    ]);
  });

  it('tells nothing of a hold whose transaction fails', async () => {
    const id = await eventId();
    told.length = 0;
    await expect(
      feed.operate(id, async (_tx, book) => {
        const [market] = await book.markets([{ key: '1x2', specifiers: {} }]);
        await book.holdChanged([market!.id], true);
        throw new Error('the operator action failed');
      }),
    ).rejects.toThrow('the operator action failed');
    expect(told).toEqual([]);
  });

  it('keeps showing a held market suspended when the feed reprices or reopens it, and its own status once lifted', async () => {
    const id = await eventId();
    const [market] = await database.db
      .select({ id: sportMarkets.id })
      .from(sportMarkets)
      .where(and(eq(sportMarkets.eventId, id), eq(sportMarkets.marketKey, '1x2')));
    await database.db
      .insert(sportHolds)
      .values({ eventId: id, marketId: market!.id, heldBy: 1, reason: 'test', heldAt: new Date(T0) });
    told.length = 0;
    await feed.apply(prices('p2', EVENT, 20, { home: 2.2 }));
    const shown = () => told.flat().flatMap((change) => change.markets.map((m) => [m.key, m.status]));
    expect(shown()).toEqual([
      ['1x2', MarketStatus.Suspended],
      ['total', MarketStatus.Active],
    ]);

    await database.db.delete(sportHolds).where(eq(sportHolds.marketId, market!.id));
    told.length = 0;
    await feed.apply(prices('p3', EVENT, 30, { home: 2.3 }));
    expect(shown()).toEqual([
      ['1x2', MarketStatus.Active],
      ['total', MarketStatus.Active],
    ]);
  });
});
