/// <reference types="node" />
// The test alone uses Node (its crypto is the independent reference); src stays browser-safe.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawWithoutReplacement, fairRng, sha256Hex, shuffle } from '../src/index.ts';

const pair = { serverSeed: 'a'.repeat(64), clientSeed: 'lale', nonce: 7 };

describe('provably fair randomness', () => {
  it('hashes the server seed as its 64 characters in UTF-8', () => {
    expect(sha256Hex(pair.serverSeed)).toBe(createHash('sha256').update(pair.serverSeed).digest('hex'));
  });

  it('reads HMAC-SHA256(server seed, "client:nonce:block") four bytes at a time, big-endian', () => {
    // Node's own HMAC is the independent reference for the documented stream.
    const block = (k: number) =>
      createHmac('sha256', pair.serverSeed).update(`${pair.clientSeed}:${pair.nonce}:${k}`).digest();
    const words = [...block(0), ...block(1)].reduce<number[]>((all, _, i, bytes) => {
      if (i % 4 === 0) all.push(Buffer.from(bytes.slice(i, i + 4)).readUInt32BE(0));
      return all;
    }, []);
    const rng = fairRng(pair);
    // int(2^32) takes every word as it is: the stream itself, across the block boundary.
    expect(Array.from({ length: 16 }, () => rng.int(0x1_0000_0000))).toEqual(words);
  });

  it('skips words at or above the largest multiple of n, so every value is equally likely', () => {
    // n = 3·2^30: the limit is 3·2^30 itself, so a word ≥ 0xC0000000 is skipped.
    const n = 3 * 2 ** 30;
    const stream = fairRng(pair);
    const expected: number[] = [];
    while (expected.length < 50) {
      const word = stream.int(0x1_0000_0000);
      if (word < n) expected.push(word % n);
    }
    const rng = fairRng(pair);
    expect(Array.from({ length: 50 }, () => rng.int(n))).toEqual(expected);
  });

  it('gives the same round for the same seeds and another for the next nonce', () => {
    const a = Array.from(
      { length: 5 },
      (() => {
        const r = fairRng(pair);
        return () => r.int(100);
      })(),
    );
    const b = fairRng(pair);
    expect(a).toEqual(Array.from({ length: 5 }, () => b.int(100)));
    const next = fairRng({ ...pair, nonce: 8 });
    expect(Array.from({ length: 5 }, () => next.int(100))).not.toEqual(a);
  });

  it('refuses a range it cannot draw from', () => {
    expect(() => fairRng(pair).int(0)).toThrow(RangeError);
    expect(() => fairRng(pair).int(2.5)).toThrow(RangeError);
  });

  it('is uniform: a chi-square over 10 buckets of 100,000 draws stays within the 99.9% bound', () => {
    const rng = fairRng(pair);
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i += 1) counts[rng.int(10)]! += 1;
    const chi = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(27.88); // 9 degrees of freedom, p = 0.001
  });

  it('shuffles into a permutation and draws distinct values', () => {
    expect(shuffle(fairRng(pair), 25).toSorted((x, y) => x - y)).toEqual(
      Array.from({ length: 25 }, (_, i) => i),
    );
    const drawn = drawWithoutReplacement(fairRng(pair), 80, 20);
    expect(new Set(drawn).size).toBe(20);
    expect(drawn.every((ball) => ball >= 0 && ball < 80)).toBe(true);
  });
});
