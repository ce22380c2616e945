import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sportCategories,
  sportEvents,
  sportMarkets,
  sportOutcomes,
  sportSports,
  sportTournaments,
} from '../../src/db/schema.ts';
import {
  EventStatus,
  MarketStatus,
  type FeedMessageInput,
  type FeedOutcome,
} from '../../src/modules/sports/index.ts';
import { createFeedProcessor } from '../../src/modules/sports/feed/processor.ts';
import { createFeedRepo } from '../../src/modules/sports/feed/feed-repo.ts';
import {
  createSimulatedFeed,
  type SimulatedFeedOptions,
} from '../../src/modules/sports/simulated-feed/simulator.ts';
import { testClock, type TestClock } from '../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';

/*
 * The simulated odds feed (issue #13) against the real feed processor and database: an hour of the
 * clock at high acceleration, ticked by a test clock, then the same ticks replayed after a restart.
 * What is asserted is what a player would see in the book.
 */

const T0 = Date.parse('2026-11-25T18:00:00Z');
const SECOND = 1_000;
const HOUR = 3_600 * SECOND;
const TICK = 15 * SECOND;
const MARGIN = 0.05;

const config = (clock: TestClock): Omit<SimulatedFeedOptions, 'apply'> => ({
  clock,
  seed: 'simulated-feed-test',
  anchor: T0,
  // A football match in about two minutes of the clock: a tick every 15 s is 15 simulated minutes.
  acceleration: 60,
  margin: MARGIN,
  aliveEveryMs: TICK,
  schedule: { liveNow: 4, soon: 4, soonEveryMs: 5 * 60 * SECOND, perDay: 2, days: 1 },
});

type View = Awaited<ReturnType<typeof eventView>>;

let database: TestDatabase;
let clock: TestClock;
const outcomes: FeedOutcome[] = [];
const sent: FeedMessageInput[] = [];
/** The tick times of the run, in order (replayed after the restart). */
const ticks: number[] = [];
/** What the book showed for each event at each tick. */
const seen = new Map<string, { at: number; view: View }[]>();
let feed: ReturnType<typeof createSimulatedFeed>;
/** The football stop observed, and the book at it and right after it. */
let stopCheck: { event: string; during: View; after: View } | undefined;
/** The sandbox's script, read before a single tick. */
let scriptAtStart: ReturnType<typeof feed.script> = [];

async function eventView(feedId: string) {
  const [event] = await database.db.select().from(sportEvents).where(eq(sportEvents.feedId, feedId));
  if (!event) return undefined;
  const markets = await database.db.select().from(sportMarkets).where(eq(sportMarkets.eventId, event.id));
  const rows = await database.db
    .select({ outcome: sportOutcomes })
    .from(sportOutcomes)
    .innerJoin(sportMarkets, eq(sportMarkets.id, sportOutcomes.marketId))
    .where(eq(sportMarkets.eventId, event.id));
  return {
    ...event,
    markets: markets.map((m) => ({
      key: m.marketKey,
      specifiers: m.specifiers,
      status: m.status,
      outcomes: rows.filter((r) => r.outcome.marketId === m.id).map((r) => r.outcome),
    })),
  };
}

function market(view: View, key: string, specifiers = '') {
  const found = view?.markets.find((m) => m.key === key && m.specifiers === specifiers);
  if (!found) throw new Error(`no market ${key} ${specifiers} on ${view?.feedId}`);
  return found;
}

/** Seconds from a 'mm:ss' match clock. */
const clockSeconds = (matchTime: string | null) => {
  const [minutes, seconds] = (matchTime ?? '0:0').split(':').map(Number);
  return minutes! * 60 + seconds!;
};

const overround = (odds: (string | null)[]) => odds.reduce((sum, o) => sum + 1 / Number(o), 0);

beforeAll(async () => {
  database = await createTestDatabase();
  clock = testClock(new Date(T0));
  const processor = createFeedProcessor({
    repo: createFeedRepo(database.db),
    clock,
    aliveWindowMs: 2 * TICK,
  });
  feed = createSimulatedFeed({
    ...config(clock),
    apply: async (message) => {
      sent.push(message);
      const outcome = await processor.apply(message);
      outcomes.push(outcome);
      return outcome;
    },
  });

  // Every TICK for an hour, plus a tick inside the first football bet stop that a regular tick would
  // miss, and one the moment it ends.
  const fixtures = feed.fixtures();
  scriptAtStart = feed.script(T0, HOUR);
  const football = fixtures.filter((f) => f.sport === 'football' && f.kickoff > T0 && f.endsAt < T0 + HOUR);
  const stop = football.flatMap((f) => f.stops.map((s) => ({ ...s, event: f.event })))[2]!;
  const during = Math.floor((stop.from + stop.to) / 2);
  const regular = Array.from({ length: HOUR / TICK + 1 }, (_, i) => T0 + i * TICK);
  ticks.push(...[...regular, during, stop.to].sort((a, b) => a - b));

  for (const at of ticks) {
    clock.set(new Date(at));
    await feed.tick(at);
    for (const fixture of fixtures) {
      // Every fixture as the first tick left it; football matches all through their play.
      const watched = fixture.sport === 'football' && at >= fixture.kickoff && at <= fixture.endsAt;
      if (at !== T0 && !watched) continue;
      const view = await eventView(fixture.event);
      seen.set(fixture.event, [...(seen.get(fixture.event) ?? []), { at, view }]);
    }
    if (at === during)
      stopCheck = { event: stop.event, during: await eventView(stop.event), after: undefined };
    if (at === stop.to) stopCheck!.after = await eventView(stop.event);
  }
});
afterAll(() => database.close());

