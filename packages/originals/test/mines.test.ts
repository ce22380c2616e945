/// <reference types="node" />
// The test alone uses Node (its HMAC is the independent reference for the fair placement).
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairRng } from '../src/fair.ts';
import { seededRng } from '../src/rng.ts';
import { playRound, type Strategy } from './support/mines-shortcut.ts';
import {
  allStrategies,
  binomial,
  cashOut,
  MAX_WIN_STAKES,
  maxReveals,
  minePositions,
  minesWinMinor,
  multiplierAfter,
  playerView,
  PUBLISHED_RTP,
  reveal,
  startMines,
  survivalChance,
  type MinesRound,
} from '../src/mines/index.ts';

/** A round with the mines placed by hand, to walk the state machine. */
const roundWith = (minePositionsList: number[]): MinesRound => ({
  mines: minePositionsList.length,
  minePositions: minePositionsList,
  revealed: [],
  status: 'playing',
  hitMine: null,
  autoCashedOut: false,
  multiplier: 0,
});

const revealAll = (round: MinesRound, tiles: number[]) => tiles.reduce(reveal, round);

describe('Lale Mayın: multipliers', () => {
  it('pays floor(99 % × C(25,k) / C(25−m,k)) ten-thousandths', () => {
    expect(multiplierAfter(1, 1)).toBe(10_312); // 9900 × 25 / 24 = 10,312.5
    expect(multiplierAfter(3, 1)).toBe(11_250); // 9900 × 25 / 22
    expect(multiplierAfter(3, 5)).toBe(19_973); // 9900 × 53,130 / 26,334 = 19,973.6
    expect(multiplierAfter(24, 1)).toBe(247_500);
    expect(multiplierAfter(1, 24)).toBe(247_500);
  });

  it('stops each mines count at the last reveal within the ×10,000 cap (or the last safe tile)', () => {
    const cap = BigInt(MAX_WIN_STAKES) * 10_000n;
    const rule = (m: number, k: number) => (9_900n * binomial(25, k)) / binomial(25 - m, k);
    const most = Array.from({ length: 24 }, (_, i) => maxReveals(i + 1));
    expect(most).toEqual([24, 23, 22, 20, 19, 17, 15, 14, 13, 11, 10, 9, 9, 8, 7, 6, 6, 5, 5, 4, 3, 3, 2, 1]);
    most.forEach((k, i) => {
      const m = i + 1;
      expect(rule(m, k) <= cap).toBe(true);
      if (k < 25 - m) expect(rule(m, k + 1) > cap).toBe(true);
      expect(() => multiplierAfter(m, k + 1)).toThrow(RangeError);
    });
    expect(() => multiplierAfter(3, 0)).toThrow(RangeError);
    expect(() => maxReveals(25)).toThrow(RangeError);
  });
});

describe('Lale Mayın: a round', () => {
  it('raises the multiplier with each safe tile and loses everything on a mine', () => {
    const start = roundWith([7, 12, 20]);
    const two = revealAll(start, [0, 24]);
    expect(two).toMatchObject({ status: 'playing', revealed: [0, 24], multiplier: multiplierAfter(3, 2) });
    expect(start.revealed).toEqual([]); // states are values: the old one is untouched
    const lost = reveal(two, 12);
    expect(lost).toMatchObject({ status: 'lost', hitMine: 12, multiplier: 0, revealed: [0, 24] });
    expect(() => reveal(lost, 1)).toThrow(RangeError);
    expect(() => cashOut(lost)).toThrow(RangeError);
    expect(minesWinMinor(100n, lost)).toBe(0n);
  });

  it('shows the player the mines only once the round is over', () => {
    const playing = reveal(roundWith([7, 12, 20]), 0);
    expect(playerView(playing)).toMatchObject({ minePositions: null, revealed: [0], status: 'playing' });
    expect(playerView(reveal(playing, 7)).minePositions).toEqual([7, 12, 20]);
    expect(playerView(cashOut(playing)).minePositions).toEqual([7, 12, 20]);
  });

  it('cashes out only after a safe tile, and pays whole kuruş', () => {
    const start = roundWith([3]);
    expect(() => cashOut(start)).toThrow(RangeError);
    const won = cashOut(reveal(start, 0));
    expect(won).toMatchObject({ status: 'won', multiplier: 10_312, autoCashedOut: false });
    expect(minesWinMinor(100n, won)).toBe(103n);
    expect(() => minesWinMinor(100n, reveal(start, 0))).toThrow(RangeError);
    expect(() => minesWinMinor(50n, won)).toThrow(RangeError);
  });

  it('refuses a tile off the board or already revealed', () => {
    const round = reveal(roundWith([3]), 0);
    expect(() => reveal(round, 0)).toThrow(RangeError);
    expect(() => reveal(round, 25)).toThrow(RangeError);
    expect(() => reveal(round, 1.5)).toThrow(RangeError);
  });

  it('cashes out by itself at the last safe tile, or where the next reveal would pass the cap', () => {
    const safe = (mines: number[]) =>
      Array.from({ length: 25 }, (_, t) => t).filter((t) => !mines.includes(t));
    const allSafe = revealAll(roundWith([24]), safe([24]));
    expect(allSafe).toMatchObject({ status: 'won', autoCashedOut: true, multiplier: 247_500 });
    const fourMines = [1, 2, 3, 4];
    const capped = revealAll(roundWith(fourMines), safe(fourMines).slice(0, 20));
    expect(capped).toMatchObject({ status: 'won', autoCashedOut: true, multiplier: multiplierAfter(4, 20) });
    expect(() => reveal(capped, safe(fourMines)[20]!)).toThrow(RangeError);
  });
});

