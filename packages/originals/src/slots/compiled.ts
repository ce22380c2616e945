import { evaluateThemeLine } from './evaluate.ts';
import { byCount, type Theme } from './theme.ts';

/*
 * A theme turned into flat integer tables the hot loops read: the reel strips and each stop's window,
 * the scatters each stop shows, and every line pay looked up by the tuple of symbols it crosses. The
 * line table is filled by evaluateThemeLine itself, so the engine, the simulation path and the exact return
 * all apply one rule. Built once per theme and kept.
 */

export type ReelSet = {
  readonly strips: readonly (readonly number[])[];
  readonly lengths: readonly number[];
  /** cells[reel][stop * rows + row]: the symbol in the window when the reel stops at `stop`. */
  readonly cells: readonly Int32Array[];
  /** scatters[reel][stop]: how many scatters that reel's window shows. */
  readonly scatters: readonly Int32Array[];
  /**
   * lineDigits[reel][stop * lines + line]: the symbol that line crosses on that reel, already weighted
   * as its digit of the linePays index (symbol × symbolCount^(reels − 1 − reel)), so a line's index is
   * the sum of one read per reel: the engine's hot loop.
   */
  readonly lineDigits: readonly Int32Array[];
};

export type CompiledTheme = {
  readonly theme: Theme;
  readonly symbolCount: number;
  /** lineRows[line * reels + reel]. */
  readonly lineRows: Int32Array;
  /** linePays[tuple as a base-symbolCount number, reel 1 most significant]: pay in line bets. */
  readonly linePays: Int32Array;
  readonly base: ReelSet;
  readonly free: ReelSet;
  /** By scatter count (0 … the most any window shows): the scatter pay in line bets, the award. */
  readonly scatterLineBets: Int32Array;
  readonly awards: Int32Array;
  /** The stops of the spin being played, then its scatter count: scratch for the engine (rounds run one at a time). */
  readonly stops: Int32Array;
};

/**
 * A strip laid out from its counts: symbols dealt round-robin, highest index first, so equal symbols
 * are spread along the strip rather than bunched (the return depends only on the counts and the
 * windows they make; the layout is looks).
 */
export function layOutStrip(counts: readonly number[]): number[] {
  const left = [...counts];
  const strip: number[] = [];
  while (left.some((n) => n > 0)) {
    for (let symbol = counts.length - 1; symbol >= 0; symbol -= 1) {
      if (left[symbol]! > 0) {
        strip.push(symbol);
        left[symbol]! -= 1;
      }
    }
  }
  return strip;
}

function reelSet(theme: Theme, counts: readonly (readonly number[])[]): ReelSet {
  const strips = counts.map(layOutStrip);
  const rows = theme.rows;
  const cells = strips.map((strip) => {
    const window = new Int32Array(strip.length * rows);
    for (let stop = 0; stop < strip.length; stop += 1)
      for (let row = 0; row < rows; row += 1) window[stop * rows + row] = strip[(stop + row) % strip.length]!;
    return window;
  });
  const scatters = cells.map((window, reel) => {
    const perStop = new Int32Array(strips[reel]!.length);
    for (let stop = 0; stop < perStop.length; stop += 1)
      for (let row = 0; row < rows; row += 1)
        if (window[stop * rows + row] === theme.scatter) perStop[stop]! += 1;
    return perStop;
  });
  const lines = theme.lines;
  const lineDigits = cells.map((window, reel) => {
    const weight = theme.symbols.length ** (theme.reels - 1 - reel);
    const digits = new Int32Array(strips[reel]!.length * lines.length);
    for (let stop = 0; stop < strips[reel]!.length; stop += 1)
      lines.forEach(
        (crossed, line) =>
          (digits[stop * lines.length + line] = weight * window[stop * rows + crossed[reel]!]!),
      );
    return digits;
  });
  return { strips, lengths: strips.map((strip) => strip.length), cells, scatters, lineDigits };
}

function linePayTable(theme: Theme): Int32Array {
  const symbolCount = theme.symbols.length;
  const table = new Int32Array(symbolCount ** theme.reels);
  const tuple = new Int32Array(theme.reels);
  for (let index = 0; index < table.length; index += 1) {
    let rest = index;
    for (let reel = theme.reels - 1; reel >= 0; reel -= 1) {
      tuple[reel] = rest % symbolCount;
      rest = Math.floor(rest / symbolCount);
    }
    table[index] = evaluateThemeLine(theme, tuple).pay;
  }
  return table;
}

const compiledThemes = new WeakMap<Theme, CompiledTheme>();

export function compile(theme: Theme): CompiledTheme {
  const known = compiledThemes.get(theme);
  if (known) return known;
  const base = reelSet(theme, theme.baseReels);
  const free = reelSet(theme, theme.freeReels);
  const mostScatters = (set: ReelSet) =>
    set.scatters.reduce((total, perStop) => total + Math.max(...perStop), 0);
  const counts = Array.from(
    { length: Math.max(mostScatters(base), mostScatters(free)) + 1 },
    (_, count) => count,
  );
  const compiled: CompiledTheme = {
    theme,
    symbolCount: theme.symbols.length,
    lineRows: Int32Array.from(theme.lines.flat()),
    linePays: linePayTable(theme),
    base,
    free,
    scatterLineBets: Int32Array.from(
      counts,
      (count) => byCount(theme.scatterPays, count) * theme.lines.length,
    ),
    awards: Int32Array.from(counts, (count) => byCount(theme.freeSpins.awards, count)),
    stops: new Int32Array(theme.reels + 1),
  };
  compiledThemes.set(theme, compiled);
  return compiled;
}
