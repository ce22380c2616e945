import { mines } from '@lale/originals';

/*
 * Lale Mayın's numbers and tile states, from the mines mathematics the server uses
 * (packages/originals/src/mines), so every multiplier and cash-out value the page shows is the one the
 * server pays. Pure: no DOM, tested in test/mines-round.test.ts.
 */

/** A round's outcome as the page receives it (playerView): the mines stay null while it is played. */
export type MinesView = {
  mines: number;
  revealed: readonly number[];
  status: mines.MinesStatus;
  hitMine: number | null;
  autoCashedOut: boolean;
  multiplier: number;
  minePositions: readonly number[] | null;
};

export type MinesChoices = { mines: number };

/**
 * What a tile shows: `hidden` (still to pick), `gem` (picked, safe), `hit` (the mine that ended the
 * round), and once the round is over what the unpicked tiles held: `mine` or `spare` (a gem not picked).
 */
export type TileState = 'hidden' | 'gem' | 'hit' | 'mine' | 'spare';

export const TILES = mines.TILES;
export const GRID_SIZE = mines.GRID_SIZE;
export const OPENING_MINES = 3;
export const MINE_PRESETS = [1, 3, 5, 10, 24] as const;

export function clampMines(count: number): number {
  return Math.max(mines.MIN_MINES, Math.min(mines.MAX_MINES, Math.round(count)));
}

export function tileStates(view: MinesView | null): TileState[] {
  const states: TileState[] = Array.from({ length: TILES }, () => 'hidden');
  if (!view) return states;
  for (const tile of view.revealed) states[tile] = 'gem';
  if (view.status === 'playing') return states;
  const placed = new Set(view.minePositions ?? []);
  for (let tile = 0; tile < TILES; tile += 1) {
    if (states[tile] === 'gem') continue;
    states[tile] = tile === view.hitMine ? 'hit' : placed.has(tile) ? 'mine' : 'spare';
  }
  return states;
}

/** The most safe tiles a round with `count` mines can turn (it cashes out by itself there). */
export const maxReveals = (count: number): number => mines.maxReveals(count);

/** The cash-out multiplier (ten-thousandths) after `safe` safe tiles; 0 before the first. */
export function cashOutMultiplier(count: number, safe: number): number {
  return safe < 1 ? 0 : mines.multiplierAfter(count, safe);
}

/** The multiplier the next safe tile would bring, or null when the round cannot go further. */
export function nextMultiplier(count: number, safe: number): number | null {
  return safe + 1 > maxReveals(count) ? null : mines.multiplierAfter(count, safe + 1);
}

/** The chance, in percent, that the next tile is safe after `safe` safe tiles. */
export function nextSafeChance(count: number, safe: number): number {
  const left = TILES - safe;
  return ((left - count) / left) * 100;
}

/** The cash-out ladder: the multiplier after 1, 2, … safe tiles, up to the automatic cash-out. */
export function ladder(count: number): readonly number[] {
  return mines.CASH_OUT_LADDERS[count] ?? [];
}

/**
 * What `multiplier` pays on the stake, floored to the minor unit as the server does, within the
 * game's cap (MAX_WIN_STAKES stakes) and the operator's (`capMinor`, the state's maxWin), if any.
 */
export function payout(stakeMinor: bigint, multiplier: number, capMinor: bigint | null = null): bigint {
  let win = (stakeMinor * BigInt(multiplier)) / 10_000n;
  const gameCap = stakeMinor * BigInt(mines.MAX_WIN_STAKES);
  if (win > gameCap) win = gameCap;
  if (capMinor !== null && win > capMinor) win = capMinor;
  return win;
}

export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

/**
 * The tile focus moves to from `tile` on an arrow key (no wrapping, as in a grid); Home and End go to
 * the row's ends, with Ctrl to the board's first and last tile.
 */
export function neighbour(tile: number, key: GridKey, ctrl = false): number {
  const row = Math.floor(tile / GRID_SIZE);
  const column = tile % GRID_SIZE;
  switch (key) {
    case 'ArrowLeft':
      return column > 0 ? tile - 1 : tile;
    case 'ArrowRight':
      return column < GRID_SIZE - 1 ? tile + 1 : tile;
    case 'ArrowUp':
      return row > 0 ? tile - GRID_SIZE : tile;
    case 'ArrowDown':
      return row < GRID_SIZE - 1 ? tile + GRID_SIZE : tile;
    case 'Home':
      return ctrl ? 0 : row * GRID_SIZE;
    case 'End':
      return ctrl ? TILES - 1 : row * GRID_SIZE + GRID_SIZE - 1;
  }
}

export const isGridKey = (key: string): key is GridKey =>
  ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(key);

/**
 * A tile still to pick, uniformly (`random` in [0, 1)); null when none is left. Which tile is picked
 * cannot change the odds (the mines were placed when the bet was taken), so Math.random is fine.
 */
export function randomHiddenTile(
  revealed: readonly number[],
  random: () => number = Math.random,
): number | null {
  const taken = new Set(revealed);
  const hidden = Array.from({ length: TILES }, (_, tile) => tile).filter((tile) => !taken.has(tile));
  if (hidden.length === 0) return null;
  return hidden[Math.min(hidden.length - 1, Math.floor(random() * hidden.length))]!;
}

/**
 * A multiplier (ten-thousandths) as players read it: ×1,13 / ×1.13, thousands grouped. Cut to two
 * decimals, never rounded up, so the page never promises more than the exact multiplier pays.
 */
export function multiplierText(tenThousandths: number, lang: 'tr' | 'en'): string {
  const whole = String(Math.floor(tenThousandths / 10_000));
  const fraction = String(Math.floor((tenThousandths % 10_000) / 100)).padStart(2, '0');
  const group = lang === 'tr' ? '.' : ',';
  const mark = lang === 'tr' ? ',' : '.';
  return `×${whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${mark}${fraction}`;
}
