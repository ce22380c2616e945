import { describe, expect, it } from 'vitest';
import {
  basketballMarkets,
  DEFAULT_MARGIN,
  priceBasketball,
  projectBasketball,
  type BasketballTeams,
} from '../src/index.ts';
import { expectFairSums, expectOverround, oddsOf, probabilityOf } from './market-checks.ts';

const average = { offence: 113, defence: 113 };
const strong = { offence: 119, defence: 108 };
const evenGame: BasketballTeams = { home: average, away: average };
const strongHome: BasketballTeams = { home: strong, away: average };
const strongAway: BasketballTeams = { home: average, away: strong };

const live = (homePoints: number, awayPoints: number, secondsRemaining: number) => ({
  live: { homePoints, awayPoints, secondsRemaining },
});

describe('basketball: the model', () => {
  it('projects margin and total from the ratings and the home court', () => {
    const projection = projectBasketball(strongHome, { homeAdvantage: 3 });
    expect(projection.margin.mean).toBeCloseTo(6 + 5 + 3, 9);
    expect(projection.total.mean).toBeCloseTo(119 + 113 - 113 + 113 + 108 - 113, 9);
  });

  it('prices every market with fair probabilities summing to 1, whole-number lines included', () => {
    const lines = { spreadLines: [-7, -6.5, 0, 3], totalLines: [220, 224.5] };
    for (const options of [lines, { ...lines, ...live(50, 48, 1200) }, live(101, 99, 20), live(99, 99, 0)]) {
      expectFairSums(basketballMarkets(strongHome, options));
    }
  });

  it('carries an overround of 1 + margin', () => {
    const options = { spreadLines: [-10.5, -4, 2.5], totalLines: [215.5, 230] };
    expect(expectOverround(priceBasketball(strongHome, options), DEFAULT_MARGIN)).toBe(6);
    expect(expectOverround(priceBasketball(evenGame, { margin: 0.04 }), 0.04)).toBe(3);
  });

  it('offers moneyline, spread and total under stable keys', () => {
    const markets = priceBasketball(strongHome, { spreadLines: [-5.5], totalLines: [224.5] });
    expect(markets.map((m) => [m.key, m.specifiers ?? {}, m.outcomes.map((o) => o.id)])).toEqual([
      ['moneyline', {}, ['1', '2']],
      ['spread', { hcp: '-5.5' }, ['1', '2']],
      ['total', { total: '224.5' }, ['over', 'under']],
    ]);
  });

  it('puts the default lines near an even split', () => {
    const fair = basketballMarkets(strongHome);
    for (const market of fair.filter((m) => m.key !== 'moneyline')) {
      expect(Math.abs((market.outcomes[0]?.probability ?? 0) - 0.5)).toBeLessThan(0.05);
    }
  });

  it('gives the stronger team the shorter odds, home or away', () => {
    const home = priceBasketball(strongHome);
    expect(oddsOf(home, 'moneyline', '1')!).toBeLessThan(oddsOf(home, 'moneyline', '2')!);
    const away = priceBasketball(strongAway);
    expect(oddsOf(away, 'moneyline', '2')!).toBeLessThan(oddsOf(away, 'moneyline', '1')!);
  });

  it('calls an even game at home a home favourite, and neutral even', () => {
    expect(probabilityOf(basketballMarkets(evenGame), 'moneyline', '1')).toBeGreaterThan(0.5);
    expect(probabilityOf(basketballMarkets(evenGame, { homeAdvantage: 0 }), 'moneyline', '1')).toBeCloseTo(
      0.5,
      12,
    );
  });

  it('treats a push on a whole-number line as no bet', () => {
    const fair = basketballMarkets(evenGame, { homeAdvantage: 0, spreadLines: [0] });
    expect(probabilityOf(fair, 'spread', '1', { hcp: '0' })).toBeCloseTo(0.5, 12);
  });
});

describe('basketball: in play', () => {
  it('shortens the favourite as it holds a lead towards the end', () => {
    const chance = (seconds: number) =>
      probabilityOf(basketballMarkets(evenGame, live(90, 86, seconds)), 'moneyline', '1');
    const odds = (seconds: number) =>
      oddsOf(priceBasketball(evenGame, live(90, 86, seconds)), 'moneyline', '1')!;
    expect(chance(1440)).toBeLessThan(chance(600));
    expect(chance(600)).toBeLessThan(chance(120));
    expect(chance(120)).toBeLessThan(chance(10));
    expect(odds(600)).toBeLessThan(odds(1440));
    expect(odds(120)).toBeLessThan(odds(600));
    expect(odds(10)).toBeLessThanOrEqual(odds(120));
  });

  it('lets a late lead outweigh pre-game strength', () => {
    const underdogLeads = probabilityOf(basketballMarkets(strongHome, live(100, 106, 60)), 'moneyline', '2');
    expect(underdogLeads).toBeGreaterThan(0.9);
  });

  it('settles everything at the buzzer, except a tie that goes to overtime', () => {
    for (const market of priceBasketball(strongHome, live(101, 99, 0))) {
      for (const outcome of market.outcomes) expect(outcome.odds).toBeNull();
    }
    const tied = basketballMarkets(strongHome, live(99, 99, 0));
    expect(probabilityOf(tied, 'moneyline', '1')).toBe(0.5);
  });

  it('refuses a score or clock that cannot be', () => {
    expect(() => basketballMarkets(evenGame, live(-2, 0, 100))).toThrow(RangeError);
    expect(() => basketballMarkets(evenGame, live(10, 0, -1))).toThrow(RangeError);
    expect(() => basketballMarkets(evenGame, { marginSd: 0 })).toThrow(RangeError);
  });
});
