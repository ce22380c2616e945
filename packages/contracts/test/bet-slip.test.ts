import { describe, expect, it } from 'vitest';
import {
  combinations,
  lineCount,
  moveAcceptable,
  ODDS_POLICY,
  oddsAcceptable,
  oddsHundredths,
  oddsMove,
  oddsText,
  slipOdds,
  slipPayout,
  stakeSplits,
} from '../src/index.ts';

/* The slip's arithmetic and odds policy, shared by the site's slip and the API's placement. */

describe('odds', () => {
  it.each([
    ['1.85', 185n],
    ['2', 200n],
    ['2.1', 210n],
    [' 10.05 ', 1005n],
    ['12345678.90', 1234567890n],
    ['1.855', null],
    ['1,85', null],
    ['-1.50', null],
    ['', null],
    ['abc', null],
  ])('%j is %s hundredths', (text, hundredths) => {
    expect(oddsHundredths(text)).toBe(hundredths);
  });
});

describe('a system bet', () => {
  it('has C(n, k) lines, 1 without a size, 0 for a size out of range', () => {
    expect(lineCount(3, 2)).toBe(3);
    expect(lineCount(5, 3)).toBe(10);
    expect(lineCount(20, 10)).toBe(184_756);
    expect(lineCount(4, null)).toBe(1);
    expect(lineCount(3, 4)).toBe(0);
    expect(combinations([1, 2, 3], 2)).toEqual([
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(combinations([1, 2], 3)).toEqual([]);
  });

  it('takes a stake that splits evenly over its lines in minor units', () => {
    expect(stakeSplits(3_000n, 3)).toBe(true);
    expect(stakeSplits(1_000n, 3)).toBe(false);
    expect(stakeSplits(1_000n, 0)).toBe(false);
  });
});

describe('total odds', () => {
  it('multiply exactly and show rounded half up to 2 decimals', () => {
    expect(slipOdds(['1.55', '2.10'], null)).toEqual({ n: 32_550n, d: 10_000n });
    expect(oddsText(slipOdds(['1.55', '2.10'], null)!)).toBe('3.26'); // 3.255
    expect(oddsText(slipOdds(['1.01', '1.01', '1.01'], null)!)).toBe('1.03'); // 1.030301
    expect(oddsText(slipOdds(['1.85'], null)!)).toBe('1.85');
    expect(oddsText({ n: 1_004n, d: 1_000n })).toBe('1.00');
  });

  it("of a system bet are the average of its lines' products", () => {
    // 2/3 at 2, 3, 4: (6 + 8 + 12) / 3.
    const odds = slipOdds(['2.00', '3.00', '4.00'], 2)!;
    expect(Number(odds.n) / Number(odds.d)).toBeCloseTo(26 / 3, 12);
    expect(oddsText(odds)).toBe('8.67');
  });

  it('are none for an empty slip, a price that is not odds, or a size the book does not take', () => {
    expect(slipOdds([], null)).toBeNull();
    expect(slipOdds(['1.85', 'x'], null)).toBeNull();
    expect(slipOdds(['2.00', '3.00', '4.00'], 3)).toBeNull();
    expect(slipOdds(['2.00', '3.00', '4.00'], 1)).toBeNull();
  });
});

describe('the potential win', () => {
  it('of a single or multi is stake × Π odds, rounded down once at the end', () => {
    expect(slipPayout(1_000n, ['2.10'], null)).toBe(2_100n);
    expect(slipPayout(1_000n, ['1.55', '2.10'], null)).toBe(3_255n);
    // 333 × 1.33 × 1.33 = 589.0437: not 588 (rounding each leg) nor 590.
    expect(slipPayout(333n, ['1.33', '1.33'], null)).toBe(589n);
  });

  it("of a system bet is each line's share × its product, summed", () => {
    // 2/3 at 2, 3, 4, stake 300 (100 a line): 100 × (6 + 8 + 12).
    expect(slipPayout(300n, ['2.00', '3.00', '4.00'], 2)).toBe(2_600n);
    // 2/3 at 1.01 each, stake 3 (1 a line): 3 × 1.0201 = 3.0603 → 3.
    expect(slipPayout(3n, ['1.01', '1.01', '1.01'], 2)).toBe(3n);
  });

  it('is none when the slip has no valid odds or size', () => {
    expect(slipPayout(1_000n, [], null)).toBeNull();
    expect(slipPayout(1_000n, ['1.855'], null)).toBeNull();
    expect(slipPayout(1_000n, ['2.00', '3.00'], 2)).toBeNull();
  });
});

describe('the odds policy', () => {
  it('tells which way a price moved', () => {
    expect(oddsMove('1.85', '1.85')).toBe('same');
    expect(oddsMove('1.85', '1.850')).toBeNull();
    expect(oddsMove('1.8', '1.80')).toBe('same');
    expect(oddsMove('1.85', '1.90')).toBe('up');
    expect(oddsMove('1.85', '1.80')).toBe('down');
  });

  it.each([
    [ODDS_POLICY.None, '1.85', true, false, false],
    [ODDS_POLICY.Higher, '1.85', true, true, false],
    [ODDS_POLICY.Any, '1.85', true, true, true],
  ])('policy %i takes the same price %s, a rise %s, a fall %s', (policy, shown, same, up, down) => {
    expect(oddsAcceptable(shown, '1.85', policy)).toBe(same);
    expect(oddsAcceptable(shown, '1.90', policy)).toBe(up);
    expect(oddsAcceptable(shown, '1.80', policy)).toBe(down);
    expect(moveAcceptable('same', policy)).toBe(same);
    expect(moveAcceptable('up', policy)).toBe(up);
    expect(moveAcceptable('down', policy)).toBe(down);
  });

  it('refuses a price it cannot read unless any price goes', () => {
    expect(oddsAcceptable('1.85', 'x', ODDS_POLICY.Higher)).toBe(false);
    expect(oddsAcceptable('1.85', 'x', ODDS_POLICY.Any)).toBe(true);
  });
});
