import {
  basketballMarkets,
  expectedGoals,
  footballMarkets,
  tennisMarkets,
  type FairMarket,
} from '@lale/sports-model';
import { describe, expect, it } from 'vitest';
import { EventStatus, MarketStatus, type FeedMessageInput } from '../../src/modules/sports/index.ts';
import {
  playBasketball,
  playFootball,
  playTennis,
} from '../../src/modules/sports/simulated-feed/match-engine.ts';
import {
  simulateMatch,
  type MatchStatus,
  type SettledMarket,
} from '../../src/modules/sports/simulated-feed/matches.ts';
import { seededRandom } from '../../src/modules/sports/simulated-feed/random.ts';
import {
  scheduleDays,
  type ScheduledFixture,
  type ScheduleOptions,
} from '../../src/modules/sports/simulated-feed/schedule.ts';
import { createSimulatedFeed } from '../../src/modules/sports/simulated-feed/simulator.ts';
import { BASKETBALL_MODEL, FOOTBALL_MODEL } from '../../src/modules/sports/simulated-feed/teams.ts';

/*
 * The simulated feed's parts on their own: the schedule a demo opens with, the match engines against
 * the pricing model they are meant to follow, settlement against the model's decided markets, catching
 * up after a restart, and the timer loop.
 */

const T0 = Date.parse('2026-11-25T18:00:00Z');
const MINUTE = 60_000;
const DEFAULT_SCHEDULE: ScheduleOptions = { seed: 'lale', anchor: T0, acceleration: 10 };

describe('the schedule', () => {
  const fixtures = scheduleDays(DEFAULT_SCHEDULE, 3);

  it('opens with matches in play, more every few minutes, and fixtures for the next days', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(60);
    expect(fixtures.length).toBeLessThanOrEqual(120);
    const live = fixtures.filter((f) => f.kickoff <= T0);
    expect(live.length).toBeGreaterThanOrEqual(3);
    // Under way, not about to end: each started within the last few real minutes.
    for (const f of live) expect(T0 - f.kickoff).toBeLessThan(10 * MINUTE);
    expect(new Set(live.map((f) => f.competition.kind))).toEqual(
      new Set(['football', 'basketball', 'tennis']),
    );
    const firstHour = fixtures.filter((f) => f.kickoff > T0 && f.kickoff <= T0 + 60 * MINUTE);
    expect(firstHour.length).toBeGreaterThanOrEqual(10);
    const days = new Set(fixtures.map((f) => Math.floor((f.kickoff - T0) / (24 * 60 * MINUTE))));
    expect(days).toEqual(new Set([-1, 0, 1, 2, 3]));
    expect(new Set(fixtures.map((f) => f.competition.tournament.id))).toEqual(
      new Set(['sr:tournament:52', 'sr:tournament:17', 'sr:tournament:138', 'sr:tournament:2571']),
    );
  });

  it('has unique event ids, no side playing itself, and is the same every time for one seed and anchor', () => {
    expect(new Set(fixtures.map((f) => f.event)).size).toBe(fixtures.length);
    for (const f of fixtures) {
      expect(f.event).toMatch(/^sr:match:\d+$/);
      expect(f.home).not.toBe(f.away);
    }
    expect(scheduleDays(DEFAULT_SCHEDULE, 3)).toEqual(fixtures);
    const later = scheduleDays({ ...DEFAULT_SCHEDULE, anchor: T0 + MINUTE }, 3);
    expect(later.some((f) => fixtures.some((g) => g.event === f.event))).toBe(false);
  });
});

