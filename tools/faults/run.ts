import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/connection.ts';
import { topology } from '../../deploy/topology.ts';
import {
  rows,
  depositsCheck,
  errorsCheck,
  hub88Check,
  hubCheck,
  ledgerCheck,
  scheduledCheck,
  sportsCheck,
  type Check,
} from './checks.ts';
import { ROOT, startCluster, stopCluster, type Cluster } from './cluster.ts';
import { connectHubClient, type HubClient } from './hub-clients.ts';
import { createHttp } from './http.ts';
import { newJournal, type Kill } from './journal.ts';
import { deposit, newLedgerbook, openSelections, runLoad } from './load.ts';
import { openGames, registerPlayer, writeOperatorSetup, type Scene } from './setup.ts';

/*
 * `npm run test:faults`: the production topology on this machine (deploy/local-cluster.sh: HAProxy →
 * 3 API processes → PgBouncer → PostgreSQL primary + replica, Redis, the providers' stand-ins), a mixed
 * money load through the proxy, and processes killed under it:
 * - three times an API process gets SIGKILL and is started again;
 * - once the process holding the crash game's lease (it also plays the draws or the feed) is killed,
 *   and another must take its work over within 10 s.
 * Then: the ledger's invariants, every accepted operation's effect once, failures only on requests in
 * flight on a killed process, every realtime client reconnected and notified, and the scheduled games'
 * rounds and draws each run once. Bounded for 2 cores: a few players, about two minutes of load.
 * Needs `npm run build` first (the cluster serves the build) and the Debian packages the script names.
 */

const { values: options } = parseArgs({
  options: {
    players: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '100' },
    state: { type: 'string', default: '/tmp/lale-faults' },
    keep: { type: 'boolean', default: false },
  },
});
const PLAYERS = Number(options.players);
const LOAD_MS = Number(options.seconds) * 1_000;
/** Kills at these fractions of the load; the lease holder's between the second and third. */
const KILL_AT = [0.15, 0.4, 0.8];
const LEASE_KILL_AT = 0.6;
const TAKEOVER_LIMIT_MS = 10_000;

const started = Date.now();
const log = (line: string) =>
  console.log(`[faults ${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s] ${line}`);
