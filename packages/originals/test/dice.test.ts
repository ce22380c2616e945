/// <reference types="node" />
// The test alone uses Node (its HMAC is the independent reference for the fair roll); src stays browser-safe.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Rng } from '../src/rng.ts';
import { seededRng } from '../src/rng.ts';
import { fairRng } from '../src/fair.ts';
import {
  allowedBets,
  coveredRolls,
  diceWinMinor,
  formatRoll,
  isAllowedBet,
  MAX_WIN_STAKES,
  minimumRtp,
  multiplierFor,
  PUBLISHED_RTP,
  rollDice,
  rtpOfCovered,
  type DiceBet,
} from '../src/dice/index.ts';

/** An Rng that answers `value` to the first int(10000) — to walk every roll once. */
const fixedRoll = (value: number): Rng => ({ int: () => value });

describe('Lale Zar: the bet', () => {
  it('counts the winning rolls: under wins below the target, over above it', () => {
    expect(coveredRolls({ target: 5000, direction: 'under' })).toBe(5000);
    expect(coveredRolls({ target: 4999, direction: 'over' })).toBe(5000);
    expect(rollDice(fixedRoll(4999), { target: 5000, direction: 'under' }).win).toBe(true);
    expect(rollDice(fixedRoll(5000), { target: 5000, direction: 'under' }).win).toBe(false);
    expect(rollDice(fixedRoll(5000), { target: 4999, direction: 'over' }).win).toBe(true);
    expect(rollDice(fixedRoll(4999), { target: 4999, direction: 'over' }).win).toBe(false);
  });

  it('allows win chances from 0.01 % to 98 % only', () => {
    const bet = (target: number, direction: DiceBet['direction']) => isAllowedBet({ target, direction });
    expect([bet(1, 'under'), bet(9800, 'under'), bet(199, 'over'), bet(9998, 'over')]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([bet(0, 'under'), bet(9801, 'under'), bet(198, 'over'), bet(9999, 'over')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(bet(50.5, 'under')).toBe(false);
    expect(() => rollDice(seededRng(1), { target: 9900, direction: 'under' })).toThrow(RangeError);
    expect(allowedBets()).toHaveLength(2 * 9800);
  });

  it('pays floor(99 % × 10⁸ / covered) ten-thousandths', () => {
    expect(multiplierFor(5000)).toBe(19_800);
    expect(multiplierFor(9800)).toBe(10_102);
    expect(multiplierFor(3)).toBe(33_000_000);
    expect(multiplierFor(1)).toBe(MAX_WIN_STAKES * 10_000);
    expect(() => multiplierFor(9801)).toThrow(RangeError);
  });

  it('shows the roll with two decimals and pays whole kuruş within the stake limits', () => {
    expect([0, 5, 1234, 9999].map(formatRoll)).toEqual(['0.00', '0.05', '12.34', '99.99']);
    const win = rollDice(fixedRoll(0), { target: 9800, direction: 'under' });
    expect(diceWinMinor(333n, win)).toBe(336n); // 333 × 1.0102 = 336.39
    expect(diceWinMinor(100n, rollDice(fixedRoll(9999), { target: 9800, direction: 'under' }))).toBe(0n);
    expect(() => diceWinMinor(99n, win)).toThrow(RangeError);
    expect(() => diceWinMinor(500_001n, win)).toThrow(RangeError);
  });
});

describe('Lale Zar: return to player', () => {
  it('returns at most 99 % and more than 98.99 % on every allowed bet (exact fractions)', () => {
    const published = BigInt(Math.round(PUBLISHED_RTP * 100)); // in ten-thousandths of the stake
    let reachesPublished = 0;
    for (const bet of allowedBets()) {
      const { numerator, denominator } = rtpOfCovered(coveredRolls(bet));
      expect(numerator * 10_000n <= published * denominator).toBe(true);
      expect(numerator * 1_000_000n > 989_900n * denominator).toBe(true);
      if (numerator * 10_000n === published * denominator) reachesPublished += 1;
    }
    expect(reachesPublished).toBeGreaterThan(0);
    // The lowest: a 97.24 % chance pays ×1.0180 (10,180.99 floored): 9724 × 10,180 / 10⁸ = 98.99032 %.
    expect(minimumRtp()).toEqual({ numerator: 98_990_320n, denominator: 100_000_000n, covered: 9724 });
  });

  it('pays exactly that by walking every roll through rollDice, with hit frequency covered / 10,000', () => {
    const sample = allowedBets().filter((_, i) => i % 977 === 0 || i === 9799 || i === 9800);
    for (const bet of sample) {
      let paid = 0;
      let hits = 0;
      for (let roll = 0; roll < 10_000; roll += 1) {
        const outcome = rollDice(fixedRoll(roll), bet);
        paid += outcome.paidMultiplier;
        if (outcome.win) hits += 1;
      }
      const covered = coveredRolls(bet);
      expect(hits).toBe(covered);
      expect(BigInt(paid)).toBe(rtpOfCovered(covered).numerator);
    }
  });

  // N per bet so that 3 standard errors stay below 0.5 points: SE = 100 × sd / √N, sd exact from the bet.
  it.each([
    { bet: { target: 5000, direction: 'under' } as DiceBet, n: 400_000, seed: 11 }, // 50 %, sd 0.99
    { bet: { target: 999, direction: 'over' } as DiceBet, n: 100_000, seed: 12 }, // 90 %, sd 0.33
    { bet: { target: 1000, direction: 'under' } as DiceBet, n: 3_300_000, seed: 13 }, // 10 %, sd 2.97
  ])('simulates $bet.direction $bet.target over $n rolls within 3 SE (< 0.5 points)', ({ bet, n, seed }) => {
    const covered = coveredRolls(bet);
    const p = covered / 10_000;
    const pays = multiplierFor(covered) / 10_000;
    const sd = Math.sqrt(p * pays * pays - (p * pays) ** 2);
    const standardError = (100 * sd) / Math.sqrt(n);
    expect(3 * standardError).toBeLessThan(0.5);
    const rng = seededRng(seed);
    let paid = 0;
    let hits = 0;
    for (let i = 0; i < n; i += 1) {
      const outcome = rollDice(rng, bet);
      paid += outcome.paidMultiplier;
      if (outcome.win) hits += 1;
    }
    const rtp = (paid / n / 10_000) * 100;
    expect(Math.abs(rtp - PUBLISHED_RTP)).toBeLessThan(3 * standardError);
    expect(Math.abs(hits / n - p)).toBeLessThan(3 * Math.sqrt((p * (1 - p)) / n));
  });
});

describe('Lale Zar: provably fair', () => {
  const pair = { serverSeed: 'c0ffee'.repeat(10) + 'beef', clientSeed: 'oyuncu-42', nonce: 3 };

  it('rolls the first HMAC word below 4,294,960,000, modulo 10,000, and replays it', () => {
    const block = createHmac('sha256', pair.serverSeed).update(`${pair.clientSeed}:${pair.nonce}:0`).digest();
    const firstWord = block.readUInt32BE(0);
    expect(firstWord).toBeLessThan(4_294_960_000); // accepted: no skip for this pair
    const bet: DiceBet = { target: 5000, direction: 'over' };
    const outcome = rollDice(fairRng(pair), bet);
    expect(outcome.roll).toBe(firstWord % 10_000);
    expect(outcome.win).toBe(outcome.roll > 5000);
    expect(rollDice(fairRng(pair), bet)).toEqual(outcome);
    expect(rollDice(fairRng({ ...pair, nonce: 4 }), bet).roll).toBe(
      createHmac('sha256', pair.serverSeed).update(`${pair.clientSeed}:4:0`).digest().readUInt32BE(0) %
        10_000,
    );
  });
});
