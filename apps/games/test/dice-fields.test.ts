import { dice, seededRng } from '@lale/originals';
import { describe, expect, it } from 'vitest';
import {
  clampTarget,
  flip,
  isWinningRoll,
  multiplierOf,
  multiplierText,
  OPENING_BET,
  payoutOnWin,
  targetRange,
  winChance,
  withChance,
  withMultiplier,
} from '../src/lale-dice/fields.ts';

describe('the dice form’s linked numbers', () => {
  it('opens on 50.00 under: 50 % for ×1.98', () => {
    expect(winChance(OPENING_BET)).toBe(50);
    expect(multiplierOf(OPENING_BET)).toBe(19_800);
    expect(dice.isAllowedBet(OPENING_BET)).toBe(true);
  });

  it('keeps every target inside the chance limits', () => {
    expect(targetRange('under')).toEqual({ min: 1, max: 9_800 });
    expect(targetRange('over')).toEqual({ min: 199, max: 9_998 });
    expect(clampTarget(0, 'under')).toBe(1);
    expect(clampTarget(9_999.4, 'under')).toBe(9_800);
    expect(clampTarget(50, 'over')).toBe(199);
    expect(clampTarget(10_000, 'over')).toBe(9_998);
    expect(clampTarget(4_949.6, 'over')).toBe(4_950);
  });

  it('goes from chance to bet and back for every allowed bet, and flips keep the chance', () => {
    // One assertion over all 19,600 bets (an expect per bet costs seconds).
    const wrong = dice.allowedBets().filter((bet) => {
      const back = withChance(winChance(bet), bet.direction);
      const flipped = flip(bet);
      const twice = flip(flipped);
      return (
        back.target !== bet.target ||
        back.direction !== bet.direction ||
        dice.coveredRolls(flipped) !== dice.coveredRolls(bet) ||
        flipped.direction === bet.direction ||
        twice.target !== bet.target ||
        twice.direction !== bet.direction
      );
    });
    expect(wrong).toEqual([]);
    expect(dice.allowedBets()).toHaveLength(19_600);
  });

  it('finds a bet paying the multiplier asked for, the server’s own multiplier', () => {
    const wrong: string[] = [];
    for (let covered = dice.MIN_COVERED; covered <= dice.MAX_COVERED; covered += 1) {
      const offered = dice.multiplierFor(covered);
      for (const direction of dice.DIRECTIONS) {
        const bet = withMultiplier(offered / 10_000, direction);
        if (multiplierOf(bet) !== offered || !dice.isAllowedBet(bet)) wrong.push(`${direction} ${covered}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(winChance(withMultiplier(2, 'under'))).toBe(49.5);
    expect(winChance(withMultiplier(2, 'over'))).toBe(49.5);
    expect(withMultiplier(2, 'over').target).toBe(5_049);
    // Out of range asks land on the limits.
    expect(multiplierOf(withMultiplier(1, 'under'))).toBe(dice.multiplierFor(dice.MAX_COVERED));
    expect(multiplierOf(withMultiplier(1_000_000, 'under'))).toBe(dice.MAX_WIN_STAKES * 10_000);
    expect(winChance(withMultiplier(0, 'under'))).toBe(98);
  });

  it('shows a multiplier with two to four places', () => {
    expect(multiplierText(19_800)).toBe('1.98');
    expect(multiplierText(29_702)).toBe('2.9702');
    expect(multiplierText(20_210)).toBe('2.021');
    expect(multiplierText(99_000_000)).toBe('9900.00');
    expect(multiplierText(10_102)).toBe('1.0102');
    expect(multiplierText(29_702, 'tr')).toBe('2,9702');
  });

  it('pays on a win exactly what the server pays', () => {
    const rng = seededRng(20_260_501);
    for (let i = 0; i < 2_000; i += 1) {
      const bet = {
        target: clampTarget(rng.int(10_000), i % 2 ? 'over' : 'under'),
        direction: i % 2 ? 'over' : 'under',
      } as const;
      const stake = 100n + BigInt(rng.int(499_901));
      const outcome = dice.rollDice(rng, bet);
      expect(isWinningRoll(outcome.roll, bet)).toBe(outcome.win);
      const winning = { ...outcome, win: true, paidMultiplier: outcome.multiplier };
      expect(payoutOnWin(stake, bet)).toBe(dice.diceWinMinor(stake, winning));
    }
    expect(payoutOnWin(2_500n, OPENING_BET)).toBe(4_950n);
    expect(payoutOnWin(101n, { target: 3_333, direction: 'under' })).toBe(299n); // ×2.9702: 299.99 floored
  });
});
