import { defineTexts } from '../shell/index.ts';

export const plinkoTexts = defineTexts({
  tr: {
    risk: 'Risk',
    low: 'Düşük',
    medium: 'Orta',
    high: 'Yüksek',
    rows: 'Sıra sayısı',
    lockedWhileFalling: 'Toplar düşerken risk ve sıra değiştirilemez',
    board: 'Plinko tahtası',
    slots: 'Çarpanlar, soldan sağa',
    slotLabel: '{slot}. kutu: {multiplier}',
    landed: '{multiplier} · +{amount}',
    announce: 'Top {multiplier} kutusuna düştü: {amount}',
    chipTitle: '{multiplier} · {amount}',
    maxEdge: 'Kenarlarda en çok {multiplier}',
    noCanvas: 'Tahta çizilemedi; sonuçlar yine de kutularda gösterilir.',
  },
  en: {
    risk: 'Risk',
    low: 'Low',
    medium: 'Medium',
    high: 'High',
    rows: 'Rows',
    lockedWhileFalling: 'Risk and rows are locked while balls are falling',
    board: 'Plinko board',
    slots: 'Multipliers, left to right',
    slotLabel: 'Slot {slot}: {multiplier}',
    landed: '{multiplier} · +{amount}',
    announce: 'The ball landed in {multiplier}: {amount}',
    chipTitle: '{multiplier} · {amount}',
    maxEdge: 'Up to {multiplier} at the edges',
    noCanvas: 'The board could not be drawn; results still show in the slots.',
  },
});

export type PlinkoTexts = ReturnType<typeof plinkoTexts>;
