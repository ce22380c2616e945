/// <reference types="node" />
// The test alone uses Node (its HMAC is the independent reference for the fair number).
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairRng } from '../src/fair.ts';
import { seededRng, type Rng } from '../src/rng.ts';
import {
  betMultiplier,
  colourOf,
  coveredNumbers,
  INSIDE_GROUPS,
  INSIDE_KINDS,
  MAX_WIN_STAKES,
  multiplierOf,
  PUBLISHED_RTP,
  RED_NUMBERS,
  spinRoulette,
  validateSlip,
  WHEEL_ORDER,
  type BetKind,
  type RouletteBet,
} from '../src/roulette/index.ts';

const fixedNumber = (number: number): Rng => ({ int: () => number });
const at = (n: number) => ({ row: Math.floor((n - 1) / 3), column: (n - 1) % 3 }); // layout position of 1–36

/** Every bet the table offers, one stake each. */
const everyBet: RouletteBet[] = [
  ...INSIDE_KINDS.flatMap((kind) =>
    INSIDE_GROUPS[kind].map((numbers): RouletteBet => ({ kind, numbers, stakeMinor: 100n })),
  ),
  ...([1, 2, 3] as const).flatMap((index): RouletteBet[] => [
    { kind: 'dozen', index, stakeMinor: 100n },
    { kind: 'column', index, stakeMinor: 100n },
  ]),
  ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((kind): RouletteBet => ({
    kind,
    stakeMinor: 100n,
  })),
];

describe('Lale Rulet: wheel and colours', () => {
  it('has 18 reds, and the wheel holds each number once with the colours alternating after the zero', () => {
    expect(new Set(RED_NUMBERS).size).toBe(18);
    expect(WHEEL_ORDER.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, n) => n));
    expect(WHEEL_ORDER[0]).toBe(0);
    WHEEL_ORDER.slice(1).forEach((n, i) => expect(colourOf(n)).toBe(i % 2 === 0 ? 'red' : 'black'));
    // The layout's known quirks: 10–11 and 28–29 are the two same-colour (black) neighbours in a row.
    expect([10, 11, 28, 29].map(colourOf)).toEqual(['black', 'black', 'black', 'black']);
    expect(colourOf(0)).toBe('green');
  });
});

describe('Lale Rulet: the bets on the table', () => {
  it('offers 37 straights, 60 splits, 14 streets, 23 corners and 11 lines', () => {
    expect(INSIDE_KINDS.map((kind) => INSIDE_GROUPS[kind].length)).toEqual([37, 60, 14, 23, 11]);
  });

  it('builds each group from touching numbers of the layout', () => {
    for (const [a, b] of INSIDE_GROUPS.split.filter(([a]) => a !== 0)) {
      const [p, q] = [at(a!), at(b!)];
      expect(Math.abs(p.row - q.row) + Math.abs(p.column - q.column)).toBe(1);
    }
    for (const street of INSIDE_GROUPS.street.filter(([a]) => a !== 0)) {
      expect(new Set(street.map((n) => at(n).row)).size).toBe(1);
    }
    for (const corner of INSIDE_GROUPS.corner.filter(([a]) => a !== 0)) {
      const rows = new Set(corner.map((n) => at(n).row));
      const columns = new Set(corner.map((n) => at(n).column));
      expect([rows.size, columns.size, Math.max(...rows) - Math.min(...rows)]).toEqual([2, 2, 1]);
      expect(Math.max(...columns) - Math.min(...columns)).toBe(1);
    }
    for (const line of INSIDE_GROUPS.line) expect(line.every((n, i) => n === line[0]! + i)).toBe(true);
    // The zero's own groups: touching 1, 2 and 3.
    expect(INSIDE_GROUPS.split.filter(([a]) => a === 0)).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
    ]);
    expect(INSIDE_GROUPS.street.filter(([a]) => a === 0)).toEqual([
      [0, 1, 2],
      [0, 2, 3],
    ]);
    expect(INSIDE_GROUPS.corner.filter(([a]) => a === 0)).toEqual([[0, 1, 2, 3]]);
  });

  it('accepts a group in any order and refuses one that is not on the table', () => {
    expect(coveredNumbers({ kind: 'street', numbers: [6, 4, 5], stakeMinor: 100n })).toEqual([4, 5, 6]);
    const refused = (kind: RouletteBet['kind'], numbers: number[]) =>
      expect(() => coveredNumbers({ kind, numbers, stakeMinor: 100n } as RouletteBet)).toThrow(RangeError);
    refused('split', [3, 4]); // end of one row, start of the next
    refused('split', [0, 4]);
    refused('split', [1, 1]);
    refused('street', [2, 3, 4]);
    refused('corner', [3, 4, 6, 7]);
    refused('line', [34, 35, 36, 37, 38, 39]);
    refused('straight', [37]);
    refused('red', [1]);
    expect(() =>
      coveredNumbers({ kind: 'dozen', index: 4, stakeMinor: 100n } as unknown as RouletteBet),
    ).toThrow();
    expect(() => coveredNumbers({ kind: 'toString', stakeMinor: 100n } as unknown as RouletteBet)).toThrow();
  });

  it('covers 12 numbers with a dozen or column and 18 with an even-money box, never the zero', () => {
    const outside = everyBet.filter((bet) => !('numbers' in bet));
    for (const bet of outside) {
      const numbers = coveredNumbers(bet);
      expect(numbers).toHaveLength(bet.kind === 'dozen' || bet.kind === 'column' ? 12 : 18);
      expect(numbers).not.toContain(0);
    }
    expect(coveredNumbers({ kind: 'column', index: 2, stakeMinor: 100n })).toContain(17);
    expect(coveredNumbers({ kind: 'black', stakeMinor: 100n })).toEqual(
      Array.from({ length: 36 }, (_, i) => i + 1).filter((n) => !RED_NUMBERS.includes(n)),
    );
  });
});

