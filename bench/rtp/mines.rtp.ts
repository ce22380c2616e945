import { describe, expect, it } from 'vitest';
import { multiplierAfter, PUBLISHED_RTP, survivalChance } from '../../packages/originals/src/mines/index.ts';
import { seededRng } from '../../packages/originals/src/rng.ts';
import { playRound, type Strategy } from '../../packages/originals/test/support/mines-shortcut.ts';

/*
 * Lale Mayın's long fixed-seed simulations (moved from packages/originals/test/mines.test.ts, where the
 * exact RTP of every strategy and the check that the shortcut below plays as the state machine stay).
 */

describe('mines: long simulation', () => {
  // Each strategy's N makes 3 standard errors < 0.5 points (SE = 100 × sd / √N, sd exact).
  it.each([
    { mines: 1, safeReveals: 12, picks: 'in order', n: 350_000, seed: 21 }, // survives 52 %, sd 0.95
    { mines: 3, safeReveals: 5, picks: 'at random', n: 400_000, seed: 22 }, // survives 49.6 %, sd 1.00
    { mines: 12, safeReveals: 1, picks: 'at random', n: 350_000, seed: 23 }, // survives 52 %, sd 0.95
  ] as (Strategy & { n: number; seed: number })[])(
    'simulates $mines mines, $safeReveals reveals ($picks) over $n rounds within 3 SE',
    ({ n, seed, ...strategy }) => {
      const chance = survivalChance(strategy.mines, strategy.safeReveals);
      const p = Number(chance.numerator) / Number(chance.denominator);
      const pays = multiplierAfter(strategy.mines, strategy.safeReveals) / 10_000;
      const standardError = (100 * Math.sqrt(p * pays * pays - (p * pays) ** 2)) / Math.sqrt(n);
      expect(3 * standardError).toBeLessThan(0.5);
      const game = seededRng(seed);
      const player = seededRng(seed + 1_000); // the player's picks: their own, not the round's
      let paid = 0;
      let wins = 0;
      for (let i = 0; i < n; i += 1) {
        const round = playRound(game, player, strategy);
        paid += round.paid;
        if (round.paid > 0) wins += 1;
      }
      const rtp = (paid / n / 10_000) * 100;
      expect(Math.abs(rtp - PUBLISHED_RTP)).toBeLessThan(3 * standardError);
      expect(Math.abs(wins / n - p)).toBeLessThan(3 * Math.sqrt((p * (1 - p)) / n));
    },
    30_000, // ~2 s on an idle machine; room for a shared one
  );
});
