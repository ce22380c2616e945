/*
 * What a slot theme declares: its symbols, pays, lines, reel strips, scatter and free-spin rules, bet
 * levels and the figures it publishes. One declarative file per theme (themes/*.ts); the engine, the
 * exact return and the info panel all read only this. `defineTheme` checks the declaration once, at
 * load, so a malformed theme fails at start-up rather than in a round.
 */

export type Locale = 'tr' | 'en';
export type Localized = Readonly<Record<Locale, string>>;

export type SymbolKind = 'regular' | 'wild' | 'scatter';

export type SymbolDefinition = {
  /** Stable id (what the server sends and the front end draws); never renamed once published. */
  readonly id: string;
  readonly label: Localized;
  readonly kind: SymbolKind;
  /** Pay for [0, 1, …, reels] of a kind on a line from the leftmost reel, in line bets (0 for the scatter). */
  readonly pays: readonly number[];
};

export type ThemeDefinition = {
  readonly id: string;
  readonly version: number;
  readonly name: Localized;
  readonly rows: number;
  readonly symbols: readonly SymbolDefinition[];
  /** Row (0 top) each line crosses on each reel; the reel count is a line's length. */
  readonly lines: readonly (readonly number[])[];
  /** How many stops of each symbol (symbols order) each base-game reel strip holds; reels may differ. */
  readonly baseReels: readonly (readonly number[])[];
  /** The same for the free spins' own strips. */
  readonly freeReels: readonly (readonly number[])[];
  /** What the scatters in the window pay, by their count (index), in stakes; a count past the end pays the last entry. */
  readonly scatterPays: readonly number[];
  readonly freeSpins: {
    /** Free spins awarded by the scatter count (index), in the base game and again (retrigger) in the feature. */
    readonly awards: readonly number[];
    /** Every free-spin win (lines and scatters) is multiplied by this. */
    readonly multiplier: number;
  };
  /** The bonus buy: the round starts with the smallest free-spin award, for this many stakes. */
  readonly bonusBuyPriceStakes: number;
  /** Stakes a player may choose, in minor units; each divides into the lines. */
  readonly betLevelsMinor: readonly bigint[];
  /** Return to player of a paid spin (base game with its features), percent, 2 decimals. */
  readonly publishedRtp: number;
  /** Return to player of a bonus buy (of its price), percent, 2 decimals. */
  readonly publishedBonusBuyRtp: number;
  /** The most a round (a spin or a buy, with all its free spins) pays, in stakes. */
  readonly maxWinStakes: number;
};

export type Theme = ThemeDefinition & {
  readonly reels: number;
  readonly wild: number;
  readonly scatter: number;
  /** The smallest non-zero award: what a bonus buy starts with. */
  readonly bonusBuySpins: number;
};

const fail = (theme: string, what: string): never => {
  throw new Error(`slot theme ${theme}: ${what}`);
};

const isWhole = (value: number) => Number.isSafeInteger(value) && value >= 0;

function checkReels(def: ThemeDefinition, reels: number, counts: ThemeDefinition['baseReels'], name: string) {
  if (counts.length !== reels) fail(def.id, `${name} needs ${reels} reels`);
  for (const reel of counts) {
    if (reel.length !== def.symbols.length || !reel.every(isWhole))
      fail(def.id, `${name}: one whole count per symbol on every reel`);
    if (reel.reduce((total, n) => total + n, 0) < def.rows)
      fail(def.id, `${name}: a strip shorter than the window`);
  }
}

export function defineTheme(def: ThemeDefinition): Theme {
  // Five reels: the engine's hot loop is written out for five (engine.ts), the rest would take any.
  const reels = def.lines[0]?.length ?? 0;
  if (reels !== 5) fail(def.id, 'lines must cross five reels');
  const kinds = (kind: SymbolKind) =>
    def.symbols.flatMap((symbol, index) => (symbol.kind === kind ? [index] : []));
  const [wild, scatter] = [kinds('wild'), kinds('scatter')];
  if (wild.length !== 1 || scatter.length !== 1) fail(def.id, 'exactly one wild and one scatter');
  if (new Set(def.symbols.map((symbol) => symbol.id)).size !== def.symbols.length)
    fail(def.id, 'symbol ids repeat');
  for (const symbol of def.symbols) {
    if (symbol.pays.length !== reels + 1 || !symbol.pays.every(isWhole))
      fail(def.id, `${symbol.id}: pays 0…${reels}`);
    if (symbol.kind === 'scatter' && symbol.pays.some((pay) => pay > 0))
      fail(def.id, 'the scatter pays no line');
  }
  for (const line of def.lines)
    if (line.length !== reels || !line.every((row) => isWhole(row) && row < def.rows))
      fail(def.id, 'a line leaves the window');
  checkReels(def, reels, def.baseReels, 'baseReels');
  checkReels(def, reels, def.freeReels, 'freeReels');
  if (!def.scatterPays.every(isWhole) || !def.freeSpins.awards.every(isWhole))
    fail(def.id, 'whole scatter pays and awards');
  if (!isWhole(def.freeSpins.multiplier) || def.freeSpins.multiplier < 1)
    fail(def.id, 'a whole multiplier ≥ 1');
  // A count that awards free spins also pays: a triggering spin is always a win (moments.ts relies on it).
  const counts = Math.max(def.freeSpins.awards.length, def.scatterPays.length);
  const counted = Array.from({ length: counts }, (_, count) => count);
  if (
    counted.some((count) => byCount(def.freeSpins.awards, count) > 0 && byCount(def.scatterPays, count) === 0)
  )
    fail(def.id, 'every scatter count that awards free spins pays');
  const bonusBuySpins = def.freeSpins.awards.find((award) => award > 0) ?? 0;
  if (bonusBuySpins === 0) fail(def.id, 'some scatter count must award free spins');
  if (!isWhole(def.bonusBuyPriceStakes) || def.bonusBuyPriceStakes < 1)
    fail(def.id, 'a whole bonus-buy price');
  if (!isWhole(def.maxWinStakes) || def.maxWinStakes < 1) fail(def.id, 'a whole max win');
  const lineCount = BigInt(def.lines.length);
  if (
    def.betLevelsMinor.length === 0 ||
    def.betLevelsMinor.some((level) => level <= 0n || level % lineCount !== 0n)
  )
    fail(def.id, 'every bet level divides into the lines');
  return { ...def, reels, wild: wild[0]!, scatter: scatter[0]!, bonusBuySpins };
}

/** What `counts` past the end of a by-count table read: the last entry. */
export function byCount(table: readonly number[], count: number): number {
  return table.length === 0 ? 0 : table[Math.min(count, table.length - 1)]!;
}
