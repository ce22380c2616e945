import { compile } from './compiled.ts';
import { distributionOf, type SpinDistribution } from './distribution.ts';
import { add, div, fraction, int, mul, pow, sub, type Fraction } from './fraction.ts';
import { themeFigures } from './rtp.ts';
import { byCount, type Theme } from './theme.ts';

/*
 * What the whole-window distributions give exactly beyond the return: how often a round pays anything,
 * and the variance of a round (so a simulation's standard error is known before it runs). In stakes.
 *
 * A free spin's descendance S = M·Y + (A copies of S) has E[S²] = (M²E[Y²] + 2M·E[YA]·E[S] +
 * E[A(A−1)]·E[S]²) / (1 − E[A]); a paid round X = B + (A₀ copies of S) has E[X²] = E[B²] +
 * 2E[B·A₀]·E[S] + E[A₀]·E[S²] + E[A₀(A₀−1)]·E[S]². Both ignore the cap, which only lowers the variance.
 */

type SpinMoments = {
  /** P(the spin pays nothing), lines and scatters. */
  zero: Fraction;
  payMean: Fraction;
  paySquare: Fraction;
  payAward: Fraction;
  award: Fraction;
  awardFalling: Fraction;
};

function spinMoments(theme: Theme, distribution: SpinDistribution): SpinMoments {
  const lines = BigInt(theme.lines.length);
  const { combos, width } = distribution;
  let [zero, payMean, paySquare, payAward, award, awardFalling] = [0n, 0n, 0n, 0n, 0n, 0n];
  for (let index = 0; index < combos.length; index += 1) {
    if (combos[index] === 0) continue;
    const n = BigInt(combos[index]!);
    const scatters = index % width;
    // In line bets; converted to stakes below.
    const pay = BigInt(Math.floor(index / width)) + lines * BigInt(byCount(theme.scatterPays, scatters));
    const awarded = BigInt(byCount(theme.freeSpins.awards, scatters));
    if (pay === 0n) zero += n;
    payMean += n * pay;
    paySquare += n * pay * pay;
    payAward += n * pay * awarded;
    award += n * awarded;
    awardFalling += n * awarded * (awarded - 1n);
  }
  const total = BigInt(distribution.combinations);
  return {
    zero: fraction(zero, total),
    payMean: fraction(payMean, total * lines),
    paySquare: fraction(paySquare, total * lines * lines),
    payAward: fraction(payAward, total * lines),
    award: fraction(award, total),
    awardFalling: fraction(awardFalling, total),
  };
}

export type RoundMoments = {
  /** P(a paid round pays anything). */
  hitFrequency: Fraction;
  /** P(a bonus buy pays anything). */
  bonusBuyHitFrequency: Fraction;
  /** P(a free spin pays nothing). */
  freeSpinZero: Fraction;
  /** Variance of a paid round's pay, in stakes². */
  variance: Fraction;
  /** Variance of a bonus buy's pay as a share of its price. */
  bonusBuyVariance: Fraction;
};

export function roundMoments(theme: Theme): RoundMoments {
  const compiled = compile(theme);
  const figures = themeFigures(theme);
  const base = spinMoments(theme, distributionOf(compiled, 'base'));
  const free = spinMoments(theme, distributionOf(compiled, 'free'));
  const m = int(theme.freeSpins.multiplier);
  const s = figures.freeSpinValue;
  const sSquare = div(
    add(
      add(mul(mul(m, m), free.paySquare), mul(mul(int(2), mul(m, free.payAward)), s)),
      mul(free.awardFalling, mul(s, s)),
    ),
    sub(int(1), free.award),
  );
  const roundSquare = add(
    add(base.paySquare, mul(mul(int(2), base.payAward), s)),
    add(mul(base.award, sSquare), mul(base.awardFalling, mul(s, s))),
  );
  const spins = theme.bonusBuySpins;
  const buySquare = add(mul(int(spins), sSquare), mul(int(spins * (spins - 1)), mul(s, s)));
  const price = int(theme.bonusBuyPriceStakes);
  // Every count that awards free spins also pays (defineTheme), so a round that triggers always pays,
  // a spin that pays nothing awards nothing, and a feature of F spins pays nothing with P(Y = 0)^F.
  return {
    hitFrequency: sub(int(1), base.zero),
    bonusBuyHitFrequency: sub(int(1), pow(free.zero, spins)),
    freeSpinZero: free.zero,
    variance: sub(roundSquare, mul(figures.rtp, figures.rtp)),
    bonusBuyVariance: sub(div(buySquare, mul(price, price)), mul(figures.bonusBuyRtp, figures.bonusBuyRtp)),
  };
}
