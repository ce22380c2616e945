import { cpus, loadavg } from 'node:os';
import { fairRng, seededRng, slots } from '@lale/originals';

/*
 * bench/games slot spins (issue #14): how many slot rounds one core plays per second, per theme, two ways:
 *  - `simulateRounds` with the fast seeded generator: what the RTP simulations run (tallies only);
 *  - `playRound` with the live provably fair generator (HMAC-SHA256 stream per round, a new nonce each
 *    round) and the whole outcome built (every spin's window and line wins): what a spin costs the API
 *    before any database work.
 * A round is the paid spin and the free spins it awards. One process, one thread: one core.
 *
 *   npm run games:slot-spins -w @lale/bench      (or: npx tsx bench/games/slot-spins.ts)
 *   knobs: BENCH_SECONDS (3 per measurement), BENCH_REPEATS (3; the median is reported)
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);

/** Rounds per second of `batch` (which plays `size` rounds), run for SECONDS. */
function rate(batch: () => void, size: number): number {
  const started = performance.now();
  let rounds = 0;
  while (performance.now() - started < SECONDS * 1_000) {
    batch();
    rounds += size;
  }
  return rounds / ((performance.now() - started) / 1_000);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const int = (value: number) => Math.round(value).toLocaleString('en-US');

const loadAtStart = loadavg();
const rows: string[] = [
  '| theme | simulateRounds (seeded rng) | playRound (fair rng, full outcome) |',
  '|---|---|---|',
];
for (const theme of Object.values(slots.SLOT_THEMES)) {
  const stake = theme.betLevelsMinor[0]!;
  let seed = 1;
  let nonce = 0;
  const simulated: number[] = [];
  const played: number[] = [];
  // Warm-up: compile the theme, let the JIT settle.
  slots.simulateRounds(theme, seededRng(0), 20_000);
  for (let i = 0; i < 2_000; i++)
    slots.playRound(theme, fairRng({ serverSeed: 'warm', clientSeed: 'up', nonce: i }), stake);
  for (let r = 0; r < REPEATS; r++) {
    simulated.push(rate(() => void slots.simulateRounds(theme, seededRng(seed++), 10_000), 10_000));
    played.push(
      rate(() => {
        for (let i = 0; i < 1_000; i++)
          slots.playRound(
            theme,
            fairRng({ serverSeed: 'bench-server-seed', clientSeed: 'bench', nonce: nonce++ }),
            stake,
          );
      }, 1_000),
    );
  }
  rows.push(`| ${theme.id} | ${int(median(simulated))} rounds/s | ${int(median(played))} rounds/s |`);
  console.log(rows.at(-1));
}
const loadAtEnd = loadavg();
console.log(`\n${rows.join('\n')}`);
const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' ');
console.log(
  `median of ${REPEATS} × ${SECONDS} s; load average ${load(loadAtStart)} at the start, ${load(loadAtEnd)} at the end, ` +
    `${cpus().length} cores (${cpus()[0]?.model}), node ${process.version}`,
);
