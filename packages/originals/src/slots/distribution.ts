import { compile, type CompiledTheme, type ReelSet } from './compiled.ts';

/*
 * The exact joint distribution of one spin's line pay and scatter count, over every stop combination
 * of a reel set (∏ strip lengths of them, each equally likely). The line pays of one spin are not
 * independent (lines share cells), so the hit frequency, the variance and the cap's tail need the
 * whole window, not the per-line marginals rtp.ts uses.
 *
 * Walking all combinations naively is ∏ lengths × lines; the walk is pruned instead: once a line's
 * leftmost run is decided (its pay is the same whatever the remaining reels show) the line is
 * settled, and once every line is settled the remaining reels only add scatters, whose counts are
 * convolved in rather than walked. Most windows settle by the third reel.
 */

export type SpinDistribution = {
  /** Stop combinations with line pay p (line bets) and s scatters: combos[p * width + s]. Exact integers. */
  combos: Float64Array;
  width: number;
  maxLinePay: number;
  combinations: number;
};

/** settled[k][prefix of k symbols]: the line's pay if every continuation pays the same, else −1. */
function settledTables(compiled: CompiledTheme): Int32Array[] {
  const { linePays, symbolCount, theme } = compiled;
  const tables: Int32Array[] = [];
  tables[theme.reels] = linePays;
  for (let k = theme.reels - 1; k >= 0; k -= 1) {
    const next = tables[k + 1]!;
    const table = new Int32Array(symbolCount ** k);
    for (let prefix = 0; prefix < table.length; prefix += 1) {
      const first = next[prefix * symbolCount]!;
      let same = first >= 0;
      for (let symbol = 1; same && symbol < symbolCount; symbol += 1)
        same = next[prefix * symbolCount + symbol] === first;
      table[prefix] = same ? first : -1;
    }
    tables[k] = table;
  }
  return tables;
}

/** Stop combinations of reels from..end by scatter count, as exact doubles. */
function tailScatters(set: ReelSet, from: number): number[] {
  let combos = [1];
  for (let reel = from; reel < set.scatters.length; reel += 1) {
    const next: number[] = [];
    for (const count of set.scatters[reel]!)
      combos.forEach((n, offset) => (next[offset + count] = (next[offset + count] ?? 0) + n));
    combos = next.map((n) => n ?? 0);
  }
  return combos;
}

export function spinDistribution(compiled: CompiledTheme, set: ReelSet): SpinDistribution {
  const { theme, symbolCount, lineRows } = compiled;
  const { reels, rows } = theme;
  const lineCount = theme.lines.length;
  const settled = settledTables(compiled);
  const tails = Array.from({ length: reels + 1 }, (_, from) => tailScatters(set, from));
  const width = tails[0]!.length;
  const maxLinePay = lineCount * Math.max(...compiled.linePays);
  const combos = new Float64Array((maxLinePay + 1) * width);
  // Per depth: the lines still open and their symbol prefixes (preallocated, no allocation in the walk).
  const openLines = Array.from({ length: reels + 1 }, () => new Int32Array(lineCount));
  const openPrefixes = Array.from({ length: reels + 1 }, () => new Int32Array(lineCount));
  const walk = (depth: number, open: number, pay: number, scatters: number): void => {
    if (open === 0) {
      const tail = tails[depth]!;
      for (let extra = 0; extra < tail.length; extra += 1)
        combos[pay * width + scatters + extra]! += tail[extra]!;
      return;
    }
    const [lines, prefixes] = [openLines[depth]!, openPrefixes[depth]!];
    const [nextLines, nextPrefixes] = [openLines[depth + 1]!, openPrefixes[depth + 1]!];
    const cells = set.cells[depth]!;
    const table = settled[depth + 1]!;
    for (let stop = 0; stop < set.lengths[depth]!; stop += 1) {
      let stillOpen = 0;
      let settledPay = pay;
      for (let i = 0; i < open; i += 1) {
        const line = lines[i]!;
        const prefix = prefixes[i]! * symbolCount + cells[stop * rows + lineRows[line * reels + depth]!]!;
        const value = table[prefix]!;
        if (value >= 0) settledPay += value;
        else {
          nextLines[stillOpen] = line;
          nextPrefixes[stillOpen] = prefix;
          stillOpen += 1;
        }
      }
      walk(depth + 1, stillOpen, settledPay, scatters + set.scatters[depth]![stop]!);
    }
  };
  for (let line = 0; line < lineCount; line += 1) openLines[0]![line] = line;
  walk(0, lineCount, 0, 0);
  return { combos, width, maxLinePay, combinations: set.lengths.reduce((product, n) => product * n, 1) };
}

const distributions = new WeakMap<ReelSet, SpinDistribution>();

/** The distribution of a theme's base or free reel set, computed once and kept. */
export function distributionOf(compiled: CompiledTheme, which: 'base' | 'free'): SpinDistribution {
  const set = compiled[which];
  const known = distributions.get(set);
  if (known) return known;
  const distribution = spinDistribution(compiled, set);
  distributions.set(set, distribution);
  return distribution;
}

export { compile };