describe('the match engines', () => {
  const seeds = Array.from({ length: 400 }, (_, i) => i + 1);

  it('football scores about as many goals as the model expects, and the same match from the same seed', () => {
    const teams = { home: { attack: 1.3, defence: 1.1 }, away: { attack: 0.9, defence: 0.95 } };
    const expected = expectedGoals(teams, FOOTBALL_MODEL);
    let home = 0;
    let away = 0;
    for (const seed of seeds) {
      const final = playFootball(teams, seededRandom(seed), FOOTBALL_MODEL).stateAt(Infinity);
      expect(final.phase).toBe('ended');
      home += final.home;
      away += final.away;
    }
    expect(home / seeds.length).toBeGreaterThan(expected.home * 0.85);
    expect(home / seeds.length).toBeLessThan(expected.home * 1.15);
    expect(away / seeds.length).toBeGreaterThan(expected.away * 0.85);
    expect(away / seeds.length).toBeLessThan(expected.away * 1.15);

    const a = playFootball(teams, seededRandom(7), FOOTBALL_MODEL);
    const b = playFootball(teams, seededRandom(7), FOOTBALL_MODEL);
    // Read at different rates, the same match.
    for (let s = 0; s < a.duration; s += 600) b.stateAt(s + 1);
    for (const s of [0, 1_000, 2_800, 4_000, 6_000, a.duration]) expect(a.stateAt(s)).toEqual(b.stateAt(s));
  });

  it('football runs 1st half, half time, 2nd half with a clock that runs only in play', () => {
    const match = playFootball(
      { home: { attack: 1, defence: 1 }, away: { attack: 1, defence: 1 } },
      seededRandom(3),
      FOOTBALL_MODEL,
    );
    expect(match.stateAt(-1).phase).toBe('not_started');
    expect(match.stateAt(600)).toMatchObject({ phase: '1st_half', clock: 600 });
    expect(match.stateAt(2_700 + 300 + 450)).toMatchObject({ phase: 'halftime', clock: 2_700 });
    const late = match.stateAt(match.duration - 60);
    expect(late.phase).toBe('2nd_half');
    expect(late.clock).toBeGreaterThanOrEqual(90 * 60);
    expect(match.stateAt(match.duration).halfTime).toBeDefined();
    // A bet stop is short and inside a half.
    for (const stop of match.stops) expect(stop.to - stop.from).toBeLessThanOrEqual(90);
  });

  it('basketball plays four quarters (overtime while tied) and never ends level', () => {
    const teams = { home: { offence: 84, defence: 78 }, away: { offence: 80, defence: 81 } };
    let total = 0;
    for (const seed of seeds.slice(0, 100)) {
      const match = playBasketball(teams, seededRandom(seed), BASKETBALL_MODEL);
      const final = match.stateAt(match.duration);
      expect(final.phase).toBe('ended');
      expect(final.home).not.toBe(final.away);
      expect(final.clock).toBeGreaterThanOrEqual(40 * 60);
      total += final.home + final.away;
      expect(match.stateAt(30).phase).toBe('1st_quarter');
    }
    expect(total / 100).toBeGreaterThan(150);
    expect(total / 100).toBeLessThan(180);
  });

  it('tennis plays best of three sets with valid set scores', () => {
    const players = { player1: { servePointWin: 0.68 }, player2: { servePointWin: 0.63 } };
    let player1 = 0;
    for (const seed of seeds.slice(0, 200)) {
      const final = playTennis(players, seededRandom(seed)).stateAt(Infinity);
      expect(final.phase).toBe('ended');
      expect(Math.max(...final.sets)).toBe(2);
      expect(final.setScores).toHaveLength(final.sets[0] + final.sets[1]);
      for (const [a, b] of final.setScores) {
        const [won, lost] = [Math.max(a, b), Math.min(a, b)];
        expect(won === 6 ? lost <= 4 : won === 7 && lost >= 5).toBe(true);
      }
      if (final.sets[0] === 2) player1 += 1;
    }
    // The model gives player 1 about 0.75 here.
    const chance = tennisMarkets(players)[0]!.outcomes[0]!.probability;
    expect(Math.abs(player1 / 200 - chance)).toBeLessThan(0.1);
  });
});

/** The outcome a fair market holds certain (the model's result once the match is decided). */
const decided = (market: FairMarket) => market.outcomes.find((o) => o.probability > 1 - 1e-9)?.id;
const specifiersOf = (market: { specifiers?: Record<string, string> }) =>
  JSON.stringify(market.specifiers ?? {});

/** The model's markets at the final score, on the lines the match was settled on (tennis: none). */
function modelAtFinalScore(
  fixture: ScheduledFixture,
  status: MatchStatus,
  settlement: SettledMarket[],
): FairMarket[] {
  const { competition } = fixture;
  switch (competition.kind) {
    case 'football':
      return footballMarkets(
        { home: competition.sides[fixture.home]!, away: competition.sides[fixture.away]! },
        { ...FOOTBALL_MODEL, live: { homeGoals: status.homeScore, awayGoals: status.awayScore, minute: 90 } },
      );
    case 'basketball': {
      const lines = (key: string, name: string) =>
        settlement.filter((m) => m.key === key).map((m) => Number(m.specifiers[name]));
      return basketballMarkets(
        { home: competition.sides[fixture.home]!, away: competition.sides[fixture.away]! },
        {
          ...BASKETBALL_MODEL,
          spreadLines: lines('spread', 'hcp'),
          totalLines: lines('total', 'total'),
          live: { homePoints: status.homeScore, awayPoints: status.awayScore, secondsRemaining: 0 },
        },
      );
    }
    case 'tennis':
      return [];
  }
}

