/*
 * Lale Plinko's geometry and the ball's flight, in board units (pure; tested in test/plinko-layout.test.ts).
 *
 * Units: x in pin gaps from the board's centre line, y in rows (row 0 is the top row of pins, rows are
 * one gap apart). Row r has r + 3 pins, at x = i − (r + 2) / 2. A ball that has gone right `k` times in
 * its first r rows meets row r's pin at x = k − r / 2 (pin index k + 1), and after the last row it is
 * over slot s = (rights) at x = s − rows / 2: the slots lie midway between the bottom row's pins. So the
 * outcome's path (0 = left, 1 = right per row) fixes every contact and the slot, exactly.
 */

export type Point = { x: number; y: number };

/** How far above a pin's centre the ball's centre is when they touch, in rows. */
export const CONTACT_LIFT = 0.34;
/** Where the ball starts, above the top pin. */
export const START: Point = { x: 0, y: -1.25 };
/** The ball's radius and a pin's, in gaps (the drawing scales them with the board). */
export const BALL_RADIUS = 0.3;
export const PIN_RADIUS = 0.115;

export function pinXs(row: number): number[] {
  return Array.from({ length: row + 3 }, (_, i) => i - (row + 2) / 2);
}

export function slotX(slot: number, rows: number): number {
  return slot - rows / 2;
}

/** The pin (index in its row) the ball meets in each row, top first. */
export function pinsHit(path: readonly number[]): number[] {
  let rights = 0;
  return path.map((step) => {
    const pin = rights + 1;
    rights += step;
    return pin;
  });
}

/** The slot the path ends in: its count of rights. */
export const slotOf = (path: readonly number[]): number => path.reduce((sum, step) => sum + step, 0);

/**
 * One piece of the flight. `hop` is how high the ball rises after leaving `from` (a bounce off a pin),
 * in rows; 0 is a plain fall from rest (the drop, speeding up under gravity).
 */
export type Segment = { from: Point; to: Point; ms: number; hop: number };

/** The drop onto the top pin, a bounce from each pin to the next, and the last bounce into the slot. */
export function flight(path: readonly number[]): Segment[] {
  const hits = pinsHit(path);
  const contacts = hits.map((pin, row) => ({ x: pinXs(row)[pin]!, y: row - CONTACT_LIFT }));
  const slot: Point = { x: slotX(slotOf(path), path.length), y: path.length + 0.05 };
  const segments: Segment[] = [{ from: START, to: contacts[0] ?? slot, ms: 300, hop: 0 }];
  for (let row = 0; row < contacts.length; row += 1) {
    // The ball gathers speed on the way down: later bounces are a little quicker.
    const ms = Math.max(105, 175 - row * 5);
    segments.push({ from: contacts[row]!, to: contacts[row + 1] ?? slot, ms, hop: 0.26 });
  }
  return segments;
}

export const flightMs = (segments: readonly Segment[]): number =>
  segments.reduce((sum, segment) => sum + segment.ms, 0);

/**
 * The vertical position along a segment at t ∈ [0, 1]: a parabola (constant gravity) through `from`
 * and `to` whose top is `hop` rows above `from`; with no hop, a fall from rest (t²).
 */
export function segmentY(segment: Segment, t: number): number {
  const drop = segment.to.y - segment.from.y;
  if (segment.hop <= 0) return segment.from.y + drop * t * t;
  // y = from + a·t² + b·t with a + b = drop and the vertex b²/(4a) = hop above the start.
  const b = -2 * segment.hop - Math.sqrt(4 * segment.hop * segment.hop + 4 * segment.hop * drop);
  const a = drop - b;
  return segment.from.y + a * t * t + b * t;
}

export type FlightPosition = {
  point: Point;
  /** Segments finished so far: segment i ends on row i's pin (i < rows), the last in the slot. */
  finished: number;
  done: boolean;
};

export function positionAt(segments: readonly Segment[], elapsedMs: number): FlightPosition {
  let left = Math.max(0, elapsedMs);
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index]!;
    if (left < segment.ms) {
      const t = left / segment.ms;
      return {
        point: { x: segment.from.x + (segment.to.x - segment.from.x) * t, y: segmentY(segment, t) },
        finished: index,
        done: false,
      };
    }
    left -= segment.ms;
  }
  const last = segments.at(-1);
  return { point: last ? last.to : START, finished: segments.length, done: true };
}

/** The board's scale and origin in CSS pixels for a host of `width` × `height`. */
export type Fit = { gap: number; originX: number; originY: number };

/** Units of height the board needs beyond its rows: the drop above, the slots below. */
const ABOVE = 1.6;
const BELOW = 1.5;

export function fitBoard(width: number, height: number, rows: number, maxGap = 60): Fit {
  const gap = Math.max(4, Math.min(width / (rows + 2), height / (rows - 1 + ABOVE + BELOW), maxGap));
  const used = (rows - 1 + ABOVE + BELOW) * gap;
  return { gap, originX: width / 2, originY: Math.max(0, (height - used) / 2) + ABOVE * gap };
}

export const toPixels = (fit: Fit, point: Point): Point => ({
  x: fit.originX + point.x * fit.gap,
  y: fit.originY + point.y * fit.gap,
});

/** 0 at the centre slot(s), 1 at the edges. */
export function slotHeat(slot: number, rows: number): number {
  return Math.abs(slot - rows / 2) / (rows / 2);
}

/** Cool at the centre to hot at the edges: blue, violet, tulip pink, orange, red. */
const HEAT_STOPS: readonly [number, readonly [number, number, number]][] = [
  [0, [79, 179, 255]],
  [0.3, [134, 118, 255]],
  [0.55, [255, 79, 163]],
  [0.8, [255, 122, 61]],
  [1, [255, 59, 59]],
];

export function heatColour(heat: number): number {
  const h = Math.max(0, Math.min(1, heat));
  let index = 0;
  while (index < HEAT_STOPS.length - 2 && h > HEAT_STOPS[index + 1]![0]) index += 1;
  const [at, from] = HEAT_STOPS[index]!;
  const [next, to] = HEAT_STOPS[index + 1]!;
  const t = (h - at) / (next - at);
  const channel = (c: number) => Math.round(from[c]! + (to[c]! - from[c]!) * t);
  return (channel(0) << 16) | (channel(1) << 8) | channel(2);
}

export const cssColour = (colour: number): string => `#${colour.toString(16).padStart(6, '0')}`;