describe('Lale Mayın: return to player', () => {
  it('returns at most 99 % and more than 98.99 % for every (mines, k) strategy, exactly', () => {
    const strategies = allStrategies();
    expect(strategies).toHaveLength(256);
    let reachesPublished = 0;
    for (const { rtp } of strategies) {
      expect(rtp.numerator * 100n <= BigInt(PUBLISHED_RTP) * rtp.denominator).toBe(true);
      expect(rtp.numerator * 10_000n > 9_899n * rtp.denominator).toBe(true);
      if (rtp.numerator * 100n === BigInt(PUBLISHED_RTP) * rtp.denominator) reachesPublished += 1;
    }
    expect(reachesPublished).toBeGreaterThan(0);
  });

  it('survives k picks with the chance the placement gives: C(25−k, m) / C(25, m) = C(25−m, k) / C(25, k)', () => {
    // Counted from the placement's side (mines avoiding k given tiles), independently of rtp.ts.
    for (const { mines, safeReveals } of allStrategies()) {
      const chance = survivalChance(mines, safeReveals);
      expect(binomial(25 - safeReveals, mines) * chance.denominator).toBe(
        chance.numerator * binomial(25, mines),
      );
    }
  });

  // The long simulations of "reveal k, then cash out" (350–400 thousand rounds each, within 3 SE of the
  // published RTP) are bench/rtp/mines.rtp.ts, on the shortcut (support/mines-shortcut.ts) this test
  // proves plays as the state machine does; the exact figures above are the proof of the RTP.
  it('plays those rounds exactly as the state machine does', () => {
    const strategies: Strategy[] = [
      { mines: 1, safeReveals: 12, picks: 'in order' },
      { mines: 3, safeReveals: 5, picks: 'at random' },
      { mines: 12, safeReveals: 1, picks: 'at random' },
    ];
    for (const strategy of strategies) {
      // Two copies of the round's stream; the machine replays the tiles the shortcut chose.
      const [shortcutGame, player, machineGame] = [seededRng(5), seededRng(6), seededRng(5)];
      for (let i = 0; i < 2_000; i += 1) {
        const { placed, chosen, paid } = playRound(shortcutGame, player, strategy);
        let round = startMines(machineGame, strategy.mines);
        expect(round.minePositions).toEqual(placed);
        for (let j = 0; j < chosen.length && round.status === 'playing'; j += 1) {
          round = reveal(round, chosen[j]!);
        }
        if (round.status === 'playing') round = cashOut(round);
        expect(round.status === 'won' ? round.multiplier : 0).toBe(paid);
      }
    }
  });
});

describe('Lale Mayın: provably fair', () => {
  const pair = { serverSeed: '5eed'.repeat(16), clientSeed: 'mayin tarlasi', nonce: 41 };

  it('places the mines by the documented partial shuffle of the HMAC words, and replays them', () => {
    const words: number[] = [];
    for (let block = 0; block < 2; block += 1) {
      const bytes = createHmac('sha256', pair.serverSeed)
        .update(`${pair.clientSeed}:${pair.nonce}:${block}`)
        .digest();
      for (let at = 0; at < 32; at += 4) words.push(bytes.readUInt32BE(at));
    }
    // By hand: step i takes the next word below the largest multiple of (25 − i) under 2³², swaps
    // tile i with tile i + word mod (25 − i), and the tile now at i is the next mine.
    const tiles = Array.from({ length: 25 }, (_, t) => t);
    const expected: number[] = [];
    let next = 0;
    for (let i = 0; i < 5; i += 1) {
      const range = 25 - i;
      const limit = 2 ** 32 - (2 ** 32 % range);
      while (words[next]! >= limit) next += 1;
      const j = i + (words[next]! % range);
      next += 1;
      [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
      expected.push(tiles[i]!);
    }
    expect(minePositions(fairRng(pair), 5)).toEqual(expected);
    expect(startMines(fairRng(pair), 5).minePositions).toEqual(expected);
    expect(minePositions(fairRng({ ...pair, nonce: 42 }), 5)).not.toEqual(expected);
  });
});
