import { BINGO_GAME_CODE, CRASH_GAME_CODE, KENO_GAME_CODE } from '@lale/contracts';
import { bingo, crash, keno } from '@lale/originals';
import { chainStep, recomputeDraw, type Locale } from '@lale/originals/verify';

/*
 * Verifying a shared round (Lale Aviator, Lale Keno, a Lale Tombala room) in the browser: the revealed
 * chain link h_k of round k must lead back to the chain's published commitment h_0 in k hashes
 * (packages/originals src/chain), and the outcome is recomputed from h_k by the same functions the
 * server plays with. The page reaches this by hand or by a link carrying the round in its query
 * (sharedRoundLink), e.g. from a game's history strip.
 */

/** The crash game, keno, or a bingo room (`bingo:<room>`, as the room's live topic is named). */
export type SharedGame = 'crash' | 'keno' | `bingo:${string}`;

export const CRASH_CODE = CRASH_GAME_CODE;
export const KENO_CODE = KENO_GAME_CODE;
export const BINGO_CODE = BINGO_GAME_CODE;

/** Every choice of the page's game list, bingo once per room. */
export const SHARED_GAMES: readonly SharedGame[] = [
  'crash',
  'keno',
  ...bingo.ROOMS.map((room): SharedGame => `bingo:${room.id}`),
];

/** The bingo room of a choice ('bingo:lale-5' → its id and name), undefined for crash and keno. */
export function bingoRoomOf(game: SharedGame): { id: string; name: string } | undefined {
  if (!game.startsWith('bingo:')) return undefined;
  const id = game.slice('bingo:'.length);
  return bingo.ROOMS.find((room) => room.id === id);
}

/** The game's public salt: the client seed of every round's stream (the server seed is h_k, nonce 0). */
export function saltOf(game: SharedGame): string {
  if (game === 'crash') return crash.CHAIN_SALT;
  return game === 'keno' ? keno.CHAIN_SALT : bingo.CHAIN_SALT;
}

/** The highest round number the page hashes back from (a chain has 10,000 rounds by default). */
export const MAX_ROUND = 1_000_000;
const HASH = /^[0-9a-f]{64}$/;

/** A pasted hash as the chain writes it: trimmed, lower case. */
export const normaliseHash = (text: string) => text.trim().toLowerCase();
export const isHash = (text: string) => HASH.test(normaliseHash(text));
export const isRoundNumber = (text: string) =>
  /^\d{1,7}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= MAX_ROUND;

export type SharedOutcome =
  /** The crash point in ten-thousandths (24700 = ×2.47). */
  | { kind: 'crash'; crashPoint: number }
  /** Keno's 20 balls or a bingo game's 60 calls, in the order they came out. */
  | { kind: 'draw'; balls: number[] };

export type SharedCheck = {
  /** h_k hashed k times: what must equal the commitment. */
  reached: string;
  chainMatches: boolean;
  outcome: SharedOutcome;
};

export type SharedRoundInput = { game: SharedGame; hash: string; round: number; commitment: string };

/** The chain check and the outcome of round `round` played with the revealed `hash`. */
export function checkSharedRound({ game, hash, round, commitment }: SharedRoundInput): SharedCheck {
  const link = normaliseHash(hash);
  if (!HASH.test(link)) throw new RangeError('hash: 64 hex characters');
  if (!Number.isInteger(round) || round < 1 || round > MAX_ROUND) throw new RangeError(`round ${round}`);
  let reached = link;
  for (let i = 0; i < round; i += 1) reached = chainStep(reached);
  const outcome: SharedOutcome =
    game === 'crash'
      ? { kind: 'crash', crashPoint: crash.roundCrashPoint(link) }
      : { kind: 'draw', balls: recomputeDraw(game === 'keno' ? 'keno' : 'bingo', link) };
  return { reached, chainMatches: reached === normaliseHash(commitment), outcome };
}

/** 24700 → '×2,47' (tr) or '×2.47' (en): crash points move in hundredths. */
export function formatCrashPoint(tenThousandths: number, locale: Locale): string {
  const hundredths = Math.floor(tenThousandths / 100);
  const whole = String(Math.floor(hundredths / 100)).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    locale === 'tr' ? '.' : ',',
  );
  const fraction = String(hundredths % 100).padStart(2, '0');
  return `×${whole}${locale === 'tr' ? ',' : '.'}${fraction}`;
}

// ── the page's link: /casino/provably-fair?game=lale-keno&round=…&hash=…&commitment=… ───────────────

export const PAGE_PATH = '/casino/provably-fair';
export const SHARED_SECTION = 'shared';

export type SharedRoundQuery = { game: SharedGame; hash: string; round: string; commitment: string };

/** The page's address verifying one round, its form filled in (the commitment may be left out). */
export function sharedRoundLink(round: {
  game: SharedGame;
  hash: string;
  round: number;
  commitment?: string;
}): string {
  const room = bingoRoomOf(round.game);
  const params = new URLSearchParams({
    game: round.game === 'crash' ? CRASH_CODE : round.game === 'keno' ? KENO_CODE : BINGO_CODE,
    ...(room ? { room: room.id } : {}),
    round: String(round.round),
    hash: round.hash,
    ...(round.commitment ? { commitment: round.commitment } : {}),
  });
  return `${PAGE_PATH}?${params.toString()}#${SHARED_SECTION}`;
}

/** The round a link asks for, or null when the query names no shared game; unreadable parts stay empty. */
export function sharedRoundFromQuery(params: URLSearchParams): SharedRoundQuery | null {
  const code = params.get('game');
  let game: SharedGame;
  if (code === CRASH_CODE) game = 'crash';
  else if (code === KENO_CODE) game = 'keno';
  else if (code === BINGO_CODE) {
    const room = bingo.ROOMS.find((each) => each.id === params.get('room')) ?? bingo.ROOMS[0]!;
    game = `bingo:${room.id}`;
  } else return null;
  const hash = normaliseHash(params.get('hash') ?? '');
  const commitment = normaliseHash(params.get('commitment') ?? '');
  const round = (params.get('round') ?? '').trim();
  return {
    game,
    hash: HASH.test(hash) ? hash : '',
    commitment: HASH.test(commitment) ? commitment : '',
    round: isRoundNumber(round) ? String(Number(round)) : '',
  };
}