const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<number> {
  if (!existsSync(join(ROOT, 'apps/api/dist/server.js'))) {
    console.error('the build is missing: run `npm run build` first');
    return 2;
  }
  await stopCluster(options.state);
  rmSync(options.state, { recursive: true, force: true });
  log(`starting the cluster in ${options.state}`);
  const cluster = await startCluster(options.state, topology.api.count, log);
  const database = await openDatabase({ databaseUrl: cluster.primaryUrl, poolSize: 2 });
  const journal = newJournal();
  const http = createHttp(cluster.proxyUrl, cluster.backendHeader, journal);
  const clients: HubClient[] = [];
  const checks: Check[] = [];
  try {
    const setup = await writeOperatorSetup(database.db, topology.standins.psp.provider);
    const players = [];
    for (let i = 0; i < PLAYERS; i++)
      players.push(await openGames(http, cluster, await registerPlayer(http, database.db, i)));
    const scene: Scene = { ...setup, players };
    const book = newLedgerbook();
    const ctx = { http, cluster, scene, book };
    for (const player of players) {
      await deposit(ctx, player, 500);
      clients.push(await connectHubClient(cluster.proxyUrl, player.playerId, player.token));
    }
    // The feed's stand-in started with the cluster: wait until its fixtures and pre-match odds are in the
    // book, so the load can bet from its first second.
    const feedDeadline = Date.now() + 120_000;
    while ((await openSelections(http)).length === 0) {
      if (Date.now() > feedDeadline)
        throw new Error('no pre-match market opened within 2 minutes: is the feed running?');
      await delay(2_000);
    }
    log(`${players.length} players registered, funded and connected; load for ${LOAD_MS / 1000} s`);

    const loadStarted = new Date();
    const until = Date.now() + LOAD_MS;
    const loadErrors: unknown[] = [];
    const load = runLoad(
      ctx,
      () => Date.now() >= until,
      (error) => loadErrors.push(error),
    );
    let takeoverMs: number | undefined;
    const faults = (async () => {
      const schedule = [
        ...KILL_AT.map((at, i) => ({
          at,
          kind: 'fault' as const,
          name: `api-${(i % cluster.apiCount) + 1}`,
        })),
        { at: LEASE_KILL_AT, kind: 'lease-holder' as const, name: '' },
      ].sort((a, b) => a.at - b.at);
      for (const step of schedule) {
        await delay(Math.max(0, until - LOAD_MS + step.at * LOAD_MS - Date.now()));
        const name = step.kind === 'fault' ? step.name : await leaseHolder(cluster, database.db);
        if (!name) {
          log('no process holds the crash lease: nothing to kill');
          continue;
        }
        const before = step.kind === 'lease-holder' ? await holderOf(database.db) : undefined;
        const kill: Kill = { name, at: Date.now(), reason: step.kind };
        await cluster.kill(name);
        journal.kills.push(kill);
        log(`SIGKILL ${name}${step.kind === 'lease-holder' ? ' (the crash lease holder)' : ''}`);
        if (before) takeoverMs = await awaitTakeover(database.db, before, kill.at);
        await cluster.repair();
        log(`${name} restarted`);
      }
    })();
    await Promise.all([load, faults]);
    log(`load done: ${journal.attempts.length} requests; waiting for stand-ins' retries to settle`);
    await delay(15_000);

    // Every client must hear of a deposit made after the last kill.
    const lastKill = Math.max(...journal.kills.map((kill) => kill.at));
    for (const player of players) await deposit(ctx, player, 10);
    await delay(3_000);

    checks.push(await ledgerCheck(database.db));
    checks.push(await depositsCheck(database.db, cluster.standins.psp));
    checks.push(await hub88Check(database.db, cluster.standins.hub88));
    checks.push(await sportsCheck(database.db, book));
    checks.push(errorsCheck(journal));
    checks.push(hubCheck(clients, lastKill));
    checks.push(await scheduledCheck(database.db, loadStarted));
    checks.push({
      name: `another process took the crash lease over within ${TAKEOVER_LIMIT_MS / 1000} s of its holder's death`,
      ok: takeoverMs !== undefined && takeoverMs <= TAKEOVER_LIMIT_MS,
      detail:
        takeoverMs === undefined ? 'no takeover seen' : `took over after ${(takeoverMs / 1000).toFixed(1)} s`,
    });
    checks.push({
      name: 'the load itself ran without a client-side fault',
      ok: loadErrors.length === 0,
      detail: `${loadErrors.length} errors${loadErrors.length ? `: ${String(loadErrors[0])}` : ''}`,
    });
    log(
      `done: ${JSON.stringify({ ...book, checkouts: book.checkouts.length, paidCheckouts: book.paidCheckouts.length, betsAccepted: book.betsAccepted.length, betsUnanswered: book.betsUnanswered.length })}`,
    );
  } finally {
    await Promise.all(clients.map((client) => client.stop().catch(() => undefined)));
    await database.close();
    writeFileSync(join(options.state, 'faults-report.json'), JSON.stringify({ checks, journal }, null, 1));
    if (!options.keep) await cluster.stop();
  }

  for (const check of checks)
    console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}\n     ${check.detail}`);
  const failedChecks = checks.filter((check) => !check.ok).length;
  console.log(
    failedChecks ? `${failedChecks} of ${checks.length} checks failed` : `all ${checks.length} checks hold`,
  );
  return failedChecks ? 1 : 0;
}

const CRASH_LEASE = 'crash';

async function holderOf(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<string | undefined> {
  const [row] = await rows<{ holder: string }>(
    db,
    sql`select holder from scheduled_leaders where game = ${CRASH_LEASE} and expires_at > now()`,
  );
  return row?.holder;
}

async function leaseHolder(cluster: Cluster, db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const holder = await holderOf(db);
  return holder ? cluster.processHolding(holder) : undefined;
}

/** Polls until another holder has the lease; answers how long after the kill. */
async function awaitTakeover(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  before: string,
  killedAt: number,
) {
  while (Date.now() - killedAt < 60_000) {
    const holder = await holderOf(db);
    if (holder && holder !== before) return Date.now() - killedAt;
    await delay(200);
  }
  return undefined;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
