import { describe, expect, it } from 'vitest';
import { jsonSafe, seededRng, slots } from '@lale/originals';
import {
  anticipatedReels,
  boughtSpins,
  lineCells,
  paytable,
  planRound,
  reelStrip,
  reelTape,
  rollUpValue,
  winTier,
  type SlotOutcome,
} from '../src/slot/plan.ts';

/* The slot pages' pure side against the engine itself: what a player sees must add up to what was paid. */

const THEMES = [slots.LALE_BAHCESI, slots.NEON_MEYVELER, slots.SULTANIN_HAZINESI];

const roundOf = (theme: slots.Theme, seed: number, buyBonus = false) =>
  slots.playRound(theme, seededRng(seed), theme.betLevelsMinor[0]!, { buyBonus });

describe('planRound', () => {
  it('shows every spin in play order and ends on what the round paid', () => {
    for (const theme of THEMES)
      for (let seed = 1; seed <= 60; seed += 1) {
        const round = roundOf(theme, seed, seed % 3 === 0);
        const plan = planRound(jsonSafe(round) as SlotOutcome, round.totalWinMinor);
        expect(plan.length).toBe((round.baseSpin ? 1 : 0) + round.freeSpins.length);
        expect(plan.at(-1)?.totalMinor ?? 0n).toBe(round.totalWinMinor);
        expect(plan.filter((spin) => spin.free).map((spin) => spin.freeNumber)).toEqual(
          round.freeSpins.map((_, index) => index + 1),
        );
        // The counter never runs past the spins the round had awarded so far.
        for (const spin of plan) if (spin.free) expect(spin.freeNumber).toBeLessThanOrEqual(spin.freeTotal);
      }
  });

  it('never counts past a pay the operator cut', () => {
    const round = roundOf(slots.LALE_BAHCESI, 3, true);
    const plan = planRound(jsonSafe(round) as SlotOutcome, 5n);
    expect(plan.every((spin) => spin.totalMinor <= 5n)).toBe(true);
  });

  it('starts a bonus buy with the theme’s bought spins', () => {
    for (const theme of THEMES) {
      const round = roundOf(theme, 11, true);
      expect(boughtSpins(jsonSafe(round) as SlotOutcome)).toBe(theme.bonusBuySpins);
      expect(planRound(jsonSafe(round) as SlotOutcome, round.totalWinMinor)[0]!.free).toBe(true);
    }
  });
});

describe('the reels', () => {
  it('land on the window the server drew, with the real strip around it', () => {
    for (const theme of THEMES) {
      const round = roundOf(theme, 5);
      const spin = round.baseSpin!;
      spin.stops.forEach((stop, reel) => {
        const strip = reelStrip(theme, reel, false);
        const landing = spin.grid[reel]!;
        const tape = reelTape(strip, stop, landing, [0, 1, 2], 12);
        expect(tape.symbols.slice(tape.landingTop, tape.landingTop + theme.rows)).toEqual(landing);
        expect(tape.symbols.slice(tape.currentTop, tape.currentTop + 3)).toEqual([0, 1, 2]);
        // The engine's own window: the strip from the stop down.
        expect(landing).toEqual(landing.map((_, row) => strip[(stop + row) % strip.length]));
      });
    }
  });

  it('light the cells a line win covers', () => {
    expect(lineCells(slots.LALE_BAHCESI, 3, 4)).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 1],
    ]);
  });

  it('tease the reels after two scatters', () => {
    const theme = slots.LALE_BAHCESI;
    const s = theme.scatter;
    expect(
      anticipatedReels(theme, [
        [s, 1, 2],
        [1, s, 2],
        [1, 2, 3],
        [1, 2, 3],
        [1, 2, 3],
      ]),
    ).toEqual([false, false, true, true, true]);
  });
});

describe('the meter and the celebrations', () => {
  it('rolls up in whole minor units and lands exactly', () => {
    expect(rollUpValue(0n, 12_345n, 0)).toBe(0n);
    expect(rollUpValue(0n, 12_345n, 0.5) > 0n).toBe(true);
    expect(rollUpValue(0n, 12_345n, 0.5) < 12_345n).toBe(true);
    expect(rollUpValue(0n, 12_345n, 1)).toBe(12_345n);
  });

  it('grades a win against the bet', () => {
    expect(winTier(0n, 100n)).toBe('none');
    expect(winTier(150n, 100n)).toBe('small');
    expect(winTier(500n, 100n)).toBe('win');
    expect(winTier(2_000n, 100n)).toBe('big');
    expect(winTier(6_000n, 100n)).toBe('mega');
    expect(winTier(10_000n, 100n)).toBe('epic');
  });
});

describe('the paytable', () => {
  it('comes from the theme: every symbol, its best pay first, in the page’s language', () => {
    for (const theme of THEMES) {
      const rows = paytable(theme, 'en');
      expect(rows.map((row) => row.id)).toEqual(theme.symbols.map((symbol) => symbol.id));
      rows.forEach((row, index) => {
        const symbol = theme.symbols[index]!;
        expect(row.label).toBe(symbol.label.en);
        if (symbol.kind !== 'scatter')
          for (const { count, pay } of row.pays) expect(pay).toBe(symbol.pays[count]);
        expect(row.pays.map((entry) => entry.count)).toEqual(
          [...row.pays.map((entry) => entry.count)].sort((a, b) => b - a),
        );
      });
      expect(paytable(theme, 'tr')[theme.scatter]!.pays[0]!.pay).toBe(Math.max(...theme.scatterPays));
    }
  });
});
