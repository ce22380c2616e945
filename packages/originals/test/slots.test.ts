import { describe, expect, it } from 'vitest';
import { fairRng } from '../src/fair.ts';
import { seededRng, type Rng } from '../src/rng.ts';
import {
  defineTheme,
  describeTheme,
  evaluateThemeLine,
  LALE_BAHCESI,
  layOutStrip,
  NEON_MEYVELER,
  playRound,
  roundLineBets,
  SLOT_THEMES,
  slotTheme,
  SULTANIN_HAZINESI,
  themeFigures,
  type RoundOutcome,
  type Theme,
} from '../src/slots/index.ts';

const THEMES = Object.values(SLOT_THEMES);
const symbol = (theme: Theme, id: string) => theme.symbols.findIndex((entry) => entry.id === id);
const line = (theme: Theme, ids: string[]) =>
  evaluateThemeLine(
    theme,
    ids.map((id) => symbol(theme, id)),
  );

/** An Rng that records every draw's range, to prove what a round draws. */
function countingRng(inner: Rng) {
  const ranges: number[] = [];
  return { ranges, rng: { int: (n: number) => (ranges.push(n), inner.int(n)) } satisfies Rng };
}

const spinsOf = (round: RoundOutcome) => [...(round.baseSpin ? [round.baseSpin] : []), ...round.freeSpins];

describe('slots: a line', () => {
  it('pays the leftmost run only, wilds standing in, wilds alone when that pays more', () => {
    expect(line(LALE_BAHCESI, ['nazar', 'nazar', 'nazar', 'cay', 'nazar'])).toEqual({
      symbol: symbol(LALE_BAHCESI, 'nazar'),
      count: 3,
      pay: 20,
    });
    expect(line(LALE_BAHCESI, ['cay', 'nazar', 'nazar', 'nazar', 'nazar']).pay).toBe(0);
    expect(line(LALE_BAHCESI, ['lale', 'lokum', 'lale', 'lokum', 'kahve'])).toMatchObject({
      count: 4,
      pay: 35,
    });
    expect(line(LALE_BAHCESI, ['lale', 'lale', 'lale', 'kahve', 'cay'])).toEqual({
      symbol: 0,
      count: 3,
      pay: 40,
    });
    // Three jokers pay 25, but they also complete five bars (400): the better count wins.
    expect(line(NEON_MEYVELER, ['joker', 'joker', 'joker', 'bar', 'bar'])).toMatchObject({
      count: 5,
      pay: 400,
    });
  });

  it('is ended by the scatter, which pays only by count anywhere', () => {
    expect(line(LALE_BAHCESI, ['nazar', 'kelebek', 'nazar', 'nazar', 'nazar']).pay).toBe(0);
    expect(line(LALE_BAHCESI, ['lale', 'lale', 'lale', 'kelebek', 'lale'])).toMatchObject({
      count: 3,
      pay: 40,
    });
    expect(line(NEON_MEYVELER, ['yildiz', 'yildiz', 'yildiz', 'yildiz', 'yildiz']).pay).toBe(0);
  });

  it('pays two of a kind where the paytable says so (cherries and sevens of Neon Fruits)', () => {
    expect(line(NEON_MEYVELER, ['kiraz', 'kiraz', 'limon', 'kiraz', 'kiraz'])).toMatchObject({
      count: 2,
      pay: 2,
    });
    expect(line(NEON_MEYVELER, ['joker', 'yedi', 'bar', 'bar', 'bar'])).toMatchObject({ count: 2, pay: 5 });
    expect(line(NEON_MEYVELER, ['limon', 'limon', 'kiraz', 'kiraz', 'kiraz']).pay).toBe(0);
  });
});

