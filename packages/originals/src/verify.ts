import { jsonSafe } from './json-safe.ts';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import * as bingo from './bingo/index.ts';
import * as dice from './dice/index.ts';
import { fairRng, type SeedPair } from './fair.ts';
import * as keno from './keno/index.ts';
import * as mines from './mines/index.ts';
import * as plinko from './plinko/index.ts';
import type { Rng } from './rng.ts';
import * as roulette from './roulette/index.ts';
import { playRound, SLOT_THEMES, type Locale, type Theme } from './slots/index.ts';

/*
 * Recomputing a round from its revealed seeds: what the verification page runs in the browser (and
 * anyone can run in Node). Each game's entry redraws the outcome exactly as the API's game definition
 * does (apps/api/src/modules/originals/games/*.ts) and returns it in the form the API stores (JSON:
 * minor units as decimal strings), so a stored outcome and a recomputed one compare equal. A new game is
 * one entry in VERIFIABLE_GAMES; a scheduled, shared-round game (crash, keno, bingo) draws from its
 * chain link instead of a player's pair: its seeds are {serverSeed: h_k, clientSeed: salt, nonce: 0}.
 */

export {
  chainStep,
  roundRng as chainRoundRng,
  verifyLink,
  verifyRoundHash as verifyChainRound,
} from './chain/index.ts';
export { sha256Hex, type SeedPair } from './fair.ts';
export { slotTheme, type Locale } from './slots/index.ts';

/** Recompute options: the round's stake in minor units, as stored (a slot bonus buy's is its price). */
export type RecomputeOptions = { stakeMinor?: bigint };

export type Recomputation =
  | { status: 'ok'; outcome: unknown }
  | { status: 'unknown-game'; gameCode: string }
  | { status: 'invalid-choices'; problem: string };

type VerifiableGame = {
  /** The outcome as the API stores it; throws a RangeError for choices the game does not take. */
  recompute(rng: Rng, choices: unknown, options: RecomputeOptions): unknown;
  /** The part of an outcome the seeds decide (mines: not the player's reveals). Default: all of it. */
  drawn?(outcome: unknown): unknown;
  describe(outcome: unknown, locale: Locale, choices: unknown): string;
};

// ── reading JSON we did not make (the API's stored choices and outcomes) ───────────────────────────

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const field = (value: unknown, name: string): unknown => (isObject(value) ? value[name] : undefined);
const int = (value: unknown, name: string): number => {
  const found = field(value, name);
  if (typeof found !== 'number' || !Number.isInteger(found)) throw new RangeError(`${name}: a whole number`);
  return found;
};
const ints = (value: unknown, name: string): number[] => {
  const found = field(value, name);
  if (!Array.isArray(found) || !found.every((x) => Number.isInteger(x)))
    throw new RangeError(`${name}: numbers`);
  return found as number[];
};

/** The stored form of an outcome (the API stores through the same function). */
const stored = (value: unknown): unknown => jsonSafe(value);

/** Equality of JSON values, whatever the key order (PostgreSQL's jsonb reorders keys). */
function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]))
    );
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]))
    );
  }
  return a === b;
}

// ── numbers as players read them ────────────────────────────────────────────────────────────────────

/** The sentence in the player's language. */
const say = (locale: Locale, tr: string, en: string) => (locale === 'tr' ? tr : en);
const decimal = (text: string, locale: Locale) => (locale === 'tr' ? text.replace('.', ',') : text);
/** Ten-thousandths as "×1.98" (two to four places). */
function times(tenThousandths: number, locale: Locale): string {
  const whole = Math.floor(tenThousandths / 10_000);
  const places = String(tenThousandths % 10_000)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `×${decimal(`${whole}.${places}`, locale)}`;
}
const roll = (hundredths: number, locale: Locale) => decimal(dice.formatRoll(hundredths), locale);

// ── the games ───────────────────────────────────────────────────────────────────────────────────────

function diceBet(choices: unknown): dice.DiceBet {
  const direction = field(choices, 'direction');
  if (direction !== 'under' && direction !== 'over') throw new RangeError('direction: under or over');
  return { target: int(choices, 'target'), direction };
}

const DICE: VerifiableGame = {
  recompute: (rng, choices) => dice.rollDice(rng, diceBet(choices)),
  describe(outcome, locale, choices) {
    const rolled = roll(int(outcome, 'roll'), locale);
    const paid = int(outcome, 'paidMultiplier');
    const verdict =
      paid > 0
        ? `${say(locale, 'kazanç', 'win')} ${times(paid, locale)}`
        : say(locale, 'kazanç yok', 'no win');
    const target = field(choices, 'target');
    const direction = field(choices, 'direction');
    if (typeof target !== 'number' || (direction !== 'under' && direction !== 'over')) {
      return `${say(locale, 'Zar', 'Roll')} ${rolled}: ${verdict}`;
    }
    const side = say(
      locale,
      `${roll(target, locale)} ${direction === 'over' ? 'üstü' : 'altı'}`,
      `${direction} ${roll(target, locale)}`,
    );
    return `${say(locale, 'Zar', 'Roll')} ${rolled} — ${side}: ${verdict}`;
  },
};

