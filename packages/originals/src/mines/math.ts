/*
 * Lale Mayın (mines), Lale Originals' 5×5 mines: its whole mathematics in one declarative place.
 *
 * The player chooses how many of the 25 tiles hide a mine (1–24); the mines are placed when the round
 * starts (a uniform draw without replacement, outcome.ts) and stay fixed. The player then reveals tiles
 * one at a time: a mine ends the round lost; after k ≥ 1 safe tiles they may cash out at
 *
 *   multiplierAfter(mines, k) = floor(99 % × C(25, k) / C(25 − mines, k) × 10,000)   (ten-thousandths),
 *
 * 99 % of the fair price of surviving k picks (the chance is C(25 − mines, k) / C(25, k) whichever tiles
 * are chosen, by symmetry of the uniform placement).
 *
 * Max win: no round pays more than MAX_WIN_STAKES. Rather than cap a multiplier (which would make the
 * strategies that reach it return less than 99 %), the round cashes out automatically at maxReveals():
 * the last reveal whose multiplier stays within the cap, or the last safe tile. So every strategy
 * "reveal k, then cash out" returns C(25 − m, k) / C(25, k) × multiplierAfter(m, k) / 10,000: at most
 * 99 % and, the floor costing less than the survival chance / 10,000, more than 98.99 %. Any other
 * strategy (cashing out on what has been seen) is a mixture of these, so it returns the same bound.
 * PUBLISHED_RTP is that maximum, 99.00.
 */

export const GRID_SIZE = 5;
export const TILES = GRID_SIZE * GRID_SIZE;

export const MIN_MINES = 1;
export const MAX_MINES = 24;

/** The rule's return to player, in ten-thousandths of the stake (9,900 = 99 %). */
export const RTP_TEN_THOUSANDTHS = 9_900;
export const PUBLISHED_RTP = 99.0;

/** The most a round can pay, in stakes (×10,000). */
export const MAX_WIN_STAKES = 10_000;

/** Stake limits in minor units (kuruş): 1 lira … 5,000 lira. */
export const MIN_STAKE_MINOR = 100n;
export const MAX_STAKE_MINOR = 500_000n;

export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

export function isAllowedMines(mines: number): boolean {
  return Number.isInteger(mines) && mines >= MIN_MINES && mines <= MAX_MINES;
}

/** The uncapped rule: a cash-out multiplier after `safeReveals` safe tiles, in ten-thousandths. */
function ruleMultiplier(mines: number, safeReveals: number): number {
  const value =
    (BigInt(RTP_TEN_THOUSANDTHS) * binomial(TILES, safeReveals)) / binomial(TILES - mines, safeReveals);
  return Number(value);
}

/**
 * The cash-out ladders, worked out once: CASH_OUT_LADDERS[mines][k − 1] is the multiplier after k safe
 * tiles, and a ladder ends at the round's automatic cash-out (the cap or the last safe tile). Index 0
 * (no mines) is empty. The front end shows these as the game's paytable.
 */
export const CASH_OUT_LADDERS: readonly (readonly number[])[] = Array.from(
  { length: MAX_MINES + 1 },
  (_, mines) => {
    const ladder: number[] = [];
    if (mines < MIN_MINES) return ladder;
    for (let k = 1; k <= TILES - mines; k += 1) {
      const multiplier = ruleMultiplier(mines, k);
      if (multiplier > MAX_WIN_STAKES * 10_000) break;
      ladder.push(multiplier);
    }
    return ladder;
  },
);

/** The most safe tiles a round with `mines` can reveal: the round cashes out by itself there. */
export function maxReveals(mines: number): number {
  if (!isAllowedMines(mines)) throw new RangeError(`mines are ${MIN_MINES}…${MAX_MINES}, not ${mines}`);
  return CASH_OUT_LADDERS[mines]!.length;
}

/** The cash-out multiplier in ten-thousandths after 1…maxReveals(mines) safe tiles. */
export function multiplierAfter(mines: number, safeReveals: number): number {
  const most = maxReveals(mines);
  if (!Number.isInteger(safeReveals) || safeReveals < 1 || safeReveals > most) {
    throw new RangeError(`with ${mines} mines a round cashes out after 1…${most} safe tiles`);
  }
  return CASH_OUT_LADDERS[mines]![safeReveals - 1]!;
}
