import { bingo, seededRng } from '@lale/originals';
import { describe, expect, it } from 'vitest';
import {
  completedBy,
  currentBracket,
  multiplierText,
  patternsDone,
  prizeAt,
  rowsLeft,
  toGo,
} from '../src/lale-tombala/cards.ts';

const [card] = bingo.dealCards(seededRng(7), 1);
const rows = card!.map((row) => row.filter((n): n is number => n !== null));

describe('a tombala card daubed as the balls are called', () => {
  it('counts what each row still needs and what the next pattern needs', () => {
    const none = new Set<number>();
    expect(rowsLeft(card!, none)).toEqual([5, 5, 5]);
    expect(toGo(card!, none)).toBe(5);
    const some = new Set([rows[1]![0]!, rows[1]![1]!, rows[2]![0]!]);
    expect(rowsLeft(card!, some)).toEqual([5, 3, 4]);
    expect(toGo(card!, some)).toBe(3);
  });

  it('completes 1. çinko, 2. çinko and tombala row by row, whichever rows', () => {
    const called = new Set<number>();
    const seen: string[] = [];
    // Bottom row first, then the top, then the middle: any rows count, as the math defines.
    for (const n of [...rows[2]!, ...rows[0]!, ...rows[1]!]) {
      seen.push(...completedBy(card!, called, n));
      called.add(n);
    }
    expect(seen).toEqual(['oneLine', 'twoLines', 'fullHouse']);
    expect(patternsDone(card!, called)).toEqual(['oneLine', 'twoLines', 'fullHouse']);
    expect(toGo(card!, called)).toBeNull();
  });

  it('agrees with settleCards on when each pattern was completed', () => {
    const order = bingo.roundBingoDraw('cd'.repeat(32));
    const result = bingo.settleCard(card!, order);
    const called = new Set<number>();
    const at: Record<string, number> = {};
    order.slice(0, bingo.CALLS).forEach((ball, i) => {
      for (const pattern of completedBy(card!, called, ball)) at[pattern] = i + 1;
      called.add(ball);
    });
    for (const pattern of bingo.PATTERNS) expect(at[pattern] ?? null).toBe(result.completedAt[pattern]);
    const paid = bingo.PATTERNS.reduce((sum, p) => sum + (at[p] ? prizeAt(p, at[p]) : 0), 0);
    expect(paid).toBe(result.multiplier);
  });
});

describe('the prizes shown live', () => {
  it('follow the brackets of PRIZES as the calls go by', () => {
    expect(currentBracket('oneLine', 1)).toEqual({ calls: 15, multiplier: 1_000_000 });
    expect(currentBracket('oneLine', 16)).toEqual({ calls: 20, multiplier: 400_000 });
    expect(currentBracket('fullHouse', 35)).toEqual({ calls: 35, multiplier: 100_000_000 });
    expect(currentBracket('fullHouse', 61)).toBeNull();
    expect(prizeAt('twoLines', 30)).toBe(5_000_000);
    expect(prizeAt('twoLines', 61)).toBe(0);
  });

  it('read as multipliers', () => {
    expect(multiplierText(1_000_000, 'tr')).toBe('100');
    expect(multiplierText(15_000, 'tr')).toBe('1,5');
    expect(multiplierText(15_000, 'en')).toBe('1.5');
  });
});
