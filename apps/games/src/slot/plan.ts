import { slots, type JsonSafe } from '@lale/originals';

/*
 * The pure side of the slot pages: what a round's outcome (as the server sent it) turns into on the
 * screen — the spins to show in order with the running total and the free spins left, how big a win
 * is, the symbols a reel scrolls through before it lands, and the counter's roll-up. No DOM, no pixi:
 * test/slot-plan.test.ts checks it against the engine itself.
 */

export type SlotOutcome = JsonSafe<slots.RoundOutcome>;
export type SlotSpin = JsonSafe<slots.SpinResult>;
export type SlotChoices = { bet: number; buyBonus: boolean };

export type PlannedSpin = {
  spin: SlotSpin;
  free: boolean;
  /** 1-based number of this free spin, and how many the round had awarded by then (0 for the paid spin). */
  freeNumber: number;
  freeTotal: number;
  /** Free spins this spin added (a trigger, or a retrigger during the feature). */
  awarded: number;
  /** What the round has paid so far, this spin included, never above the round's pay. */
  totalMinor: bigint;
};

/**
 * The spins of a round in play order. The running total stops at what the round paid (`paidMinor`,
 * the server's answer: the engine's cap and the operator's can both cut it), so the counter never
 * shows more than lands in the balance.
 */
export function planRound(outcome: SlotOutcome, paidMinor: bigint): PlannedSpin[] {
  const plan: PlannedSpin[] = [];
  let total = 0n;
  let awardedSoFar = outcome.baseSpin === null ? outcome.freeSpinsAwarded - sumAwards(outcome.freeSpins) : 0;
  const add = (spin: SlotSpin, free: boolean, freeNumber: number) => {
    total += BigInt(spin.winMinor);
    awardedSoFar += spin.freeSpinsAwarded;
    plan.push({
      spin,
      free,
      freeNumber,
      freeTotal: free || spin.freeSpinsAwarded > 0 ? awardedSoFar : 0,
      awarded: spin.freeSpinsAwarded,
      totalMinor: total < paidMinor ? total : paidMinor,
    });
  };
  if (outcome.baseSpin) add(outcome.baseSpin, false, 0);
  outcome.freeSpins.forEach((spin, index) => add(spin, true, index + 1));
  return plan;
}

const sumAwards = (spins: readonly SlotSpin[]) => spins.reduce((sum, spin) => sum + spin.freeSpinsAwarded, 0);

/** The free spins a bonus buy starts with (the engine's award before any retrigger). */
export const boughtSpins = (outcome: SlotOutcome) =>
  outcome.baseSpin === null ? outcome.freeSpinsAwarded - sumAwards(outcome.freeSpins) : 0;

export type WinTier = 'none' | 'small' | 'win' | 'big' | 'mega' | 'epic';

/** How a pay feels against the bet (not a bonus buy's price): what celebration it gets. */
export function winTier(winMinor: bigint, betMinor: bigint): WinTier {
  if (winMinor <= 0n) return 'none';
  if (betMinor <= 0n) return 'win';
  const times = Number((winMinor * 100n) / betMinor) / 100;
  if (times >= 100) return 'epic';
  if (times >= 50) return 'mega';
  if (times >= 15) return 'big';
  if (times >= 2) return 'win';
  return 'small';
}

/** Whether a tier gets the full-screen celebration. */
export const isBigTier = (tier: WinTier) => tier === 'big' || tier === 'mega' || tier === 'epic';

/** The counter's value `progress` (0–1) of the way through a roll-up: eased, whole minor units, exact at 1. */
export function rollUpValue(from: bigint, to: bigint, progress: number): bigint {
  if (progress >= 1) return to;
  if (progress <= 0) return from;
  const eased = 1 - (1 - progress) ** 3;
  return from + BigInt(Math.floor(Number(to - from) * eased));
}

/** How long a roll-up runs: longer for bigger wins, bounded. */
export function rollUpMs(winMinor: bigint, betMinor: bigint): number {
  const times = betMinor > 0n ? Number(winMinor) / Number(betMinor) : 1;
  return Math.round(Math.min(5200, 450 + Math.sqrt(Math.max(times, 0)) * 420));
}

