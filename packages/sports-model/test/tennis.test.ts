import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARGIN,
  gameWinProbability,
  priceTennis,
  tennisMarkets,
  tennisWinProbabilities,
  type TennisLiveState,
  type TennisPlayers,
} from '../src/index.ts';
import { expectFairSums, expectOverround, oddsOf } from './market-checks.ts';

const players = (serve1: number, serve2: number): TennisPlayers => ({
  player1: { servePointWin: serve1 },
  player2: { servePointWin: serve2 },
});
const equal = players(0.64, 0.64);
const favourite = players(0.7, 0.6);

const score = (
  sets: [number, number],
  games: [number, number],
  points: [number, number],
  server: '1' | '2',
): { live: TennisLiveState } => ({ live: { sets, games, points, server } });

describe('tennis: the chain', () => {
  it('holds serve as the closed form says', () => {
    expect(gameWinProbability(0.5)).toBeCloseTo(0.5, 12);
    // p⁴(1 + 4q + 10q²) + 20p³q³ · p²/(p² + q²), the textbook hold probability.
    const [p, q] = [0.6, 0.4];
    const closedForm = p ** 4 * (1 + 4 * q + 10 * q * q) + 20 * p ** 3 * q ** 3 * ((p * p) / (p * p + q * q));
    expect(gameWinProbability(p)).toBeCloseTo(closedForm, 12);
    expect(gameWinProbability(0.6, 3, 0)).toBeGreaterThan(gameWinProbability(0.6, 0, 0));
  });

  it('splits equal players 50/50', () => {
    const chances = tennisWinProbabilities(equal);
    expect(chances.match).toBeCloseTo(0.5, 12);
    expect(chances.set).toBeCloseTo(0.5, 12);
    const markets = priceTennis(equal);
    expect(oddsOf(markets, 'match_winner', '1')).toBe(oddsOf(markets, 'match_winner', '2'));
  });

  it('makes the better server the favourite, more so over five sets', () => {
    const threeSets = tennisWinProbabilities(favourite);
    expect(threeSets.match).toBeGreaterThan(0.5);
    expect(threeSets.match).toBeGreaterThan(threeSets.set);
    expect(tennisWinProbabilities(favourite, { bestOf: 5 }).match).toBeGreaterThan(threeSets.match);
    const markets = priceTennis(favourite);
    expect(oddsOf(markets, 'match_winner', '1')!).toBeLessThan(oddsOf(markets, 'match_winner', '2')!);
    const reversed = priceTennis(players(0.6, 0.7));
    expect(oddsOf(reversed, 'match_winner', '2')).toBe(oddsOf(markets, 'match_winner', '1'));
  });

  it('prices markets with fair probabilities summing to 1 and an overround of 1 + margin', () => {
    expectFairSums(tennisMarkets(favourite));
    expectFairSums(tennisMarkets(favourite, score([1, 1], [6, 6], [5, 6], '1')));
    expect(expectOverround(priceTennis(equal), DEFAULT_MARGIN)).toBe(2);
    expect(expectOverround(priceTennis(players(0.66, 0.62)), DEFAULT_MARGIN)).toBe(2);
  });

  it('names the current set in the set winner market', () => {
    expect(priceTennis(equal).map((m) => [m.key, m.specifiers ?? {}])).toEqual([
      ['match_winner', {}],
      ['set_winner', { set: '1' }],
    ]);
    const secondSet = priceTennis(equal, score([1, 0], [2, 3], [1, 0], '2'));
    expect(secondSet[1]?.specifiers).toEqual({ set: '2' });
  });
});

describe('tennis: in play', () => {
  it('gives the same chances whoever serves first in a set (six serves each in any twelve games)', () => {
    for (const pair of [favourite, players(0.55, 0.75)]) {
      const first1 = tennisWinProbabilities(pair, score([1, 0], [0, 0], [0, 0], '1'));
      const first2 = tennisWinProbabilities(pair, score([1, 0], [0, 0], [0, 0], '2'));
      expect(first1.set).toBeCloseTo(first2.set, 12);
      expect(first1.match).toBeCloseTo(first2.match, 12);
      expect(first1.set).toBeCloseTo(tennisWinProbabilities(pair).set, 12);
    }
    // After an odd number of games it does matter: at 5-4 the next server has two of the three games to 6-6.
    const serving = tennisWinProbabilities(favourite, score([0, 0], [5, 4], [0, 0], '1')).set;
    const receiving = tennisWinProbabilities(favourite, score([0, 0], [5, 4], [0, 0], '2')).set;
    expect(serving).toBeGreaterThan(receiving);
  });

  it('values a one-set lead above the start of the match', () => {
    for (const pair of [equal, favourite, players(0.6, 0.7)]) {
      const start = tennisWinProbabilities(pair, score([0, 0], [0, 0], [0, 0], '1')).match;
      const oneUp = tennisWinProbabilities(pair, score([1, 0], [0, 0], [0, 0], '1')).match;
      expect(oneUp).toBeGreaterThan(start);
    }
    expect(tennisWinProbabilities(equal, score([1, 0], [0, 0], [0, 0], '2')).match).toBeCloseTo(0.75, 12);
  });

  it('plays a tiebreak point by point: one point from the set at 6-5', () => {
    // 6-5 in a deciding-set tiebreak, player 2 serving: one point from winning, else back to 6-6 (even).
    const chances = tennisWinProbabilities(equal, score([1, 1], [6, 6], [6, 5], '2'));
    expect(chances.match).toBeCloseTo(0.36 + 0.64 * 0.5, 12);
    expect(chances.set).toBeCloseTo(chances.match, 12);
  });

  it('wins a tiebreak from 5-4 as worked out by hand', () => {
    // Player 1 serves points 10 and 11 of the tiebreak, player 2 the next two
    // (a: player 1 wins a point on own serve, b: on player 2's serve).
    const [a, b] = [0.7, 0.4];
    const fromSixAll = (a * b) / (a * b + (1 - a) * (1 - b));
    const sixFive = b + (1 - b) * fromSixAll;
    const fiveSix = b * fromSixAll;
    const expected = a * (a + (1 - a) * sixFive) + (1 - a) * (a * sixFive + (1 - a) * fiveSix);
    const chances = tennisWinProbabilities(favourite, score([0, 0], [6, 6], [5, 4], '1'));
    expect(chances.set).toBeCloseTo(expected, 12);
  });

  it('follows the score inside a game', () => {
    const breakPoint = tennisWinProbabilities(favourite, score([0, 0], [4, 4], [0, 3], '1')).set;
    const gamePoint = tennisWinProbabilities(favourite, score([0, 0], [4, 4], [3, 0], '1')).set;
    expect(breakPoint).toBeLessThan(gamePoint);
  });

  it('refuses a score that cannot be', () => {
    expect(() => tennisMarkets(equal, score([2, 0], [0, 0], [0, 0], '1'))).toThrow(RangeError);
    expect(() => tennisMarkets(equal, score([0, 0], [6, 4], [0, 0], '1'))).toThrow(RangeError);
    expect(() => tennisMarkets(equal, score([0, 0], [7, 5], [0, 0], '1'))).toThrow(RangeError);
    expect(() => tennisMarkets(equal, score([0, 0], [1, 1], [4, 2], '1'))).toThrow(RangeError);
    expect(() => tennisMarkets(equal, score([0, 0], [6, 6], [7, 5], '1'))).toThrow(RangeError);
    expect(() => tennisMarkets(players(1, 0.6))).toThrow(RangeError);
  });
});