describe('slots: a round', () => {
  it('draws one stop per reel per spin, from the strip in play, and nothing else', () => {
    for (const theme of THEMES) {
      const base = theme.baseReels.map((counts) => layOutStrip(counts).length);
      const free = theme.freeReels.map((counts) => layOutStrip(counts).length);
      for (let seed = 0; seed < 150; seed += 1) {
        const { ranges, rng } = countingRng(seededRng(seed));
        const round = playRound(theme, rng, theme.betLevelsMinor[0]!, { buyBonus: seed % 3 === 0 });
        const expected = [...(round.baseSpin ? base : []), ...round.freeSpins.flatMap(() => free)];
        expect(ranges).toEqual(expected);
      }
    }
  });

  it('shows the window its stops select and pays it in whole line bets, multiplier included', () => {
    for (const theme of THEMES) {
      const strips = { base: theme.baseReels.map(layOutStrip), free: theme.freeReels.map(layOutStrip) };
      const rng = seededRng(99);
      for (let i = 0; i < 200; i += 1) {
        const stake = theme.betLevelsMinor[i % theme.betLevelsMinor.length]!;
        const lineBet = stake / BigInt(theme.lines.length);
        const round = playRound(theme, rng, stake, { buyBonus: i % 4 === 0 });
        expect(round.costMinor).toBe(round.boughtBonus ? stake * BigInt(theme.bonusBuyPriceStakes) : stake);
        for (const spin of spinsOf(round)) {
          const set = spin === round.baseSpin ? strips.base : strips.free;
          const window = spin.stops.map((stop, reel) =>
            spin.grid[reel]!.map((_, row) => set[reel]![(stop + row) % set[reel]!.length]),
          );
          expect(spin.grid).toEqual(window);
          const lines = spin.lineWins.reduce((sum, win) => sum + win.winMinor, 0n);
          expect(spin.winMinor).toBe(lines + spin.scatterWinMinor);
          expect(spin.winMinor % (lineBet * BigInt(spin.multiplier))).toBe(0n);
          expect(spin.multiplier).toBe(spin === round.baseSpin ? 1 : theme.freeSpins.multiplier);
        }
        expect(round.totalWinMinor).toBe(spinsOf(round).reduce((sum, spin) => sum + spin.winMinor, 0n));
        expect(round.freeSpins).toHaveLength(round.freeSpinsAwarded);
      }
    }
  });

  it('plays the free spins its scatters award, retriggers included; a buy starts with the smallest award', () => {
    for (const theme of THEMES) {
      const rng = seededRng(5);
      let triggered = 0;
      for (let i = 0; i < 1_500; i += 1) {
        const round = playRound(theme, rng, theme.betLevelsMinor[0]!, { buyBonus: i % 10 === 0 });
        const awarded = spinsOf(round).reduce((sum, spin) => sum + spin.freeSpinsAwarded, 0);
        expect(round.freeSpinsAwarded).toBe(awarded + (round.boughtBonus ? theme.bonusBuySpins : 0));
        for (const spin of spinsOf(round))
          expect(spin.freeSpinsAwarded).toBe(
            theme.freeSpins.awards[Math.min(spin.scatters, theme.freeSpins.awards.length - 1)],
          );
        if (!round.boughtBonus && round.freeSpins.length > 0) triggered += 1;
      }
      expect(triggered).toBeGreaterThan(0);
    }
  });

  it('agrees with the simulation path round for round (one core)', () => {
    for (const theme of THEMES) {
      const [a, b] = [seededRng(42), seededRng(42)];
      for (let i = 0; i < 2_000; i += 1) {
        const options = { buyBonus: i % 7 === 0 };
        const round = playRound(theme, a, theme.betLevelsMinor[0]!, options);
        const lineBet = theme.betLevelsMinor[0]! / BigInt(theme.lines.length);
        expect(round.totalWinMinor).toBe(lineBet * BigInt(roundLineBets(theme, b, options)));
      }
    }
  });

  it('is reproducible from the provably fair seeds, and pinned so the draw order cannot drift', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'lale', nonce: 0 };
    const pinned: Record<string, number[]> = {
      'lale-bahcesi': [4, 1, 19, 0, 36],
      'neon-meyveler': [40, 15, 40, 21, 18],
      'sultanin-hazinesi': [12, 31, 29, 34, 36],
    };
    for (const theme of THEMES) {
      const round = playRound(theme, fairRng(seeds), 1_000n);
      expect(playRound(theme, fairRng(seeds), 1_000n)).toEqual(round);
      expect(round.baseSpin!.stops).toEqual(pinned[theme.id]);
      const bought = playRound(theme, fairRng({ ...seeds, nonce: 1 }), 1_000n, { buyBonus: true });
      expect(playRound(theme, fairRng({ ...seeds, nonce: 1 }), 1_000n, { buyBonus: true })).toEqual(bought);
      expect(playRound(theme, fairRng({ ...seeds, nonce: 2 }), 1_000n)).not.toEqual(round);
    }
  });

  it('accepts only the bet levels', () => {
    expect(() => playRound(LALE_BAHCESI, seededRng(1), 150n)).toThrow(RangeError);
    expect(() => playRound(SULTANIN_HAZINESI, seededRng(1), 0n)).toThrow(RangeError);
  });
});

