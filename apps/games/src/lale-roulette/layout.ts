import { roulette } from '@lale/originals';

/*
 * The betting table's geometry, free of the page: where each number sits, which bet a click at a point
 * of the number area means (a number, a line between two, a corner of four, the row edge), and where a
 * bet's chip is drawn. Everything is in "grid units" of the horizontal table, whatever way it is shown:
 *
 *   x: 0…12 along the table, one unit per row of three (x in [r, r+1) holds 3r+1…3r+3); the zero is the
 *      unit to the left, x in [-1, 0).
 *   y: 0…3 across it, top to bottom: y in [0, 1) holds 3r+3, [1, 2) 3r+2, [2, 3) 3r+1. The bottom edge
 *      (y = 3) is the row edge where streets and six lines are placed.
 *
 * The phone's vertical table is the same grid turned (toGridPoint/toScreen convert), so one hit test
 * serves both. Every bet a click can make is a group of roulette.INSIDE_GROUPS (the tests prove it).
 */

export type InsideSpot = { kind: roulette.InsideKind; numbers: number[] };
export type OutsideSpot =
  | { kind: 'dozen' | 'column'; index: 1 | 2 | 3 }
  | { kind: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' };
export type Spot = InsideSpot | OutsideSpot;

export type Orientation = 'horizontal' | 'vertical';
export type GridPoint = { x: number; y: number };

export const ROWS_OF_THREE = 12;
const EDGE = 3;

/** The unit column (0…11) and unit row (0 top … 2 bottom) of a number 1…36. */
export function cellOf(number: number): { column: number; row: number } {
  return { column: Math.floor((number - 1) / 3), row: 2 - ((number - 1) % 3) };
}

const numberAt = (column: number, row: number) => 3 * column + 3 - row;

/** A stable key per bet, for the slip and the chips on the table: "split:1,2", "dozen:2", "red". */
export function spotKey(spot: Spot): string {
  if ('numbers' in spot) return `${spot.kind}:${spot.numbers.join(',')}`;
  if ('index' in spot) return `${spot.kind}:${spot.index}`;
  return spot.kind;
}

/** The numbers a bet covers, as the server counts them. */
export function coveredBy(spot: Spot): number[] {
  return roulette.coveredNumbers({ ...spot, stakeMinor: 0n } as roulette.RouletteBet);
}

const inside = (kind: roulette.InsideKind, numbers: number[]): InsideSpot => ({
  kind,
  numbers: [...numbers].sort((a, b) => a - b),
});

/** Rounds `value` to a whole line when it is within `tolerance` of one, else null. */
function nearLine(value: number, tolerance: number): number | null {
  const line = Math.round(value);
  return Math.abs(value - line) <= tolerance ? line : null;
}

/**
 * The bet a click at `point` places. Near a line between numbers it is the split (or, with the zero,
 * the split 0–n); where two lines cross, the corner (with the zero: 0-1-2 / 0-2-3); on the bottom edge
 * the street of that row, and where the edge meets a line between rows, the six line (with the zero:
 * the first four 0-1-2-3). `tolerance` is how far from a line still counts as on it, per axis.
 * Null outside the number area.
 */
export function spotAt(point: GridPoint, tolerance: GridPoint): InsideSpot | null {
  const { x, y } = point;
  if (x < -1 || x > ROWS_OF_THREE || y < 0 || y > EDGE) return null;
  const lineX = nearLine(x, tolerance.x);
  const lineY = nearLine(y, tolerance.y);
  // The outer ends (the zero's left side, the 2:1 side) and the top edge hold no bets.
  const between = lineX !== null && lineX >= 0 && lineX < ROWS_OF_THREE ? lineX : null;
  const across = lineY !== null && lineY >= 1 ? lineY : null;
  if (x < 0 && between === null) return inside('straight', [0]);
  const column = Math.min(ROWS_OF_THREE - 1, Math.max(0, Math.floor(x)));
  const row = Math.min(2, Math.max(0, Math.floor(y)));

  if (between === null && across === null) return inside('straight', [numberAt(column, row)]);
  if (across === null) {
    // On a line between two rows of three (or the zero's side).
    const right = numberAt(between!, row);
    return inside('split', [between === 0 ? 0 : numberAt(between! - 1, row), right]);
  }
  if (across === EDGE) {
    if (between === null)
      return inside(
        'street',
        [1, 2, 3].map((k) => 3 * column + k),
      );
    if (between === 0) return inside('corner', [0, 1, 2, 3]);
    return inside(
      'line',
      Array.from({ length: 6 }, (_, i) => 3 * (between - 1) + 1 + i),
    );
  }
  // A line between two numbers of one row of three: across = 1 (3r+3 | 3r+2) or 2 (3r+2 | 3r+1).
  const lower = (c: number) => numberAt(c, across);
  if (between === null) return inside('split', [lower(column), lower(column) + 1]);
  if (between === 0) return inside('street', [0, lower(0), lower(0) + 1]);
  const left = lower(between - 1);
  const right = lower(between);
  return inside('corner', [left, left + 1, right, right + 1]);
}

const centreOf = (number: number): GridPoint => {
  const { column, row } = cellOf(number);
  return { x: column + 0.5, y: row + 0.5 };
};
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** Where an inside bet's chip sits on the number area (the inverse of spotAt). */
export function spotPoint(spot: InsideSpot): GridPoint {
  const { kind, numbers } = spot;
  if (kind === 'straight' && numbers[0] === 0) return { x: -0.5, y: 1.5 };
  const centres = numbers.filter((n) => n !== 0).map(centreOf);
  const x = mean(centres.map((c) => c.x));
  const y = mean(centres.map((c) => c.y));
  if (numbers.includes(0)) return { x: 0, y: kind === 'corner' ? EDGE : y };
  if (kind === 'street' || kind === 'line') return { x, y: EDGE };
  return { x, y };
}

/**
 * A pointer's place in the number area (fractions of its box, left→right and top→bottom; below 0 on the
 * zero's side) → grid units. Vertically, the first row of three is on top and 1 on the left, so the row
 * edge is the left side.
 */
export function toGridPoint(fx: number, fy: number, orientation: Orientation): GridPoint {
  return orientation === 'horizontal'
    ? { x: fx * ROWS_OF_THREE, y: fy * EDGE }
    : { x: fy * ROWS_OF_THREE, y: EDGE - fx * EDGE };
}

/** Grid units → fractions of the number area's box (left, top), for placing a chip. */
export function toScreen(point: GridPoint, orientation: Orientation): { left: number; top: number } {
  return orientation === 'horizontal'
    ? { left: point.x / ROWS_OF_THREE, top: point.y / EDGE }
    : { left: (EDGE - point.y) / EDGE, top: point.x / ROWS_OF_THREE };
}

/** How close to a line a click counts as on it: `bandPx` on screen, at most a third of a cell. */
export function toleranceFor(
  areaWidth: number,
  areaHeight: number,
  bandPx: number,
  orientation: Orientation,
): GridPoint {
  const along = orientation === 'horizontal' ? areaWidth : areaHeight;
  const across = orientation === 'horizontal' ? areaHeight : areaWidth;
  const part = (size: number, cells: number) => Math.min(0.3, bandPx / (size / cells));
  return { x: part(along, ROWS_OF_THREE), y: part(across, EDGE) };
}

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/** The number an arrow key moves the focus to on the table as shown, or null at its edge. */
export function neighbour(number: number, key: ArrowKey, orientation: Orientation): number | null {
  // The key as a move along the table (x) or across it (y, towards the row edge is +1).
  const horizontal: Record<ArrowKey, [number, number]> = {
    ArrowRight: [1, 0],
    ArrowLeft: [-1, 0],
    ArrowUp: [0, -1],
    ArrowDown: [0, 1],
  };
  const vertical: Record<ArrowKey, [number, number]> = {
    ArrowDown: [1, 0],
    ArrowUp: [-1, 0],
    ArrowLeft: [0, 1],
    ArrowRight: [0, -1],
  };
  const [dx, dy] = (orientation === 'horizontal' ? horizontal : vertical)[key];
  if (number === 0) return dx === 1 ? 2 : null;
  const { column, row } = cellOf(number);
  const nextColumn = column + dx;
  const nextRow = row + dy;
  if (nextRow < 0 || nextRow > 2 || nextColumn >= ROWS_OF_THREE) return null;
  if (nextColumn < 0) return 0;
  return numberAt(nextColumn, nextRow);
}

/** The six even-money boxes in the order they stand along the table. */
export const EVEN_MONEY = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;
