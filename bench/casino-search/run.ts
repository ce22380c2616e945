import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { seedDemoCatalogue } from '../../apps/api/src/modules/casino/index.ts';
import { seededScratchDatabase } from '../support/scratch.ts';
import { buildApi, startBareServer, startBuiltApi, stopServers } from '../support/servers.ts';

/*
 * `POST /api/casino/games` searches over a 10,000-game catalogue against a bare Fastify route running
 * the same SQL on the same database (bare-server.ts), in the same run (issue #12, target ≥ 0.5). Both
 * get the same rotating bodies (common words, Turkish letters, one letter, the empty search, live and
 * not, page size 4), 16 connections; rounds interleaved; medians.
 *
 *   npm run bench:casino-search -w @lale/bench    (or: npx tsx bench/casino-search/run.ts)
 *   BENCH_CONNECTIONS=16 BENCH_SECONDS=8 BENCH_ROUNDS=3 npx tsx bench/casino-search/run.ts
 *
 * The API is built as `npm run build` builds it (apps/api/dist/casino-search/). It runs with
 * NODE_ENV=development (its default log level, info): in production every provider without launch
 * credentials is switched off and its games hidden, which would leave nothing to search.
 */

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GAMES = 10_000;
const REPO_ROOT = join(import.meta.dirname, '..', '..');
const API_OUTFILE = 'dist/casino-search/server.js';
const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');

const QUERIES = ['sweet', 'şans', 'book', 'gold', 'aviator', 'rulet', 'a', '', 'istanbul', 'FRUIT'];
const BODIES = QUERIES.flatMap((search) =>
  [false, true].map((live) => JSON.stringify({ live, search, skip: 0, take: 4 })),
);

async function measure(url: string, method: 'GET' | 'POST'): Promise<number> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests:
      method === 'GET'
        ? [{ method: 'GET' }]
        : BODIES.map((body) => ({ method: 'POST', body, headers: { 'content-type': 'application/json' } })),
  });
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0)
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`);
  return result.requests.average;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const loadAtStart = loadavg();
  const workDir = mkdtempSync(join(tmpdir(), 'lale-bench-search-'));
  const children: ChildProcess[] = [];
  let drop = async () => {};
  try {
    buildApi(API_OUTFILE);
    const scratch = await seededScratchDatabase(ADMIN_URL, 'lale_bench_search');
    drop = scratch.drop;
    const { url, connection } = scratch;
    await seedDemoCatalogue(connection.db, GAMES);
    await connection.close();

    const apiServer = await startBuiltApi({ outfile: API_OUTFILE, workDir, databaseUrl: url });
    children.push(apiServer.child);
    const bareServer = await startBareServer(join(import.meta.dirname, 'bare-server.ts'), url);
    children.push(bareServer.child);
    const api = apiServer.url;
    const bare = bareServer.url;

    // Warm both (JIT, pools, plans).
    await measure(`${api}/api/casino/games`, 'POST');
    await measure(`${bare}/search`, 'POST');
    const results = { api: [] as number[], bare: [] as number[], hello: [] as number[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      results.api.push(await measure(`${api}/api/casino/games`, 'POST'));
      results.bare.push(await measure(`${bare}/search`, 'POST'));
      results.hello.push(await measure(`${bare}/hello`, 'GET'));
      console.log(
        `round ${round + 1}: casino/games ${results.api[round]!.toFixed(0)} req/s, bare same SQL ${results.bare[round]!.toFixed(0)}, bare /hello ${results.hello[round]!.toFixed(0)}`,
      );
    }
    const summary = {
      date: new Date().toISOString(),
      connections: CONNECTIONS,
      seconds: SECONDS,
      rounds: ROUNDS,
      games: GAMES,
      loadAverage: { start: loadAtStart, end: loadavg() },
      median: {
        api: median(results.api),
        bareSameSql: median(results.bare),
        bareHello: median(results.hello),
      },
      ratio: {
        apiToBareSameSql: median(results.api) / median(results.bare),
        apiToHello: median(results.api) / median(results.hello),
      },
      runs: results,
    };
    console.log(
      `\nmedian of ${ROUNDS}, ${CONNECTIONS} connections, ${SECONDS} s, ${GAMES} games (load ${loadAtStart.map((n) => n.toFixed(1)).join(' ')}):\n` +
        `  casino/games          ${summary.median.api.toFixed(0)} req/s\n` +
        `  bare, the same SQL    ${summary.median.bareSameSql.toFixed(0)} req/s   ratio ${summary.ratio.apiToBareSameSql.toFixed(2)} (target >= 0.50)\n` +
        `  bare /hello           ${summary.median.bareHello.toFixed(0)} req/s   ratio ${summary.ratio.apiToHello.toFixed(2)}`,
    );
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(
      join(RESULTS_DIR, `casino-search-${summary.date.replace(/[:.]/g, '-')}.json`),
      JSON.stringify(summary, null, 2),
    );
  } finally {
    await stopServers(children);
    rmSync(workDir, { recursive: true, force: true });
    await drop();
  }
}

await main();
