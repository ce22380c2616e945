import { crash } from '@lale/originals';

/*
 * The flight's picture: where the curve runs on the canvas for a flight `elapsedMs` long. The axes grow
 * with the flight (at least 8 s and ×2 shown), so the plane stays inside the chart at any multiplier;
 * the curve follows the same exponential as `crash.multiplierAt`, drawn continuously.
 */

export type Point = { x: number; y: number };
export type Chart = { left: number; top: number; width: number; height: number };

const MIN_SPAN_MS = 8_000;
const MIN_SPAN_MULTIPLIER = 2;

/** The real (not floored) multiplier at `ms`: what the curve draws. */
export function curveAt(ms: number): number {
  return Math.exp(crash.GROWTH_PER_MS * Math.max(0, ms));
}

/** The axes for a flight `elapsedMs` long: time shown up to `spanMs`, multiplier up to `spanMultiplier`. */
export function axes(elapsedMs: number): { spanMs: number; spanMultiplier: number } {
  const spanMs = Math.max(MIN_SPAN_MS, elapsedMs * 1.18);
  const spanMultiplier = Math.max(MIN_SPAN_MULTIPLIER, 1 + (curveAt(elapsedMs) - 1) * 1.22);
  return { spanMs, spanMultiplier };
}

/** A point of the curve in pixels of `chart` (origin bottom-left, ×1.00 on the bottom edge). */
export function toChart(ms: number, elapsedMs: number, chart: Chart): Point {
  const { spanMs, spanMultiplier } = axes(elapsedMs);
  return {
    x: chart.left + (ms / spanMs) * chart.width,
    y: chart.top + chart.height - ((curveAt(ms) - 1) / (spanMultiplier - 1)) * chart.height,
  };
}

/** The curve from take-off to `elapsedMs`, in `samples` + 1 points. */
export function curvePoints(elapsedMs: number, chart: Chart, samples = 48): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= samples; i += 1) points.push(toChart((elapsedMs * i) / samples, elapsedMs, chart));
  return points;
}

/** The curve's heading at its end (radians, 0 = to the right, negative = up): the plane's tilt. */
export function headingAt(elapsedMs: number, chart: Chart): number {
  const end = toChart(elapsedMs, elapsedMs, chart);
  const before = toChart(Math.max(0, elapsedMs - 400), elapsedMs, chart);
  return Math.atan2(end.y - before.y, Math.max(1, end.x - before.x));
}

/** Grid lines for the multiplier axis: a few round values under the span (×1.5, ×2, ×5, …). */
export function multiplierTicks(spanMultiplier: number): number[] {
  const steps = [0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000];
  const step = steps.find((candidate) => (spanMultiplier - 1) / candidate <= 4) ?? 5000;
  const ticks: number[] = [];
  for (let value = 1 + step; value < spanMultiplier; value += step) ticks.push(Math.round(value * 100) / 100);
  return ticks;
}
