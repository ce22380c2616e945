import { describe, expect, it } from 'vitest';
import {
  BET_LEVELS_MINOR,
  evaluateLine,
  exactRtp,
  LINES,
  PUBLISHED_RTP,
  REEL_STRIPS,
  seededRng,
  spin,
  spinMultiplier,
  WILD,
} from '../src/index.ts';

const [NAZAR, CAY, LOKUM, KAHVE] = [1, 2, 3, 6];

describe('Lale Bahçesi: a line', () => {
  it('pays the leftmost run only, three or more', () => {
    expect(evaluateLine([NAZAR, NAZAR, NAZAR, CAY, NAZAR])).toEqual({
      symbol: NAZAR,
      count: 3,
      multiplier: 20,
    });
    expect(evaluateLine([CAY, NAZAR, NAZAR, NAZAR, NAZAR]).multiplier).toBe(0);
    expect(evaluateLine([NAZAR, NAZAR, CAY, CAY, CAY]).multiplier).toBe(0);
  });

  it('lets the tulip stand in for the line symbol, and pays tulips alone when that is better', () => {
    expect(evaluateLine([WILD, LOKUM, WILD, LOKUM, KAHVE])).toEqual({
      symbol: LOKUM,
      count: 4,
      multiplier: 35,
    });
    expect(evaluateLine([WILD, WILD, WILD, KAHVE, CAY])).toEqual({ symbol: WILD, count: 3, multiplier: 40 });
    expect(evaluateLine([WILD, WILD, WILD, WILD, WILD])).toEqual({
      symbol: WILD,
      count: 5,
      multiplier: 1000,
    });
  });
});

describe('Lale Bahçesi: a spin', () => {
  it('pays line bets in integer minor units and sums them', () => {
    const rng = seededRng(7);
    for (let i = 0; i < 2_000; i += 1) {
      const stake = BET_LEVELS_MINOR[i % BET_LEVELS_MINOR.length]!;
      const outcome = spin(rng, stake);
      expect(outcome.grid).toHaveLength(5);
      const sum = outcome.lineWins.reduce((total, win) => total + win.winMinor, 0n);
      expect(outcome.totalWinMinor).toBe(sum);
      for (const win of outcome.lineWins) expect(win.winMinor % (stake / BigInt(LINES.length))).toBe(0n);
    }
  });

  it('draws every stop of every reel (no stop is out of reach)', () => {
    const rng = seededRng(11);
    const seen = REEL_STRIPS.map(() => new Set<number>());
    for (let i = 0; i < 5_000; i += 1) spin(rng, 100n).stops.forEach((stop, reel) => seen[reel]!.add(stop));
    seen.forEach((stops, reel) => expect(stops.size).toBe(REEL_STRIPS[reel]!.length));
  });
});

describe('Lale Bahçesi: return to player', () => {
  it('publishes the exact figure its tables give', () => {
    expect(Math.abs(exactRtp().percent - PUBLISHED_RTP)).toBeLessThan(0.005);
  });

  it('returns the published figure within 0.5 points over 1,000,000 spins with a fixed seed', () => {
    const rng = seededRng(20261124);
    const spins = 1_000_000;
    let paid = 0;
    for (let i = 0; i < spins; i += 1) paid += spinMultiplier(rng);
    // Each spin stakes 10 line bets; spinMultiplier answers the pay in line bets.
    const rtp = (paid / (spins * LINES.length)) * 100;
    expect(Math.abs(rtp - PUBLISHED_RTP)).toBeLessThan(0.5);
  });
});
