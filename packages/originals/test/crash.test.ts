import { describe, expect, it } from 'vitest';
import { seededRng } from '../src/rng.ts';
import { buildChain, roundRng, verifyLink, verifyRoundHash } from '../src/chain/index.ts';
import {
  autoCashoutMultiplier,
  cashoutMultiplierAt,
  CHAIN_SALT,
  crashPoint,
  crashPointFromNumber,
  crashTimeMs,
  exactCashoutRtp,
  isCashoutTarget,
  MAX_CRASH_MULTIPLIER,
  MAX_WIN_STAKES,
  msToReach,
  multiplierAt,
  PUBLISHED_RTP,
  roundCrashPoint,
  roundsReaching,
  winMinor,
} from '../src/crash/index.ts';

const TWO_32 = 0x1_0000_0000;

describe('crash: the crash point', () => {
  it('follows the published formula: ⌊97 × 2^32 / (2^32 − r)⌋ hundredths, from ×1.00 to the cap', () => {
    expect(crashPointFromNumber(0)).toBe(10_000);
    // r = 2^31: 97 × 2^32 / 2^31 = 194 hundredths exactly; one number lower falls just short.
    expect(crashPointFromNumber(2 ** 31)).toBe(19_400);
    expect(crashPointFromNumber(2 ** 31 - 1)).toBe(19_300);
    expect(crashPointFromNumber(TWO_32 - 1)).toBe(MAX_CRASH_MULTIPLIER);
    expect(() => crashPointFromNumber(TWO_32)).toThrow(RangeError);
  });

  it('counts the numbers reaching a target exactly: the boundary of the formula itself', () => {
    for (const target of [
      10_100,
      10_200,
      13_300,
      20_000,
      99_900,
      1_000_000,
      10_000_000,
      MAX_CRASH_MULTIPLIER,
    ]) {
      const first = TWO_32 - Number(roundsReaching(target));
      expect(crashPointFromNumber(first)).toBeGreaterThanOrEqual(target);
      expect(crashPointFromNumber(first - 1)).toBeLessThan(target);
    }
    expect(roundsReaching(MAX_CRASH_MULTIPLIER + 100)).toBe(0n);
  });

  it('never falls as the number grows (so a count from the boundary is the whole count)', () => {
    const rng = seededRng(5);
    let falls = 0;
    for (let i = 0; i < 10_000; i += 1) {
      const r = rng.int(TWO_32 - 1);
      if (crashPointFromNumber(r + 1) < crashPointFromNumber(r)) falls += 1;
    }
    expect(falls).toBe(0);
  });
});

describe('crash: return to player', () => {
  it('returns between 96.9998% and 97% for every target ×1.01 … ×1,000 and up to the ×10,000 cap', () => {
    let lowest = Infinity;
    let above97 = 0;
    for (let target = 10_100; target <= 10_000_000; target += 100) {
      const { numerator, denominator, percent } = exactCashoutRtp(target);
      if (numerator * 100n > denominator * 97n) above97 += 1;
      lowest = Math.min(lowest, percent);
    }
    expect(above97).toBe(0);
    expect(lowest).toBeGreaterThan(96.9999);
    expect(exactCashoutRtp(MAX_CRASH_MULTIPLIER).percent).toBeCloseTo(96.9998, 4);
    expect(exactCashoutRtp(20_000).percent).toBeCloseTo(97, 6);
  });

  it('crashes at ×1.00 in 3.96% of rounds, exactly 1 − ⌊97 × 2^32 / 101⌋ / 2^32', () => {
    const instant = 1 - Number(roundsReaching(10_100)) / TWO_32;
    expect(instant).toBeCloseTo(1 - 97 / 101, 9);
    const rng = seededRng(3);
    const rounds = 400_000;
    let atOne = 0;
    for (let i = 0; i < rounds; i += 1) if (crashPoint(rng) === 10_000) atOne += 1;
    // SE of the frequency: √(0.0396 × 0.9604 / 400,000) = 0.031 points.
    expect(Math.abs(atOne / rounds - instant)).toBeLessThan(0.0012);
  });

  it('pays 97% within 0.5 points for auto cash-outs at ×1.5, ×2 and ×10 over 4,000,000 fixed-seed rounds', () => {
    // A target m pays m with chance ≈ 0.97/m: variance per bet 0.97m − 0.97². Over N = 4,000,000
    // rounds the standard error is 0.036 (×1.5), 0.050 (×2) and 0.148 points (×10): 3 SE < 0.5.
    const targets = [15_000, 20_000, 100_000];
    const rounds = 4_000_000;
    const paid = [0, 0, 0];
    const hits = [0, 0, 0];
    const rng = seededRng(20261124);
    for (let i = 0; i < rounds; i += 1) {
      const crash = crashPoint(rng);
      for (let t = 0; t < 3; t += 1) {
        const multiplier = autoCashoutMultiplier(targets[t]!, crash);
        paid[t]! += multiplier;
        if (multiplier > 0) hits[t]! += 1;
      }
    }
    targets.forEach((target, t) => {
      const m = target / 10_000;
      const se = Math.sqrt((0.97 * m - 0.97 ** 2) / rounds) * 100;
      expect(3 * se).toBeLessThan(0.5);
      expect(Math.abs((paid[t]! / 10_000 / rounds) * 100 - PUBLISHED_RTP)).toBeLessThan(0.5);
      // Hit frequency: P(crash ≥ m) = 0.97 / m, within 4 SE of a frequency.
      const p = Number(roundsReaching(target)) / TWO_32;
      expect(Math.abs(hits[t]! / rounds - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / rounds));
    });
  }, 20_000);
});

