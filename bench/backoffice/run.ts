import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { STAFF_AUTH_PATHS, STAFF_COOKIE } from '@lale/contracts';
import autocannon from 'autocannon';
import { generate } from 'otplib';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/connection.ts';
import { seedDemoAccounts } from '../../apps/api/src/modules/auth/index.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../apps/api/src/modules/staff/index.ts';
import { playerCountSql, playerSearchSql } from '../../apps/api/src/modules/auth/player-directory-repo.ts';
import {
  playerLedgerCountSql,
  playerLedgerSql,
} from '../../apps/api/src/modules/wallet/player-ledger-repo.ts';
import { seededScratchDatabase } from '../support/scratch.ts';
import { buildApi, startBareServer, startBuiltApi, stopServers } from '../support/servers.ts';
import { FIRST_NAMES, SURNAMES, seedPlayersAndLedger } from './seed.ts';

/*
 * The back office's players area (issue #25) over BENCH_PLAYERS players (100,000) and BENCH_TRANSFERS
 * ledger transfers (1,000,000), against a bare Fastify route running the same SQL on the same database
 * (bare-server.ts imports the very statements), in the same run. Three workloads, each API and bare
 * side by side, rounds interleaved, medians:
 *   (a) the player search by a name prefix, (b) by a username prefix, (c) a player's ledger page.
 * Before measuring, EXPLAIN (ANALYZE) of each statement is printed; a Seq Scan on players or
 * ledger_transfers fails the bench (the search and the ledger page must stay on their indexes).
 *
 *   npm run bench:backoffice -w @lale/bench     (or: npx tsx bench/backoffice/run.ts)
 *   BENCH_PLAYERS=10000 BENCH_SECONDS=5 BENCH_ROUNDS=1 npx tsx bench/backoffice/run.ts
 */

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? PLAYERS * 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET = 0.5;
const REPO_ROOT = join(import.meta.dirname, '..', '..');
const API_OUTFILE = 'dist/backoffice/server.js';
const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');

/**
 * How the bench signs in to the back office: the ONE place to change when the staff sign-in replaces
 * the admin player (then: staff login + TOTP, the `lale_staff` cookie). Answers the headers every
 * measured request carries.
 */
async function benchSession(api: string): Promise<Record<string, string>> {
  // The demo owner (seeded outside production) signs in as staff do: password, then a TOTP code.
  const post = (path: string, body: unknown) =>
    fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const login = await post(STAFF_AUTH_PATHS.login, {
    username: DEMO_STAFF.owner.username,
    password: DEMO_STAFF_PASSWORD,
  });
  const { data } = (await login.json()) as { data?: { challenge?: string } };
  if (!login.ok || !data?.challenge) throw new Error(`bench sign-in failed: HTTP ${login.status}`);
  const second = await post(STAFF_AUTH_PATHS.totp, {
    challenge: data.challenge,
    code: await generate({ secret: DEMO_STAFF.owner.totpSecret }),
  });
  const cookie = second.headers.getSetCookie().find((line) => line.startsWith(`${STAFF_COOKIE}=`));
  if (!second.ok || !cookie) throw new Error(`bench second factor failed: HTTP ${second.status}`);
  return { cookie: cookie.split(';')[0]! };
}

async function measure(base: string, paths: string[], headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: paths.map((path) => ({ method: 'GET', path, headers })),
  });
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0)
    throw new Error(
      `${base}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`,
    );
  return result.requests.average;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const shuffled = <T>(values: T[]) => values.sort(() => Math.random() - 0.5);

/** Prints the plan of `statement` (run for real) and answers whether it scans players or the ledger whole. */
async function planOf(db: Database, label: string, statement: SQL): Promise<boolean> {
  const result = (await db.execute(sql`explain (analyze, buffers, format text) ${statement}`)) as unknown as {
    rows: { 'QUERY PLAN': string }[];
  };
  const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
  console.log(`\n── ${label}\n${plan}`);
  return /Seq Scan on (players|ledger_transfers)\b/.test(plan);
}

