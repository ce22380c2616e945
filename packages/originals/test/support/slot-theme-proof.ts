import { describe, expect, it } from 'vitest';
import { seededRng } from '../../src/rng.ts';
import { compile } from '../../src/slots/compiled.ts';
import { distributionOf } from '../../src/slots/distribution.ts';
import { fraction } from '../../src/slots/fraction.ts';
import {
  capBound,
  roundMoments,
  simulateRounds,
  themeFigures,
  toNumber,
  type Fraction,
  type Theme,
} from '../../src/slots/index.ts';

/*
 * One slot theme's proof, the same for every theme (each theme's file calls it, so vitest runs the
 * themes side by side): the whole-window figures against the per-line ones, its pinned exact figures,
 * the cap's bound, and fixed-seed simulations of paid rounds and bonus buys. The paid rounds' run here is
 * short (the simulator agrees with the exact figure within 4 standard errors); the long run, the
 * published figure within 0.5 points over 12–13 million rounds, is bench/rtp (bench/README.md, "rtp").
 * Each file says what standard error its N gives.
 */

export type PinnedFigures = {
  rtp: number;
  bonusBuyRtp: number;
  lineRtp: number;
  featureRtp: number;
  trigger: Fraction;
  hitFrequency: number;
  bonusBuyHitFrequency: number;
  /** The standard deviation of a paid round's pay, in stakes. */
  sd: number;
};

export function proveTheme(
  name: string,
  theme: Theme,
  {
    paidRounds: PAID_ROUNDS,
    bonusBuys: BONUS_BUYS,
    seeds,
  }: { paidRounds: number; bonusBuys: number; seeds: [number, number] },
  pinned: PinnedFigures,
): void {
  const percent = (value: Fraction) => toNumber(value) * 100;
  /** Four binomial standard errors of a frequency measured over `n` trials. */
  const fourSe = (p: number, n: number) => 4 * Math.sqrt((p * (1 - p)) / n);

  // Generous timeouts: the budget is CPU time (see above); a shared machine stretches the wall clock.
  describe(`${name}: exact figures`, { timeout: 120_000 }, () => {
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
      expect(percent(figures.rtp)).toBeCloseTo(pinned.rtp, 5);
      expect(percent(figures.bonusBuyRtp)).toBeCloseTo(pinned.bonusBuyRtp, 5);
      expect(percent(figures.lineRtp)).toBeCloseTo(pinned.lineRtp, 5);
      expect(percent(figures.featureRtp)).toBeCloseTo(pinned.featureRtp, 5);
      expect(figures.triggerProbability).toEqual(pinned.trigger);
      expect(percent(moments.hitFrequency)).toBeCloseTo(pinned.hitFrequency, 5);
      expect(percent(moments.bonusBuyHitFrequency)).toBeCloseTo(pinned.bonusBuyHitFrequency, 5);
      expect(Math.sqrt(toNumber(moments.variance))).toBeCloseTo(pinned.sd, 3);
    });

    it(`caps a round at ${theme.maxWinStakes} stakes at a provable cost below 0.01 points (bound in cap.ts)`, () => {
      const bound = capBound(theme);
      expect(bound.paidRoundPoints).toBeLessThan(0.01);
      expect(bound.bonusBuyPoints).toBeLessThan(0.01);
    });
  });

  describe(`${name}: fixed-seed simulation`, { timeout: 120_000 }, () => {
    it(`returns the exact figure within 4 standard errors over ${PAID_ROUNDS} paid rounds`, () => {
      const tally = simulateRounds(theme, seededRng(seeds[0]), PAID_ROUNDS);
      const standardError = (pinned.sd * 100) / Math.sqrt(PAID_ROUNDS);
      expect(Math.abs(tally.rtp * 100 - percent(themeFigures(theme).rtp))).toBeLessThan(4 * standardError);
      const moments = roundMoments(theme);
      const [hit, trigger] = [
        toNumber(moments.hitFrequency),
        toNumber(themeFigures(theme).triggerProbability),
      ];
      expect(Math.abs(tally.hits / PAID_ROUNDS - hit)).toBeLessThan(fourSe(hit, PAID_ROUNDS));
      expect(Math.abs(tally.triggers / PAID_ROUNDS - trigger)).toBeLessThan(fourSe(trigger, PAID_ROUNDS));
      expect(tally.capped).toBe(0);
    });

    it(`returns the published bonus-buy figure within 0.5 points over ${BONUS_BUYS} buys`, () => {
      const tally = simulateRounds(theme, seededRng(seeds[1]), BONUS_BUYS, { buyBonus: true });
      expect(Math.abs(tally.rtp * 100 - theme.publishedBonusBuyRtp)).toBeLessThan(0.5);
      const hit = toNumber(roundMoments(theme).bonusBuyHitFrequency);
      expect(tally.hits).toBeGreaterThanOrEqual(
        Math.floor(BONUS_BUYS * hit - 4 * Math.sqrt(BONUS_BUYS * hit * (1 - hit)) - 1),
      );
      expect(tally.capped).toBe(0);
    });
  });
}
