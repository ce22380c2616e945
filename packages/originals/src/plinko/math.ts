/*
 * Lale Plinko, Lale Originals' peg board: its whole mathematics in one declarative place.
 *
 * The player picks the rows (8–16) and a risk (low, medium, high). The ball meets one peg per row and
 * goes left or right with even chance, independently (outcome.ts: one rng.int(2) per row, 1 = right);
 * it lands in slot = the number of rights, 0…rows, with binomial chance C(rows, slot) / 2^rows. Each
 * (rows, risk) has its own symmetric table of slot multipliers: low in the middle, high at the edges,
 * the spread growing with the risk.
 *
 * The tables are our own: edge multipliers chosen to grow geometrically with the rows (low 5 → 16,
 * medium 10 → 120, high 25 → 1000), the centre at ×0.5 / ×0.4 / ×0.2, the slots between on a smooth
 * curve, then the values under ×10 trimmed by hundredths until the exact RTP (rtp.ts, over the binomial
 * chances) lands on 99.00 %. Every table is within RTP_TOLERANCE (0.1 point) of PUBLISHED_RTP; the
 * exact figures are 98.9795 % … 99.0156 % (test/plinko.test.ts lists each).
 */

export const MIN_ROWS = 8;
export const MAX_ROWS = 16;
export const ROW_CHOICES = [8, 9, 10, 11, 12, 13, 14, 15, 16] as const;
export type PlinkoRows = (typeof ROW_CHOICES)[number];

export const RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof RISKS)[number];
export type PlinkoBet = { rows: number; risk: PlinkoRisk };

export const PUBLISHED_RTP = 99.0;
/** How far, in points, any one table's exact RTP may sit from PUBLISHED_RTP. */
export const RTP_TOLERANCE = 0.1;

/** The most a drop can pay, in stakes: the edge of 16 rows at high risk. */
export const MAX_WIN_STAKES = 1_000;

/** Stake limits in minor units (kuruş): 1 lira … 5,000 lira. */
export const MIN_STAKE_MINOR = 100n;
export const MAX_STAKE_MINOR = 500_000n;

/**
 * The tables as players read them: each slot's multiplier, slot 0 (all lefts) first. Written as
 * decimals for reading; PAYTABLES below is the same in integer ten-thousandths, which the game uses.
 */