describe('slots: the cap', () => {
  // The real caps are never reached in practice (slots-<theme>.test.ts bounds them); a copy of Lale
  // Bahçesi capped at 30 stakes shows the rule at work.
  const capped = defineTheme({ ...LALE_BAHCESI, maxWinStakes: 30 });

  it('cuts the round to the cap at the spin that reaches it and forfeits the free spins left', () => {
    const rng = seededRng(8);
    const stake = 1_000n;
    const cap = 30n * stake;
    let [cut, forfeited] = [0, 0];
    for (let i = 0; i < 2_000; i += 1) {
      const round = playRound(capped, rng, stake, { buyBonus: true });
      const wins = spinsOf(round).map((spin) => spin.winMinor);
      const total = wins.reduce((sum, win) => sum + win, 0n);
      if (!round.capped) {
        expect(round.totalWinMinor).toBe(total);
        expect(total < cap).toBe(true);
        expect(round.freeSpins).toHaveLength(round.freeSpinsAwarded);
        continue;
      }
      cut += 1;
      expect(round.totalWinMinor).toBe(cap);
      expect(total >= cap && total - wins.at(-1)! < cap).toBe(true);
      if (round.freeSpins.length < round.freeSpinsAwarded) forfeited += 1;
    }
    expect(cut).toBeGreaterThan(100);
    expect(forfeited).toBeGreaterThan(50);
  });
});

describe('slots: the themes', () => {
  it('publish the exact returns their tables give, the buy at least the base, within the targets', () => {
    for (const theme of THEMES) {
      const figures = themeFigures(theme);
      expect(figures.rtpPercent).toBe(theme.publishedRtp);
      expect(figures.bonusBuyRtpPercent).toBe(theme.publishedBonusBuyRtp);
      expect(theme.publishedRtp).toBeGreaterThanOrEqual(96);
      expect(theme.publishedRtp).toBeLessThanOrEqual(96.5);
      expect(theme.publishedBonusBuyRtp).toBeGreaterThanOrEqual(Math.max(96.5, theme.publishedRtp));
      expect(theme.publishedBonusBuyRtp).toBeLessThanOrEqual(97);
    }
  });

  it('are found by id, with distinct symbol ids and Turkish and English names', () => {
    expect(Object.keys(SLOT_THEMES)).toEqual(['lale-bahcesi', 'neon-meyveler', 'sultanin-hazinesi']);
    expect(slotTheme('neon-meyveler')).toBe(NEON_MEYVELER);
    expect(slotTheme('toString')).toBeUndefined();
    for (const theme of THEMES) expect(theme.name.tr && theme.name.en).toBeTruthy();
  });

  it('describe themselves for the info panel from the same tables', () => {
    const tr = describeTheme(SULTANIN_HAZINESI, 'tr');
    const en = describeTheme(SULTANIN_HAZINESI, 'en');
    expect([tr.name, en.name]).toEqual(['Sultanın Hazinesi', "The Sultan's Treasure"]);
    expect(en.lines).toHaveLength(20);
    expect(en.wildReels).toEqual({ base: [2, 3, 4], free: [2, 3, 4] });
    expect(en.symbols.find((entry) => entry.id === 'tac')!.pays).toEqual([
      { count: 3, pay: 25 },
      { count: 4, pay: 100 },
      { count: 5, pay: 500 },
    ]);
    expect(en.symbols.find((entry) => entry.kind === 'scatter')!.pays).toEqual([
      { count: 3, pay: 2 },
      { count: 4, pay: 10 },
      { count: 5, pay: 50 },
    ]);
    expect(en.freeSpins).toEqual({
      awards: [
        { scatters: 3, spins: 12 },
        { scatters: 4, spins: 16 },
        { scatters: 5, spins: 24 },
      ],
      multiplier: 2,
      retrigger: true,
    });
    expect(en.bonusBuy).toEqual({ priceStakes: 80, spins: 12, rtp: 96.64 });
    expect(en.rules.join(' ')).toContain('lands only on reels 2, 3, 4');
    expect(tr.rules.at(-1)).toBe('Oyuncuya geri dönüş (RTP): %96,23; bonus satın almada %96,64.');
    expect(describeTheme(NEON_MEYVELER, 'tr').rules.join(' ')).toContain('bahsin 10.000 katı');
    expect(describeTheme(LALE_BAHCESI, 'en').rules.join(' ')).not.toContain('lands only');
  });

  it('refuse a malformed declaration at load', () => {
    expect(() => defineTheme({ ...LALE_BAHCESI, betLevelsMinor: [105n] })).toThrow(/divides into the lines/);
    expect(() => defineTheme({ ...LALE_BAHCESI, lines: [[0, 1, 2, 3, 0]] })).toThrow(/leaves the window/);
    expect(() => defineTheme({ ...LALE_BAHCESI, scatterPays: [0, 0, 0, 0, 10, 50] })).toThrow(
      /awards free spins pays/,
    );
    const twoWilds = LALE_BAHCESI.symbols.map((entry, index) =>
      index === 1 ? { ...entry, kind: 'wild' as const } : entry,
    );
    expect(() => defineTheme({ ...LALE_BAHCESI, symbols: twoWilds })).toThrow(/one wild/);
    expect(() => defineTheme({ ...LALE_BAHCESI, baseReels: LALE_BAHCESI.baseReels.slice(1) })).toThrow(
      /5 reels/,
    );
  });
});