const MINES: VerifiableGame = {
  // The seeds place the mines; the reveals that follow are the player's, so the start is recomputed.
  recompute: (rng, choices) => mines.startMines(rng, int(choices, 'mines')),
  drawn: (outcome) => ({ mines: field(outcome, 'mines'), minePositions: field(outcome, 'minePositions') }),
  describe(outcome, locale) {
    const tiles = [...ints(outcome, 'minePositions')].sort((a, b) => a - b).join(', ');
    return `${say(locale, 'Mayınlar', 'Mines at')} ${tiles}`;
  },
};

const PLINKO: VerifiableGame = {
  recompute(rng, choices) {
    const risk = field(choices, 'risk');
    if (!plinko.RISKS.includes(risk as plinko.PlinkoRisk)) throw new RangeError('risk: low, medium or high');
    return plinko.dropBall(rng, { rows: int(choices, 'rows'), risk: risk as plinko.PlinkoRisk });
  },
  describe(outcome, locale) {
    const path = ints(outcome, 'path').map((step) =>
      step === 1 ? say(locale, 'sağ', 'R') : say(locale, 'sol', 'L'),
    );
    const slot = `${say(locale, 'Kutu', 'Slot')} ${int(outcome, 'slot')}`;
    return `${slot}, ${say(locale, 'top yolu', 'ball path')} ${path.join(' ')}: ${times(int(outcome, 'multiplier'), locale)}`;
  },
};

/** A slip's bet as the API takes it (amountMinor, a JSON number) → the game's own bet. */
function rouletteBet(bet: unknown): roulette.RouletteBet {
  if (!isObject(bet) || typeof bet.kind !== 'string') throw new RangeError('a bet needs its kind');
  const { amountMinor, ...rest } = bet;
  if (typeof amountMinor !== 'number' || !Number.isSafeInteger(amountMinor)) {
    throw new RangeError('amountMinor: a whole number');
  }
  // spinRoulette checks the kind, the numbers or index, and the amounts against the table.
  return { ...rest, stakeMinor: BigInt(amountMinor) } as roulette.RouletteBet;
}

const COLOURS: Record<Locale, Record<roulette.Colour, string>> = {
  tr: { green: 'yeşil', red: 'kırmızı', black: 'siyah' },
  en: { green: 'green', red: 'red', black: 'black' },
};

const ROULETTE: VerifiableGame = {
  recompute(rng, choices) {
    const bets = field(choices, 'bets');
    if (!Array.isArray(bets)) throw new RangeError('bets: a list');
    const spin = roulette.spinRoulette(rng, bets.map(rouletteBet));
    return {
      number: spin.number,
      colour: spin.colour,
      wins: spin.bets.map((bet) => bet.winMinor.toString()),
    };
  },
  describe(outcome, locale) {
    const number = int(outcome, 'number');
    return `${say(locale, 'Sayı', 'Number')} ${number} ${COLOURS[locale][roulette.colourOf(number)]}`;
  },
};

/** A slot round: the bet level from the choices ({bet}) or from the round's stake. */
function slotGame(theme: Theme): VerifiableGame {
  return {
    recompute(rng, choices, { stakeMinor }) {
      const buyBonus = field(choices, 'buyBonus') === true;
      const chosen = field(choices, 'bet');
      let bet: bigint | undefined;
      if (typeof chosen === 'number' && Number.isSafeInteger(chosen)) bet = BigInt(chosen);
      else if (stakeMinor !== undefined)
        bet = buyBonus ? stakeMinor / BigInt(theme.bonusBuyPriceStakes) : stakeMinor;
      if (bet === undefined) throw new RangeError('the bet level (choices.bet or the stake) is needed');
      return stored(playRound(theme, rng, bet, { buyBonus }));
    },
    describe(outcome, locale) {
      const base = field(outcome, 'baseSpin');
      const free = field(outcome, 'freeSpins');
      const freeCount = Array.isArray(free) ? free.length : 0;
      const stake = BigInt(String(field(outcome, 'stakeMinor')));
      const won = BigInt(String(field(outcome, 'totalWinMinor')));
      const parts = [
        base === null
          ? say(locale, 'Bonus satın alma', 'Bonus buy')
          : `${say(locale, 'Duraklar', 'Stops')} ${ints(base, 'stops').join(' ')}`,
      ];
      if (freeCount > 0) parts.push(say(locale, `${freeCount} bedava dönüş`, `${freeCount} free spins`));
      const paid = `${say(locale, 'ödeme', 'pays')} ${times(Number((won * 10_000n) / stake), locale)}`;
      parts.push(won === 0n ? say(locale, 'kazanç yok', 'no win') : paid);
      return parts.join(' · ');
    },
  };
}

