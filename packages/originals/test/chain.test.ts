/// <reference types="node" />
// Node's crypto is the independent reference for the published chain rule; src stays browser-safe.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairRng } from '../src/fair.ts';
import {
  buildChain,
  chainCheckpoints,
  chainHashAt,
  chainStep,
  HashChain,
  roundRng,
  verifyLink,
  verifyRoundHash,
} from '../src/chain/index.ts';

const terminal = createHash('sha256').update('lale test chain').digest('hex');
const nodeSha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('hash chain: the published rule', () => {
  it('runs backwards from the terminal seed, h(i-1) = SHA-256 of h(i) as 64 hex characters', () => {
    const chain = buildChain(terminal, 5);
    expect(chain).toHaveLength(6);
    expect(chain[5]).toBe(terminal);
    for (let i = 5; i > 0; i -= 1) expect(chain[i - 1]).toBe(nodeSha(chain[i]!));
    expect(chainStep(chain[3]!)).toBe(chain[2]);
  });

  it('lets anyone check a revealed round against the previous link and the commitment', () => {
    const chain = buildChain(terminal, 10);
    const commitment = chain[0]!;
    expect(verifyLink(chain[1]!, commitment)).toBe(true);
    expect(verifyLink(chain[7]!, chain[6]!)).toBe(true);
    expect(verifyLink(chain[7]!, chain[5]!)).toBe(false);
    expect(verifyRoundHash(chain[7]!, 7, commitment)).toBe(true);
    expect(verifyRoundHash(chain[7]!, 6, commitment)).toBe(false);
    // One changed character, upper case, or a short string is not a link.
    const tampered = (chain[7]![0] === 'a' ? 'b' : 'a') + chain[7]!.slice(1);
    expect(verifyRoundHash(tampered, 7, commitment)).toBe(false);
    expect(verifyLink(chain[1]!.toUpperCase(), commitment)).toBe(false);
    expect(verifyRoundHash('abc', 1, commitment)).toBe(false);
  });

  it('plays a round with the fair stream of (h(k), the game salt, nonce 0)', () => {
    const h = buildChain(terminal, 3)[2]!;
    const ours = roundRng(h, 'lale-originals:crash');
    const reference = fairRng({ serverSeed: h, clientSeed: 'lale-originals:crash', nonce: 0 });
    expect(Array.from({ length: 8 }, () => ours.int(1000))).toEqual(
      Array.from({ length: 8 }, () => reference.int(1000)),
    );
  });

  it('refuses seeds that are not 64 lowercase hex characters and empty chains', () => {
    expect(() => buildChain('xyz', 3)).toThrow(RangeError);
    expect(() => buildChain(terminal.toUpperCase(), 3)).toThrow(RangeError);
    expect(() => buildChain(terminal, 0)).toThrow(RangeError);
  });
});

describe('hash chain: held by checkpoints', () => {
  it('answers every index of a chain whose length is not a multiple of the interval', () => {
    const chain = buildChain(terminal, 53);
    const checkpoints = chainCheckpoints(terminal, 53, 10);
    expect(checkpoints.hashes).toEqual([0, 10, 20, 30, 40, 50, 53].map((i) => chain[i]));
    for (let k = 0; k <= 53; k += 1) expect(chainHashAt(terminal, 53, k, checkpoints)).toBe(chain[k]);
    expect(() => chainHashAt(terminal, 53, 54, checkpoints)).toThrow(RangeError);
  });

  it('holds 100,000 rounds in 101 hashes and recomputes at most 1,000 per segment', () => {
    const length = 100_000;
    let started = performance.now();
    const checkpoints = chainCheckpoints(terminal, length);
    const checkpointPassMs = performance.now() - started;
    expect(checkpoints.hashes).toHaveLength(101);
    const held = new HashChain(terminal, length, checkpoints);
    expect(held.hashAt(length)).toBe(terminal);
    // Every answer is a link of the chain: across segment boundaries, and back to the commitment.
    for (const k of [1, 999, 1_000, 1_001, 54_321, 99_000, 99_001, 100_000]) {
      expect(chainStep(held.hashAt(k))).toBe(held.hashAt(k - 1));
    }
    expect(verifyRoundHash(held.hashAt(1_000), 1_000, held.commitment)).toBe(true);
    // Rounds played in order: one segment of 1,000 hashes per 1,000 rounds.
    const playing = new HashChain(terminal, length, checkpoints);
    started = performance.now();
    let previous = playing.commitment;
    for (let k = 1; k <= 3_000; k += 1) {
      const hash = playing.hashAt(k);
      expect(verifyLink(hash, previous)).toBe(true);
      previous = hash;
    }
    const playingMs = performance.now() - started;
    expect(playing.hashesComputed).toBe(3_000);
    // Measured on the 2-core build machine: ≈ 1.1 s for the pass, ≈ 11 ms a segment (≈ 11 µs a hash;
    // the loop above also hashes each round once more to verify it). The bounds are loose on purpose
    // (a shared machine); the hash count above is the exact claim.
    expect(checkpointPassMs).toBeLessThan(10_000);
    expect(playingMs).toBeLessThan(3_000);
  }, 20_000);

  it('refuses checkpoints of another chain', () => {
    const other = chainCheckpoints(nodeSha('other'), 20, 5);
    expect(() => new HashChain(terminal, 20, other)).toThrow(RangeError);
  });
});
