import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportEvents, sportMarketCancels, sportMarkets, sportOutcomes } from '../../src/db/schema.ts';
import { MarketStatus, type FeedMessageInput, type FeedProcessor } from '../../src/modules/sports/index.ts';
import { createFeedProcessor } from '../../src/modules/sports/feed/processor.ts';
import { createFeedRepo } from '../../src/modules/sports/feed/feed-repo.ts';
import { testClock, type TestClock } from '../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';

/*
 * A recorded feed script (issue #13) replayed against the feed processor: duplicates, an out-of-order
 * odds_change, a bet stop, a bet_cancel window and its rollback, a settlement rolled back and
 * re-settled, a silent producer, and a restart that replays everything again. The book ends exactly
 * as the script says. (Bets on these markets are settled from the same changes; their own replay
 * joins this script when bet placement lands.)
 */

const T0 = Date.parse('2026-11-25T18:00:00Z');
const at = (seconds: number) => T0 + seconds * 1_000;
const GS_FB = 'sr:match:1001';
const LIVE = 'sr:match:1002';

const fixture = (event: string, home: string, away: string, producer: 1 | 3): FeedMessageInput => ({
  type: 'fixture_change',
  id: `fixture:${event}`,
  producer,
  timestamp: at(0),
  event,
  change: 'new',
  startTime: at(3_600),
  fixture: {
    sport: { id: 'sr:sport:1', name: { tr: 'Futbol', en: 'Football' } },
    category: { id: 'sr:category:46', name: { tr: 'Türkiye', en: 'Türkiye' } },
    tournament: { id: 'sr:tournament:52', name: { tr: 'Süper Lig', en: 'Super Lig' }, isTop: true },
    home,
    away,
  },
});

const odds = (
  id: string,
  event: string,
  seconds: number,
  home: number,
  producer: 1 | 3 = 3,
): FeedMessageInput => ({
  type: 'odds_change',
  id,
  producer,
  timestamp: at(seconds),
  event,
  markets: [
    {
      key: '1x2',
      status: 1,
      outcomes: [
        { id: '1', odds: home },
        { id: 'x', odds: 3.4 },
        { id: '2', odds: 3.1 },
      ],
    },
    {
      key: 'total',
      specifiers: { total: '2.5' },
      status: 1,
      outcomes: [
        { id: 'over', odds: 1.85 },
        { id: 'under', odds: 1.95 },
      ],
    },
  ],
});

const alive = (id: string, producer: 1 | 3, seconds: number, subscribed = true): FeedMessageInput => ({
  type: 'alive',
  id,
  producer,
  timestamp: at(seconds),
  subscribed,
});

let database: TestDatabase;
let clock: TestClock;
let feed: FeedProcessor;
const changes: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  clock = testClock(new Date(T0));
  feed = createFeedProcessor({
    repo: createFeedRepo(database.db),
    clock,
    aliveWindowMs: 20_000,
    onMarketsChanged: async (_tx, change) => {
      changes.push(`${change.kind}:${change.marketIds.length}`);
    },
  });
});
afterAll(() => database.close());

async function market(event: string, key: string, specifiers = '') {
  const rows = await database.db
    .select({ market: sportMarkets })
    .from(sportMarkets)
    .innerJoin(sportEvents, eq(sportEvents.id, sportMarkets.eventId))
    .where(eq(sportEvents.feedId, event));
  const found = rows.find((r) => r.market.marketKey === key && r.market.specifiers === specifiers)?.market;
  if (!found) throw new Error(`no market ${key} ${specifiers} on ${event}`);
  const outcomes = await database.db.select().from(sportOutcomes).where(eq(sportOutcomes.marketId, found.id));
  return { ...found, outcome: (id: string) => outcomes.find((o) => o.outcomeId === id)! };
}

