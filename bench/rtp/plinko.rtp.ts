import { describe, expect, it } from 'vitest';
import {
  dropBall,
  exactHitFrequency,
  exactRtp,
  paytable,
  pathCounts,
  PUBLISHED_RTP,
  RISKS,
  ROW_CHOICES,
  type PlinkoRisk,
} from '../../packages/originals/src/plinko/index.ts';
import { seededRng } from '../../packages/originals/src/rng.ts';

/*
 * Lale Plinko's long fixed-seed simulation (moved from packages/originals/test/plinko.test.ts, where the
 * exact enumeration of every path stays): each table's RTP and hit frequency against the exact figures,
 * and the slots against the binomial law.
 */

const asPercent = ({ numerator, denominator }: { numerator: bigint; denominator: bigint }) =>
  (Number(numerator) / Number(denominator)) * 100;

/*
 * Simulation. One run of drops per row count serves the three risks (the slot does not depend on the
 * risk). N is the smallest that puts 3 standard errors below 0.5 points for the low and medium tables
 * (sd exact from the table): 0.44 M (8 rows) … 1.11 M (15 rows), 6.9 M drops in all. The high tables'
 * sd (2.4 at 8 rows … 7.3 at 16) would need 2 M … 19 M drops each for that, too long for a unit test:
 * for them the test checks the slot frequencies against the binomial chances (chi-square, p = 0.001)
 * — the table is then exact by enumeration — and asserts the measured RTP within 4 of its larger SE.
 */
const CHI_SQUARE_999 = [
  0, 10.83, 13.82, 16.27, 18.47, 20.52, 22.46, 24.32, 26.12, 27.88, 29.59, 31.26, 32.91, 34.53, 36.12, 37.7,
  39.25,
];

function tableMoments(rows: number, risk: PlinkoRisk) {
  const counts = pathCounts(rows);
  let mean = 0;
  let square = 0;
  paytable({ rows, risk }).forEach((m, s) => {
    const p = Number(counts[s]!) / 2 ** rows;
    mean += (p * m) / 10_000;
    square += p * (m / 10_000) ** 2;
  });
  return { mean, sd: Math.sqrt(square - mean * mean) };
}

describe('Lale Plinko: simulation', () => {
  it.each(ROW_CHOICES.map((rows) => ({ rows })))(
    '$rows rows: low and medium within 3 SE (< 0.5 points), slots binomial, high within 4 SE',
    ({ rows }) => {
      const sd = Math.max(tableMoments(rows, 'low').sd, tableMoments(rows, 'medium').sd);
      const n = Math.ceil(((3 * 100 * sd) / 0.5) ** 2);
      const rng = seededRng(7_000 + rows);
      const landed = new Array<number>(rows + 1).fill(0);
      for (let i = 0; i < n; i += 1) landed[dropBall(rng, { rows, risk: 'medium' }).slot]! += 1;

      for (const risk of RISKS) {
        const table = paytable({ rows, risk });
        const paid = landed.reduce((sum, count, s) => sum + count * table[s]!, 0);
        const rtp = (paid / n / 10_000) * 100;
        const standardError = (100 * tableMoments(rows, risk).sd) / Math.sqrt(n);
        const exact = asPercent(exactRtp({ rows, risk }));
        if (risk === 'high') expect(Math.abs(rtp - exact)).toBeLessThan(4 * standardError);
        else {
          expect(3 * standardError).toBeLessThanOrEqual(0.5);
          expect(Math.abs(rtp - PUBLISHED_RTP)).toBeLessThan(0.5);
          expect(Math.abs(rtp - exact)).toBeLessThan(3 * standardError);
        }
        const hits = landed.reduce((sum, count, s) => sum + (table[s]! >= 10_000 ? count : 0), 0);
        const p = asPercent(exactHitFrequency({ rows, risk })) / 100;
        expect(Math.abs(hits / n - p)).toBeLessThan(3 * Math.sqrt((p * (1 - p)) / n));
      }

      // Chi-square over the slots, the thin edges pooled until each cell expects at least 5 drops.
      const counts = pathCounts(rows);
      const cells: { expected: number; observed: number }[] = [];
      let cell = { expected: 0, observed: 0 };
      landed.forEach((observed, s) => {
        cell = {
          expected: cell.expected + (n * Number(counts[s]!)) / 2 ** rows,
          observed: cell.observed + observed,
        };
        if (cell.expected >= 5) {
          cells.push(cell);
          cell = { expected: 0, observed: 0 };
        }
      });
      cells[cells.length - 1]!.expected += cell.expected;
      cells[cells.length - 1]!.observed += cell.observed;
      const chi = cells.reduce((sum, c) => sum + (c.observed - c.expected) ** 2 / c.expected, 0);
      expect(chi).toBeLessThan(CHI_SQUARE_999[cells.length - 1]!);
    },
    30_000, // ~0.3 s each on an idle machine; room for a shared one
  );
});
