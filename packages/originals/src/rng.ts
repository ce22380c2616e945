/*
 * Random integers for game outcomes. A game asks for `int(n)`: a uniform integer in [0, n). The live
 * source is the platform's CSPRNG (the API passes one backed by crypto.randomInt, which rejects
 * out-of-range draws instead of taking a modulo, so there is no bias); simulations use a seeded
 * generator so a figure can be reproduced.
 */

export type Rng = { int(n: number): number };

/**
 * A seeded generator for simulations: the small-fast-counter design (four 32-bit words, add/xor/
 * rotate), written from its description. Draws below n by rejection, like the live source.
 */
export function seededRng(seed: number): Rng {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 16; i += 1) next();
  return {
    int(n: number): number {
      // The largest multiple of n below 2^32: draws at or above it would favour small values.
      const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
      for (;;) {
        const x = next();
        if (x < limit) return x % n;
      }
    },
  };
}
