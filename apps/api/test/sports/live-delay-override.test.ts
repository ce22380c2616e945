import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportEventLimits, sportEvents, staff } from '../../src/db/schema.ts';
import { OddsPolicy } from '../../src/modules/sports/index.ts';
import { alive, createBook, fixture, marketId, playerWithCash, prices, type Book } from './support.ts';

/*
 * The trading room's live delay (issue #27): a live bet waits the delay its event's limits set instead
 * of the book's (5 s here), the longest one when several live events are on the slip; a pre-match bet
 * waits nothing whatever its event says.
 */

const SLOW = 'sr:match:3201';
const FAST = 'sr:match:3202';
const PLAIN = 'sr:match:3203';
const LATER = 'sr:match:3204';
let book: Book;
const waited: number[] = [];

beforeAll(async () => {
  book = await createBook();
  for (const message of [
    alive(3, 0),
    alive(1, 0),
    fixture(SLOW, 'Rizespor', 'Kocaelispor'),
    fixture(FAST, 'Bandırmaspor', 'Erzurumspor'),
    fixture(PLAIN, 'Iğdır', 'Amedspor'),
    fixture(LATER, 'Manisa', 'Esenler'),
    prices('slow-0', SLOW, 10, { home: 2.0 }, true),
    prices('fast-0', FAST, 10, { home: 2.0 }, true),
    prices('plain-0', PLAIN, 10, { home: 2.0 }, true),
    prices('later-0', LATER, 10, { home: 2.0 }),
  ])
    await book.feed.apply(message);
  const [trader] = await book.database.db
    .insert(staff)
    .values({
      username: 'trader.delay',
      usernameKey: 'trader.delay',
      displayName: 'Delay Trader',
      email: 'trader.delay@example.test',
      role: 'trader',
      passwordHash: 'not-a-hash',
    })
    .returning({ id: staff.id });
  const limits = async (feedId: string, liveDelaySeconds: number) => {
    const [row] = await book.database.db
      .select({ id: sportEvents.id })
      .from(sportEvents)
      .where(eq(sportEvents.feedId, feedId));
    await book.database.db.insert(sportEventLimits).values({
      eventId: row!.id,
      stakePercent: null,
      liveDelaySeconds,
      reason: 'test',
      updatedBy: trader!.id,
      updatedAt: new Date(),
    });
  };
  await limits(SLOW, 12);
  await limits(FAST, 0);
  await limits(LATER, 20);
  book.onDelay.run = async (ms) => {
    waited.push(ms);
  };
});
afterAll(() => book.close());

async function place(feedIds: string[]) {
  const player = await playerWithCash(book, 10_000n);
  const selections = await Promise.all(
    feedIds.map(async (feedId) => ({
      marketId: await marketId(book, feedId, '1x2'),
      outcomeId: '1',
      odds: '2.00',
    })),
  );
  waited.length = 0;
  await book.bets.place(player, {
    requestId: randomUUID(),
    kind: feedIds.length === 1 ? 'single' : 'multi',
    stakeMinor: 1_000n,
    oddsPolicy: OddsPolicy.Any,
    selections,
  });
  return [...waited];
}

describe('the live delay the trading room sets', () => {
  it('waits the event’s own delay, the book’s without one, and the longest of a slip’s live events', async () => {
    expect(await place([SLOW])).toEqual([12_000]);
    expect(await place([FAST])).toEqual([0]);
    expect(await place([PLAIN])).toEqual([5_000]);
    expect(await place([FAST, PLAIN])).toEqual([5_000]);
    expect(await place([SLOW, PLAIN])).toEqual([12_000]);
  });

  it('a pre-match bet waits nothing, whatever delay its event has for when it goes live', async () => {
    expect(await place([LATER])).toEqual([]);
  });
});