describe('the simulated feed, played for an hour against the feed processor', () => {
  it('is taken by the processor message by message: nothing unknown, stale or repeated', () => {
    expect(sent.length).toBeGreaterThan(100);
    expect(new Set(outcomes)).toEqual(new Set(['applied']));
    expect(new Set(sent.map((m) => m.id)).size).toBe(sent.length);
    const kinds = new Set(sent.map((m) => m.type));
    expect(kinds).toEqual(new Set(['alive', 'fixture_change', 'odds_change', 'bet_stop', 'bet_settlement']));
  });

  it('lists fixtures of Süper Lig, Premier League, EuroLeague and ATP in three sports', async () => {
    const rows = await database.db
      .select({
        sport: sportSports.feedId,
        category: sportCategories.name,
        tournament: sportTournaments.name,
      })
      .from(sportEvents)
      .innerJoin(sportTournaments, eq(sportTournaments.id, sportEvents.tournamentId))
      .innerJoin(sportCategories, eq(sportCategories.id, sportTournaments.categoryId))
      .innerJoin(sportSports, eq(sportSports.id, sportCategories.sportId));
    expect(rows.length).toBe(feed.fixtures().length);
    expect(new Set(rows.map((r) => r.sport))).toEqual(new Set(['sr:sport:1', 'sr:sport:2', 'sr:sport:5']));
    expect(new Set(rows.map((r) => r.tournament.en))).toEqual(
      new Set(['Super Lig', 'Premier League', 'EuroLeague', 'ATP Tour']),
    );
    expect(rows.find((r) => r.tournament.en === 'Super Lig')?.category).toEqual({
      tr: 'Türkiye',
      en: 'Türkiye',
    });
  });

  it('offers pre-match markets with sensible odds and the configured margin', () => {
    const upcoming = feed.fixtures().filter((f) => f.kickoff > T0 + 2 * TICK);
    expect(new Set(upcoming.map((f) => f.sport)).size).toBeGreaterThanOrEqual(2);
    for (const fixture of upcoming) {
      // The book as it stood at the first tick, before kick-off.
      const view = seen.get(fixture.event)?.[0]?.view ?? undefined;
      if (!view) continue;
      expect(view.status).toBe(EventStatus.NotStarted);
      expect(view.markets.length).toBeGreaterThan(0);
      for (const m of view.markets) {
        expect(m.status, `${fixture.event} ${m.key} ${m.specifiers}`).toBe(MarketStatus.Active);
        for (const o of m.outcomes.filter((o) => o.active)) {
          expect(Number(o.odds)).toBeGreaterThanOrEqual(1.01);
          expect(Number(o.odds)).toBeLessThanOrEqual(500);
        }
      }
      const main = { football: '1x2', basketball: 'moneyline', tennis: 'match_winner' }[fixture.sport];
      const odds = market(view, main).outcomes.map((o) => o.odds);
      expect(overround(odds)).toBeCloseTo(1 + MARGIN, 1);
      expect(Math.abs(overround(odds) - (1 + MARGIN))).toBeLessThan(0.02);
    }
    // Upcoming fixtures were looked at before kick-off at least once.
    expect(upcoming.some((f) => seen.get(f.event)?.[0]?.view?.status === EventStatus.NotStarted)).toBe(true);
  });

  it('plays a football match live: the clock runs, goals go in, the odds move', () => {
    const football = feed
      .fixtures()
      .filter((f) => f.sport === 'football' && f.kickoff > T0 && f.endsAt < T0 + HOUR);
    expect(football.length).toBeGreaterThan(0);
    let goalsSeenLive = 0;
    for (const fixture of football) {
      const live = (seen.get(fixture.event) ?? [])
        .map((s) => s.view!)
        .filter((v) => v?.status === EventStatus.Live);
      expect(live.length, fixture.event).toBeGreaterThanOrEqual(4);
      expect(live[0]!.period).toBe('1st_half');
      expect(clockSeconds(live.at(-1)!.matchTime)).toBeGreaterThan(clockSeconds(live[0]!.matchTime));
      const goals = live.map((v) => v.homeScore! + v.awayScore!);
      goals.forEach((g, i) => expect(g).toBeGreaterThanOrEqual(goals[i - 1] ?? 0));
      goalsSeenLive += goals.at(-1)! - goals[0]!;
      const home = new Set(live.map((v) => market(v, '1x2').outcomes.find((o) => o.outcomeId === '1')!.odds));
      expect(home.size).toBeGreaterThan(1);
    }
    expect(goalsSeenLive).toBeGreaterThan(0);
  });

  it('suspends the markets during a dangerous moment and reopens them after', () => {
    expect(sent.some((m) => m.type === 'bet_stop' && m.event === stopCheck!.event)).toBe(true);
    const during = stopCheck!.during!;
    const after = stopCheck!.after!;
    expect(during.status).toBe(EventStatus.Live);
    const shown = (v: View) => v!.markets.filter((m) => m.status !== MarketStatus.Inactive);
    expect(shown(during).length).toBeGreaterThan(0);
    expect(shown(during).every((m) => m.status === MarketStatus.Suspended)).toBe(true);
    expect(after.status).toBe(EventStatus.Live);
    expect(market(after, '1x2').status).toBe(MarketStatus.Active);
    expect(shown(after).every((m) => m.status === MarketStatus.Active)).toBe(true);
  });

  it('ends matches and settles every market, one winner where one must win', async () => {
    const finished = feed.fixtures().filter((f) => f.endsAt <= T0 + HOUR);
    expect(new Set(finished.map((f) => f.sport))).toEqual(new Set(['football', 'basketball', 'tennis']));
    for (const fixture of finished) {
      const view = (await eventView(fixture.event))!;
      expect(view.status).toBe(EventStatus.Ended);
      expect(view.markets.length).toBeGreaterThan(0);
      for (const m of view.markets) {
        expect(m.status, `${fixture.event} ${m.key} ${m.specifiers}`).toBe(MarketStatus.Settled);
        expect(m.outcomes.every((o) => o.result === 0 || o.result === 1)).toBe(true);
      }
      const winners = (key: string, specifiers = '') =>
        market(view, key, specifiers)
          .outcomes.filter((o) => o.result === 1)
          .map((o) => o.outcomeId);
      if (fixture.sport === 'football') {
        const home = view.homeScore!;
        const away = view.awayScore!;
        expect(winners('1x2')).toEqual([home > away ? '1' : home === away ? 'X' : '2']);
        expect(winners('total', 'total=2.5')).toEqual([home + away > 2.5 ? 'over' : 'under']);
        expect(winners('correct_score')).toHaveLength(1);
        expect(winners('double_chance')).toHaveLength(2);
      }
      if (fixture.sport === 'basketball') {
        expect(winners('moneyline')).toEqual([view.homeScore! > view.awayScore! ? '1' : '2']);
      }
      if (fixture.sport === 'tennis') {
        expect(winners('match_winner')).toEqual([view.homeScore! > view.awayScore! ? '1' : '2']);
        expect(Math.max(view.homeScore!, view.awayScore!)).toBe(2);
      }
    }
  });

  it('knew from the start how its matches end (the dev script): scores and winners as settled', async () => {
    const finished = scriptAtStart.filter((entry) => entry.endsAt <= T0 + HOUR);
    expect(finished.length).toBeGreaterThan(3);
    // Only matches under way or starting within the hour asked for.
    expect(scriptAtStart.every((entry) => entry.kickoff <= T0 + HOUR && entry.endsAt >= T0)).toBe(true);
    for (const entry of finished) {
      const view = (await eventView(entry.event))!;
      expect([view.homeScore, view.awayScore], entry.event).toEqual([entry.homeScore, entry.awayScore]);
      for (const told of entry.winners) {
        const settledWinners = market(view, told.key, told.specifiers)
          .outcomes.filter((o) => o.result === 1 && o.voidFactor === null)
          .map((o) => o.outcomeId)
          .sort();
        expect(settledWinners, `${entry.event} ${told.key} ${told.specifiers}`).toEqual([...told.won].sort());
      }
    }
  });

  it('replayed after a restart (a new processor over the same book), every message is a duplicate', async () => {
    const before = await database.db.select().from(sportOutcomes);
    const restarted = createFeedProcessor({
      repo: createFeedRepo(database.db),
      clock,
      aliveWindowMs: 2 * TICK,
    });
    const replayed: FeedOutcome[] = [];
    const again = createSimulatedFeed({
      ...config(clock),
      apply: async (message) => {
        const outcome = await restarted.apply(message);
        replayed.push(outcome);
        return outcome;
      },
    });
    for (const at of ticks) await again.tick(at);
    expect(replayed.length).toBe(sent.length);
    expect(new Set(replayed)).toEqual(new Set(['duplicate']));
    expect(await database.db.select().from(sportOutcomes)).toEqual(before);
  });
});
