import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Rng } from './rng.ts';

/*
 * Provably fair randomness, the one mapping every Lale Original uses (documented for players on the
 * site's verification page, which runs this same file in the browser).
 *
 *  - The server seed is 32 random bytes written as 64 hex characters. Before any round is played with
 *    it the player is shown SHA-256(server seed) (of its 64 characters as UTF-8, also in hex).
 *  - The client seed is the player's own text; the nonce counts the rounds played with the pair (0, 1, …).
 *  - A round's bytes: block k (k = 0, 1, 2, …) = HMAC-SHA256(key = server seed, message =
 *    `${clientSeed}:${nonce}:${k}`), both as UTF-8; the blocks are read one after another.
 *  - A number: the next 4 bytes, big-endian, as an unsigned 32-bit integer.
 *  - A uniform integer below n (1 ≤ n ≤ 2³²): numbers at or above the largest multiple of n that fits in
 *    2³² are skipped and the next is read; the first below it, modulo n, is the answer. Every value below
 *    n then has exactly the same chance (no modulo bias).
 *  - Shuffles, draws without replacement and picks are built only from that integer (`shuffle` below).
 *
 * Each game's outcome is a pure function of such an Rng and the bet's choices, so a round revealed
 * after a seed rotation can be recomputed by anyone.
 */

export type SeedPair = { serverSeed: string; clientSeed: string; nonce: number };

const TWO_32 = 0x1_0000_0000;

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** The HMAC block stream of one round, as an Rng. */
export function fairRng({ serverSeed, clientSeed, nonce }: SeedPair): Rng & { wordsRead(): number } {
  const key = utf8ToBytes(serverSeed);
  let block = 0;
  let bytes = new Uint8Array(0);
  let offset = 0;
  let words = 0;
  const nextWord = (): number => {
    if (offset + 4 > bytes.length) {
      bytes = hmac(sha256, key, utf8ToBytes(`${clientSeed}:${nonce}:${block}`));
      block += 1;
      offset = 0;
    }
    const word =
      ((bytes[offset]! << 24) |
        (bytes[offset + 1]! << 16) |
        (bytes[offset + 2]! << 8) |
        bytes[offset + 3]!) >>>
      0;
    offset += 4;
    words += 1;
    return word;
  };
  return {
    int(n: number): number {
      if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`int(${n}): n must be 1…2^32`);
      const limit = TWO_32 - (TWO_32 % n);
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % n;
      }
    },
    wordsRead: () => words,
  };
}

/** Fisher–Yates over [0, n): a uniformly random order, drawn only with rng.int. */
export function shuffle(rng: Rng, n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = rng.int(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** The first `count` of a uniform order of [0, n): a draw without replacement (keno balls, mines). */
export function drawWithoutReplacement(rng: Rng, n: number, count: number): number[] {
  const pool = Array.from({ length: n }, (_, i) => i);
  const drawn: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const j = i + rng.int(n - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    drawn.push(pool[i]!);
  }
  return drawn;
}
