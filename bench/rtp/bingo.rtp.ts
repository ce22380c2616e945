import { describe, expect, it } from 'vitest';
import {
  dealCard,
  exactCompletionChance,
  exactRtp,
  simulateBingo,
} from '../../packages/originals/src/bingo/index.ts';
import { seededRng } from '../../packages/originals/src/rng.ts';

/*
 * Bingo's (Lale Tombala's) long fixed-seed run (moved from packages/originals/test/bingo.test.ts, where
 * a short run stays).
 */

describe('bingo: long simulation', () => {
  it('returns the published figure within 0.5 points over 13,000,000 fixed-seed card-games', () => {
    // 500 cards dealt once, 26,000 draws. A card's payout has a standard deviation of 5.94 stakes
    // (from the joint law of its three rows' completions), so the standard error is ≈ 0.165 points
    // and 3 SE < 0.5; this run measures 95.070% with a per-game standard error of 0.150.
    const rng = seededRng(20261124);
    const cards = Array.from({ length: 500 }, () => dealCard(rng));
    const run = simulateBingo(rng, cards, 26_000);
    expect(3 * run.standardError).toBeLessThan(0.5);
    expect(Math.abs(run.rtp - exactRtp().percent)).toBeLessThan(0.5);
    // A card completes one line within the calls in 33.44% of games.
    const cardGames = run.games * run.cards;
    expect(
      Math.abs((run.completions[0]! / cardGames) * 100 - exactCompletionChance('oneLine').percent),
    ).toBeLessThan(0.2);
    expect(
      Math.abs((run.completions[2]! / cardGames) * 100 - exactCompletionChance('fullHouse').percent),
    ).toBeLessThan(0.02);
  });
});
