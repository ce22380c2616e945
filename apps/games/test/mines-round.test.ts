import { mines, seededRng } from '@lale/originals';
import { describe, expect, it } from 'vitest';
import {
  cashOutMultiplier,
  clampMines,
  ladder,
  maxReveals,
  multiplierText,
  neighbour,
  nextMultiplier,
  nextSafeChance,
  payout,
  randomHiddenTile,
  tileStates,
  type MinesView,
} from '../src/lale-mines/round.ts';

/* Lale Mayın's page numbers come from the server's own mines mathematics; the grid moves like a grid. */

const view = (round: mines.MinesRound): MinesView => mines.playerView(round);

describe('the figures the page shows', () => {
  it('quotes the next tile and the cash-out with mines.multiplierAfter', () => {
    expect(nextMultiplier(3, 0)).toBe(mines.multiplierAfter(3, 1));
    expect(nextMultiplier(3, 0)).toBe(11_250); // 0.99 × 25 / 22, floored: ×1.125
    expect(nextMultiplier(5, 2)).toBe(mines.multiplierAfter(5, 3));
    expect(cashOutMultiplier(3, 0)).toBe(0);
    expect(cashOutMultiplier(3, 2)).toBe(mines.multiplierAfter(3, 2));
    // 24 mines: one safe tile, then the round is over by itself.
    expect(maxReveals(24)).toBe(1);
    expect(nextMultiplier(24, 0)).toBe(247_500);
    expect(nextMultiplier(24, 1)).toBeNull();
    expect(ladder(24)).toEqual([247_500]);
    expect(ladder(1)).toHaveLength(24);
  });

  it('pays as the server does: floored to the kuruş, within both caps', () => {
    expect(payout(1_000n, 11_250)).toBe(1_125n);
    expect(payout(333n, 11_250)).toBe(374n); // 374.625 floored
    expect(payout(100n, 10_000 * 10_000 + 1)).toBe(1_000_000n); // the game's cap: 10,000 stakes
    expect(payout(10_000n, 247_500, 200_000n)).toBe(200_000n); // the operator's cap
    expect(payout(10_000n, 247_500, null)).toBe(247_500n);
  });

  it('gives the chance of the next tile being safe', () => {
    expect(nextSafeChance(3, 0)).toBeCloseTo(88, 10);
    expect(nextSafeChance(24, 0)).toBeCloseTo(4, 10);
    expect(nextSafeChance(5, 19)).toBeCloseTo((1 / 6) * 100, 10);
  });

  it('writes multipliers cut to two places, grouped by language', () => {
    expect(multiplierText(11_250, 'tr')).toBe('×1,12');
    expect(multiplierText(11_250, 'en')).toBe('×1.12');
    expect(multiplierText(19_999, 'en')).toBe('×1.99');
    expect(multiplierText(0, 'tr')).toBe('×0,00');
    expect(multiplierText(12_345_678_9, 'tr')).toBe('×12.345,67');
  });

  it('keeps the mine count within 1–24', () => {
    expect(clampMines(0)).toBe(1);
    expect(clampMines(25)).toBe(24);
    expect(clampMines(7.4)).toBe(7);
  });
});

describe('tile states', () => {
  const start = mines.startMines(seededRng(5), 3);
  const safe = Array.from({ length: 25 }, (_, t) => t).filter((t) => !start.minePositions.includes(t));

  it('shows nothing but the picked gems while the round is open', () => {
    const played = mines.reveal(mines.reveal(start, safe[0]!), safe[1]!);
    const states = tileStates(view(played));
    expect(states.filter((s) => s === 'gem')).toHaveLength(2);
    expect(states.filter((s) => s === 'hidden')).toHaveLength(23);
    expect(tileStates(null).every((s) => s === 'hidden')).toBe(true);
  });

  it('shows the hit mine, the other mines and the gems not picked once lost', () => {
    const hit = start.minePositions[1]!;
    const lost = mines.reveal(mines.reveal(start, safe[0]!), hit);
    const states = tileStates(view(lost));
    expect(states[hit]).toBe('hit');
    expect(states[safe[0]!]).toBe('gem');
    for (const mine of start.minePositions.filter((m) => m !== hit)) expect(states[mine]).toBe('mine');
    expect(states.filter((s) => s === 'spare')).toHaveLength(21);
  });

  it('shows every mine after a cash-out', () => {
    const won = mines.cashOut(mines.reveal(start, safe[3]!));
    const states = tileStates(view(won));
    expect(states.filter((s) => s === 'mine')).toHaveLength(3);
    expect(states.filter((s) => s === 'gem')).toEqual(['gem']);
    expect(states.includes('hit')).toBe(false);
  });
});

describe('moving across the grid', () => {
  it('moves one tile per arrow and stops at the edges', () => {
    expect(neighbour(12, 'ArrowLeft')).toBe(11);
    expect(neighbour(12, 'ArrowRight')).toBe(13);
    expect(neighbour(12, 'ArrowUp')).toBe(7);
    expect(neighbour(12, 'ArrowDown')).toBe(17);
    expect(neighbour(10, 'ArrowLeft')).toBe(10);
    expect(neighbour(14, 'ArrowRight')).toBe(14);
    expect(neighbour(2, 'ArrowUp')).toBe(2);
    expect(neighbour(22, 'ArrowDown')).toBe(22);
  });

  it('goes to the row ends with Home and End, the board ends with Ctrl', () => {
    expect(neighbour(12, 'Home')).toBe(10);
    expect(neighbour(12, 'End')).toBe(14);
    expect(neighbour(12, 'Home', true)).toBe(0);
    expect(neighbour(12, 'End', true)).toBe(24);
  });

  it('picks a random tile only among those still hidden', () => {
    const revealed = Array.from({ length: 24 }, (_, t) => t + 1);
    expect(randomHiddenTile(revealed, () => 0.99)).toBe(0);
    expect(randomHiddenTile([...revealed, 0])).toBeNull();
    expect(randomHiddenTile([], () => 0)).toBe(0);
    expect(randomHiddenTile([], () => 0.999_999)).toBe(24);
    const seen = new Set<number>();
    for (let i = 0; i < 200; i += 1) seen.add(randomHiddenTile([0, 1, 2], () => ((i % 22) + 0.5) / 22)!);
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 22 }, (_, t) => t + 3));
  });
});
