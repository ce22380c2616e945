import { plinko, seededRng } from '@lale/originals';
import { describe, expect, it } from 'vitest';
import { multiplierText, slotLabel } from '../src/lale-plinko/labels.ts';
import {
  CONTACT_LIFT,
  fitBoard,
  flight,
  flightMs,
  heatColour,
  pinsHit,
  pinXs,
  positionAt,
  segmentY,
  slotHeat,
  slotOf,
  slotX,
  START,
} from '../src/lale-plinko/layout.ts';

/* Lale Plinko's board: the ball follows the server's path pin by pin into the outcome's slot. */

describe('the pyramid', () => {
  it('has r + 3 pins in row r, centred, one gap apart', () => {
    expect(pinXs(0)).toEqual([-1, 0, 1]);
    expect(pinXs(1)).toEqual([-1.5, -0.5, 0.5, 1.5]);
    expect(pinXs(15)).toHaveLength(18);
  });

  it('puts each slot midway between two pins of the last row', () => {
    for (const rows of plinko.ROW_CHOICES) {
      const last = pinXs(rows - 1);
      for (let slot = 0; slot <= rows; slot += 1)
        expect(slotX(slot, rows)).toBe((last[slot]! + last[slot + 1]!) / 2);
    }
  });
});

describe('the flight', () => {
  it('meets, in every row, a pin of that row, one step left or right of the last, into the outcome’s slot', () => {
    const rng = seededRng(11);
    for (let drop = 0; drop < 200; drop += 1) {
      const rows = plinko.ROW_CHOICES[drop % plinko.ROW_CHOICES.length]!;
      const outcome = plinko.dropBall(rng, { rows, risk: 'high' });
      const segments = flight(outcome.path);
      expect(segments).toHaveLength(rows + 1);
      expect(slotOf(outcome.path)).toBe(outcome.slot);
      const hits = pinsHit(outcome.path);
      for (let row = 0; row < rows; row += 1) {
        const contact = segments[row]!.to;
        expect(contact).toEqual({ x: pinXs(row)[hits[row]!], y: row - CONTACT_LIFT });
        if (row > 0) expect(Math.abs(contact.x - segments[row - 1]!.to.x)).toBe(0.5);
      }
      expect(segments.at(-1)!.to.x).toBe(slotX(outcome.slot, rows));
    }
  });

  it('starts above the top pin and ends, at its full length, in the slot', () => {
    const path = [1, 1, 0, 1, 0, 0, 1, 1];
    const segments = flight(path);
    expect(positionAt(segments, 0)).toEqual({ point: START, finished: 0, done: false });
    const total = flightMs(segments);
    expect(total).toBe(300 + [175, 170, 165, 160, 155, 150, 145, 140].reduce((a, b) => a + b, 0));
    const end = positionAt(segments, total);
    expect(end.done).toBe(true);
    expect(end.point.x).toBe(slotX(5, 8));
    // Just after the drop's 300 ms the ball has met row 0 and is bouncing towards row 1.
    expect(positionAt(segments, 301).finished).toBe(1);
    expect(positionAt(segments, 299).finished).toBe(0);
  });

  it('bounces: the ball rises by the hop after a pin, then falls onto the next', () => {
    const segment = { from: { x: 0, y: 0 }, to: { x: 0.5, y: 1 }, ms: 100, hop: 0.26 };
    expect(segmentY(segment, 0)).toBe(0);
    expect(segmentY(segment, 1)).toBeCloseTo(1, 12);
    let top = 0;
    for (let t = 0; t <= 1; t += 0.001) top = Math.min(top, segmentY(segment, t));
    expect(top).toBeCloseTo(-0.26, 5);
    const fall = { ...segment, hop: 0 };
    expect(segmentY(fall, 0.5)).toBe(0.25);
  });
});

describe('fitting the board', () => {
  it('keeps every pin and the slots inside the host', () => {
    for (const [width, height] of [
      [1030, 750],
      [366, 373],
      [700, 1200],
    ] as const) {
      for (const rows of plinko.ROW_CHOICES) {
        const fit = fitBoard(width, height, rows);
        const left = fit.originX + pinXs(rows - 1)[0]! * fit.gap;
        const right = fit.originX + pinXs(rows - 1).at(-1)! * fit.gap;
        expect(left).toBeGreaterThanOrEqual(0);
        expect(right).toBeLessThanOrEqual(width);
        expect(fit.originY + START.y * fit.gap).toBeGreaterThanOrEqual(0);
        expect(fit.originY + (rows + 0.4) * fit.gap).toBeLessThanOrEqual(height);
        expect(fit.gap).toBeLessThanOrEqual(60);
      }
    }
  });
});

describe('the slots’ colours and labels', () => {
  it('runs from cool at the centre to hot at the edges, the same on both sides', () => {
    expect(slotHeat(8, 16)).toBe(0);
    expect(slotHeat(0, 16)).toBe(1);
    expect(slotHeat(16, 16)).toBe(1);
    expect(slotHeat(4, 9)).toBeCloseTo(1 / 9, 12);
    expect(heatColour(0)).toBe(0x4fb3ff);
    expect(heatColour(1)).toBe(0xff3b3b);
    for (let slot = 0; slot <= 12; slot += 1)
      expect(heatColour(slotHeat(slot, 12))).toBe(heatColour(slotHeat(12 - slot, 12)));
    const red = (colour: number) => colour >> 16;
    expect(red(heatColour(0.2))).toBeLessThan(red(heatColour(0.6)));
  });

  it('labels slots short and results with two places', () => {
    const table = plinko.paytable({ rows: 16, risk: 'high' });
    expect(table.map((m) => slotLabel(m, 'tr'))).toEqual([
      '1000',
      '180',
      '40',
      '10',
      '3',
      '1,07',
      '0,47',
      '0,26',
      '0,2',
      '0,26',
      '0,47',
      '1,07',
      '3',
      '10',
      '40',
      '180',
      '1000',
    ]);
    expect(slotLabel(59_200, 'en')).toBe('5.92');
    expect(multiplierText(10_000_000, 'tr')).toBe('×1.000,00');
    expect(multiplierText(5_000, 'en')).toBe('×0.50');
  });
});
