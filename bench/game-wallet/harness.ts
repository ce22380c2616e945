import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID, sign, type KeyObject } from 'node:crypto';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { DatabaseConnection } from '../../apps/api/src/db/connection.ts';
import {
  casinoGames,
  casinoProviders,
  gameSessions,
  players,
  sessions as siteSessions,
} from '../../apps/api/src/db/schema.ts';
import { seedDatabase } from '../../apps/api/src/db/seed.ts';
import { seedDemoCatalogue } from '../../apps/api/src/modules/casino/index.ts';
import { createWalletService } from '../../apps/api/src/modules/wallet/service.ts';
import { keyedHash } from '../../apps/api/src/platform/keyed-hash.ts';
import { freePort } from '../support/scratch.ts';
import { productionStart } from '../support/servers.ts';

/*
 * What the game-wallet benches share (run.ts: the API against the ledger and the baselines; limits.ts:
 * the wager gate with every safer-play limit set against none): the scratch database's players and
 * launches, the API built and started as production runs it, and the signing Hub88 client.
 */

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
export const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 2_000);
export const TRY = 1;
export const REPO_ROOT = join(import.meta.dirname, '..', '..');
export const API_DIR = join(REPO_ROOT, 'apps', 'api');
export const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');

export const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ type, format: 'pem' }).toString();

