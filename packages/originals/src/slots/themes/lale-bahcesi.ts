import { defineTheme } from '../theme.ts';

/*
 * Lale Bahçesi (Tulip Garden), version 2. Version 1 (base game only, 96.15%, retired) had the same
 * symbols, paytable and ten lines; new are the butterfly scatter and the free spins. Because the feature now carries part of the return,
 * the base strips hold one butterfly each and one tulip fewer on reels 1–2 (lines 68.07%, scatter
 * 0.92%, free spins 27.17%: 96.16%). Free spins: ×3 on strips with five tulips a reel; the bonus buy
 * (10 free spins for 70 stakes) returns 96.82%. One paid round in 254.65 triggers; max win 2,500×.
 */

export const LALE_BAHCESI = defineTheme({
  id: 'lale-bahcesi',
  version: 2,
  name: { tr: 'Lale Bahçesi', en: 'Tulip Garden' },
  rows: 3,
  symbols: [
    { id: 'lale', label: { tr: 'LALE', en: 'TULIP' }, kind: 'wild', pays: [0, 0, 0, 40, 200, 1000] },
    { id: 'nazar', label: { tr: 'NAZAR', en: 'EVIL EYE' }, kind: 'regular', pays: [0, 0, 0, 20, 80, 300] },
    { id: 'cay', label: { tr: 'ÇAY', en: 'TEA' }, kind: 'regular', pays: [0, 0, 0, 15, 50, 200] },
    { id: 'lokum', label: { tr: 'LOKUM', en: 'DELIGHT' }, kind: 'regular', pays: [0, 0, 0, 12, 35, 125] },
    { id: 'simit', label: { tr: 'SİMİT', en: 'SIMIT' }, kind: 'regular', pays: [0, 0, 0, 9, 22, 80] },
    { id: 'nar', label: { tr: 'NAR', en: 'POMEGRANATE' }, kind: 'regular', pays: [0, 0, 0, 7, 16, 45] },
    { id: 'kahve', label: { tr: 'KAHVE', en: 'COFFEE' }, kind: 'regular', pays: [0, 0, 0, 6, 12, 30] },
    { id: 'kelebek', label: { tr: 'KELEBEK', en: 'BUTTERFLY' }, kind: 'scatter', pays: [0, 0, 0, 0, 0, 0] },
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
  ],
  baseReels: [
    [1, 3, 4, 6, 7, 8, 9, 1],
    [1, 3, 4, 6, 7, 8, 9, 1],
    [2, 3, 4, 6, 7, 7, 9, 1],
    [2, 3, 4, 6, 7, 8, 9, 1],
    [2, 3, 4, 6, 7, 8, 9, 1],
  ],
  freeReels: [
    [5, 3, 4, 5, 6, 7, 8, 1],
    [5, 3, 4, 5, 6, 7, 8, 1],
    [5, 3, 4, 5, 6, 7, 8, 1],
    [5, 3, 4, 5, 7, 7, 8, 1],
    [5, 3, 4, 5, 6, 7, 8, 1],
  ],
  scatterPays: [0, 0, 0, 2, 10, 50],
  freeSpins: { awards: [0, 0, 0, 10, 15, 25], multiplier: 3 },
  bonusBuyPriceStakes: 70,
  betLevelsMinor: [100n, 200n, 500n, 1_000n, 2_000n, 5_000n],
  publishedRtp: 96.16,
  publishedBonusBuyRtp: 96.82,
  maxWinStakes: 2_500,
});