async function main(): Promise<void> {
  const loadAtStart = loadavg();
  const workDir = mkdtempSync(join(tmpdir(), 'lale-bench-backoffice-'));
  const children: ChildProcess[] = [];
  let drop = async () => {};
  try {
    buildApi(API_OUTFILE);
    const scratch = await seededScratchDatabase(ADMIN_URL, 'lale_bench_backoffice');
    drop = scratch.drop;
    const { url, connection } = scratch;
    await seedDemoAccounts(connection.db);
    const seedStart = performance.now();
    await seedPlayersAndLedger(url, { players: PLAYERS, transfers: TRANSFERS });
    console.log(
      `seeded ${PLAYERS} players and ${TRANSFERS} transfers in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    // The workloads: name prefixes (3 letters of a first name or a surname), username prefixes
    // (`oyuncu` and 3–4 digits: tens to hundreds of players), ledger pages of random bench players.
    const namePrefixes = [...FIRST_NAMES, ...SURNAMES].map((name) => name.slice(0, 3));
    const usernamePrefixes = Array.from({ length: 40 }, (_, i) => `oyuncu${(i * 37 + 11) % 1000}`);
    const { rows: sample } = (await connection.db.execute(
      sql`select id::int as id from players where usercode like 'B%' order by random() limit 200`,
    )) as unknown as { rows: { id: number }[] };
    const ids = sample.map((row) => row.id);

    const search = (q: string) => ({ q, sort: 'id' as const, dir: 'desc' as const });
    const scans = [
      await planOf(
        connection.db,
        `search by a name prefix (q=Meh): page`,
        playerSearchSql(search('Meh'), 0, 20),
      ),
      await planOf(connection.db, `search by a name prefix (q=Meh): count`, playerCountSql(search('Meh'))),
      await planOf(
        connection.db,
        `search by a username prefix (q=oyuncu123): page`,
        playerSearchSql(search('oyuncu123'), 0, 20),
      ),
      await planOf(
        connection.db,
        `search by a username prefix (q=oyuncu123): count`,
        playerCountSql(search('oyuncu123')),
      ),
      await planOf(connection.db, `ledger page of player ${ids[0]}`, playerLedgerSql(ids[0]!, {}, 0, 20)),
      await planOf(connection.db, `ledger count of player ${ids[0]}`, playerLedgerCountSql(ids[0]!, {})),
    ];
    await connection.close();
    if (scans.some(Boolean)) throw new Error('a plan scans players or ledger_transfers sequentially (above)');

    const apiServer = await startBuiltApi({
      outfile: API_OUTFILE,
      workDir,
      databaseUrl: url,
      env: { LOG_LEVEL: 'warn' },
    });
    children.push(apiServer.child);
    const bareServer = await startBareServer(join(import.meta.dirname, 'bare-server.ts'), url);
    children.push(bareServer.child);
    const api = apiServer.url;
    const bare = bareServer.url;
    const headers = await benchSession(api);

    const q = (text: string) => `q=${encodeURIComponent(text)}&take=20`;
    const workloads = {
      searchByName: {
        api: shuffled(namePrefixes.map((p) => `/api/admin/players?${q(p)}`)),
        bare: shuffled(namePrefixes.map((p) => `/players?${q(p)}`)),
      },
      searchByUsername: {
        api: usernamePrefixes.map((p) => `/api/admin/players?${q(p)}`),
        bare: usernamePrefixes.map((p) => `/players?${q(p)}`),
      },
      ledgerPage: {
        api: ids.map((id) => `/api/admin/players/${id}/ledger?take=20`),
        bare: ids.map((id) => `/ledger/${id}?take=20`),
      },
    };
    type Name = keyof typeof workloads;
    const names = Object.keys(workloads) as Name[];
    // Warm both (JIT, pools, plans).
    for (const name of names) {
      await measure(api, workloads[name].api, headers);
      await measure(bare, workloads[name].bare);
    }
    const runs = Object.fromEntries(
      names.map((name) => [name, { api: [] as number[], bare: [] as number[] }]),
    ) as Record<Name, { api: number[]; bare: number[] }>;
    for (let round = 0; round < ROUNDS; round += 1)
      for (const name of names) {
        runs[name].api.push(await measure(api, workloads[name].api, headers));
        runs[name].bare.push(await measure(bare, workloads[name].bare));
        console.log(
          `round ${round + 1} ${name}: API ${runs[name].api[round]!.toFixed(0)} req/s, bare same SQL ${runs[name].bare[round]!.toFixed(0)}`,
        );
      }
    const medians = Object.fromEntries(
      names.map((name) => {
        const apiRate = median(runs[name].api);
        const bareRate = median(runs[name].bare);
        return [name, { api: apiRate, bareSameSql: bareRate, ratio: apiRate / bareRate }];
      }),
    ) as Record<Name, { api: number; bareSameSql: number; ratio: number }>;
    const summary = {
      date: new Date().toISOString(),
      players: PLAYERS,
      transfers: TRANSFERS,
      connections: CONNECTIONS,
      seconds: SECONDS,
      rounds: ROUNDS,
      loadAverage: { start: loadAtStart, end: loadavg() },
      median: medians,
      runs,
    };
    console.log(
      `\nmedian of ${ROUNDS}, ${CONNECTIONS} connections, ${SECONDS} s, ${PLAYERS} players, ${TRANSFERS} transfers ` +
        `(load ${loadAtStart.map((n) => n.toFixed(1)).join(' ')}):\n` +
        names
          .map(
            (name) =>
              `  ${name.padEnd(17)} API ${medians[name].api.toFixed(0).padStart(6)} req/s   bare same SQL ` +
              `${medians[name].bareSameSql.toFixed(0).padStart(6)} req/s   ratio ${medians[name].ratio.toFixed(2)} ` +
              `(target >= ${TARGET.toFixed(2)}${medians[name].ratio >= TARGET ? ', met' : ', MISSED'})`,
          )
          .join('\n'),
    );
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(
      join(RESULTS_DIR, `backoffice-${summary.date.replace(/[:.]/g, '-')}.json`),
      JSON.stringify(summary, null, 2),
    );
  } finally {
    await stopServers(children);
    rmSync(workDir, { recursive: true, force: true });
    await drop();
  }
}

await main();
