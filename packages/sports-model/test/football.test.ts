import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARGIN,
  expectedGoals,
  footballMarkets,
  MIN_ODDS,
  priceFootball,
  type FootballTeams,
} from '../src/index.ts';
import { expectFairSums, expectOverround, oddsOf, probabilityOf } from './market-checks.ts';

const average = { attack: 1, defence: 1 };
const strong = { attack: 1.35, defence: 1.25 };
const weak = { attack: 0.8, defence: 0.85 };
const evenMatch: FootballTeams = { home: average, away: average };
const strongHome: FootballTeams = { home: strong, away: weak };
const strongAway: FootballTeams = { home: weak, away: strong };

const live = (homeGoals: number, awayGoals: number, minute: number) => ({
  live: { homeGoals, awayGoals, minute },
});

describe('football: the model', () => {
  it('gives the home side its advantage and keeps the total near the league average', () => {
    const goals = expectedGoals(evenMatch);
    expect(goals.home).toBeGreaterThan(goals.away);
    expect(goals.home + goals.away).toBeCloseTo(2.7, 1);
    expect(expectedGoals(evenMatch, { homeAdvantage: 1 })).toEqual({ home: 1.35, away: 1.35 });
  });

  it('reads attack as goals scored and defence as goals kept out', () => {
    const base = expectedGoals(evenMatch);
    expect(expectedGoals({ home: { attack: 1.2, defence: 1 }, away: average }).home).toBeCloseTo(
      base.home * 1.2,
      12,
    );
    expect(expectedGoals({ home: average, away: { attack: 1, defence: 1.25 } }).home).toBeCloseTo(
      base.home / 1.25,
      12,
    );
    expect(expectedGoals({ home: { attack: 1, defence: 0.8 }, away: average }).away).toBeCloseTo(
      base.away / 0.8,
      12,
    );
  });

  it('prices every market with fair probabilities summing to 1, before kick-off and in play', () => {
    for (const options of [{}, live(0, 0, 30), live(1, 2, 60), live(2, 0, 89), live(3, 3, 95)]) {
      expectFairSums(footballMarkets(strongHome, options));
      expectFairSums(footballMarkets(evenMatch, options));
    }
  });

  it('carries an overround of 1 + margin on the priced markets', () => {
    expect(expectOverround(priceFootball(evenMatch), DEFAULT_MARGIN)).toBeGreaterThan(8);
    expect(expectOverround(priceFootball(strongHome, { margin: 0.08 }), 0.08)).toBeGreaterThan(8);
    expect(expectOverround(priceFootball(strongHome, live(1, 1, 60)), DEFAULT_MARGIN)).toBeGreaterThan(4);
  });

  it('offers the same markets, under stable keys and ids, before every match', () => {
    const shape = priceFootball(evenMatch).map(
      (market) =>
        `${market.key}${JSON.stringify(market.specifiers ?? {})}:${market.outcomes.map((o) => o.id).join(',')}`,
    );
    expect(shape.slice(0, 2)).toEqual(['1x2{}:1,X,2', 'double_chance{}:1X,12,X2']);
    expect(shape).toContain('total{"total":"2.5"}:over,under');
    expect(shape).toContain('btts{}:yes,no');
    expect(shape).toContain('handicap{"hcp":"-1"}:1,X,2');
    expect(shape).toContain('handicap{"hcp":"+1"}:1,X,2');
    expect(shape).toContain('ht_1x2{}:1,X,2');
    expect(shape.filter((line) => line.startsWith('total'))).toHaveLength(6);
    const correctScore = priceFootball(evenMatch).find((market) => market.key === 'correct_score');
    expect(correctScore?.outcomes.map((o) => o.id)).toHaveLength(26);
    expect(correctScore?.outcomes.at(-1)?.id).toBe('other');
    expect(priceFootball(strongAway).map((market) => market.key)).toEqual(
      priceFootball(evenMatch).map((market) => market.key),
    );
  });

  it('is deterministic', () => {
    expect(priceFootball(strongHome, live(1, 0, 70))).toEqual(priceFootball(strongHome, live(1, 0, 70)));
  });

  it('gives the stronger team the shorter odds, home or away', () => {
    const home = priceFootball(strongHome);
    expect(oddsOf(home, '1x2', '1')!).toBeLessThan(oddsOf(home, '1x2', '2')!);
    const away = priceFootball(strongAway);
    expect(oddsOf(away, '1x2', '2')!).toBeLessThan(oddsOf(away, '1x2', '1')!);
    expect(oddsOf(away, 'ht_1x2', '2')!).toBeLessThan(oddsOf(away, 'ht_1x2', '1')!);
  });

  it('keeps a goalless match open: over 0.5 is likely but not certain', () => {
    for (const options of [{}, live(0, 0, 80)]) {
      const over = probabilityOf(footballMarkets(evenMatch, options), 'total', 'over', { total: '0.5' });
      expect(over).toBeGreaterThan(0);
      expect(over).toBeLessThan(1);
      expect(oddsOf(priceFootball(evenMatch, options), 'total', 'under', { total: '0.5' })).not.toBeNull();
    }
  });

  it('prices fewer goals and more draws in the first half', () => {
    const fair = footballMarkets(evenMatch);
    expect(probabilityOf(fair, 'ht_1x2', 'X')).toBeGreaterThan(probabilityOf(fair, '1x2', 'X'));
  });
});