describe('Lale Rulet: a slip', () => {
  it('settles every bet against one number and returns stake + win on the winners', () => {
    const bets: RouletteBet[] = [
      { kind: 'straight', numbers: [17], stakeMinor: 100n },
      { kind: 'split', numbers: [17, 20], stakeMinor: 100n },
      { kind: 'corner', numbers: [13, 14, 16, 17], stakeMinor: 250n },
      { kind: 'red', stakeMinor: 100n },
      { kind: 'odd', stakeMinor: 100n },
      { kind: 'column', index: 2, stakeMinor: 100n },
      { kind: 'dozen', index: 3, stakeMinor: 100n },
    ];
    const result = spinRoulette(fixedNumber(17), bets);
    expect(result).toMatchObject({ number: 17, colour: 'black', totalStakeMinor: 850n });
    expect(result.bets.map((bet) => bet.winMinor)).toEqual([3_600n, 1_800n, 2_250n, 0n, 200n, 300n, 0n]);
    expect(result.totalWinMinor).toBe(8_150n);
    expect(result.bets.map((bet) => bet.won)).toEqual([true, true, true, false, true, true, false]);
  });

  it('pays 36 / k stakes for a bet on k numbers, ×36 at most', () => {
    const multipliers = (['straight', 'split', 'street', 'corner', 'line', 'dozen', 'red'] as BetKind[]).map(
      multiplierOf,
    );
    expect(multipliers).toEqual([360_000, 180_000, 120_000, 90_000, 60_000, 30_000, 20_000]);
    expect(MAX_WIN_STAKES * 10_000).toBe(multiplierOf('straight'));
  });

  it('refuses an empty slip, a stake outside the limits and a slip over 5,000 lira', () => {
    const red = (stakeMinor: bigint): RouletteBet => ({ kind: 'red', stakeMinor });
    expect(() => validateSlip([])).toThrow(RangeError);
    expect(() => validateSlip([red(99n)])).toThrow(RangeError);
    expect(() => validateSlip([red(500_001n)])).toThrow(RangeError);
    expect(() => validateSlip([red(300_000n), red(200_001n)])).toThrow(RangeError);
    expect(validateSlip([red(300_000n), red(200_000n)])).toHaveLength(2);
    expect(() => validateSlip(Array.from({ length: 101 }, () => red(100n)))).toThrow(RangeError);
    expect(() =>
      spinRoulette(seededRng(1), [{ kind: 'split', numbers: [3, 4], stakeMinor: 100n }]),
    ).toThrow();
  });
});

