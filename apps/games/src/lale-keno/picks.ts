import { keno } from '@lale/originals';
import type { Lang } from '../shell/index.ts';

/*
 * The keno ticket's pure parts: picking on the 8 × 10 board (and moving over it by keyboard), a quick
 * pick, the paytable row of a pick count, and a ticket's hits and multiplier as the balls come out —
 * all computed with the server's own PAYTABLE and settleTicket.
 */

export const COLUMNS = 10;
export const ROWS = keno.NUMBERS / COLUMNS;

/** Picks after clicking `n`: off if picked, on if there is room (else unchanged). Kept sorted. */
export function togglePick(picks: readonly number[], n: number): number[] {
  if (picks.includes(n)) return picks.filter((p) => p !== n);
  if (picks.length >= keno.MAX_PICKS || n < 1 || n > keno.NUMBERS) return [...picks];
  return [...picks, n].sort((a, b) => a - b);
}

/** `count` distinct numbers 1–80 (a uniform choice from `random`, Math.random on the page). */
export function quickPick(count: number, random: () => number = Math.random): number[] {
  const size = Math.max(keno.MIN_PICKS, Math.min(keno.MAX_PICKS, Math.round(count)));
  const pool = Array.from({ length: keno.NUMBERS }, (_, i) => i + 1);
  // A partial Fisher–Yates: the first `size` places are a uniform sample.
  for (let i = 0; i < size; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, size).sort((a, b) => a - b);
}

/** The number the arrow key moves to from `n` on the board (rows of ten; stays on the edge). */
export function moveOnBoard(n: number, key: string): number {
  const row = Math.floor((n - 1) / COLUMNS);
  const column = (n - 1) % COLUMNS;
  switch (key) {
    case 'ArrowLeft':
      return column > 0 ? n - 1 : n;
    case 'ArrowRight':
      return column < COLUMNS - 1 ? n + 1 : n;
    case 'ArrowUp':
      return row > 0 ? n - COLUMNS : n;
    case 'ArrowDown':
      return row < ROWS - 1 ? n + COLUMNS : n;
    case 'Home':
      return row * COLUMNS + 1;
    case 'End':
      return row * COLUMNS + COLUMNS;
    default:
      return n;
  }
}

export type PayLine = { hits: number; multiplier: number };

/** What a ticket of `count` numbers pays, best first (hit counts that pay nothing left out). */
export function payLines(count: number): PayLine[] {
  const row = keno.PAYTABLE[count] ?? [];
  return row
    .map((multiplier, hits) => ({ hits, multiplier }))
    .filter((line) => line.multiplier > 0)
    .reverse();
}

/** A multiplier in ten-thousandths as players read it: 38400 → ×3.84 (×3,84 in Turkish), 1e8 → ×10000. */
export function multiplierText(multiplier: number, lang: Lang): string {
  const text = String(multiplier / 10_000);
  return `×${lang === 'tr' ? text.replace('.', ',') : text}`;
}

export type TicketProgress = {
  hits: number[];
  /** The multiplier if the draw ended now (ten-thousandths). */
  multiplier: number;
  /** Whether the ticket's numbers can still be drawn (some balls left to come). */
  open: boolean;
};

/** A ticket against the balls out so far (all of them once the draw is over). */
export function ticketProgress(picks: readonly number[], revealed: readonly number[]): TicketProgress {
  const result = keno.settleTicket(picks, revealed);
  return { ...result, open: revealed.length < keno.DRAWN };
}
