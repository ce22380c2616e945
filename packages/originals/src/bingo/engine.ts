import { roundRng } from '../chain/chain.ts';
import { shuffle } from '../fair.ts';
import type { Rng } from '../rng.ts';
import type { BingoCard } from './card.ts';
import { BALLS, CALLS, CHAIN_SALT, PATTERNS, PRIZES, type Pattern } from './math.ts';

/** A game's draw: the balls 1–90 in a uniform order (the first CALLS are called). */
export function drawBingo(rng: Rng): number[] {
  return shuffle(rng, BALLS).map((ball) => ball + 1);
}

/** The draw of the game played with its room's chain hash h_k (what the verification page recomputes). */
export function roundBingoDraw(roundHash: string): number[] {
  return drawBingo(roundRng(roundHash, CHAIN_SALT));
}

export type CardPrize = { pattern: Pattern; calls: number; multiplier: number };

export type CardResult = {
  /** The call (1 … CALLS) at which the card completed each pattern, or null if not within the calls. */
  completedAt: Record<Pattern, number | null>;
  /** The prizes won, in pattern order. */
  prizes: CardPrize[];
  /** Their sum, in ten-thousandths of the card price (0 = lost). */
  multiplier: number;
};

/** The prize for completing `pattern` at call `calls`: the first bracket it falls in. */
export function prizeFor(pattern: Pattern, calls: number): number {
  return PRIZES[pattern].find((bracket) => calls <= bracket.calls)?.multiplier ?? 0;
}

/** Every card of a game against its draw (the call positions are worked out once). */
export function settleCards(cards: readonly BingoCard[], drawOrder: readonly number[]): CardResult[] {
  if (drawOrder.length < CALLS) throw new RangeError(`a draw calls ${CALLS} balls`);
  // callOf[n]: the call at which ball n came out, or past CALLS if it was not called.
  const callOf = new Array<number>(BALLS + 1).fill(CALLS + 1);
  for (let i = 0; i < CALLS; i += 1) callOf[drawOrder[i]!] = i + 1;
  return cards.map((card) => {
    // A row is complete at the call of its last number; the rows' completions, sorted, are the
    // calls of the first line, the second line and the full house.
    const rowsDone = card
      .map((row) => row.reduce<number>((last, n) => (n == null ? last : Math.max(last, callOf[n]!)), 0))
      .sort((a, b) => a - b);
    const completedAt = {} as Record<Pattern, number | null>;
    const prizes: CardPrize[] = [];
    PATTERNS.forEach((pattern, i) => {
      const calls = rowsDone[i]!;
      completedAt[pattern] = calls <= CALLS ? calls : null;
      const multiplier = calls <= CALLS ? prizeFor(pattern, calls) : 0;
      if (multiplier > 0) prizes.push({ pattern, calls, multiplier });
    });
    return { completedAt, prizes, multiplier: prizes.reduce((sum, prize) => sum + prize.multiplier, 0) };
  });
}

/** One card against a draw. */
export function settleCard(card: BingoCard, drawOrder: readonly number[]): CardResult {
  return settleCards([card], drawOrder)[0]!;
}

/** A win in minor units: card price × multiplier / 10000, floored. */
export function winMinor(cardPriceMinor: bigint, multiplier: number): bigint {
  return (cardPriceMinor * BigInt(multiplier)) / 10_000n;
}