describe('Lale Rulet: return to player', () => {
  it('returns exactly 36/37 on every bet of the table (all 37 numbers walked), hit chance k/37', () => {
    expect(everyBet).toHaveLength(37 + 60 + 14 + 23 + 11 + 6 + 6);
    for (const bet of everyBet) {
      let paid = 0;
      let hits = 0;
      for (let number = 0; number < 37; number += 1) {
        const multiplier = betMultiplier(bet, number);
        const settled = spinRoulette(fixedNumber(number), [bet]).bets[0]!;
        expect(settled.winMinor).toBe((bet.stakeMinor * BigInt(multiplier)) / 10_000n);
        paid += multiplier;
        if (multiplier > 0) hits += 1;
      }
      expect(paid).toBe(36 * 10_000); // over 37 spins: RTP = 360,000 / (37 × 10,000) = 36/37
      expect(hits).toBe(coveredNumbers(bet).length);
    }
    expect(Math.abs((36 / 37) * 100 - PUBLISHED_RTP)).toBeLessThan(0.005);
  });

  it('draws each number with spinRoulette as rng.int(37) does', () => {
    const [a, b] = [seededRng(31), seededRng(31)];
    const slip: RouletteBet[] = [{ kind: 'even', stakeMinor: 100n }];
    for (let i = 0; i < 2_000; i += 1) expect(spinRoulette(a, slip).number).toBe(b.int(37));
  });

  /*
   * 12.5 M spins: 3 SE of a straight (sd 5.84 stakes) is 0.495 points, the widest of all bets. The
   * spins are drawn as above (the test before shows that is spinRoulette's draw) and counted per number;
   * each kind's return is then its multipliers over those counts.
   */
  it('measures every kind within 3 SE (< 0.5 points) of 97.30 % over 12,500,000 spins, numbers uniform', () => {
    const n = 12_500_000;
    const rng = seededRng(20_370);
    const counts = new Array<number>(37).fill(0);
    for (let i = 0; i < n; i += 1) counts[rng.int(37)]! += 1;
    const chi = counts.reduce((sum, c) => sum + (c - n / 37) ** 2 / (n / 37), 0);
    expect(chi).toBeLessThan(66.62); // 36 degrees of freedom, p = 0.001
    const sample: RouletteBet[] = [
      { kind: 'straight', numbers: [0], stakeMinor: 100n },
      { kind: 'split', numbers: [17, 20], stakeMinor: 100n },
      { kind: 'street', numbers: [0, 2, 3], stakeMinor: 100n },
      { kind: 'corner', numbers: [25, 26, 28, 29], stakeMinor: 100n },
      { kind: 'line', numbers: [31, 32, 33, 34, 35, 36], stakeMinor: 100n },
      ...everyBet.filter((bet) => !('numbers' in bet)),
    ];
    for (const bet of sample) {
      const k = coveredNumbers(bet).length;
      const pays = multiplierOf(bet.kind) / 10_000;
      const standardError = (100 * Math.sqrt((k / 37) * pays * pays - (36 / 37) ** 2)) / Math.sqrt(n);
      expect(3 * standardError).toBeLessThan(0.5);
      const paid = counts.reduce((sum, c, number) => sum + c * betMultiplier(bet, number), 0);
      const hits = counts.reduce((sum, c, number) => sum + (betMultiplier(bet, number) > 0 ? c : 0), 0);
      expect(Math.abs((paid / n / 10_000) * 100 - (36 / 37) * 100)).toBeLessThan(3 * standardError);
      expect(Math.abs(hits / n - k / 37)).toBeLessThan(3 * Math.sqrt(((k / 37) * (1 - k / 37)) / n));
    }
  });
});

describe('Lale Rulet: provably fair', () => {
  const pair = { serverSeed: 'be7'.repeat(21) + 'a', clientSeed: 'çark', nonce: 0 };

  it('lands on the first HMAC word below 4,294,967,289 (= 37 × 116,080,197), modulo 37, and replays', () => {
    const word = createHmac('sha256', pair.serverSeed)
      .update(`${pair.clientSeed}:${pair.nonce}:0`)
      .digest()
      .readUInt32BE(0);
    expect(word).toBeLessThan(4_294_967_289);
    const slip: RouletteBet[] = [{ kind: 'red', stakeMinor: 1_000n }];
    const result = spinRoulette(fairRng(pair), slip);
    expect(result.number).toBe(word % 37);
    expect(result.colour).toBe(colourOf(word % 37));
    expect(spinRoulette(fairRng(pair), slip)).toEqual(result);
  });
});
