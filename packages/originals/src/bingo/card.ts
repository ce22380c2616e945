import type { Rng } from '../rng.ts';
import { MAX_CARDS_PER_PURCHASE } from './math.ts';

/*
 * UK 90-ball cards: 3 rows × 9 columns, 5 numbers in every row, at least one in every column; column c
 * holds numbers of its decade (1–9, 10–19, …, 70–79, 80–90), ascending from top to bottom.
 *
 * A card is dealt uniformly over all such cards (TICKET_COUNT of them), in two steps anyone can redo:
 *  1. An index U uniform below TICKET_COUNT (`uniformBelow`: the numbers rng.int gives, as base-2³²
 *     digits, most significant first, the first one cut to the bits TICKET_COUNT needs; an index at
 *     or above TICKET_COUNT is drawn again).
 *  2. The U-th card in a fixed order (`cardAt`): columns from the left; for each, the rows it fills
 *     (as a bit mask, top row = 1, masks 1 … 7 in order), then which numbers of its decade (subsets in
 *     lexicographic order), then the columns to its right. The card count after each choice comes
 *     from a table of how many ways the remaining columns can still complete rows of five.
 */

export type BingoCard = readonly (readonly (number | null)[])[];

const ROWS = 3;
const COLUMNS = 9;
const PER_ROW = 5;
const COLUMN_FIRST = [1, 10, 20, 30, 40, 50, 60, 70, 80];
const COLUMN_SIZE = [9, 10, 10, 10, 10, 10, 10, 10, 11];
const MASKS = [1, 2, 3, 4, 5, 6, 7];
const bitCount = (mask: number): number => (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1);

/** Binomial coefficients up to C(11, ·) (the largest decade), from Pascal's triangle. */
const PASCAL: bigint[][] = [[1n]];
for (let n = 1; n <= 11; n += 1) {
  PASCAL.push(
    Array.from({ length: n + 1 }, (_, k) =>
      k === 0 || k === n ? 1n : PASCAL[n - 1]![k - 1]! + PASCAL[n - 1]![k]!,
    ),
  );
}
const choose = (n: number, k: number): bigint => (k < 0 || k > n ? 0n : PASCAL[n]![k]!);

/** Row fill counts (each 0…5) as one index. */
const stateOf = (counts: readonly number[]): number => counts[0]! * 36 + counts[1]! * 6 + counts[2]!;
const STATES = 216;
const FULL = stateOf([PER_ROW, PER_ROW, PER_ROW]);

/** AFTER[s][mask]: the row counts after adding a column that fills `mask`, or −1 if a row passes five. */
const AFTER: number[][] = Array.from({ length: STATES }, (_, state) =>
  Array.from({ length: 8 }, (_, mask) => {
    const counts = [Math.floor(state / 36), Math.floor(state / 6) % 6, state % 6];
    for (let row = 0; row < ROWS; row += 1) if (mask & (1 << row)) counts[row]! += 1;
    return counts.some((count) => count > PER_ROW) ? -1 : stateOf(counts);
  }),
);
const after = (state: number, mask: number): number => AFTER[state]![mask]!;

/** COMPLETIONS[c][s]: the ways columns c … 8 can be filled from row counts s to five per row. */
const COMPLETIONS: bigint[][] = Array.from({ length: COLUMNS + 1 }, () => new Array<bigint>(STATES).fill(0n));
COMPLETIONS[COLUMNS]![FULL] = 1n;
for (let column = COLUMNS - 1; column >= 0; column -= 1) {
  for (let state = 0; state < STATES; state += 1) {
    let ways = 0n;
    for (const mask of MASKS) {
      const next = after(state, mask);
      if (next >= 0) ways += choose(COLUMN_SIZE[column]!, bitCount(mask)) * COMPLETIONS[column + 1]![next]!;
    }
    COMPLETIONS[column]![state] = ways;
  }
}

/** How many valid cards there are. */
export const TICKET_COUNT: bigint = COMPLETIONS[0]![0]!;

/** A uniform integer below n (n ≥ 1) from rng.int alone, as documented above. */
export function uniformBelow(rng: Rng, n: bigint): bigint {
  if (n < 1n) throw new RangeError('uniformBelow: n must be at least 1');
  const bits = (n - 1n).toString(2).length;
  const words = Math.ceil(bits / 32);
  const topBits = bits - 32 * (words - 1);
  for (;;) {
    let value = BigInt(rng.int(2 ** topBits));
    for (let i = 1; i < words; i += 1) value = (value << 32n) | BigInt(rng.int(0x1_0000_0000));
    if (value < n) return value;
  }
}

