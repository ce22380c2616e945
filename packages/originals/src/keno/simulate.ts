import type { Rng } from '../rng.ts';
import { drawKeno } from './engine.ts';
import { MAX_PICKS, NUMBERS, PAYTABLE } from './math.ts';
import { ALL_DRAWS, drawsWithHits } from './rtp.ts';

/*
 * A fixed-seed check of the exact returns, shared by the unit test (a short run) and the long run
 * recorded in math.ts. Every draw comes from drawKeno; each settles, for every pick count p, the 80
 * tickets of p consecutive numbers around the circle 1…80 ({1…p}, {2…p+1}, …, {80, 1, …, p−1}). The
 * draw is uniform, so each of them is an ordinary ticket, and 80 per draw cut the variance about
 * sevenfold. Draws are independent, so the standard error comes from the per-draw averages.
 */

export type KenoSimulation = {
  draws: number;
  /** Measured return per pick count (index p − 1), in percent. */
  rtp: number[];
  /** Its standard error, in percentage points. */
  standardError: number[];
  /** hitsOfFirstTicket[p − 1][h]: draws in which the ticket {1…p} had h hits (independent samples). */
  hitsOfFirstTicket: number[][];
};

export function simulateKeno(rng: Rng, draws: number): KenoSimulation {
  const sum = new Array<number>(MAX_PICKS + 1).fill(0);
  const squares = new Array<number>(MAX_PICKS + 1).fill(0);
  const hitsOfFirstTicket = Array.from({ length: MAX_PICKS }, (_, i) => new Array<number>(i + 2).fill(0));
  // marked[n] and marked[n + 80] say whether n was drawn: a window never needs a modulo.
  const marked = new Uint8Array(2 * NUMBERS + 1);
  for (let d = 0; d < draws; d += 1) {
    marked.fill(0);
    for (const n of drawKeno(rng)) {
      marked[n] = 1;
      marked[n + NUMBERS] = 1;
    }
    for (let p = 1; p <= MAX_PICKS; p += 1) {
      const pays = PAYTABLE[p]!;
      let hits = 0;
      for (let n = 1; n <= p; n += 1) hits += marked[n]!;
      hitsOfFirstTicket[p - 1]![hits]! += 1;
      let paid = 0;
      for (let start = 1; start <= NUMBERS; start += 1) {
        paid += pays[hits]!;
        hits += marked[start + p]! - marked[start]!;
      }
      const average = paid / NUMBERS / 10_000;
      sum[p]! += average;
      squares[p]! += average * average;
    }
  }
  const rtp: number[] = [];
  const standardError: number[] = [];
  for (let p = 1; p <= MAX_PICKS; p += 1) {
    const mean = sum[p]! / draws;
    rtp.push(mean * 100);
    standardError.push(Math.sqrt(Math.max(0, squares[p]! / draws - mean * mean) / draws) * 100);
  }
  return { draws, rtp, standardError, hitsOfFirstTicket };
}

/** 99.9 % points of the chi-square law, by degrees of freedom (index = degrees). */
const CHI_SQUARE_999 = [0, 10.83, 13.82, 16.27, 18.47, 20.52, 22.46, 24.32, 26.12, 27.88, 29.59];

/**
 * The hit law of a simulation, per pick count: the chi-square of ticket {1…p}'s hits over the draws
 * against the hypergeometric law, and the statistic's 99.9 % point. Cells h = 0…p, the rare top ones
 * pooled until each expects at least 20 tickets. Used by the unit test's short run and bench/rtp's long one.
 */
export function hitLawChiSquare(
  simulation: KenoSimulation,
  picks: readonly number[],
): { picks: number; chi: number; critical: number }[] {
  return picks.map((p) => {
    const expected = Array.from(
      { length: p + 1 },
      (_, h) => (Number(drawsWithHits(p, h)) / Number(ALL_DRAWS)) * simulation.draws,
    );
    const observed = simulation.hitsOfFirstTicket[p - 1]!.slice(0, p + 1);
    while (expected.at(-1)! < 20) {
      expected[expected.length - 2]! += expected.pop()!;
      observed[observed.length - 2]! += observed.pop()!;
    }
    const chi = expected.reduce((sum, e, h) => sum + (observed[h]! - e) ** 2 / e, 0);
    return { picks: p, chi, critical: CHI_SQUARE_999[expected.length - 1]! };
  });
}
