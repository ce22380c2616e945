import { describe, expect, it } from 'vitest';
import { seededRng } from '../../packages/originals/src/rng.ts';
import {
  LALE_BAHCESI,
  NEON_MEYVELER,
  roundMoments,
  simulateRounds,
  SULTANIN_HAZINESI,
  themeFigures,
  toNumber,
  type Theme,
} from '../../packages/originals/src/slots/index.ts';

/*
 * Each slot theme's long fixed-seed run of paid rounds (moved from packages/originals/test, where a
 * short run against the exact figure stays). N and the seed per theme are those the suite used; each
 * theme's test file there says the standard error N gives (e.g. Neon Meyveler, the most volatile:
 * 13,000,000 rounds, SE 0.216 points).
 */

const RUNS: { name: string; theme: Theme; paidRounds: number; seed: number }[] = [
  { name: 'Lale Bahçesi', theme: LALE_BAHCESI, paidRounds: 12_000_000, seed: 20261201 },
  { name: 'Neon Meyveler', theme: NEON_MEYVELER, paidRounds: 13_000_000, seed: 20261203 },
  { name: 'Sultanın Hazinesi', theme: SULTANIN_HAZINESI, paidRounds: 12_000_000, seed: 20261205 },
];

/** Four binomial standard errors of a frequency measured over `n` trials. */
const fourSe = (p: number, n: number) => 4 * Math.sqrt((p * (1 - p)) / n);

describe.each(RUNS)('$name: long fixed-seed simulation', ({ theme, paidRounds: PAID_ROUNDS, seed }) => {
  it(`returns the published figure within 0.5 points over ${PAID_ROUNDS} paid rounds`, () => {
    const tally = simulateRounds(theme, seededRng(seed), PAID_ROUNDS);
    expect(Math.abs(tally.rtp * 100 - theme.publishedRtp)).toBeLessThan(0.5);
    const moments = roundMoments(theme);
    const [hit, trigger] = [toNumber(moments.hitFrequency), toNumber(themeFigures(theme).triggerProbability)];
    expect(Math.abs(tally.hits / PAID_ROUNDS - hit)).toBeLessThan(fourSe(hit, PAID_ROUNDS));
    expect(Math.abs(tally.triggers / PAID_ROUNDS - trigger)).toBeLessThan(fourSe(trigger, PAID_ROUNDS));
    expect(tally.capped).toBe(0);
  });
});