// prettier-ignore
const MULTIPLIERS: Readonly<Record<PlinkoRisk, Readonly<Record<PlinkoRows, readonly number[]>>>> = {
  low: {
    8: [5, 2.6, 1.4, 0.79, 0.5, 0.79, 1.4, 2.6, 5],
    9: [5.8, 3.3, 1.9, 1.03, 0.5, 0.5, 1.03, 1.9, 3.3, 5.8],
    10: [6.7, 3.7, 2.1, 1.2, 0.77, 0.5, 0.77, 1.2, 2.1, 3.7, 6.7],
    11: [7.7, 4.61, 2.79, 1.6, 0.93, 0.5, 0.5, 0.93, 1.6, 2.79, 4.61, 7.7],
    12: [9, 5.2, 3.01, 1.8, 1.1, 0.74, 0.5, 0.74, 1.1, 1.8, 3.01, 5.2, 9],
    13: [10, 6.2, 3.8, 2.41, 1.4, 0.87, 0.5, 0.5, 0.87, 1.4, 2.41, 3.8, 6.2, 10],
    14: [12, 7.1, 4.3, 2.62, 1.6, 1, 0.73, 0.5, 0.73, 1, 1.6, 2.62, 4.3, 7.1, 12],
    15: [14, 8.7, 5.4, 3.4, 2.1, 1.29, 0.8, 0.5, 0.5, 0.8, 1.29, 2.1, 3.4, 5.4, 8.7, 14],
    16: [16, 9.7, 5.92, 3.7, 2.31, 1.5, 0.98, 0.67, 0.5, 0.67, 0.98, 1.5, 2.31, 3.7, 5.92, 9.7, 16],
  },
  medium: {
    8: [10, 3.53, 1.4, 0.63, 0.4, 0.63, 1.4, 3.53, 10],
    9: [14, 5.22, 2.01, 0.83, 0.4, 0.4, 0.83, 2.01, 5.22, 14],
    10: [19, 6.64, 2.5, 1.14, 0.58, 0.4, 0.58, 1.14, 2.5, 6.64, 19],
    11: [25, 9.44, 3.7, 1.57, 0.72, 0.4, 0.4, 0.72, 1.57, 3.7, 9.44, 25],
    12: [35, 12, 4.7, 1.99, 0.97, 0.55, 0.4, 0.55, 0.97, 1.99, 4.7, 12, 35],
    13: [47, 17, 6.81, 2.81, 1.3, 0.65, 0.4, 0.4, 0.65, 1.3, 2.81, 6.81, 17, 47],
    14: [64, 22, 8.5, 3.58, 1.7, 0.87, 0.51, 0.4, 0.51, 0.87, 1.7, 3.58, 8.5, 22, 64],
    15: [88, 32, 13, 5.2, 2.3, 1.1, 0.58, 0.4, 0.4, 0.58, 1.1, 2.3, 5.2, 13, 32, 88],
    16: [120, 42, 16, 6.43, 2.9, 1.4, 0.79, 0.51, 0.4, 0.51, 0.79, 1.4, 2.9, 6.43, 16, 42, 120],
  },
  high: {
    8: [25, 4.91, 1.2, 0.39, 0.2, 0.39, 1.2, 4.91, 25],
    9: [40, 8.29, 1.92, 0.53, 0.2, 0.2, 0.53, 1.92, 8.29, 40],
    10: [65, 12, 2.8, 0.81, 0.35, 0.2, 0.35, 0.81, 2.8, 12, 65],
    11: [100, 20, 4.69, 1.3, 0.39, 0.2, 0.2, 0.39, 1.3, 4.69, 20, 100],
    12: [160, 30, 6.8, 1.85, 0.65, 0.3, 0.2, 0.3, 0.65, 1.85, 6.8, 30, 160],
    13: [250, 50, 11, 2.89, 0.91, 0.37, 0.2, 0.2, 0.37, 0.91, 2.89, 11, 50, 250],
    14: [400, 74, 16, 4.29, 1.39, 0.54, 0.28, 0.2, 0.28, 0.54, 1.39, 4.29, 16, 74, 400],
    15: [630, 120, 27, 6.91, 2, 0.73, 0.32, 0.2, 0.2, 0.32, 0.73, 2, 6.91, 27, 120, 630],
    16: [1000, 180, 40, 10, 3, 1.07, 0.47, 0.26, 0.2, 0.26, 0.47, 1.07, 3, 10, 40, 180, 1000],
  },
};

/** PAYTABLES[risk][rows][slot]: the slot's multiplier in ten-thousandths (every value has ≤ 2 decimals). */
export const PAYTABLES: Readonly<Record<PlinkoRisk, Readonly<Record<PlinkoRows, readonly number[]>>>> = {
  low: inTenThousandths(MULTIPLIERS.low),
  medium: inTenThousandths(MULTIPLIERS.medium),
  high: inTenThousandths(MULTIPLIERS.high),
};

function inTenThousandths(tables: Readonly<Record<PlinkoRows, readonly number[]>>) {
  const converted = {} as Record<PlinkoRows, readonly number[]>;
  for (const rows of ROW_CHOICES) converted[rows] = tables[rows].map((x) => Math.round(x * 10_000));
  return converted;
}

export function isAllowedBet(bet: PlinkoBet): boolean {
  return (ROW_CHOICES as readonly number[]).includes(bet.rows) && RISKS.includes(bet.risk);
}

/** The table of an allowed bet; refuses any other. */
export function paytable({ rows, risk }: PlinkoBet): readonly number[] {
  if (!isAllowedBet({ rows, risk })) throw new RangeError(`no plinko table for ${rows} rows, ${risk} risk`);
  return PAYTABLES[risk][rows as PlinkoRows];
}
