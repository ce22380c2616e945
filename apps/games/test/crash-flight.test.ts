import { chain, crash } from '@lale/originals';
import { describe, expect, it } from 'vitest';
import { axes, curvePoints, headingAt, multiplierTicks, toChart } from '../src/lale-aviator/flight.ts';
import { checkRound } from '../src/lale-aviator/verify.ts';

const CHART = { left: 20, top: 10, width: 800, height: 400 };

describe('the flight’s picture', () => {
  it('starts at the chart’s bottom-left corner and only climbs to the right', () => {
    const points = curvePoints(12_000, CHART);
    expect(points[0]).toEqual({ x: 20, y: 410 });
    for (let i = 1; i < points.length; i += 1) {
      expect(points[i]!.x).toBeGreaterThan(points[i - 1]!.x);
      expect(points[i]!.y).toBeLessThan(points[i - 1]!.y);
    }
  });

  it('keeps the plane inside the chart from the first ms to the ×10,000 cap', () => {
    for (const elapsed of [0, 500, 11_553, 60_000, crash.crashTimeMs(crash.MAX_CRASH_MULTIPLIER)]) {
      const end = toChart(elapsed, elapsed, CHART);
      expect(end.x).toBeGreaterThanOrEqual(CHART.left);
      expect(end.x).toBeLessThanOrEqual(CHART.left + CHART.width);
      expect(end.y).toBeGreaterThanOrEqual(CHART.top);
      expect(end.y).toBeLessThanOrEqual(CHART.top + CHART.height);
    }
  });

  it('draws the curve the multiplier follows: at ×2 on the axis, the curve is at ×2', () => {
    const ms = crash.msToReach(20_000);
    const { spanMultiplier } = axes(ms);
    const y = toChart(ms, ms, CHART).y;
    const shown = 1 + ((CHART.top + CHART.height - y) / CHART.height) * (spanMultiplier - 1);
    expect(shown).toBeCloseTo(2, 2);
  });

  it('tilts the plane up along the curve, and puts grid lines under the top of the chart', () => {
    expect(headingAt(10_000, CHART)).toBeLessThan(0);
    for (const span of [2, 3.7, 25, 9_000]) {
      const ticks = multiplierTicks(span);
      expect(ticks.length).toBeGreaterThan(0);
      expect(ticks.length).toBeLessThanOrEqual(4);
      for (const tick of ticks) expect(tick).toBeLessThan(span);
    }
  });
});

describe('a round verified in the browser', () => {
  const hashes = chain.buildChain('5'.repeat(64), 12);
  const round = { hash: hashes[9]!, chainIndex: 9, commitment: hashes[0]!, crashPoint: 0 };
  round.crashPoint = crash.roundCrashPoint(round.hash);

  it('is on the chain and crashes where its hash says', () => {
    expect(checkRound(round)).toEqual({ chained: true, computed: round.crashPoint, matches: true });
  });

  it('fails when the hash is not the round’s link, or the shown crash point is not the hash’s', () => {
    expect(checkRound({ ...round, chainIndex: 8 }).chained).toBe(false);
    expect(checkRound({ ...round, commitment: hashes[1]! }).chained).toBe(false);
    expect(checkRound({ ...round, crashPoint: round.crashPoint + 100 }).matches).toBe(false);
    expect(checkRound({ ...round, hash: 'not a hash' })).toMatchObject({ chained: false, matches: false });
  });
});