export type Tape = {
  /** Symbols top to bottom: one above the landing window, the window, the run, the current window. */
  symbols: number[];
  /** Index in `symbols` of the landing window's top row, and of the current window's top row. */
  landingTop: number;
  currentTop: number;
};

/**
 * What a reel scrolls past on its way from the window now showing to the one it lands on: the theme's
 * real strip above and below the landing stop (the stops the server drew), then what shows now.
 * `run` is how many cells pass between them (longer for reels that stop later).
 */
export function reelTape(
  strip: readonly number[],
  stop: number,
  landing: readonly number[],
  current: readonly number[],
  run: number,
): Tape {
  const at = (offset: number) => strip[(((stop + offset) % strip.length) + strip.length) % strip.length]!;
  const symbols = [at(-1), ...landing];
  for (let cell = 0; cell < run; cell += 1) symbols.push(at(landing.length + cell));
  const currentTop = symbols.length;
  symbols.push(...current, at(landing.length + run + current.length));
  return { symbols, landingTop: 1, currentTop };
}

/** A reel's strip of symbol indices, as the engine lays it out (the free spins have their own). */
export function reelStrip(theme: slots.Theme, reel: number, free: boolean): number[] {
  return slots.layOutStrip((free ? theme.freeReels : theme.baseReels)[reel]!);
}

/**
 * A reel's travel (cells scrolled) and duration in ms: reels stop left to right, each a beat after the
 * one before; the free spins run quicker; reduced motion lands every reel at once without scrolling.
 */
export function reelTiming(
  reel: number,
  options: { free: boolean; reduced: boolean },
): { run: number; ms: number } {
  if (options.reduced) return { run: 0, ms: 0 };
  const [base, step] = options.free ? [620, 120] : [820, 170];
  const ms = base + reel * step;
  return { run: Math.round(ms / 55), ms };
}

/** Cells (reel, row) a line's win covers: the first `count` reels of the line. */
export function lineCells(theme: slots.Theme, line: number, count: number): [number, number][] {
  return theme.lines[line]!.slice(0, count).map((row, reel) => [reel, row]);
}

/** Where the scatters stand in a window (grid[reel][row]). */
export function scatterCells(theme: slots.Theme, grid: readonly (readonly number[])[]): [number, number][] {
  return grid.flatMap((rows, reel) =>
    rows.flatMap((symbol, row) => (symbol === theme.scatter ? [[reel, row] as [number, number]] : [])),
  );
}

/** Reels after which a stop would still leave a trigger possible with scatters already showing. */
export function anticipatedReels(theme: slots.Theme, grid: readonly (readonly number[])[]): boolean[] {
  const needed = theme.freeSpins.awards.findIndex((award) => award > 0);
  let seen = 0;
  return grid.map((rows) => {
    const tease = seen >= needed - 1 && seen < needed + 2;
    seen += rows.filter((symbol) => symbol === theme.scatter).length;
    return tease;
  });
}

export type PaytableRow = {
  id: string;
  label: string;
  kind: slots.SymbolKind;
  /** [count, pay] from the most of a kind down, in stakes for the scatter or line bets otherwise. */
  pays: { count: number; pay: number }[];
};

/** The paytable as the rules dialog shows it, from the theme's own description (best pay first). */
export function paytable(theme: slots.Theme, lang: slots.Locale): PaytableRow[] {
  const described = slots.describeTheme(theme, lang);
  return described.symbols.map((symbol) => ({
    id: symbol.id,
    label: symbol.label,
    kind: symbol.kind,
    pays: [...symbol.pays].sort((a, b) => b.count - a.count),
  }));
}

/** A line pay in line bets as money at a stake: stake ÷ lines × pay (the engine's own line bet). */
export const linePayMinor = (theme: slots.Theme, stakeMinor: bigint, pay: number) =>
  (stakeMinor / BigInt(theme.lines.length)) * BigInt(pay);
