import { defineTheme } from '../theme.ts';

/*
 * Sultanın Hazinesi (The Sultan's Treasure): twenty lines, and the tughra — the wild — only on the
 * middle three reels, so it completes lines but never starts one (it pays nothing itself). The
 * treasure chest scatter gives 12/16/24 free spins at ×2, on strips with eight tughras on each middle
 * reel. 96.23% (lines 67.15%, scatter 0.84%, free spins 28.23%); one round in 277.50 triggers; the
 * bonus buy (12 free spins for 80 stakes) returns 96.64%; max win 5,000×.
 */

export const SULTANIN_HAZINESI = defineTheme({
  id: 'sultanin-hazinesi',
  version: 1,
  name: { tr: 'Sultanın Hazinesi', en: "The Sultan's Treasure" },
  rows: 3,
  symbols: [
    { id: 'tugra', label: { tr: 'TUĞRA', en: 'TUGHRA' }, kind: 'wild', pays: [0, 0, 0, 0, 0, 0] },
    { id: 'tac', label: { tr: 'TAÇ', en: 'CROWN' }, kind: 'regular', pays: [0, 0, 0, 25, 100, 500] },
    { id: 'yakut', label: { tr: 'YAKUT', en: 'RUBY' }, kind: 'regular', pays: [0, 0, 0, 20, 75, 300] },
    { id: 'zumrut', label: { tr: 'ZÜMRÜT', en: 'EMERALD' }, kind: 'regular', pays: [0, 0, 0, 15, 50, 200] },
    { id: 'hancer', label: { tr: 'HANÇER', en: 'DAGGER' }, kind: 'regular', pays: [0, 0, 0, 10, 30, 120] },
    { id: 'kandil', label: { tr: 'KANDİL', en: 'OIL LAMP' }, kind: 'regular', pays: [0, 0, 0, 6, 20, 80] },
    { id: 'hilal', label: { tr: 'HİLAL', en: 'CRESCENT' }, kind: 'regular', pays: [0, 0, 0, 5, 15, 50] },
    {
      id: 'sandik',
      label: { tr: 'HAZİNE SANDIĞI', en: 'TREASURE CHEST' },
      kind: 'scatter',
      pays: [0, 0, 0, 0, 0, 0],
    },
  ],
  lines: [
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
    [1, 2, 1, 0, 1],
    [0, 1, 1, 1, 0],
    [2, 1, 1, 1, 2],
    [0, 1, 0, 1, 0],
    [2, 1, 2, 1, 2],
    [1, 1, 0, 1, 1],
    [1, 1, 2, 1, 1],
    [0, 0, 2, 0, 0],
    [2, 2, 0, 2, 2],
    [0, 2, 2, 2, 0],
  ],
  // The tughra stands only on the middle three reels, so it completes lines but never starts one.
  baseReels: [
    [0, 3, 4, 6, 6, 9, 11, 1],
    [1, 3, 4, 6, 5, 9, 11, 1],
    [1, 3, 4, 6, 6, 9, 11, 1],
    [1, 3, 4, 6, 7, 9, 11, 1],
    [0, 3, 4, 6, 6, 9, 11, 1],
  ],
  freeReels: [
    [0, 2, 3, 4, 5, 6, 6, 1],
    [8, 2, 3, 4, 5, 6, 7, 1],
    [8, 2, 3, 4, 5, 6, 7, 1],
    [8, 2, 3, 4, 5, 6, 7, 1],
    [0, 2, 3, 4, 5, 5, 7, 1],
  ],
  scatterPays: [0, 0, 0, 2, 10, 50],
  freeSpins: { awards: [0, 0, 0, 12, 16, 24], multiplier: 2 },
  bonusBuyPriceStakes: 80,
  betLevelsMinor: [100n, 200n, 500n, 1_000n, 2_000n, 5_000n],
  publishedRtp: 96.23,
  publishedBonusBuyRtp: 96.64,
  maxWinStakes: 5_000,
});
