import { fairRng, sha256Hex } from '../fair.ts';
import type { Rng } from '../rng.ts';

/*
 * The hash chain of a scheduled, shared-round game (crash, keno, bingo rooms). Every player of a round
 * sees the same draw, so a round cannot use a player's seed; instead the operator commits to a whole
 * chain of round seeds before the first round is played (the rules shown on the verification page):
 *
 *  - A chain of N rounds starts from a secret terminal seed s: 32 random bytes as 64 lowercase hex
 *    characters. h_N = s and h_(i-1) = SHA-256(h_i) for i = N … 1, where SHA-256 is taken of the 64
 *    characters as UTF-8 and written in lowercase hex (`sha256Hex`, as for server seeds).
 *  - Before any round, the operator publishes the commitment c = h_0 = SHA-256(h_1).
 *  - Rounds are played in the order k = 1, 2, …, N: round k uses h_k. Hashing runs backwards, so
 *    knowing h_0 … h_(k-1) (everything revealed so far) tells nothing about h_k.
 *  - After round k its h_k is revealed. Anyone checks SHA-256(h_k) = h_(k-1), and so, link by link,
 *    that h_k hashed k times is the commitment: the round was fixed before the chain was published.
 *  - The round's randomness is the provably fair stream of src/fair.ts with server seed h_k, client
 *    seed the game's public salt (e.g. 'lale-originals:crash') and nonce 0.
 */

const HASH_HEX = /^[0-9a-f]{64}$/;

/** A chain seed or link: 64 lowercase hex characters. */
export function isChainHash(value: string): boolean {
  return HASH_HEX.test(value);
}

/** One step towards the commitment: h_(i-1) from h_i. */
export function chainStep(hash: string): string {
  return sha256Hex(hash);
}

/** Whether a revealed h_k is the link just after `previous` (h_(k-1), or the commitment for k = 1). */
export function verifyLink(revealed: string, previous: string): boolean {
  return isChainHash(revealed) && chainStep(revealed) === previous;
}

/** Whether `revealed` is round k of the chain committed to by `commitment` (k hashes lead back to it). */
export function verifyRoundHash(revealed: string, round: number, commitment: string): boolean {
  if (!isChainHash(revealed) || !Number.isInteger(round) || round < 1) return false;
  let hash = revealed;
  for (let i = 0; i < round; i += 1) hash = chainStep(hash);
  return hash === commitment;
}

/** The round's random stream: HMAC stream of (h_k, the game's salt, nonce 0). */
export function roundRng(roundHash: string, salt: string): Rng {
  return fairRng({ serverSeed: roundHash, clientSeed: salt, nonce: 0 });
}

function assertChain(terminalSeed: string, length: number): void {
  if (!isChainHash(terminalSeed)) throw new RangeError('terminal seed: 64 lowercase hex characters');
  if (!Number.isInteger(length) || length < 1) throw new RangeError(`chain length ${length}: at least 1`);
}

/** The whole chain [h_0 = commitment, h_1, …, h_N = terminal seed], for tests and tooling. */
export function buildChain(terminalSeed: string, length: number): string[] {
  assertChain(terminalSeed, length);
  const hashes = new Array<string>(length + 1);
  hashes[length] = terminalSeed;
  for (let i = length; i > 0; i -= 1) hashes[i - 1] = chainStep(hashes[i]!);
  return hashes;
}
