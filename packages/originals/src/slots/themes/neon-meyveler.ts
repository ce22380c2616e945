import { defineTheme } from '../theme.ts';

/*
 * Neon Meyveler (Neon Fruits): a classic fruit machine on ten lines. Sevens and cherries already pay
 * for two; the joker is wild on every reel; the star scatter gives 10/15/25 free spins at ×3 on
 * strips with five jokers a reel. The most volatile theme: free spins carry 33.13% of its 96.43%
 * (lines 62.13%, scatter 1.18%); one round in 297.84 triggers; the bonus buy (10 free spins for
 * 100 stakes) returns 96.77%; max win 10,000×.
 */

export const NEON_MEYVELER = defineTheme({
  id: 'neon-meyveler',
  version: 1,
  name: { tr: 'Neon Meyveler', en: 'Neon Fruits' },
  rows: 3,
  symbols: [
    { id: 'joker', label: { tr: 'JOKER', en: 'JOKER' }, kind: 'wild', pays: [0, 0, 0, 25, 100, 500] },
    { id: 'yedi', label: { tr: 'YEDİ', en: 'SEVEN' }, kind: 'regular', pays: [0, 0, 5, 50, 200, 1000] },
    { id: 'bar', label: { tr: 'BAR', en: 'BAR' }, kind: 'regular', pays: [0, 0, 0, 30, 100, 400] },
    { id: 'zil', label: { tr: 'ZİL', en: 'BELL' }, kind: 'regular', pays: [0, 0, 0, 20, 60, 200] },
    {
      id: 'karpuz',
      label: { tr: 'KARPUZ', en: 'WATERMELON' },
      kind: 'regular',
      pays: [0, 0, 0, 15, 40, 150],
    },
    { id: 'uzum', label: { tr: 'ÜZÜM', en: 'GRAPES' }, kind: 'regular', pays: [0, 0, 0, 12, 30, 100] },
    { id: 'erik', label: { tr: 'ERİK', en: 'PLUM' }, kind: 'regular', pays: [0, 0, 0, 8, 20, 60] },
    { id: 'limon', label: { tr: 'LİMON', en: 'LEMON' }, kind: 'regular', pays: [0, 0, 0, 5, 15, 40] },
    { id: 'kiraz', label: { tr: 'KİRAZ', en: 'CHERRY' }, kind: 'regular', pays: [0, 0, 2, 5, 15, 40] },
    { id: 'yildiz', label: { tr: 'YILDIZ', en: 'STAR' }, kind: 'scatter', pays: [0, 0, 0, 0, 0, 0] },
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
    [2, 1, 2, 3, 5, 6, 7, 8, 7, 1],
    [1, 1, 2, 3, 5, 6, 7, 8, 7, 1],
    [2, 1, 2, 3, 5, 6, 7, 8, 7, 1],
    [1, 1, 2, 3, 5, 6, 7, 8, 7, 1],
    [2, 1, 2, 3, 5, 6, 7, 8, 7, 1],
  ],
  freeReels: [
    [5, 2, 3, 4, 5, 5, 4, 4, 4, 1],
    [5, 2, 3, 4, 5, 5, 4, 4, 4, 1],
    [5, 2, 3, 4, 5, 5, 4, 4, 4, 1],
    [5, 2, 3, 4, 5, 5, 4, 4, 3, 1],
    [5, 2, 3, 4, 5, 5, 4, 4, 4, 1],
  ],
  scatterPays: [0, 0, 0, 3, 15, 100],
  freeSpins: { awards: [0, 0, 0, 10, 15, 25], multiplier: 3 },
  bonusBuyPriceStakes: 100,
  betLevelsMinor: [100n, 200n, 500n, 1_000n, 2_000n, 5_000n],
  publishedRtp: 96.43,
  publishedBonusBuyRtp: 96.77,
  maxWinStakes: 10_000,
});
