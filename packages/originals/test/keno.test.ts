import { describe, expect, it } from 'vitest';
import { seededRng } from '../src/rng.ts';
import { buildChain, roundRng } from '../src/chain/index.ts';
import {
  ALL_DRAWS,
  CHAIN_SALT,
  drawKeno,
  drawsWithHits,
  exactRtp,
  hitLawChiSquare,
  isValidTicket,
  MAX_WIN_STAKES,
  PAYTABLE,
  PUBLISHED_RTP,
  roundKenoDraw,
  settleTicket,
  simulateKeno,
  winMinor,
  type KenoSimulation,
} from '../src/keno/index.ts';

const PICKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('keno: a draw and a ticket', () => {
  it('draws 20 distinct numbers 1–80', () => {
    const rng = seededRng(9);
    for (let i = 0; i < 1_000; i += 1) {
      const drawn = drawKeno(rng);
      expect(drawn).toHaveLength(20);
      expect(new Set(drawn).size).toBe(20);
      expect(drawn.every((n) => Number.isInteger(n) && n >= 1 && n <= 80)).toBe(true);
    }
  });

  it('pays a ticket by its pick count and hits', () => {
    const drawn = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
    expect(settleTicket([5], drawn)).toEqual({ hits: [5], multiplier: 38_400 });
    expect(settleTicket([80, 3, 44], drawn)).toEqual({ hits: [3], multiplier: 0 });
    expect(settleTicket([21, 22, 23, 24, 25, 26, 27, 28, 29, 30], drawn)).toEqual({
      hits: [],
      multiplier: 20_000,
    });
    expect(settleTicket([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], drawn).multiplier).toBe(100_000_000);
    expect(winMinor(250n, 38_400)).toBe(960n);
  });

  it('refuses tickets of no number, more than ten, repeats or numbers outside 1–80', () => {
    for (const picks of [[], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [4, 4], [0], [81], [2.5]]) {
      expect(isValidTicket(picks)).toBe(false);
      expect(() => settleTicket(picks, [])).toThrow(RangeError);
    }
    expect(isValidTicket([80, 1])).toBe(true);
  });

  it('draws from the round hash of its chain with the keno salt', () => {
    const hash = buildChain('7'.repeat(64), 2)[1]!;
    expect(roundKenoDraw(hash)).toEqual(drawKeno(roundRng(hash, CHAIN_SALT)));
    expect(drawKeno(roundRng(hash, CHAIN_SALT))).not.toEqual(
      drawKeno(roundRng(hash, 'lale-originals:crash')),
    );
  });
});

describe('keno: exact return', () => {
  it('counts every draw once per pick count (the hypergeometric sums to C(80, 20))', () => {
    for (const picks of PICKS) {
      const total = Array.from({ length: picks + 1 }, (_, h) => drawsWithHits(picks, h)).reduce(
        (a, b) => a + b,
      );
      expect(total).toBe(ALL_DRAWS);
    }
    expect(ALL_DRAWS).toBe(3_535_316_142_212_174_320n);
  });

  it('returns 96% within 0.2 points for every pick count (the figures math.ts lists)', () => {
    const listed = [96.0, 95.9968, 96.0175, 95.9779, 96.0105, 95.9892, 95.9865, 96.0145, 96.038, 95.9841];
    PICKS.forEach((picks, i) => {
      const { percent } = exactRtp(picks);
      expect(percent).toBeCloseTo(listed[i]!, 4);
      expect(Math.abs(percent - PUBLISHED_RTP)).toBeLessThan(0.2);
    });
  });

  it('pays at most 10,000 stakes (10 of 10)', () => {
    expect(Math.max(...PAYTABLE.flat()) / 10_000).toBe(MAX_WIN_STAKES);
  });
});

// One fixed-seed run of simulateKeno shared by the tests below (80 tickets per pick count per draw): a
// short one, about a second; the long run (300,000 draws) is bench/rtp.
const DRAWS = 10_000;
let run: KenoSimulation | undefined;
const simulation = (): KenoSimulation => (run ??= simulateKeno(seededRng(20261124), DRAWS));

describe('keno: simulation', () => {
  it('settles the simulated tickets as settleTicket does', () => {
    const rng = seededRng(31);
    for (let d = 0; d < 200; d += 1) {
      const drawn = drawKeno(rng);
      const marked = new Set(drawn);
      for (const p of PICKS) {
        const picks = Array.from({ length: p }, (_, i) => ((d + i) % 80) + 1);
        const hits = picks.filter((n) => marked.has(n)).length;
        expect(settleTicket(picks, drawn).multiplier).toBe(PAYTABLE[p]![hits]);
      }
    }
  });

  it('returns each pick count within 4 standard errors of its exact figure over 10,000 draws', () => {
    // A short run (about a second): the simulator against the exact figures. The long run, each pick
    // count within 0.5 points over 300,000 draws, is bench/rtp (bench/README.md, "rtp").
    const { rtp, standardError } = simulation();
    // One pick: 20 of its 80 tickets win every draw, so each draw returns the same (SE 0, rounding aside).
    PICKS.forEach((p, i) => {
      expect(Math.abs(rtp[i]! - exactRtp(p).percent)).toBeLessThanOrEqual(4 * standardError[i]! + 1e-9);
    });
  });

  it('hits as the hypergeometric law says (chi-square of ticket {1…p} over the draws)', () => {
    for (const { chi, critical } of hitLawChiSquare(simulation(), PICKS)) expect(chi).toBeLessThan(critical);
  });
});
