import { keno, seededRng } from '@lale/originals';
import { describe, expect, it } from 'vitest';
import {
  moveOnBoard,
  multiplierText,
  payLines,
  quickPick,
  ticketProgress,
  togglePick,
} from '../src/lale-keno/picks.ts';

describe('picking a keno ticket', () => {
  it('toggles numbers on and off, sorted, and stops at ten', () => {
    let picks: number[] = [];
    for (const n of [40, 3, 77]) picks = togglePick(picks, n);
    expect(picks).toEqual([3, 40, 77]);
    expect(togglePick(picks, 40)).toEqual([3, 77]);
    const ten = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(togglePick(ten, 11)).toEqual(ten);
    expect(togglePick(ten, 5)).toHaveLength(9);
  });

  it('quick-picks the asked count of distinct numbers 1–80, a valid ticket every time', () => {
    const random = (() => {
      const rng = seededRng(5);
      return () => rng.int(1_000_000) / 1_000_000;
    })();
    for (const count of [1, 3, 5, 8, 10]) {
      for (let i = 0; i < 50; i += 1) {
        const picks = quickPick(count, random);
        expect(picks).toHaveLength(count);
        expect(keno.isValidTicket(picks)).toBe(true);
        expect([...picks].sort((a, b) => a - b)).toEqual(picks);
      }
    }
    expect(quickPick(0, random)).toHaveLength(1);
    expect(quickPick(99, random)).toHaveLength(10);
  });

  it('moves over the 8 × 10 board with the arrow keys and stays on its edges', () => {
    expect(moveOnBoard(1, 'ArrowLeft')).toBe(1);
    expect(moveOnBoard(1, 'ArrowRight')).toBe(2);
    expect(moveOnBoard(10, 'ArrowRight')).toBe(10);
    expect(moveOnBoard(5, 'ArrowDown')).toBe(15);
    expect(moveOnBoard(75, 'ArrowDown')).toBe(75);
    expect(moveOnBoard(15, 'ArrowUp')).toBe(5);
    expect(moveOnBoard(34, 'Home')).toBe(31);
    expect(moveOnBoard(34, 'End')).toBe(40);
  });
});

describe('the paytable beside the board', () => {
  it('lists what each pick count pays from the server’s PAYTABLE, best first', () => {
    expect(payLines(1)).toEqual([{ hits: 1, multiplier: 38_400 }]);
    expect(payLines(8).map((line) => line.hits)).toEqual([8, 7, 6, 5, 4]);
    // Ten numbers pay ×2 for no hit at all: it is listed, last.
    expect(payLines(10).at(-1)).toEqual({ hits: 0, multiplier: 20_000 });
    expect(payLines(0)).toEqual([]);
    for (let p = 1; p <= keno.MAX_PICKS; p += 1) {
      const paying = keno.PAYTABLE[p]!.filter((m) => m > 0).length;
      expect(payLines(p)).toHaveLength(paying);
    }
  });

  it('shows multipliers as players read them', () => {
    expect(multiplierText(38_400, 'en')).toBe('×3.84');
    expect(multiplierText(38_400, 'tr')).toBe('×3,84');
    expect(multiplierText(100_000_000, 'en')).toBe('×10000');
    expect(multiplierText(53_400, 'tr')).toBe('×5,34');
  });

  it('counts a ticket’s hits as the balls come, and pays it as settleTicket does at the end', () => {
    const picks = [7, 19, 23, 34, 42, 58, 61, 77];
    const drawn = keno.roundKenoDraw('ab'.repeat(32));
    for (let out = 0; out <= keno.DRAWN; out += 1) {
      const progress = ticketProgress(picks, drawn.slice(0, out));
      expect(progress.hits).toEqual(picks.filter((n) => drawn.slice(0, out).includes(n)));
      expect(progress.open).toBe(out < keno.DRAWN);
    }
    expect(ticketProgress(picks, drawn).multiplier).toBe(keno.settleTicket(picks, drawn).multiplier);
  });
});