describe('settlement', () => {
  const fixtures = scheduleDays(DEFAULT_SCHEDULE, 3);

  it('agrees with the pricing model at the final score for every market it can decide', () => {
    let checked = 0;
    for (const fixture of fixtures) {
      const match = simulateMatch(fixture);
      const { status, settlement } = match.final();
      expect(status.status).toBe(EventStatus.Ended);
      const model = modelAtFinalScore(fixture, status, settlement);
      for (const market of settlement) {
        const winners = market.outcomes.filter((o) => o.result === 1).map((o) => o.id);
        if (market.key === 'double_chance') {
          expect(winners).toHaveLength(2);
          continue;
        }
        expect(winners, `${fixture.event} ${market.key}`).toHaveLength(1);
        const fair = model.find((m) => m.key === market.key && specifiersOf(m) === specifiersOf(market));
        if (!fair || market.key === 'moneyline') continue;
        expect(winners[0], `${fixture.event} ${market.key} ${specifiersOf(market)}`).toBe(decided(fair));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('settles tennis on sets: the match and every set played', () => {
    const tennis = fixtures.filter((f) => f.competition.kind === 'tennis').map(simulateMatch);
    expect(tennis.length).toBeGreaterThan(3);
    for (const match of tennis) {
      const { status, settlement } = match.final();
      expect(settlement.map((m) => `${m.key}${m.specifiers.set ?? ''}`)).toEqual([
        'match_winner',
        ...Array.from({ length: status.homeScore + status.awayScore }, (_, i) => `set_winner${i + 1}`),
      ]);
      const winner = settlement[0]!.outcomes.find((o) => o.result === 1)!.id;
      const setsWon = settlement
        .slice(1)
        .filter((m) => m.outcomes.find((o) => o.result === 1)!.id === winner);
      expect(setsWon).toHaveLength(2);
    }
  });
});

describe('live prices', () => {
  it('deactivate markets the score has decided and half-time 1X2 after the 45th minute', () => {
    const fixture = scheduleDays(DEFAULT_SCHEDULE, 3).find(
      (f) => f.competition.kind === 'football' && simulateMatch(f).final().status.homeScore >= 2,
    )!;
    const match = simulateMatch(fixture);
    const late = match.live(match.duration - 1, 0.05);
    expect(late.status.period).toBe('2nd_half');
    expect(late.markets.find((m) => m.key === 'ht_1x2')?.status).toBe(MarketStatus.Inactive);
    const total15 = late.markets.find((m) => m.key === 'total' && m.specifiers.total === '1.5')!;
    expect(total15.status).toBe(MarketStatus.Inactive);
    expect(total15.outcomes.every((o) => !o.active && o.odds === undefined)).toBe(true);
    const early = match.live(60, 0.05);
    expect(early.markets.every((m) => m.status === MarketStatus.Active)).toBe(true);
    expect(early.status).toMatchObject({ status: EventStatus.Live, matchTime: '01:00', period: '1st_half' });
  });
});

describe('the simulator', () => {
  const options = { seed: 'restart', anchor: T0, acceleration: 60, schedule: { days: 1 } } as const;
  const collect = () => {
    const messages: FeedMessageInput[] = [];
    return { messages, apply: async (m: FeedMessageInput) => void messages.push(m) };
  };

  it('restarted later, catches up: matches that ended meanwhile are announced ended and settled', async () => {
    const { messages, apply } = collect();
    const feed = createSimulatedFeed({
      ...options,
      apply,
      clock: { now: () => new Date(T0 + 3 * 60 * MINUTE) },
    });
    await feed.tick();
    const ended = feed.fixtures().filter((f) => f.endsAt <= T0 + 3 * 60 * MINUTE);
    expect(ended.length).toBeGreaterThan(5);
    for (const fixture of ended) {
      const own = messages.filter((m) => 'event' in m && m.event === fixture.event);
      expect(own.map((m) => m.id)).toEqual([
        `sim:fixture:${fixture.event}`,
        `sim:ended:${fixture.event}`,
        `sim:settlement:${fixture.event}`,
      ]);
    }
    // Nothing is sent twice by the same feed.
    const count = messages.length;
    await feed.tick();
    expect(messages.length).toBe(count);
  });
});
