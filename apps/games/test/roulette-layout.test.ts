import { roulette } from '@lale/originals';
import { describe, expect, it } from 'vitest';
import {
  cellOf,
  coveredBy,
  neighbour,
  spotAt,
  spotKey,
  spotPoint,
  toGridPoint,
  toleranceFor,
  toScreen,
  type InsideSpot,
} from '../src/lale-roulette/layout.ts';

const TOLERANCE = { x: 0.25, y: 0.25 };
const allGroups = (): InsideSpot[] =>
  roulette.INSIDE_KINDS.flatMap((kind) =>
    roulette.INSIDE_GROUPS[kind].map((numbers) => ({ kind, numbers: [...numbers] })),
  );

describe('the roulette table layout', () => {
  it('puts the numbers in the standard 3 × 12 layout', () => {
    expect(cellOf(1)).toEqual({ column: 0, row: 2 });
    expect(cellOf(3)).toEqual({ column: 0, row: 0 });
    expect(cellOf(17)).toEqual({ column: 5, row: 1 });
    expect(cellOf(34)).toEqual({ column: 11, row: 2 });
    expect(cellOf(36)).toEqual({ column: 11, row: 0 });
  });

  it('reads the usual clicks: a number, its sides, a corner, the row edge', () => {
    expect(spotAt({ x: 5.5, y: 1.5 }, TOLERANCE)).toEqual({ kind: 'straight', numbers: [17] });
    expect(spotAt({ x: -0.6, y: 0.4 }, TOLERANCE)).toEqual({ kind: 'straight', numbers: [0] });
    // Between 17 and 20 (side by side), between 17 and 18 (one above the other).
    expect(spotAt({ x: 6.1, y: 1.5 }, TOLERANCE)).toEqual({ kind: 'split', numbers: [17, 20] });
    expect(spotAt({ x: 5.5, y: 0.9 }, TOLERANCE)).toEqual({ kind: 'split', numbers: [17, 18] });
    expect(spotAt({ x: 6.05, y: 1.95 }, TOLERANCE)).toEqual({ kind: 'corner', numbers: [16, 17, 19, 20] });
    expect(spotAt({ x: 5.5, y: 2.9 }, TOLERANCE)).toEqual({ kind: 'street', numbers: [16, 17, 18] });
    expect(spotAt({ x: 6, y: 3 }, TOLERANCE)).toEqual({
      kind: 'line',
      numbers: [16, 17, 18, 19, 20, 21],
    });
    // Along the zero: 0–2, then 0-1-2, then the first four at the row edge.
    expect(spotAt({ x: -0.1, y: 1.5 }, TOLERANCE)).toEqual({ kind: 'split', numbers: [0, 2] });
    expect(spotAt({ x: 0.1, y: 2.1 }, TOLERANCE)).toEqual({ kind: 'street', numbers: [0, 1, 2] });
    expect(spotAt({ x: 0, y: 1 }, TOLERANCE)).toEqual({ kind: 'street', numbers: [0, 2, 3] });
    expect(spotAt({ x: 0.05, y: 2.95 }, TOLERANCE)).toEqual({ kind: 'corner', numbers: [0, 1, 2, 3] });
  });

  it('places no bet on the outer ends or the top edge beyond the number itself', () => {
    // The 2:1 side and the top edge of 36.
    expect(spotAt({ x: 11.9, y: 0.05 }, TOLERANCE)).toEqual({ kind: 'straight', numbers: [36] });
    expect(spotAt({ x: -0.95, y: 2.9 }, TOLERANCE)).toEqual({ kind: 'straight', numbers: [0] });
    expect(spotAt({ x: 12.5, y: 1 }, TOLERANCE)).toBeNull();
    expect(spotAt({ x: 3, y: -0.5 }, TOLERANCE)).toBeNull();
  });

  it('reaches every inside group of the table by a click on its chip spot, and nothing else', () => {
    const groups = allGroups();
    expect(groups).toHaveLength(37 + 60 + 14 + 23 + 11);
    for (const group of groups) {
      expect(spotAt(spotPoint(group), TOLERANCE), spotKey(group)).toEqual(group);
    }
    // A sweep over the whole area in small steps: every answer is a group of the table.
    const keys = new Set(groups.map(spotKey));
    const seen = new Set<string>();
    const strays: string[] = [];
    for (let i = 0; i <= 260; i += 1) {
      for (let j = 0; j <= 60; j += 1) {
        const spot = spotAt({ x: -1 + i / 20, y: j / 20 }, TOLERANCE);
        const key = spot ? spotKey(spot) : 'none';
        if (!keys.has(key)) strays.push(`${i / 20 - 1},${j / 20} → ${key}`);
        seen.add(key);
      }
    }
    expect(strays).toEqual([]);
    expect(seen.size).toBe(groups.length);
  });

  it('turns the table for the phone: 1 on the top left, the row edge on the left', () => {
    for (const orientation of ['horizontal', 'vertical'] as const) {
      for (const group of allGroups()) {
        const point = spotPoint(group);
        const { left, top } = toScreen(point, orientation);
        const back = toGridPoint(left, top, orientation);
        expect(back.x).toBeCloseTo(point.x, 9);
        expect(back.y).toBeCloseTo(point.y, 9);
      }
    }
    expect(toScreen(spotPoint({ kind: 'straight', numbers: [1] }), 'vertical')).toEqual({
      left: 1 / 6,
      top: 1 / 24,
    });
    expect(toScreen(spotPoint({ kind: 'street', numbers: [4, 5, 6] }), 'vertical')).toEqual({
      left: 0,
      top: 1.5 / 12,
    });
  });

  it('sizes the line band in pixels, never more than 0.3 of a cell', () => {
    // 780 × 180 px horizontally: cells of 65 × 60 px.
    const wide = toleranceFor(780, 180, 13, 'horizontal');
    expect(wide.x).toBeCloseTo(0.2, 9);
    expect(wide.y).toBeCloseTo(13 / 60, 9);
    // 270 × 480 px vertically: cells of 90 wide (across) × 40 high (along).
    const tall = toleranceFor(270, 480, 13, 'vertical');
    expect(tall.x).toBe(0.3);
    expect(tall.y).toBeCloseTo(13 / 90, 9);
  });

  it('moves the focus with the arrows as the table is shown', () => {
    expect(neighbour(17, 'ArrowRight', 'horizontal')).toBe(20);
    expect(neighbour(17, 'ArrowUp', 'horizontal')).toBe(18);
    expect(neighbour(18, 'ArrowUp', 'horizontal')).toBeNull();
    expect(neighbour(2, 'ArrowLeft', 'horizontal')).toBe(0);
    expect(neighbour(0, 'ArrowRight', 'horizontal')).toBe(2);
    expect(neighbour(35, 'ArrowRight', 'horizontal')).toBeNull();
    expect(neighbour(17, 'ArrowDown', 'vertical')).toBe(20);
    expect(neighbour(17, 'ArrowRight', 'vertical')).toBe(18);
    expect(neighbour(16, 'ArrowLeft', 'vertical')).toBeNull();
    expect(neighbour(1, 'ArrowUp', 'vertical')).toBe(0);
  });

  it('counts the numbers of outside bets as the server does', () => {
    expect(coveredBy({ kind: 'column', index: 1 })).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(coveredBy({ kind: 'dozen', index: 2 })).toHaveLength(12);
    expect(coveredBy({ kind: 'red' })).toEqual([...roulette.RED_NUMBERS]);
    expect(spotKey({ kind: 'dozen', index: 3 })).toBe('dozen:3');
    expect(spotKey({ kind: 'black' })).toBe('black');
  });
});
