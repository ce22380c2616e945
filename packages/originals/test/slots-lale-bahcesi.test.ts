import { describe, expect, it } from 'vitest';
import { seededRng } from '../src/rng.ts';
import { compile } from '../src/slots/compiled.ts';
import { distributionOf } from '../src/slots/distribution.ts';
import { fraction } from '../src/slots/fraction.ts';
import {
  capBound,
  LALE_BAHCESI,
  roundMoments,
  simulateRounds,
  themeFigures,
  toNumber,
  type Fraction,
} from '../src/slots/index.ts';

/*
 * Lale Bahçesi: the whole-window figures, the cap's bound, and the fixed-seed simulations. Paid rounds:
 * 12,000,000 rounds, standard error 0.164 points (exact variance, moments.ts), so 3 SE = 0.49.
 * Bonus buys: 200,000, standard error 0.154 points of the price (3 SE = 0.46). N is set by a
 * budget of about 10 s of one core for the file (4 s would leave 3 SE above 0.5 for every theme).
 */

const theme = LALE_BAHCESI;
const PAID_ROUNDS = 12_000_000;
const BONUS_BUYS = 200_000;
const percent = (value: Fraction) => toNumber(value) * 100;
/** Four binomial standard errors of a frequency measured over `n` trials. */
const fourSe = (p: number, n: number) => 4 * Math.sqrt((p * (1 - p)) / n);

// Generous timeouts: the budget is CPU time (see above); a shared machine stretches the wall clock.
describe('Lale Bahçesi: exact figures', { timeout: 120_000 }, () => {
  it('gets the same line return from every whole window as from the per-line marginals', () => {
    const compiled = compile(theme);
    const figures = themeFigures(theme);
    for (const which of ['base', 'free'] as const) {
      const { combos, width, combinations } = distributionOf(compiled, which);
      let pay = 0n;
      const byScatters = new Array<bigint>(width).fill(0n);
      combos.forEach((n, index) => {
        pay += BigInt(n) * BigInt(Math.floor(index / width));
        byScatters[index % width]! += BigInt(n);
      });
      expect(fraction(pay, BigInt(combinations) * BigInt(theme.lines.length))).toEqual(
        figures[which].lineMean,
      );
      expect(byScatters).toEqual(figures[which].scatterCombos);
    }
  });

  it('pins the return, its parts, the hit and trigger frequencies and the spread', () => {
    const figures = themeFigures(theme);
    const moments = roundMoments(theme);
    expect(percent(figures.rtp)).toBeCloseTo(96.163448, 5);
    expect(percent(figures.bonusBuyRtp)).toBeCloseTo(96.821814, 5);
    expect(percent(figures.lineRtp)).toBeCloseTo(68.074137, 5);
    expect(percent(figures.featureRtp)).toBeCloseTo(27.167371, 5);
    expect(figures.triggerProbability).toEqual(fraction(3451n, 878800n));
    expect(percent(moments.hitFrequency)).toBeCloseTo(37.520589, 5);
    expect(percent(moments.bonusBuyHitFrequency)).toBeCloseTo(99.994156, 5);
    expect(Math.sqrt(toNumber(moments.variance))).toBeCloseTo(5.6961, 3);
  });

  it('caps a round at 2,500 stakes at a provable cost below 0.01 points (bound in cap.ts)', () => {
    const bound = capBound(theme);
    expect(bound.paidRoundPoints).toBeLessThan(0.01);
    expect(bound.bonusBuyPoints).toBeLessThan(0.01);
  });
});

describe('Lale Bahçesi: fixed-seed simulation', { timeout: 120_000 }, () => {
  it(`returns the published figure within 0.5 points over ${PAID_ROUNDS} paid rounds`, () => {
    const tally = simulateRounds(theme, seededRng(20261201), PAID_ROUNDS);
    expect(Math.abs(tally.rtp * 100 - theme.publishedRtp)).toBeLessThan(0.5);
    const moments = roundMoments(theme);
    const [hit, trigger] = [toNumber(moments.hitFrequency), toNumber(themeFigures(theme).triggerProbability)];
    expect(Math.abs(tally.hits / PAID_ROUNDS - hit)).toBeLessThan(fourSe(hit, PAID_ROUNDS));
    expect(Math.abs(tally.triggers / PAID_ROUNDS - trigger)).toBeLessThan(fourSe(trigger, PAID_ROUNDS));
    expect(tally.capped).toBe(0);
  });

  it(`returns the published bonus-buy figure within 0.5 points over ${BONUS_BUYS} buys`, () => {
    const tally = simulateRounds(theme, seededRng(20261202), BONUS_BUYS, { buyBonus: true });
    expect(Math.abs(tally.rtp * 100 - theme.publishedBonusBuyRtp)).toBeLessThan(0.5);
    const hit = toNumber(roundMoments(theme).bonusBuyHitFrequency);
    expect(tally.hits).toBeGreaterThanOrEqual(
      Math.floor(BONUS_BUYS * hit - 4 * Math.sqrt(BONUS_BUYS * hit * (1 - hit)) - 1),
    );
    expect(tally.capped).toBe(0);
  });
});
