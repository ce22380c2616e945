import { mines } from '@lale/originals';
import { z } from 'zod';
import type { OriginalGame } from './definition.ts';

/*
 * Lale Mayın (mines): the mines are placed when the bet is taken (from the round's seeds); the player
 * turns tiles one at a time and may cash out after a safe one. The round stays open between moves; the
 * page never sees where the mines are until it is over. An abandoned round (player gone, restart) is
 * cashed out for what it has revealed, or refunded when nothing was.
 */

const Choices = z.object({ mines: z.number().int().min(mines.MIN_MINES).max(mines.MAX_MINES) });
const Move = z.object({
  tile: z
    .number()
    .int()
    .min(0)
    .max(mines.TILES - 1),
});

const pay = (stakeMinor: bigint, round: mines.MinesRound) =>
  round.status === 'playing'
    ? (stakeMinor * BigInt(round.multiplier)) / 10_000n
    : mines.minesWinMinor(stakeMinor, round);

export const minesGame: OriginalGame<z.infer<typeof Choices>, mines.MinesRound, z.infer<typeof Move>> = {
  code: 'lale-mines',
  catalogue: {
    id: 1_000_011,
    name: 'Lale Mayın',
    categories: [5, 3, 4],
    volatility: 'high',
    publishedRtp: mines.PUBLISHED_RTP,
    sort: -11,
  },
  choices: Choices,
  stake: { minMinor: mines.MIN_STAKE_MINOR, maxMinor: mines.MAX_STAKE_MINOR },
  maxWinStakes: mines.MAX_WIN_STAKES,
  draw(rng, choices) {
    return { outcome: mines.startMines(rng, choices.mines), winMinor: 0n, open: true };
  },
  view: (outcome) => mines.playerView(outcome),
  steps: {
    move: Move,
    apply(round, move, stakeMinor) {
      if (round.status !== 'playing' || round.revealed.includes(move.tile)) return 'invalid';
      const next = mines.reveal(round, move.tile);
      return { outcome: next, winMinor: pay(stakeMinor, next), open: next.status === 'playing' };
    },
    cashOut(round, stakeMinor) {
      if (round.status !== 'playing' || round.revealed.length === 0) return 'invalid';
      const done = mines.cashOut(round);
      return { outcome: done, winMinor: pay(stakeMinor, done) };
    },
    abandon(row) {
      const round = row.outcome;
      return round.revealed.length === 0 ? 'refund' : pay(row.stakeMinor, mines.cashOut(round));
    },
  },
};
