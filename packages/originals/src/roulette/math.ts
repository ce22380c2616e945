/*
 * Lale Rulet, Lale Originals' European (single zero) RNG roulette: its whole mathematics in one
 * declarative place.
 *
 * The winning number is a uniform integer 0…36. Bets follow the standard table: numbers 1–36 in 12 rows
 * of three (row r holds 3r + 1, 3r + 2, 3r + 3), the zero at the head. A bet covering k numbers pays
 * 36 / k − 1 to one (straight 35:1 … evens 1:1), i.e. it returns 36 / k stakes with the stake included:
 * its return is k / 37 × 36 / k = 36 / 37 = 97.297 % for every bet, published as 97.30.
 */

export const POCKETS = 37;

/** The red numbers of the standard layout; the other numbers 1–36 are black, the zero green. */
export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

/** The European wheel clockwise from the zero, for the wheel animation and the history strip. */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

export type Colour = 'green' | 'red' | 'black';

export function colourOf(number: number): Colour {
  if (number === 0) return 'green';
  return RED_NUMBERS.includes(number) ? 'red' : 'black';
}

/** Bets on a group of numbers the player places on the layout. */
export const INSIDE_KINDS = ['straight', 'split', 'street', 'corner', 'line'] as const;
/** Bets on a fixed box of the layout: a dozen or column (index 1–3), or an even-money box. */
export const OUTSIDE_KINDS = ['dozen', 'column', 'red', 'black', 'odd', 'even', 'low', 'high'] as const;
export type InsideKind = (typeof INSIDE_KINDS)[number];
export type OutsideKind = (typeof OUTSIDE_KINDS)[number];
export type BetKind = InsideKind | OutsideKind;

/** What each kind pays, to one. */
export const PAYOUT_TO_ONE: Readonly<Record<BetKind, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

/** A winning bet's multiplier in ten-thousandths, the stake included (evens: ×2). */
export function multiplierOf(kind: BetKind): number {
  return (PAYOUT_TO_ONE[kind] + 1) * 10_000;
}

const row = (r: number) => [3 * r + 1, 3 * r + 2, 3 * r + 3];
const range = (count: number) => Array.from({ length: count }, (_, i) => i);

/**
 * The groups an inside bet may cover, each sorted, read off the layout: two touching numbers (side by
 * side in a row, one above the other, or the zero with 1, 2 or 3); a row of three, or the zero with 1–2
 * or 2–3; four in a square, or the zero with 1–2–3 ("first four"); two neighbouring rows.
 */
export const INSIDE_GROUPS: Readonly<Record<InsideKind, readonly (readonly number[])[]>> = {
  straight: range(POCKETS).map((n) => [n]),
  split: [
    [0, 1],
    [0, 2],
    [0, 3],
    ...range(36)
      .map((i) => i + 1)
      .filter((n) => n % 3 !== 0)
      .map((n) => [n, n + 1]),
    ...range(33).map((i) => [i + 1, i + 4]),
  ],
  street: [[0, 1, 2], [0, 2, 3], ...range(12).map(row)],
  corner: [
    [0, 1, 2, 3],
    ...range(32)
      .map((i) => i + 1)
      .filter((n) => n % 3 !== 0)
      .map((n) => [n, n + 1, n + 3, n + 4]),
  ],
  line: range(11).map((r) => [...row(r), ...row(r + 1)]),
};

/** The numbers each outside box covers. */
export const OUTSIDE_NUMBERS = {
  dozen: (index: number) => range(12).map((i) => 12 * (index - 1) + i + 1),
  column: (index: number) => range(12).map((r) => 3 * r + index),
  red: () => [...RED_NUMBERS],
  black: () =>
    range(36)
      .map((i) => i + 1)
      .filter((n) => !RED_NUMBERS.includes(n)),
  odd: () => range(18).map((i) => 2 * i + 1),
  even: () => range(18).map((i) => 2 * i + 2),
  low: () => range(18).map((i) => i + 1),
  high: () => range(18).map((i) => i + 19),
} satisfies Record<OutsideKind, (index: number) => number[]>;

export const PUBLISHED_RTP = 97.3;

/** The most a spin can pay, in stakes of the slip: everything on one number returns ×36. */
export const MAX_WIN_STAKES = 36;

/** Limits in minor units (kuruş): each bet 1 lira … 5,000 lira, the whole slip at most 5,000 lira. */
export const MIN_BET_MINOR = 100n;
export const MAX_BET_MINOR = 500_000n;
export const MAX_SLIP_MINOR = 500_000n;
/** Enough for any honest layout (every split and then some), small enough to keep a spin cheap. */
export const MAX_BETS_PER_SLIP = 100;