/** Every game a player's round can be recomputed for, by catalogue code. */
export const VERIFIABLE_GAMES: Readonly<Record<string, VerifiableGame>> = {
  'lale-dice': DICE,
  'lale-mines': MINES,
  'lale-plinko': PLINKO,
  'lale-roulette': ROULETTE,
  // Every slot theme, by its id (the catalogue code).
  ...Object.fromEntries(Object.values(SLOT_THEMES).map((theme) => [theme.id, slotGame(theme)])),
};

const gameOf = (code: string) => (Object.hasOwn(VERIFIABLE_GAMES, code) ? VERIFIABLE_GAMES[code] : undefined);

export function isVerifiable(gameCode: string): boolean {
  return gameOf(gameCode) !== undefined;
}

/** The round's outcome recomputed from its seeds and the bet's choices, as the API stores it. */
export function recomputeRound(
  gameCode: string,
  seeds: SeedPair,
  choices: unknown,
  options: RecomputeOptions = {},
): Recomputation {
  const game = gameOf(gameCode);
  if (!game) return { status: 'unknown-game', gameCode };
  try {
    return { status: 'ok', outcome: game.recompute(fairRng(seeds), choices, options) };
  } catch (error) {
    if (error instanceof RangeError) return { status: 'invalid-choices', problem: error.message };
    throw error;
  }
}

/** Whether a stored outcome is the one the seeds give (the drawn part: mines' reveals are the player's). */
export function sameOutcome(gameCode: string, recomputed: unknown, storedOutcome: unknown): boolean {
  const game = gameOf(gameCode);
  if (!game) return false;
  const drawn = game.drawn ?? ((outcome: unknown) => outcome);
  return sameJson(drawn(stored(recomputed)), drawn(storedOutcome));
}

/** A short sentence about an outcome ('Roll 73.12 — over 50.00: win ×1.98'); choices add the bet. */
export function describeOutcome(
  gameCode: string,
  outcome: unknown,
  locale: Locale,
  choices?: unknown,
): string {
  const game = gameOf(gameCode);
  if (!game) return say(locale, 'Bu oyun burada doğrulanamaz.', 'This game cannot be verified here.');
  try {
    return game.describe(outcome, locale, choices);
  } catch {
    return say(locale, 'Sonuç okunamadı.', 'The outcome could not be read.');
  }
}

// ── the scheduled draws (Lale Keno, Lale Tombala) ──────────────────────────────────────────────────

/**
 * A finished draw's balls from its revealed chain link h_k (check the link first: verifyChainRound):
 * keno's 20 or bingo's 60 calls, in the order they came out — what the API settled every ticket with.
 */
export function recomputeDraw(game: 'keno' | 'bingo', roundHash: string): number[] {
  return game === 'keno'
    ? keno.roundKenoDraw(roundHash)
    : bingo.roundBingoDraw(roundHash).slice(0, bingo.CALLS);
}

/**
 * A bingo purchase's cards from the player's revealed pair at the purchase's nonce (a ticket's card is
 * the one at its `position`), dealt as the API dealt them.
 */
export function recomputeBingoCards(seeds: SeedPair, count: number): bingo.BingoCard[] {
  return bingo.dealCards(fairRng(seeds), count);
}

// ── one draw step by step (the page's worked example) ──────────────────────────────────────────────

export type DrawWord = {
  block: number;
  message: string;
  offset: number;
  bytesHex: string;
  word: number;
  accepted: boolean;
};
export type DrawTrace = { n: number; limit: number; blocks: string[]; words: DrawWord[]; value: number };

/** The first int(n) of a round, word by word, exactly as fairRng reads it (fair.ts documents the rule). */
export function traceDraw({ serverSeed, clientSeed, nonce }: SeedPair, n: number): DrawTrace {
  const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
  const blocks: string[] = [];
  const words: DrawWord[] = [];
  for (let block = 0; ; block += 1) {
    const message = `${clientSeed}:${nonce}:${block}`;
    const bytes = hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(message));
    blocks.push(bytesToHex(bytes));
    for (let offset = 0; offset < bytes.length; offset += 4) {
      const slice = bytes.subarray(offset, offset + 4);
      const word = ((slice[0]! << 24) | (slice[1]! << 16) | (slice[2]! << 8) | slice[3]!) >>> 0;
      const accepted = word < limit;
      words.push({ block, message, offset, bytesHex: bytesToHex(slice), word, accepted });
      if (accepted) return { n, limit, blocks, words, value: word % n };
    }
  }
}
