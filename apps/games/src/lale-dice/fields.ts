import { dice } from '@lale/originals';
import type { Lang } from '../shell/index.ts';

/*
 * The dice form's three linked numbers — target, win chance, multiplier — and the payout, all from
 * the dice mathematics the server uses (packages/originals/src/dice), so what the page offers is
 * exactly what the server pays. A target is in hundredths (5000 = 50.00); a multiplier in
 * ten-thousandths (19800 = ×1.98); "covered" is the count of winning rolls out of 10,000.
 */

export type DiceBet = dice.DiceBet;
export type DiceDirection = dice.DiceDirection;

export const OPENING_BET: DiceBet = { target: 5000, direction: 'under' };

const clampCovered = (covered: number) => Math.max(dice.MIN_COVERED, Math.min(dice.MAX_COVERED, covered));

/** The target that wins on `covered` rolls in `direction`. */
function targetFor(covered: number, direction: DiceDirection): number {
  return direction === 'under' ? covered : dice.ROLL_OUTCOMES - 1 - covered;
}

/** The targets the slider may take in a direction (the win chance limits, 0.01 %…98 %). */
export function targetRange(direction: DiceDirection): { min: number; max: number } {
  const a = targetFor(dice.MIN_COVERED, direction);
  const b = targetFor(dice.MAX_COVERED, direction);
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

/** Any number → the nearest allowed whole target in the direction. */
export function clampTarget(target: number, direction: DiceDirection): number {
  const { min, max } = targetRange(direction);
  return Math.max(min, Math.min(max, Math.round(target)));
}

/** The win chance in percent: 50.00 for a target of 50.00 under. */
export function winChance(bet: DiceBet): number {
  return dice.coveredRolls(bet) / 100;
}

export function multiplierOf(bet: DiceBet): number {
  return dice.multiplierFor(dice.coveredRolls(bet));
}

/** The bet with (the nearest allowed) `percent` win chance, in the same direction. */
export function withChance(percent: number, direction: DiceDirection): DiceBet {
  return { target: targetFor(clampCovered(Math.round(percent * 100)), direction), direction };
}

/**
 * The bet whose multiplier is nearest `multiplier` (×, e.g. 2.5) in the direction. Several win chances
 * share a floored multiplier; of the nearest, the higher chance is taken.
 */
export function withMultiplier(multiplier: number, direction: DiceDirection): DiceBet {
  const wanted = Math.round(multiplier * 10_000);
  if (!(wanted > 0)) return withChance(dice.MAX_COVERED / 100, direction);
  const below = clampCovered(Math.floor((dice.RTP_TEN_THOUSANDTHS * dice.ROLL_OUTCOMES) / wanted));
  const candidates = [below - 1, below, below + 1].map(clampCovered);
  let best = candidates[0]!;
  for (const covered of candidates) {
    const distance = Math.abs(dice.multiplierFor(covered) - wanted);
    const bestDistance = Math.abs(dice.multiplierFor(best) - wanted);
    if (distance < bestDistance || (distance === bestDistance && covered > best)) best = covered;
  }
  return { target: targetFor(best, direction), direction };
}

/** The other direction with the same win chance (under 49.50 ↔ over 50.49). */
export function flip(bet: DiceBet): DiceBet {
  const direction = bet.direction === 'under' ? 'over' : 'under';
  return { target: targetFor(dice.coveredRolls(bet), direction), direction };
}

/** What a win pays for this stake, floored to the minor unit as the server does. */
export function payoutOnWin(stakeMinor: bigint, bet: DiceBet): bigint {
  return (stakeMinor * BigInt(multiplierOf(bet))) / 10_000n;
}

export function isWinningRoll(roll: number, bet: DiceBet): boolean {
  return bet.direction === 'under' ? roll < bet.target : roll > bet.target;
}

/** A win this many stakes or more gets the big celebration. */
export const BIG_WIN_MULTIPLIER = 100_000;

/** A multiplier (ten-thousandths) as shown: four places, trailing zeros dropped down to two (19800 → "1.98"). */
export function multiplierText(multiplier: number, lang: Lang = 'en'): string {
  const text = (multiplier / 10_000).toFixed(4).replace(/0{1,2}$/, '');
  return lang === 'tr' ? text.replace('.', ',') : text;
}
