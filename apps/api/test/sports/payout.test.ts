import { describe, expect, it } from 'vitest';
import {
  betPayout,
  combinations,
  legFactor,
  lineCount,
  type LegResult,
} from '../../src/modules/sports/index.ts';

/* What a bet pays (issue #13): void and dead-heat factors, accumulators, system bets — exact, rounded down. */

const won: LegResult = { state: 'settled', won: true, voidFactor: null, deadHeatFactor: null };
const lost: LegResult = { state: 'settled', won: false, voidFactor: null, deadHeatFactor: null };
const open: LegResult = { state: 'open' };
const cancelled: LegResult = { state: 'cancelled' };

describe('a leg', () => {
  it('pays the odds when won, nothing when lost, the stake back when cancelled', () => {
    expect(betPayout(1_000n, [legFactor('2.10', won)], null)).toBe(2_100n);
    expect(betPayout(1_000n, [legFactor('2.10', lost)], null)).toBe(0n);
    expect(betPayout(1_000n, [legFactor('2.10', cancelled)], null)).toBe(1_000n);
    expect(betPayout(1_000n, [legFactor('2.10', open)], null)).toBeUndefined();
  });

  it('refunds the void share and pays the rest by result; a dead heat divides the win', () => {
    const halfVoidWon: LegResult = { state: 'settled', won: true, voidFactor: '0.500', deadHeatFactor: null };
    const halfVoidLost: LegResult = {
      state: 'settled',
      won: false,
      voidFactor: '0.500',
      deadHeatFactor: null,
    };
    const deadHeat: LegResult = { state: 'settled', won: true, voidFactor: null, deadHeatFactor: '0.50000' };
    expect(betPayout(1_000n, [legFactor('1.85', halfVoidWon)], null)).toBe(1_425n);
    expect(betPayout(1_000n, [legFactor('1.85', halfVoidLost)], null)).toBe(500n);
    expect(betPayout(1_000n, [legFactor('3.00', deadHeat)], null)).toBe(1_500n);
  });
});

describe('an accumulator', () => {
  it('multiplies its legs, a cancelled leg counting 1, and is lost as soon as one leg loses', () => {
    expect(betPayout(1_000n, [legFactor('2.00', won), legFactor('1.50', won)], null)).toBe(3_000n);
    expect(betPayout(1_000n, [legFactor('2.00', won), legFactor('1.50', cancelled)], null)).toBe(2_000n);
    expect(betPayout(1_000n, [legFactor('2.00', lost), legFactor('1.50', open)], null)).toBe(0n);
    expect(betPayout(1_000n, [legFactor('2.00', won), legFactor('1.50', open)], null)).toBeUndefined();
    // Rounded down once, at the end: 333 × 1.33 × 1.33 = 589.0437.
    expect(betPayout(333n, [legFactor('1.33', won), legFactor('1.33', won)], null)).toBe(589n);
  });
});

describe('a system bet', () => {
  it('stakes each combination equally and adds up what each pays', () => {
    expect(lineCount(3, 2)).toBe(3);
    expect(lineCount(5, 3)).toBe(10);
    expect(combinations([1, 2, 3], 2)).toEqual([
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    // 2/3 at 2.00, 3.00, 4.00, stake 300 (100 a line), the 4.00 leg lost: only 2.00 × 3.00 pays, 600.
    const legs = [legFactor('2.00', won), legFactor('3.00', won), legFactor('4.00', lost)];
    expect(betPayout(300n, legs, 2)).toBe(600n);
    // All won: 100 × (6 + 8 + 12) = 2,600.
    expect(betPayout(300n, [legFactor('2.00', won), legFactor('3.00', won), legFactor('4.00', won)], 2)).toBe(
      2_600n,
    );
    expect(
      betPayout(300n, [legFactor('2.00', won), legFactor('3.00', open), legFactor('4.00', lost)], 2),
    ).toBeUndefined();
  });
});