describe('crash: the flight', () => {
  it('climbs e^(0.00006 t), shown in hundredths: ×1.00 at take-off, ×2 at 11.553 s', () => {
    expect(multiplierAt(0)).toBe(10_000);
    expect(multiplierAt(11_552)).toBe(19_900);
    expect(multiplierAt(11_553)).toBe(20_000);
    expect(msToReach(20_000)).toBe(11_553);
    expect(msToReach(10_000)).toBe(0);
    expect(msToReach(MAX_CRASH_MULTIPLIER)).toBe(153_506);
  });

  it('inverts exactly: msToReach(m) is the first ms whose shown multiplier is at least m', () => {
    const targets = [
      ...Array.from({ length: 9_900 }, (_, i) => 10_100 + i * 100),
      ...Array.from({ length: 1_000 }, (_, i) => 1_000_000 + i * 99_000),
    ];
    const wrong = targets.filter((target) => {
      const ms = msToReach(target);
      return multiplierAt(ms) < target || multiplierAt(ms - 1) >= target;
    });
    expect(wrong).toEqual([]);
  });

  it('crashes at the first ms past the crash point; ×1.00 crashes at take-off', () => {
    expect(crashTimeMs(10_000)).toBe(0);
    for (const crash of [10_100, 23_700, 1_000_000, MAX_CRASH_MULTIPLIER]) {
      const end = crashTimeMs(crash);
      expect(multiplierAt(end - 1)).toBeLessThanOrEqual(crash);
      expect(multiplierAt(end)).toBeGreaterThan(crash);
      expect(cashoutMultiplierAt(end - 1, crash)).toBe(multiplierAt(end - 1));
      expect(cashoutMultiplierAt(end, crash)).toBe(0);
    }
    // Below ×166 the curve moves less than a hundredth a ms, so the crash point itself is shown;
    // higher up it moves faster and a manual cash-out may not land on it (an auto cash-out does).
    expect(multiplierAt(crashTimeMs(23_700) - 1)).toBe(23_700);
    expect(multiplierAt(crashTimeMs(MAX_CRASH_MULTIPLIER) - 1)).toBeLessThan(MAX_CRASH_MULTIPLIER);
  });

  it('pays no cash-out below ×1.01, so cashing out at take-off cannot return the stake', () => {
    expect(cashoutMultiplierAt(0, 10_000)).toBe(0);
    expect(cashoutMultiplierAt(0, 50_000)).toBe(0);
    expect(cashoutMultiplierAt(msToReach(10_100), 50_000)).toBe(10_100);
  });
});

describe('crash: bets', () => {
  it('takes targets ×1.01 … ×10,000 in hundredths and pays a target exactly when it is reached', () => {
    expect(
      [10_000, 10_100, 10_150, 25_000, MAX_CRASH_MULTIPLIER, MAX_CRASH_MULTIPLIER + 100].map(isCashoutTarget),
    ).toEqual([false, true, false, true, true, false]);
    expect(autoCashoutMultiplier(25_000, 25_000)).toBe(25_000);
    expect(autoCashoutMultiplier(25_000, 24_900)).toBe(0);
    expect(() => autoCashoutMultiplier(10_000, 50_000)).toThrow(RangeError);
    expect(winMinor(100n, 25_000)).toBe(250n);
    expect(winMinor(333n, 10_100)).toBe(336n);
    expect(winMinor(1n, MAX_CRASH_MULTIPLIER)).toBe(BigInt(MAX_WIN_STAKES));
  });

  it('recomputes a round from its revealed chain hash, checked back to the commitment', () => {
    const chain = buildChain('5'.repeat(64), 50);
    const commitment = chain[0]!;
    const crashes = chain.slice(1).map((hash) => crashPoint(roundRng(hash, CHAIN_SALT)));
    // A verifier holding only the commitment and round 17's revealed hash:
    const revealed = chain[17]!;
    expect(verifyRoundHash(revealed, 17, commitment)).toBe(true);
    expect(verifyLink(revealed, chain[16]!)).toBe(true);
    expect(crashPoint(roundRng(revealed, CHAIN_SALT))).toBe(crashes[16]);
    expect(roundCrashPoint(revealed)).toBe(crashes[16]);
    // The same hash under another game's salt is another round.
    const elsewhere = chain.slice(1).map((hash) => crashPoint(roundRng(hash, 'lale-originals:keno')));
    expect(elsewhere).not.toEqual(crashes);
  });
});
