import { BINGO_GAME_CODE } from '@lale/contracts';
import { bingo } from '@lale/originals';
import { recomputeBingoCards, type SeedPair } from '@lale/originals/verify';

/*
 * A Lale Tombala card checked on the calculator. A purchase's cards are dealt one after another from the
 * player's seed pair at the purchase's nonce, so the card at place p (1-based) is the p-th of a deal of p
 * cards, whatever the purchase's size. The tombala page links each card here with its deal in the query
 * (apps/games lale-tombala cardVerifyHref): `?verify=lale-tombala&hash=…&clientSeed=…&nonce=…&card=…`.
 */

export const TOMBALA_CODE = BINGO_GAME_CODE;

/** A card's deal as a link carries it; `hash` is the SHA-256 of the pair's server seed. */
export type LinkedCard = { hash: string; clientSeed: string; nonce: string; card: string };

const HASH = /^[0-9a-f]{64}$/;
const SEED = /^[A-Za-z0-9_-]{1,64}$/;
const WHOLE = /^\d{1,9}$/;

export const isCardPlace = (text: string): boolean =>
  WHOLE.test(text) && Number(text) >= 1 && Number(text) <= bingo.MAX_CARDS_PER_PURCHASE;

/** The card a link asks about, or null when the query is not a complete, well-formed one. */
export function linkedCardFromQuery(params: URLSearchParams): LinkedCard | null {
  if (params.get('verify') !== TOMBALA_CODE) return null;
  const hash = params.get('hash')?.toLowerCase() ?? '';
  const clientSeed = params.get('clientSeed') ?? '';
  const nonce = params.get('nonce') ?? '';
  const card = params.get('card') ?? '';
  if (!HASH.test(hash) || !SEED.test(clientSeed) || !WHOLE.test(nonce) || !isCardPlace(card)) return null;
  return { hash, clientSeed, nonce, card };
}

/** The card at `place` (1-based) of the purchase dealt from `seeds`. */
export function dealtCard(seeds: SeedPair, place: number): bingo.BingoCard {
  return recomputeBingoCards(seeds, place)[place - 1]!;
}
