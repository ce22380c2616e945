import { compile } from './compiled.ts';
import { distributionOf, type SpinDistribution } from './distribution.ts';
import { byCount, type Theme } from './theme.ts';

/*
 * Why the published returns can ignore the cap. A round pays min(X, cap), X its uncapped pay (the cap
 * ends the round exactly when the running total reaches it, and the total only grows), so the cap
 * costs E[(X − cap)⁺]. For any θ > 0, (x − cap)⁺ ≤ e^{θ(x − cap)} / (eθ), hence
 *   E[(X − cap)⁺] ≤ E[e^{θX}] · e^{−θ·cap} / (eθ)          (a Chernoff bound).
 * A free spin's descendance S (pay M·Y, then A independent copies of S) has g = E[e^{θS}] at most any
 * z ≥ 1 with φ(z) = E[e^{θMY} z^A] ≤ z (φ is increasing; the depth-k truncations start at 1 ≤ z and
 * stay ≤ z, and increase to g). Then E[e^{θX}] ≤ E[e^{θB} z^{A₀}] for a paid round and z^F for a bonus
 * buy of F spins, with (B, A₀) and (Y, A) from the exact whole-window distributions. The figures are
 * evaluated in floating point; the bound is reported with its θ so it can be re-checked.
 */

export type CapBound = {
  /** Upper bound on what the cap takes from a paid round's return, in percentage points. */
  paidRoundPoints: number;
  /** The same for a bonus buy, as points of its price. */
  bonusBuyPoints: number;
  theta: { paidRound: number; bonusBuy: number };
};

/** E[e^{θ·pay} z^award] of one spin (pay in stakes × multiplier), from its distribution. */
function spinTransform(
  theme: Theme,
  distribution: SpinDistribution,
  theta: number,
  multiplier: number,
  z: number,
) {
  const lines = theme.lines.length;
  const { combos, width } = distribution;
  let total = 0;
  for (let index = 0; index < combos.length; index += 1) {
    const n = combos[index]!;
    if (n === 0) continue;
    const scatters = index % width;
    const stakes = (Math.floor(index / width) / lines + byCount(theme.scatterPays, scatters)) * multiplier;
    total += n * Math.exp(theta * stakes) * z ** byCount(theme.freeSpins.awards, scatters);
  }
  return total / distribution.combinations;
}

/** The least z ≥ 1 with φ(z) ≤ z (found by iterating φ from 1), or Infinity when φ has no fixed point. */
function descendanceBound(theme: Theme, free: SpinDistribution, theta: number): number {
  const phi = (z: number) => spinTransform(theme, free, theta, theme.freeSpins.multiplier, z);
  let z = 1;
  for (let step = 0; step < 500; step += 1) {
    const next = phi(z);
    if (!Number.isFinite(next) || next > 1e12) return Infinity;
    if (Math.abs(next - z) <= 1e-13 * z) break;
    z = next;
  }
  // A hair above the iterate, then checked: the bound needs φ(z) ≤ z, not just convergence.
  const candidate = z * (1 + 1e-9);
  return phi(candidate) <= candidate ? candidate : Infinity;
}

export function capBound(theme: Theme): CapBound {
  const compiled = compile(theme);
  const base = distributionOf(compiled, 'base');
  const free = distributionOf(compiled, 'free');
  const cap = theme.maxWinStakes;
  let best = { paid: Infinity, buy: Infinity, paidTheta: 0, buyTheta: 0 };
  // θ on a geometric grid: small θ barely discounts the cap, large θ makes the rare big spins explode.
  for (let theta = 1e-4; theta <= 1; theta *= 1.1) {
    const z = descendanceBound(theme, free, theta);
    if (!Number.isFinite(z)) break;
    const tail = Math.exp(-theta * cap) / (Math.E * theta);
    const paid = spinTransform(theme, base, theta, 1, z) * tail;
    const buy = (z ** theme.bonusBuySpins * tail) / theme.bonusBuyPriceStakes;
    if (paid < best.paid) best = { ...best, paid, paidTheta: theta };
    if (buy < best.buy) best = { ...best, buy, buyTheta: theta };
  }
  return {
    paidRoundPoints: best.paid * 100,
    bonusBuyPoints: best.buy * 100,
    theta: { paidRound: best.paidTheta, bonusBuy: best.buyTheta },
  };
}
