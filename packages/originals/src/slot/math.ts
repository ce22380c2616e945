/*
 * "Lale Bahçesi" (Tulip Garden), Lale Originals' 5-reel slot: its whole mathematics in one declarative
 * place (issue #12). 5 reels × 3 rows, 10 fixed lines paying left to right, the tulip is wild. A line
 * pays the multiple of the line bet below for 3, 4 or 5 of a symbol from the leftmost reel; the stake
 * is the line bet × 10. The return to player is computed exactly from these tables (rtp.ts) and
 * published as PUBLISHED_RTP; a fixed-seed simulation of a million spins proves it (test/slot.test.ts).
 */

export const SYMBOLS = ['lale', 'nazar', 'cay', 'lokum', 'simit', 'nar', 'kahve'] as const;
export type SymbolName = (typeof SYMBOLS)[number];

/** Index of the wild in SYMBOLS. */
export const WILD = 0;

/** Pay per symbol for [0, 1, 2, 3, 4, 5] of a kind on a line, in line bets. */
export const PAYTABLE: readonly (readonly number[])[] = [
  [0, 0, 0, 40, 200, 1000], // lale (wild)
  [0, 0, 0, 20, 80, 300], // nazar
  [0, 0, 0, 15, 50, 200], // çay
  [0, 0, 0, 12, 35, 125], // lokum
  [0, 0, 0, 9, 22, 80], // simit
  [0, 0, 0, 7, 16, 45], // nar
  [0, 0, 0, 6, 12, 30], // kahve
];

/** How many stops of each symbol (SYMBOLS order) every reel strip holds. */
export const REEL_COUNTS: readonly (readonly number[])[] = [
  [2, 3, 4, 5, 6, 7, 8],
  [2, 3, 4, 5, 6, 7, 8],
  [2, 3, 4, 5, 6, 7, 8],
  [2, 3, 4, 5, 6, 7, 8],
  [2, 3, 4, 5, 6, 7, 8],
];

/** Row (0 top … 2 bottom) each line crosses on reels 1–5. */
export const LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

export const ROWS = 3;
export const REELS = 5;

/** Stakes a player may choose, in minor units (kuruş): 1, 2, 5, 10, 20 and 50 lira. */
export const BET_LEVELS_MINOR: readonly bigint[] = [100n, 200n, 500n, 1_000n, 2_000n, 5_000n];

/** The return to player as published in the game's info panel and the catalogue, in percent. */
export const PUBLISHED_RTP = 96.15;

/** The most a spin can pay, in stakes: all ten lines five tulips, 10 × 750 line bets = 750 stakes. */
export const MAX_WIN_STAKES = 750;
