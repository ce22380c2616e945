import { bingo } from '@lale/originals';
import type { Lang } from '../shell/index.ts';

/*
 * Tombala's pure parts: a card daubed by the balls called so far, its rows left, the patterns it has
 * completed (1. çinko = one line, 2. çinko = two lines, tombala = full house, as the math defines
 * them: any rows), how many numbers it still needs for the next one, and the prize a pattern pays
 * at a call count — with the server's own PRIZES and prizeFor.
 */

export type Card = readonly (readonly (number | null)[])[];
export type Pattern = bingo.Pattern;

/** The card's numbers left to call in each row. */
export function rowsLeft(card: Card, called: ReadonlySet<number>): number[] {
  return card.map((row) => row.filter((n) => n !== null && !called.has(n)).length);
}

/** How many rows are complete (0–3): 1 = 1. çinko, 2 = 2. çinko, 3 = tombala. */
export function rowsDone(card: Card, called: ReadonlySet<number>): number {
  return rowsLeft(card, called).filter((left) => left === 0).length;
}

/** The patterns completed, in order. */
export function patternsDone(card: Card, called: ReadonlySet<number>): Pattern[] {
  return bingo.PATTERNS.slice(0, rowsDone(card, called));
}

/** Numbers still needed for the card's next pattern (null when it has the full house). */
export function toGo(card: Card, called: ReadonlySet<number>): number | null {
  const left = rowsLeft(card, called).sort((a, b) => a - b);
  const done = left.filter((l) => l === 0).length;
  return done >= left.length ? null : left[done]!;
}

/** The patterns the ball at call `calls` completed on the card (what to announce). */
export function completedBy(card: Card, calledBefore: ReadonlySet<number>, ball: number): Pattern[] {
  const before = rowsDone(card, calledBefore);
  const after = rowsDone(card, new Set([...calledBefore, ball]));
  return bingo.PATTERNS.slice(before, after);
}

/** The prize (ten-thousandths of the card price) for completing `pattern` at call `calls`. */
export function prizeAt(pattern: Pattern, calls: number): number {
  return calls <= bingo.CALLS ? bingo.prizeFor(pattern, calls) : 0;
}

/** The bracket a pattern pays now: within how many calls, for how much (null once past the last). */
export function currentBracket(pattern: Pattern, calls: number): bingo.PrizeBracket | null {
  return bingo.PRIZES[pattern].find((bracket) => calls <= bracket.calls) ?? null;
}

/** A prize multiplier (ten-thousandths) as players read it: 15000 → 1.5 (1,5 in Turkish). */
export function multiplierText(multiplier: number, lang: Lang): string {
  const text = String(multiplier / 10_000);
  return lang === 'tr' ? text.replace('.', ',') : text;
}