/** The whole recorded script, in arrival order, with what each message should answer. */
const SCRIPT: [FeedMessageInput, string][] = [
  [alive('alive-3-0', 3, 0), 'applied'],
  [alive('alive-1-0', 1, 0), 'applied'],
  [odds('odds-early', GS_FB, 1, 2.0), 'unknown_event'],
  [fixture(GS_FB, 'Galatasaray', 'Fenerbahçe', 3), 'applied'],
  [fixture(LIVE, 'Beşiktaş', 'Trabzonspor', 1), 'applied'],
  [odds('odds-1', GS_FB, 10, 2.0), 'applied'],
  [odds('odds-1', GS_FB, 10, 2.0), 'duplicate'],
  [odds('odds-3', GS_FB, 30, 2.1), 'applied'],
  // Sent before odds-3, arrived after it: ignored.
  [odds('odds-2', GS_FB, 20, 1.9), 'stale'],
  [{ type: 'bet_stop', id: 'stop-1', producer: 3, timestamp: at(35), event: GS_FB }, 'applied'],
  [odds('odds-4', GS_FB, 40, 2.2), 'applied'],
  [
    {
      type: 'bet_cancel',
      id: 'cancel-window',
      producer: 3,
      timestamp: at(45),
      event: GS_FB,
      startTime: at(41),
      endTime: at(44),
      markets: [{ key: 'total', specifiers: { total: '2.5' } }],
    },
    'applied',
  ],
  [
    {
      type: 'bet_settlement',
      id: 'settle-1',
      producer: 3,
      timestamp: at(50),
      event: GS_FB,
      certainty: 1,
      markets: [
        {
          key: '1x2',
          outcomes: [
            { id: '1', result: 1 },
            { id: 'x', result: 0 },
            { id: '2', result: 0 },
          ],
        },
      ],
    },
    'applied',
  ],
  // Odds after the settlement do not reopen the market.
  [odds('odds-5', GS_FB, 55, 1.5), 'applied'],
  [
    {
      type: 'rollback_bet_settlement',
      id: 'rollback-1',
      producer: 3,
      timestamp: at(60),
      event: GS_FB,
      markets: [{ key: '1x2' }],
    },
    'applied',
  ],
  [
    {
      type: 'bet_settlement',
      id: 'settle-2',
      producer: 3,
      timestamp: at(70),
      event: GS_FB,
      certainty: 2,
      markets: [
        {
          key: '1x2',
          outcomes: [
            { id: '1', result: 0 },
            { id: 'x', result: 0 },
            { id: '2', result: 1 },
          ],
        },
        {
          key: 'total',
          specifiers: { total: '2.5' },
          outcomes: [
            { id: 'over', result: 1, voidFactor: 0.5 },
            { id: 'under', result: 0, voidFactor: 0.5 },
          ],
        },
      ],
    },
    'applied',
  ],
  [
    {
      type: 'rollback_bet_cancel',
      id: 'rollback-cancel',
      producer: 3,
      timestamp: at(75),
      event: GS_FB,
      startTime: at(41),
      endTime: at(44),
      markets: [{ key: 'total', specifiers: { total: '2.5' } }],
    },
    'applied',
  ],
  [odds('live-1', LIVE, 80, 1.7, 1), 'applied'],
];

describe('the recorded feed script', () => {
  it('answers each message as recorded and leaves the book as the script says', async () => {
    for (const [message, expected] of SCRIPT) expect(await feed.apply(message), message.id).toBe(expected);

    const oneXTwo = await market(GS_FB, '1x2');
    expect(oneXTwo.status).toBe(MarketStatus.Settled);
    expect(oneXTwo.certainty).toBe(2);
    expect([oneXTwo.outcome('1').result, oneXTwo.outcome('2').result]).toEqual([0, 1]);
    // The prices it closed with: the stale 1.90 never showed, the 1.50 after the settlement changed nothing.
    expect(oneXTwo.outcome('1').odds).toBe('2.20');
    const total = await market(GS_FB, 'total', 'total=2.5');
    expect(total.status).toBe(MarketStatus.Settled);
    expect(total.outcome('over')).toMatchObject({ result: 1, voidFactor: '0.500' });
    expect(await database.db.select().from(sportMarketCancels)).toEqual([]);
    expect(changes).toEqual([
      'cancelled:1',
      'settled:1',
      'settlement_rolled_back:1',
      'settled:2',
      'cancel_rolled_back:1',
    ]);
    expect((await market(LIVE, '1x2')).status).toBe(MarketStatus.Active);
  });

  it('suspends a silent producer’s markets, keeps its prices suspended while down, offers them again when it is back', async () => {
    clock.set(new Date(at(120)));
    expect(await feed.sweepProducers()).toEqual(expect.arrayContaining([1, 3]));
    expect((await market(LIVE, '1x2')).status).toBe(MarketStatus.Suspended);
    // What a recovery re-sends while the producer is still down: prices kept, not offered yet.
    expect(await feed.apply(odds('live-2', LIVE, 121, 1.65, 1))).toBe('applied');
    expect((await market(LIVE, '1x2')).status).toBe(MarketStatus.Suspended);
    expect((await market(LIVE, '1x2')).outcome('1').odds).toBe('1.65');
    // The feed stops one of them meanwhile: that one must stay stopped when the producer is back.
    const stop = { id: 'stop-live-total', producer: 1 as const, timestamp: at(121), event: LIVE };
    expect(await feed.apply({ ...stop, type: 'bet_stop', marketKeys: ['total'] })).toBe('applied');
    // Back: the prices it sent active are offered at once, without waiting for their next change
    // (pre-match prices may not change for days); the stopped one is not.
    expect(await feed.apply(alive('alive-1-back', 1, 122))).toBe('applied');
    expect((await market(LIVE, '1x2')).status).toBe(MarketStatus.Active);
    expect((await market(LIVE, 'total', 'total=2.5')).status).toBe(MarketStatus.Suspended);
    expect(await feed.apply(odds('live-3', LIVE, 123, 1.6, 1))).toBe('applied');
    expect((await market(LIVE, '1x2')).status).toBe(MarketStatus.Active);
    // Settled markets are not touched by the producer going down.
    expect((await market(GS_FB, '1x2')).status).toBe(MarketStatus.Settled);
  });

  it('after a restart resumes from the last message applied; replaying the script changes nothing', async () => {
    const restarted = createFeedProcessor({
      repo: createFeedRepo(database.db),
      clock,
      aliveWindowMs: 20_000,
    });
    expect(await restarted.resumeFrom(1)).toBe(at(123));
    expect(await restarted.resumeFrom(3)).toBe(at(75));
    const before = await database.db.select().from(sportOutcomes);
    for (const [message, expected] of SCRIPT)
      expect(await restarted.apply(message), message.id).toBe(
        expected === 'unknown_event' ? 'stale' : 'duplicate',
      );
    expect(await database.db.select().from(sportOutcomes)).toEqual(before);
  });
});
