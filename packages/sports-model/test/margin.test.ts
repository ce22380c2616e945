import { describe, expect, it } from 'vitest';
import {
  applyMargin,
  DEFAULT_MARGIN,
  MAX_ODDS,
  MIN_ODDS,
  oddsFromProbability,
  overround,
} from '../src/index.ts';

describe('margin', () => {
  it('defaults to 5%', () => {
    expect(DEFAULT_MARGIN).toBe(0.05);
  });

  it('applies the margin in proportion to probability, rounded to two decimals', () => {
    expect(applyMargin([0.5, 0.5])).toEqual([1.9, 1.9]);
    expect(applyMargin([0.5, 0.5], 0)).toEqual([2, 2]);
    expect(applyMargin([0.45, 0.3, 0.25])).toEqual([2.12, 3.17, 3.81]);
    expect(overround(applyMargin([0.45, 0.3, 0.25]))).toBeCloseTo(1.05, 2);
  });

  it('clamps to the shortest and longest prices offered', () => {
    expect(oddsFromProbability(0.999)).toBe(MIN_ODDS);
    expect(oddsFromProbability(1e-6)).toBe(MAX_ODDS);
  });

  it('does not offer an outcome that cannot happen', () => {
    expect(oddsFromProbability(0)).toBeNull();
    expect(oddsFromProbability(1e-12)).toBeNull();
    expect(applyMargin([1, 0])).toEqual([MIN_ODDS, null]);
    expect(overround([null, 2])).toBe(0.5);
  });

  it('refuses a negative margin', () => {
    expect(() => applyMargin([0.5, 0.5], -0.1)).toThrow(RangeError);
  });
});
