import { drawWithoutReplacement } from '../fair.ts';
import type { Rng } from '../rng.ts';
import {
  isAllowedMines,
  MAX_STAKE_MINOR,
  maxReveals,
  MIN_STAKE_MINOR,
  multiplierAfter,
  TILES,
} from './math.ts';

/*
 * A mines round as a pure state machine. The only randomness is the placement, drawn once at the start:
 * the mines are the first `mines` values of a uniform order of the tiles 0…24 (drawWithoutReplacement:
 * step i swaps position i with i + int(25 − i)). Tiles are numbered row by row: tile = row × 5 + column.
 * The state is plain data, so the server can store it between reveals; it holds the mines, which the
 * player is shown only when the round is over.
 */

export type MinesStatus = 'playing' | 'lost' | 'won';

export type MinesRound = {
  readonly mines: number;
  /** The mined tiles in the order they were drawn. */
  readonly minePositions: readonly number[];
  /** Safe tiles revealed, in the player's order. */
  readonly revealed: readonly number[];
  readonly status: MinesStatus;
  /** The mine that ended a lost round. */
  readonly hitMine: number | null;
  /** True when the round cashed out by itself (every allowed safe tile revealed). */
  readonly autoCashedOut: boolean;
  /** The cash-out value now, in ten-thousandths: 0 before a safe reveal and once lost; paid when won. */
  readonly multiplier: number;
};

export function minePositions(rng: Rng, mines: number): number[] {
  if (!isAllowedMines(mines)) throw new RangeError(`mines are 1…24, not ${mines}`);
  return drawWithoutReplacement(rng, TILES, mines);
}

export function startMines(rng: Rng, mines: number): MinesRound {
  return {
    mines,
    minePositions: minePositions(rng, mines),
    revealed: [],
    status: 'playing',
    hitMine: null,
    autoCashedOut: false,
    multiplier: 0,
  };
}

export function reveal(round: MinesRound, tile: number): MinesRound {
  if (round.status !== 'playing') throw new RangeError('the round is over');
  if (!Number.isInteger(tile) || tile < 0 || tile >= TILES) throw new RangeError(`no tile ${tile}`);
  if (round.revealed.includes(tile)) throw new RangeError(`tile ${tile} is already revealed`);
  if (round.minePositions.includes(tile)) {
    return { ...round, status: 'lost', hitMine: tile, multiplier: 0 };
  }
  const revealed = [...round.revealed, tile];
  const multiplier = multiplierAfter(round.mines, revealed.length);
  const done = revealed.length === maxReveals(round.mines);
  return { ...round, revealed, multiplier, status: done ? 'won' : 'playing', autoCashedOut: done };
}

export function cashOut(round: MinesRound): MinesRound {
  if (round.status !== 'playing') throw new RangeError('the round is over');
  if (round.revealed.length === 0) throw new RangeError('cash out needs at least one safe tile');
  return { ...round, status: 'won' };
}

/** What a finished round pays in minor units, floored to the kuruş; refuses a stake outside the limits. */
export function minesWinMinor(stakeMinor: bigint, round: MinesRound): bigint {
  if (stakeMinor < MIN_STAKE_MINOR || stakeMinor > MAX_STAKE_MINOR) {
    throw new RangeError(`a mines stake is ${MIN_STAKE_MINOR}…${MAX_STAKE_MINOR} minor units`);
  }
  if (round.status === 'playing') throw new RangeError('the round is still being played');
  return round.status === 'won' ? (stakeMinor * BigInt(round.multiplier)) / 10_000n : 0n;
}

/** What the player may be sent: the mines stay hidden (null) until the round is over. */
export function playerView(round: MinesRound): Omit<MinesRound, 'minePositions'> & {
  minePositions: readonly number[] | null;
} {
  return { ...round, minePositions: round.status === 'playing' ? null : round.minePositions };
}
