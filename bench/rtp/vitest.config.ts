import { defineConfig } from 'vitest/config';

/*
 * The long fixed-seed RTP simulations of Lale Originals (bench/README.md, "rtp"): minutes of CPU, so
 * they are not part of `npm test` (the root config's projects do not include this folder). The suite
 * keeps the exact figures and a short simulation of each game (packages/originals/test).
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.rtp.ts'],
    // A shared machine stretches the wall clock of a run that is ~30 s of one core.
    testTimeout: 300_000,
  },
});