describe('football: in play', () => {
  it('at 89 minutes with the home side 2-0 up prices the home win at the minimum and settles the low lines', () => {
    const markets = priceFootball(evenMatch, live(2, 0, 89));
    expect(oddsOf(markets, '1x2', '1')).toBe(MIN_ODDS);
    for (const total of ['0.5', '1.5']) {
      expect(oddsOf(markets, 'total', 'over', { total })).toBeNull();
      expect(oddsOf(markets, 'total', 'under', { total })).toBeNull();
    }
    expect(oddsOf(markets, 'total', 'over', { total: '2.5' })).not.toBeNull();
    expect(oddsOf(markets, 'correct_score', '1:0')).toBeNull();
    expect(oddsOf(markets, 'correct_score', '2:0')).toBe(MIN_ODDS);
  });

  it('moves the leader towards certainty as the clock runs', () => {
    const homeWin = (minute: number) =>
      probabilityOf(footballMarkets(evenMatch, live(1, 0, minute)), '1x2', '1');
    expect(homeWin(20)).toBeLessThan(homeWin(60));
    expect(homeWin(60)).toBeLessThan(homeWin(85));
    expect(homeWin(0)).toBeGreaterThan(probabilityOf(footballMarkets(evenMatch), '1x2', '1'));
  });

  it('treats stoppage time as the 90th minute, when every result is settled', () => {
    const markets = priceFootball(strongHome, live(1, 1, 94));
    expect(markets).toEqual(priceFootball(strongHome, live(1, 1, 90)));
    for (const market of markets) for (const outcome of market.outcomes) expect(outcome.odds).toBeNull();
  });

  it('prices half-time 1X2 from the score only during the first half', () => {
    const firstHalf = footballMarkets(evenMatch, live(1, 0, 40));
    expect(probabilityOf(firstHalf, 'ht_1x2', '1')).toBeGreaterThan(0.8);
    expect(footballMarkets(evenMatch, live(1, 0, 45)).some((market) => market.key === 'ht_1x2')).toBe(false);
  });

  it('settles both teams to score once both have scored', () => {
    const markets = priceFootball(evenMatch, live(1, 1, 30));
    expect(oddsOf(markets, 'btts', 'yes')).toBeNull();
    expect(oddsOf(markets, 'btts', 'no')).toBeNull();
  });

  it('refuses a score or clock that cannot be', () => {
    expect(() => footballMarkets(evenMatch, live(-1, 0, 10))).toThrow(RangeError);
    expect(() => footballMarkets(evenMatch, live(0.5, 0, 10))).toThrow(RangeError);
    expect(() => footballMarkets(evenMatch, live(0, 0, -1))).toThrow(RangeError);
    expect(() => footballMarkets({ home: { attack: 0, defence: 1 }, away: average })).toThrow(RangeError);
  });
});