/** The index-th k-subset of [0, n) in lexicographic order. */
function subsetAt(index: bigint, n: number, k: number): number[] {
  const subset: number[] = [];
  let rest = index;
  for (let x = 0; subset.length < k; x += 1) {
    const withX = choose(n - x - 1, k - subset.length - 1);
    if (rest < withX) subset.push(x);
    else rest -= withX;
  }
  return subset;
}

/** The position of a k-subset of [0, n) in lexicographic order (subsetAt's inverse). */
function subsetIndex(subset: readonly number[], n: number): bigint {
  let index = 0n;
  let x = 0;
  subset.forEach((member, i) => {
    for (; x < member; x += 1) index += choose(n - x - 1, subset.length - i - 1);
    x = member + 1;
  });
  return index;
}

/** The index-th card (0 ≤ index < TICKET_COUNT) in the documented order. */
export function cardAt(index: bigint): BingoCard {
  if (index < 0n || index >= TICKET_COUNT) throw new RangeError('card index out of range');
  const rows = Array.from({ length: ROWS }, () => new Array<number | null>(COLUMNS).fill(null));
  let rest = index;
  let state = 0;
  for (let column = 0; column < COLUMNS; column += 1) {
    for (const mask of MASKS) {
      const next = after(state, mask);
      if (next < 0) continue;
      const later = COMPLETIONS[column + 1]![next]!;
      const block = choose(COLUMN_SIZE[column]!, bitCount(mask)) * later;
      if (rest >= block) {
        rest -= block;
        continue;
      }
      const numbers = subsetAt(rest / later, COLUMN_SIZE[column]!, bitCount(mask));
      rest %= later;
      let taken = 0;
      for (let row = 0; row < ROWS; row += 1) {
        if (mask & (1 << row)) rows[row]![column] = COLUMN_FIRST[column]! + numbers[taken++]!;
      }
      state = next;
      break;
    }
  }
  return rows;
}

/** A card's index in the documented order (cardAt's inverse), for verification and tests. */
export function cardIndex(card: BingoCard): bigint {
  let index = 0n;
  let state = 0;
  for (let column = 0; column < COLUMNS; column += 1) {
    let mask = 0;
    const numbers: number[] = [];
    for (let row = 0; row < ROWS; row += 1) {
      const number = card[row]![column];
      if (number != null) {
        mask |= 1 << row;
        numbers.push(number - COLUMN_FIRST[column]!);
      }
    }
    for (const earlier of MASKS) {
      if (earlier === mask) break;
      const next = after(state, earlier);
      if (next >= 0)
        index += choose(COLUMN_SIZE[column]!, bitCount(earlier)) * COMPLETIONS[column + 1]![next]!;
    }
    const next = after(state, mask);
    index += subsetIndex(numbers, COLUMN_SIZE[column]!) * COMPLETIONS[column + 1]![next]!;
    state = next;
  }
  return index;
}

/** Whether `card` is a valid 90-ball card (shape, decades, order, five a row, no empty column). */
export function isValidCard(card: BingoCard): boolean {
  if (card.length !== ROWS || card.some((row) => row.length !== COLUMNS)) return false;
  if (card.some((row) => row.filter((n) => n != null).length !== PER_ROW)) return false;
  for (let column = 0; column < COLUMNS; column += 1) {
    const numbers = card.map((row) => row[column]).filter((n): n is number => n != null);
    const first = COLUMN_FIRST[column]!;
    const last = first + COLUMN_SIZE[column]! - 1;
    if (numbers.length === 0) return false;
    if (
      numbers.some((n, i) => !Number.isInteger(n) || n < first || n > last || (i > 0 && n <= numbers[i - 1]!))
    ) {
      return false;
    }
  }
  return true;
}

/** A card dealt uniformly from the player's provably fair stream. */
export function dealCard(rng: Rng): BingoCard {
  return cardAt(uniformBelow(rng, TICKET_COUNT));
}

/** A purchase of 1–6 cards, dealt one after another from the same stream. */
export function dealCards(rng: Rng, count: number): BingoCard[] {
  if (!Number.isInteger(count) || count < 1 || count > MAX_CARDS_PER_PURCHASE) {
    throw new RangeError(`cards ${count}: 1…${MAX_CARDS_PER_PURCHASE}`);
  }
  return Array.from({ length: count }, () => dealCard(rng));
}

/** A card's 15 numbers, row by row. */
export function cardNumbers(card: BingoCard): number[] {
  return card.flatMap((row) => row.filter((n): n is number => n != null));
}