export async function prepare(connection: DatabaseConnection, pepper: string) {
  await connection.migrate();
  await seedDatabase(connection.db);
  await seedDemoCatalogue(connection.db, 200);
  const [game] = await connection.db
    .select({ id: casinoGames.id, code: casinoGames.gameCode })
    .from(casinoGames)
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
    .where(and(eq(casinoProviders.name, 'Hub88'), eq(casinoGames.isLive, false)))
    .limit(1);
  const wallet = createWalletService(connection.db);
  const rows = Array.from({ length: PLAYERS }, (_, i) => ({
    usercode: `G${i}`,
    username: `gbench${i}`,
    usernameKey: `gbench${i}`,
    email: `gbench${i}@example.test`,
    emailKey: `gbench${i}@example.test`,
    phone: `90598${String(i).padStart(7, '0')}`,
    name: 'Bench',
    surname: 'Player',
    countryId: 1,
    currencyId: TRY,
    passwordHash: 'not-a-hash',
  }));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 1_000) {
    const inserted = await connection.db
      .insert(players)
      .values(rows.slice(start, start + 1_000))
      .returning({ id: players.id });
    ids.push(...inserted.map((row) => row.id));
  }
  await wallet.openSystemAccounts(TRY);
  const now = new Date();
  const sessions: { playerId: number; token: string }[] = [];
  const fund = async (id: number) => {
    await wallet.openPlayerAccounts(id, TRY);
    await wallet.transfer({
      idempotencyKey: `gbench:deposit:${id}`,
      from: { type: 'system', kind: 'payments_clearing', currencyId: TRY },
      to: { type: 'player', playerId: id, kind: 'cash', currencyId: TRY },
      amountMinor: 100_000_000n,
      kind: 'deposit',
    });
    // The site session the launch came from: the wager gate takes a stake only while it is alive.
    const [site] = await connection.db
      .insert(siteSessions)
      .values({
        playerId: id,
        tokenHash: keyedHash(pepper, 'bench-site-session', String(id)),
        ip: '127.0.0.1',
        expiresAt: new Date(now.getTime() + 86_400_000),
      })
      .returning({ id: siteSessions.id });
    // A launch's game session, written as the game wallet writes it (keyed hash of the token).
    const token = randomBytes(24).toString('base64url');
    await connection.db.insert(gameSessions).values({
      tokenHash: keyedHash(pepper, 'game-session', token),
      siteSessionId: site!.id,
      playerId: id,
      gameId: game!.id,
      currencyId: TRY,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    sessions.push({ playerId: id, token });
  };
  for (let start = 0; start < ids.length; start += CLIENTS)
    await Promise.all(ids.slice(start, start + CLIENTS).map(fund));
  return { wallet, ids, sessions, gameCode: game!.code };
}

/** Builds the API as `npm run build` builds it, into apps/api/dist/game-wallet/. */
export function buildApi(): void {
  const built = spawnSync(process.execPath, ['build.mjs'], {
    cwd: API_DIR,
    env: { ...process.env, API_OUTFILE: 'dist/game-wallet/server.js' },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`building the API failed:\n${built.stderr || built.stdout}`);
}

export type Hub88Keys = { hub88: { publicKey: KeyObject }; operator: { privateKey: KeyObject } };

/** Starts the built API on a free port, in production mode on `url`, Hub88 configured with `keys`. */
export async function startApi(
  url: string,
  pepper: string,
  workDir: string,
  { hub88, operator }: Hub88Keys,
): Promise<{ child: ChildProcess; api: string }> {
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const log = openSync(join(workDir, 'api.log'), 'a');
  // BENCH_API_NODE_ARGS: extra node flags for the API, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const serverJs = join(API_DIR, 'dist/game-wallet/server.js');
  const child = spawn(process.execPath, [...nodeArgs, serverJs], {
    stdio: ['ignore', log, log],
    env: productionStart(serverJs, {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: api,
      DATA_DIR: workDir,
      WEB_DIST: join(workDir, 'no-site'),
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: String(CLIENTS),
      TOKEN_PEPPER: pepper,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      AUDIT_SIGNING_KEY: randomBytes(32).toString('base64url'),
      KYC_DOCUMENT_KEY: randomBytes(32).toString('base64url'),
      HUB88_PUBLIC_KEY: pem(hub88.publicKey, 'spki'),
      HUB88_OPERATOR_PRIVATE_KEY: pem(operator.privateKey, 'pkcs8'),
      // Production takes a provider's wallet calls only from its listed addresses: the bench's.
      HUB88_CALLBACK_ALLOW: '127.0.0.1',
      // Hub88 counts as configured (so the wager gate takes its stakes) only with its launch API too;
      // the bench never launches, so the address is never called.
      HUB88_API_URL: 'https://hub88.invalid',
      HUB88_OPERATOR_ID: '1',
    }),
  });
  await waitUntilServing(`${api}/api/health`, child);
  return { child, api };
}

/** CLIENTS workers each playing rounds over HTTP: a signed bet, then the signed win closing the round. */
export async function runHub88(
  api: string,
  hub88Key: KeyObject,
  sessions: readonly { playerId: number; token: string }[],
  gameCode: string,
): Promise<number> {
  const deadline = performance.now() + SECONDS * 1_000;
  let pairs = 0;
  let failures = 0;
  const post = async (path: string, body: Record<string, unknown>) => {
    const text = JSON.stringify(body);
    const response = await fetch(`${api}/api/providers/hub88${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub88-signature': sign('sha256', Buffer.from(text), hub88Key).toString('base64'),
      },
      body: text,
    });
    return ((await response.json()) as { status: string }).status;
  };
  const worker = async () => {
    while (performance.now() < deadline) {
      const session = sessions[Math.floor(Math.random() * sessions.length)]!;
      const round = randomUUID();
      const bet = randomUUID();
      const common = {
        user: String(session.playerId),
        token: session.token,
        round,
        game_code: gameCode,
        currency: 'TRY',
      };
      const amount = (1 + Math.floor(Math.random() * 50)) * 100_000;
      const placed = await post('/transaction/bet', {
        ...common,
        request_uuid: randomUUID(),
        transaction_uuid: bet,
        round_closed: false,
        amount,
        bet: 'spin',
        is_free: false,
      });
      const paid = await post('/transaction/win', {
        ...common,
        request_uuid: randomUUID(),
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: bet,
        round_closed: true,
        amount: Math.random() < 0.4 ? amount * 2 : 0,
      });
      if (placed === 'RS_OK' && paid === 'RS_OK') pairs += 1;
      else failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, () => worker()));
  if (failures > 0) throw new Error(`${failures} rounds were not RS_OK`);
  return pairs / ((performance.now() - started) / 1_000);
}

export async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
