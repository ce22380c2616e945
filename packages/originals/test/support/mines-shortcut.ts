import { minePositions, multiplierAfter } from '../../src/mines/index.ts';
import type { Rng } from '../../src/rng.ts';

/*
 * "Reveal k, then cash out", played from the real placement (minePositions) and ladder
 * (multiplierAfter) without building a state per reveal: the state machine costs ~10× the draw. The
 * long simulations (bench/rtp/mines.rtp.ts) use it; test/mines.test.ts proves it gives, round by round,
 * what reveal()/cashOut() give.
 */
export type Strategy = { mines: number; safeReveals: number; picks: 'in order' | 'at random' };
export const playRound = (game: Rng, player: Rng, { mines, safeReveals, picks }: Strategy) => {
  const placed = minePositions(game, mines);
  const chosen: number[] = [];
  while (chosen.length < safeReveals) {
    const tile = picks === 'in order' ? chosen.length : player.int(25);
    if (!chosen.includes(tile)) chosen.push(tile);
  }
  const survived = chosen.every((tile) => !placed.includes(tile));
  return { placed, chosen, paid: survived ? multiplierAfter(mines, safeReveals) : 0 };
};
