import { describe, expect, it } from 'vitest';
import {
  doubleStake,
  halveStake,
  maxStake,
  openingStake,
  stakeProblem,
  stepLevel,
  type StakeLimits,
} from '../src/shell/stake.ts';

const free: StakeLimits = { minMinor: 100n, maxMinor: 500_000n, levelsMinor: null };
const levels: StakeLimits = {
  minMinor: 20n,
  maxMinor: 10_000n,
  levelsMinor: [20n, 50n, 100n, 500n, 10_000n],
};

describe('the stake arithmetic', () => {
  it('halves and doubles within the limits', () => {
    expect(halveStake(1_000n, free)).toBe(500n);
    expect(halveStake(150n, free)).toBe(100n); // 75 would be under the minimum
    expect(halveStake(301n, free)).toBe(150n); // floored to the kuruş
    expect(doubleStake(1_000n, free, null)).toBe(2_000n);
    expect(doubleStake(300_000n, free, null)).toBe(500_000n);
    expect(doubleStake(3_000n, free, 4_000n)).toBe(4_000n); // not past the balance
  });

  it('gives the largest stake the balance allows, never below the minimum', () => {
    expect(maxStake(free, null)).toBe(500_000n);
    expect(maxStake(free, 1_000_000n)).toBe(500_000n);
    expect(maxStake(free, 12_345n)).toBe(12_345n);
    expect(maxStake(free, 50n)).toBe(100n);
  });

  it('steps through stake levels from the nearest one', () => {
    expect(stepLevel(50n, levels.levelsMinor!, 1)).toBe(100n);
    expect(stepLevel(50n, levels.levelsMinor!, -1)).toBe(20n);
    expect(stepLevel(20n, levels.levelsMinor!, -1)).toBe(20n);
    expect(stepLevel(10_000n, levels.levelsMinor!, 1)).toBe(10_000n);
    expect(stepLevel(90n, levels.levelsMinor!, 1)).toBe(500n); // nearest is 100
    expect(openingStake(levels)).toBe(20n);
    expect(openingStake(free)).toBe(100n);
  });

  it('names what is wrong with a stake', () => {
    expect(stakeProblem(null, free, null)).toBe('invalid');
    expect(stakeProblem(0n, free, null)).toBe('invalid');
    expect(stakeProblem(99n, free, null)).toBe('range');
    expect(stakeProblem(500_001n, free, null)).toBe('range');
    expect(stakeProblem(1_000n, free, 999n)).toBe('balance');
    expect(stakeProblem(1_000n, free, 1_000n)).toBeNull();
    expect(stakeProblem(60n, levels, null)).toBe('range'); // not a level
    expect(stakeProblem(500n, levels, null)).toBeNull();
  });
});
