import { DIRECTIONS, MAX_COVERED, MIN_COVERED, multiplierFor, ROLL_OUTCOMES, type DiceBet } from './math.ts';

/*
 * Exact returns, as fractions of integers. A bet covering c rolls wins with chance c / 10,000 and then
 * pays multiplierFor(c) / 10,000 stakes, so its RTP is c × multiplierFor(c) / 10⁸ whatever the target
 * and direction that give c.
 */

export type Fraction = { numerator: bigint; denominator: bigint };

const DENOMINATOR = BigInt(ROLL_OUTCOMES) * 10_000n;

export function rtpOfCovered(covered: number): Fraction {
  return { numerator: BigInt(covered) * BigInt(multiplierFor(covered)), denominator: DENOMINATOR };
}

/** The lowest RTP over every allowed bet, with the win chance (covered rolls) that gives it. */
export function minimumRtp(): Fraction & { covered: number } {
  let worst = MIN_COVERED;
  for (let covered = MIN_COVERED; covered <= MAX_COVERED; covered += 1) {
    if (covered * multiplierFor(covered) < worst * multiplierFor(worst)) worst = covered;
  }
  return { ...rtpOfCovered(worst), covered: worst };
}

/** Every allowed bet on the board: each direction × each target with a chance inside the limits. */
export function allowedBets(): DiceBet[] {
  const bets: DiceBet[] = [];
  for (const direction of DIRECTIONS) {
    for (let target = 0; target < ROLL_OUTCOMES; target += 1) {
      const covered = direction === 'under' ? target : ROLL_OUTCOMES - 1 - target;
      if (covered >= MIN_COVERED && covered <= MAX_COVERED) bets.push({ target, direction });
    }
  }
  return bets;
}
