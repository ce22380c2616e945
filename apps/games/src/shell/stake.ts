/*
 * The stake's arithmetic, in minor units: ½, 2×, min, max, the next stake level, and what is wrong
 * with a typed amount. Pure, so the panel's behaviour is tested without a page.
 */

export type StakeLimits = {
  minMinor: bigint;
  maxMinor: bigint;
  /** A game with fixed stakes (slots) offers only these, ascending. */
  levelsMinor: bigint[] | null;
};

export type StakeProblem = 'invalid' | 'range' | 'balance' | null;

const clamp = (value: bigint, min: bigint, max: bigint) => (value < min ? min : value > max ? max : value);

/** The most the player can stake now: the limit, or the balance when that is lower (but never below min). */
export function maxStake(limits: StakeLimits, balanceMinor: bigint | null): bigint {
  if (balanceMinor === null || balanceMinor >= limits.maxMinor) return limits.maxMinor;
  return balanceMinor < limits.minMinor ? limits.minMinor : balanceMinor;
}

export function halveStake(stake: bigint, limits: StakeLimits): bigint {
  return clamp(stake / 2n, limits.minMinor, limits.maxMinor);
}

export function doubleStake(stake: bigint, limits: StakeLimits, balanceMinor: bigint | null): bigint {
  return clamp(stake * 2n, limits.minMinor, maxStake(limits, balanceMinor));
}

/** The level `steps` away from the nearest level to `stake` (steps may be negative), at the ends clamped. */
export function stepLevel(stake: bigint, levels: bigint[], steps: number): bigint {
  if (levels.length === 0) return stake;
  let nearest = 0;
  levels.forEach((level, index) => {
    const distance = level > stake ? level - stake : stake - level;
    const best = levels[nearest]! > stake ? levels[nearest]! - stake : stake - levels[nearest]!;
    if (distance < best) nearest = index;
  });
  return levels[Math.max(0, Math.min(levels.length - 1, nearest + steps))]!;
}

export function stakeProblem(
  stake: bigint | null,
  limits: StakeLimits,
  balanceMinor: bigint | null,
): StakeProblem {
  if (stake === null || stake <= 0n) return 'invalid';
  if (limits.levelsMinor && !limits.levelsMinor.includes(stake)) return 'range';
  if (stake < limits.minMinor || stake > limits.maxMinor) return 'range';
  if (balanceMinor !== null && stake > balanceMinor) return 'balance';
  return null;
}

/** The stake a page opens with: the lowest allowed (the first level for a fixed-stake game). */
export function openingStake(limits: StakeLimits): bigint {
  return limits.levelsMinor?.[0] ?? limits.minMinor;
}
