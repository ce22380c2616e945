/// <reference types="node" />
// The test alone uses Node (its HMAC is the independent reference for the fair path).
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairRng } from '../src/fair.ts';
import { seededRng, type Rng } from '../src/rng.ts';
import {
  dropBall,
  exactRtp,
  MAX_WIN_STAKES,
  paytable,
  pathCounts,
  plinkoWinMinor,
  PUBLISHED_RTP,
  RISKS,
  ROW_CHOICES,
  RTP_TOLERANCE,
  type PlinkoRisk,
} from '../src/plinko/index.ts';

const asPercent = ({ numerator, denominator }: { numerator: bigint; denominator: bigint }) =>
  (Number(numerator) / Number(denominator)) * 100;

/** An Rng that answers the bits of `path`, lowest first — to walk every path of a board once. */
const pathRng = (path: number): Rng => {
  let row = 0;
  return { int: () => (path >> row++) & 1 };
};

/** Each table's exact RTP, rows 8…16, rounded to 4 decimals (rtp.ts computes the fractions). */
const EXACT_RTP: Record<PlinkoRisk, number[]> = {
  low: [99.0156, 98.9922, 99.0039, 99.0, 99.0059, 98.9978, 99.0011, 99.0013, 98.9988],
  medium: [99.0, 99.0078, 99.0039, 99.0029, 99.0015, 99.0061, 98.9989, 98.9911, 99.0012],
  high: [99.0, 99.0039, 99.0039, 98.9795, 99.0015, 98.9888, 98.9999, 98.998, 98.9957],
};

const bets = RISKS.flatMap((risk) => ROW_CHOICES.map((rows) => ({ rows, risk })));

describe('Lale Plinko: the tables', () => {
  it('has one symmetric table per (rows, risk): lowest in the centre, rising to the edges', () => {
    for (const bet of bets) {
      const table = paytable(bet);
      expect(table).toHaveLength(bet.rows + 1);
      expect(table.toReversed()).toEqual(table);
      expect(table.every((m) => Number.isInteger(m) && m > 0)).toBe(true);
      const half = table.slice(0, Math.floor(bet.rows / 2) + 1); // edge … centre
      half.slice(1).forEach((m, i) => expect(m).toBeLessThan(half[i]!));
    }
    expect(() => paytable({ rows: 17, risk: 'low' })).toThrow(RangeError);
    expect(() => paytable({ rows: 7, risk: 'high' })).toThrow(RangeError);
  });

  it('pays at most ×1000: the edge of 16 rows, high risk', () => {
    const highest = Math.max(...bets.map((bet) => paytable(bet)[0]!));
    expect(highest).toBe(MAX_WIN_STAKES * 10_000);
    expect(paytable({ rows: 16, risk: 'high' })[16]).toBe(highest);
  });

  it('pays whole kuruş within the stake limits', () => {
    const outcome = { path: [], slot: 0, multiplier: 7_900 };
    expect(plinkoWinMinor(333n, outcome)).toBe(263n); // 333 × 0.79 = 263.07
    expect(() => plinkoWinMinor(99n, outcome)).toThrow(RangeError);
    expect(() => plinkoWinMinor(500_001n, outcome)).toThrow(RangeError);
  });
});

describe('Lale Plinko: return to player', () => {
  it.each(bets)('$rows rows, $risk risk: exact RTP as listed, within 0.1 point of 99.00 %', (bet) => {
    const percent = asPercent(exactRtp(bet));
    expect(percent).toBeCloseTo(EXACT_RTP[bet.risk][bet.rows - 8]!, 4);
    expect(Math.abs(percent - PUBLISHED_RTP)).toBeLessThanOrEqual(RTP_TOLERANCE);
  });

  it('walks every path of every board through dropBall: slot = rights, total pay = the exact RTP', () => {
    // One walk per board serves the three risks: the path and slot do not depend on it (next test).
    for (const rows of ROW_CHOICES) {
      const tables = RISKS.map((risk) => paytable({ rows, risk }));
      const paid = [0, 0, 0];
      const slots = new Array<number>(rows + 1).fill(0);
      let wrongSlots = 0;
      for (let path = 0; path < 2 ** rows; path += 1) {
        const { slot } = dropBall(pathRng(path), { rows, risk: 'low' });
        let rights = 0;
        for (let bits = path; bits > 0; bits >>= 1) rights += bits & 1;
        if (slot !== rights) wrongSlots += 1;
        slots[slot]! += 1;
        tables.forEach((table, r) => (paid[r]! += table[slot]!)); // below 2^53: exact
      }
      expect(wrongSlots).toBe(0);
      expect(slots.map(BigInt)).toEqual(pathCounts(rows));
      RISKS.forEach((risk, r) => expect(BigInt(paid[r]!)).toBe(exactRtp({ rows, risk }).numerator));
    }
  });

  it('drops the same path whatever the risk (the risk only picks the table)', () => {
    const [a, b] = [seededRng(3), seededRng(3)];
    for (let i = 0; i < 200; i += 1) {
      expect(dropBall(a, { rows: 12, risk: 'low' }).path).toEqual(
        dropBall(b, { rows: 12, risk: 'high' }).path,
      );
    }
  });
});

/*
 * The long simulation (6.9 M drops, the slots' chi-square and each table's RTP within 3 SE) is
 * bench/rtp/plinko.rtp.ts: seconds of CPU on every run, while the enumeration above already proves each
 * table's RTP exactly.
 */

describe('Lale Plinko: provably fair', () => {
  const pair = { serverSeed: 'f00d'.repeat(16), clientSeed: 'lale-plinko', nonce: 9 };

  it("goes right on row r exactly when the round's r-th HMAC word is odd, and replays", () => {
    const words: number[] = [];
    for (let block = 0; block < 2; block += 1) {
      const bytes = createHmac('sha256', pair.serverSeed)
        .update(`${pair.clientSeed}:${pair.nonce}:${block}`)
        .digest();
      for (let at = 0; at < 32; at += 4) words.push(bytes.readUInt32BE(at));
    }
    const path = words.map((word) => word % 2); // 16 words: two blocks, every word accepted
    const outcome = dropBall(fairRng(pair), { rows: 16, risk: 'high' });
    expect(outcome.path).toEqual(path);
    expect(outcome.slot).toBe(path.filter((step) => step === 1).length);
    expect(outcome.multiplier).toBe(paytable({ rows: 16, risk: 'high' })[outcome.slot]);
    expect(dropBall(fairRng(pair), { rows: 16, risk: 'high' })).toEqual(outcome);
    expect(dropBall(fairRng(pair), { rows: 8, risk: 'low' }).path).toEqual(path.slice(0, 8));
  });
});
