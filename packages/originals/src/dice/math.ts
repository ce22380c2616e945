/*
 * Lale Zar (dice), Lale Originals' over/under dice: its whole mathematics in one declarative place.
 *
 * A round rolls a uniform integer 0…9999, shown as 0.00–99.99. The player picks a target (an integer in
 * hundredths, 5000 = 50.00) and a direction: "under" wins when roll < target, "over" when roll > target.
 * The win chance is the count of winning rolls ("covered") / 10,000. The pay multiplier, in
 * ten-thousandths, is floor(99 % × 10,000 × 10,000 / covered): 99 % of the fair multiplier, rounded down
 * to the ten-thousandth.
 *
 * RTP decision: the rule's RTP is 99 %, and that is PUBLISHED_RTP. A target's exact RTP is
 * covered × multiplier / 10⁸; the floor takes less than covered / 10⁸ ≤ 0.0098 points, so every allowed
 * target returns at most 99.00 % and more than 98.99 % (minimumRtp() gives the exact lowest: 98.99032 %, at 97.24 %).
 * Published is therefore the maximum, reached exactly wherever covered divides 99,000,000 (e.g. 50 %).
 */

export const ROLL_OUTCOMES = 10_000;

export const DIRECTIONS = ['under', 'over'] as const;
export type DiceDirection = (typeof DIRECTIONS)[number];
export type DiceBet = { target: number; direction: DiceDirection };

/** The rule's return to player, in ten-thousandths of the stake (9,900 = 99 %). */
export const RTP_TEN_THOUSANDTHS = 9_900;
export const PUBLISHED_RTP = 99.0;

/** Win chance limits, in winning rolls out of 10,000: 0.01 % … 98 %. */
export const MIN_COVERED = 1;
export const MAX_COVERED = 9_800;

/** Stake limits in minor units (kuruş): 1 lira … 5,000 lira. */
export const MIN_STAKE_MINOR = 100n;
export const MAX_STAKE_MINOR = 500_000n;

/** The most a round can pay, in stakes: a 0.01 % chance pays floor(99,000,000 / 1) = ×9,900. */
export const MAX_WIN_STAKES = 9_900;

/** How many of the 10,000 rolls win the bet (0 for a target outside the board). */
export function coveredRolls({ target, direction }: DiceBet): number {
  if (!Number.isInteger(target) || target < 0 || target >= ROLL_OUTCOMES) return 0;
  return direction === 'under' ? target : ROLL_OUTCOMES - 1 - target;
}

export function isAllowedBet(bet: DiceBet): boolean {
  if (!DIRECTIONS.includes(bet.direction)) return false;
  const covered = coveredRolls(bet);
  return covered >= MIN_COVERED && covered <= MAX_COVERED;
}

/** The pay multiplier in ten-thousandths for a bet winning on `covered` of the 10,000 rolls. */
export function multiplierFor(covered: number): number {
  if (!Number.isInteger(covered) || covered < MIN_COVERED || covered > MAX_COVERED) {
    throw new RangeError(`a dice bet covers ${MIN_COVERED}…${MAX_COVERED} rolls, not ${covered}`);
  }
  // Integers far below 2^53: the division is exact before the floor.
  return Math.floor((RTP_TEN_THOUSANDTHS * ROLL_OUTCOMES) / covered);
}
