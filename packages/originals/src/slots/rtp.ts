import { compile, type ReelSet } from './compiled.ts';
import { add, div, fraction, int, mul, percentRounded, sub, sum, type Fraction } from './fraction.ts';
import { byCount, type Theme } from './theme.ts';

/*
 * The exact return to player of a theme, in fractions (no sampling).
 *
 * Lines: a reel's stop is uniform, so the symbol a line sees on a reel is that reel's symbol with
 * probability count / strip length whatever row it crosses, independently of the other reels; every
 * line has the same expected pay, summed over all symbol tuples. Scatters: the rows of one reel are not
 * independent (they are consecutive stops), so the count a reel shows is taken from its actual windows,
 * stop by stop, and the reels' counts are convolved. Free spins: each free spin pays Y (× multiplier)
 * and awards A more spins; a free spin's whole descendance is worth S = M·Y + (A further copies of S),
 * so E[S] = M·E[Y] / (1 − E[A]) (Wald: whether spin i is played depends only on spins before it).
 * A paid spin is worth E[base pay] + E[award]·E[S]; a bonus buy, bonusBuySpins·E[S] for its price.
 * The cap is not in these figures: capBound() (distribution.ts) proves its effect negligible.
 */

export type ReelSetFigures = {
  /** Expected pay of one line, in line bets (= the lines' share of the return, in stakes). */
  lineMean: Fraction;
  /** Stop combinations (out of combinations) showing each scatter count. */
  scatterCombos: bigint[];
  combinations: bigint;
  /** Expected scatter pay, in stakes. */
  scatterMean: Fraction;
  /** Expected free spins awarded by one spin. */
  awardMean: Fraction;
};

export type ThemeFigures = {
  base: ReelSetFigures;
  free: ReelSetFigures;
  /** E[S]: what one free spin and all it retriggers pay, in stakes, multiplier included. */
  freeSpinValue: Fraction;
  /** Free spins played per free spin awarded (1 / (1 − E[A])). */
  freeSpinGrowth: Fraction;
  /** Probability that a paid spin triggers the free spins. */
  triggerProbability: Fraction;
  /** Return of a paid spin, as a fraction of the stake. */
  rtp: Fraction;
  lineRtp: Fraction;
  scatterRtp: Fraction;
  featureRtp: Fraction;
  /** Return of a bonus buy, as a fraction of its price. */
  bonusBuyRtp: Fraction;
  /** The two returns in percent, rounded to 2 decimals: what the theme must publish. */
  rtpPercent: number;
  bonusBuyRtpPercent: number;
};

function lineMean(theme: Theme, linePays: Int32Array, set: ReelSet, symbolCount: number): Fraction {
  const counts = set.strips.map((strip) => {
    const perSymbol = new Array<bigint>(symbolCount).fill(0n);
    for (const symbol of strip) perSymbol[symbol]! += 1n;
    return perSymbol;
  });
  let numerator = 0n;
  const walk = (reel: number, index: number, weight: bigint): void => {
    if (reel === theme.reels) {
      const pay = linePays[index]!;
      if (pay > 0) numerator += weight * BigInt(pay);
      return;
    }
    for (let symbol = 0; symbol < symbolCount; symbol += 1) {
      const count = counts[reel]![symbol]!;
      if (count > 0n) walk(reel + 1, index * symbolCount + symbol, weight * count);
    }
  };
  walk(0, 0, 1n);
  const combinations = set.lengths.reduce((product, length) => product * BigInt(length), 1n);
  return fraction(numerator, combinations);
}

/** Stop combinations by scatter count: each reel's windows counted stop by stop, then convolved. */
export function scatterCombos(set: ReelSet): bigint[] {
  let combos = [1n];
  for (const perStop of set.scatters) {
    const reel: bigint[] = [];
    for (const count of perStop) reel[count] = (reel[count] ?? 0n) + 1n;
    const next = new Array<bigint>(combos.length + reel.length - 1).fill(0n);
    combos.forEach((a, i) => reel.forEach((b, j) => (next[i + j]! += a * (b ?? 0n))));
    combos = next;
  }
  return combos;
}

function reelSetFigures(
  theme: Theme,
  set: ReelSet,
  linePays: Int32Array,
  symbolCount: number,
): ReelSetFigures {
  const combos = scatterCombos(set);
  const combinations = set.lengths.reduce((product, length) => product * BigInt(length), 1n);
  const expect = (table: readonly number[]) =>
    fraction(
      combos.reduce((total, n, count) => total + n * BigInt(byCount(table, count)), 0n),
      combinations,
    );
  return {
    lineMean: lineMean(theme, linePays, set, symbolCount),
    scatterCombos: combos,
    combinations,
    scatterMean: expect(theme.scatterPays),
    awardMean: expect(theme.freeSpins.awards),
  };
}

const figuresOf = new WeakMap<Theme, ThemeFigures>();

export function themeFigures(theme: Theme): ThemeFigures {
  const known = figuresOf.get(theme);
  if (known) return known;
  const { linePays, symbolCount, base: baseSet, free: freeSet } = compile(theme);
  const base = reelSetFigures(theme, baseSet, linePays, symbolCount);
  const free = reelSetFigures(theme, freeSet, linePays, symbolCount);
  if (free.awardMean.n >= free.awardMean.d)
    throw new Error(`${theme.id}: free spins would never end (E[A] ≥ 1)`);
  const freeSpinGrowth = div(int(1), sub(int(1), free.awardMean));
  const freeSpinValue = mul(
    mul(int(theme.freeSpins.multiplier), add(free.lineMean, free.scatterMean)),
    freeSpinGrowth,
  );
  const featureRtp = mul(base.awardMean, freeSpinValue);
  const rtp = sum([base.lineMean, base.scatterMean, featureRtp]);
  const bonusBuyRtp = div(mul(int(theme.bonusBuySpins), freeSpinValue), int(theme.bonusBuyPriceStakes));
  const triggering = base.scatterCombos.reduce(
    (total, n, count) => (byCount(theme.freeSpins.awards, count) > 0 ? total + n : total),
    0n,
  );
  const figures: ThemeFigures = {
    base,
    free,
    freeSpinValue,
    freeSpinGrowth,
    triggerProbability: fraction(triggering, base.combinations),
    rtp,
    lineRtp: base.lineMean,
    scatterRtp: base.scatterMean,
    featureRtp,
    bonusBuyRtp,
    rtpPercent: percentRounded(rtp),
    bonusBuyRtpPercent: percentRounded(bonusBuyRtp),
  };
  figuresOf.set(theme, figures);
  return figures;
}
