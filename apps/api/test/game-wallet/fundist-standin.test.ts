import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { softgamingsPlayers } from '../../src/db/schema.ts';
import { seedDemoCatalogue } from '../../src/modules/casino/index.ts';
import { ledgerInvariants } from '../../src/modules/wallet/index.ts';
import { bearer, call } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { newPlayer, someGame, TRY } from './support.ts';
import { spawnStandIn } from '../support/standin-process.ts';

/*
 * The Fundist stand-in (tools/standins/fundist.ts) against a production-configured API: no sandbox is
 * mounted, SoftGamings is a separate process configured as the real Fundist API (SOFTGAMINGS_*). The
 * player launches through our launch endpoint (User/Add once, then User/AuthHTML, both MD5-hashed and
 * checked by the stand-in); the site gets a frame of our play page, which carries Fundist's HTML with a
 * per-response nonce; the stand-in's game then plays rounds over real sockets with HMAC-signed calls.
 */

const SECRET = 'fundist-standin-secret';
const API_KEY = 'lale-standin';
const API_PASSWORD = 'standin-api-password';

let database: TestDatabase;
let t: TestApp | undefined;
let front: Server;
let standIn: ChildProcess;
let standInUrl: string;

async function startStandIn(walletUrl: string): Promise<string> {
  const started = await spawnStandIn(
    [
      'tools/standins/fundist.ts',
      ...['--port', '0', '--wallet-url', walletUrl, '--api-key', API_KEY, '--server-ip', '127.0.0.1'],
    ],
    {
      // Secrets from the environment, as in a deployment (never on the command line).
      env: { ...process.env, SOFTGAMINGS_SECRET: SECRET, SOFTGAMINGS_API_PASSWORD: API_PASSWORD },
    },
  );
  standIn = started.child;
  return started.url;
}

beforeAll(async () => {
  let appReady!: (t: TestApp) => void;
  const app = new Promise<TestApp>((r) => (appReady = r));
  front = createServer((request, response) => void app.then((t) => t.app.routing(request, response)));
  await new Promise<void>((r) => front.listen(0, '127.0.0.1', r));
  const apiUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  standInUrl = await startStandIn(apiUrl);

  database = await createTestDatabase();
  await seedDemoCatalogue(database.db, 300);
  t = await createTestApp({
    database,
    env: {
      NODE_ENV: 'production',
      TOKEN_PEPPER: 'p'.repeat(40),
      SESSION_SECRET: 's'.repeat(40),
      AUDIT_SIGNING_KEY: 'a'.repeat(40),
      KYC_DOCUMENT_KEY: 'a'.repeat(40),
      SOFTGAMINGS_SECRET: SECRET,
      SOFTGAMINGS_CALLBACK_ALLOW: '127.0.0.1',
      SOFTGAMINGS_API_URL: standInUrl,
      SOFTGAMINGS_API_KEY: API_KEY,
      SOFTGAMINGS_API_PASSWORD: API_PASSWORD,
      SOFTGAMINGS_SERVER_IP: '127.0.0.1',
    },
  });
  appReady(t);
}, 120_000);

afterAll(async () => {
  standIn?.kill('SIGTERM');
  await new Promise((r) => front?.close(r));
  await t?.close();
  await database?.close();
});

type Delivery = {
  answered: boolean;
  signed?: boolean;
  status?: string;
  balance?: string;
  error?: string;
  tid?: string;
};
type RoundReport = { round: string; debit: Delivery & { tid: string }; credit?: Delivery & { tid: string } };

async function control<T>(path: string, body?: object): Promise<T> {
  const response = await fetch(`${standInUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, `${path}: ${response.status}`).toBe(200);
  return (await response.json()) as T;
}

/** A funded player who launched a SoftGamings game through our endpoint. */
async function launched(cashMinor: bigint, player?: Awaited<ReturnType<typeof newPlayer>>) {
  const p = player ?? (await newPlayer(t!, { cashMinor }));
  const game = await someGame(t!, 'SoftGamings');
  const answer = await call<string>(t!.app, {
    method: 'POST',
    url: '/api/casino/softgamingslaunchurl',
    headers: bearer(p.token),
    payload: { system: '939', pageCode: game.code, isMobile: 0 },
  });
  expect(answer.status).toBe(200);
  const page = /src="[^"]*(\/api\/casino\/softgamings\/play\/[A-Za-z0-9_-]{43}\?lang=tr)"/.exec(
    answer.body.data,
  )?.[1];
  expect(page, answer.body.data).toBeDefined();
  expect(answer.body.data).toContain('sandbox="allow-scripts');
  expect(answer.body.data).not.toContain('<script');
  const launches = await control<{ id: string; page: string }[]>(
    `/standin/launches?login=lale_${p.playerId}`,
  );
  return { ...p, page: page!, game, launch: launches.at(-1)!.id, launches: launches.length };
}

const cashOf = async (playerId: number) => (await t!.modules.gameWallet.games.balances(playerId, TRY)).cash;

describe('the Fundist stand-in against a production API', () => {
  it('launches with User/Add then User/AuthHTML; our play page carries its HTML under a nonce, sandboxed', async () => {
    const p = await launched(10_000n);
    expect(p.launches).toBe(1);
    const [row] = await t!.database.db
      .select()
      .from(softgamingsPlayers)
      .where(eq(softgamingsPlayers.playerId, p.playerId));
    expect(row).toMatchObject({ login: `lale_${p.playerId}` });
    const page = await t!.app.inject({ method: 'GET', url: p.page });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toMatch(/sandbox allow-scripts/);
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toMatch(/frame-ancestors https?:\/\/[^ ;]+;/);
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(page.body).toContain(`${standInUrl}/games/${p.launch}`);
    // Another answer, another nonce.
    const again = await t!.app.inject({ method: 'GET', url: p.page });
    expect(again.headers['content-security-policy']).not.toBe(csp);
    // The stand-in's game page opens.
    const game = await fetch(`${standInUrl}/games/${p.launch}`);
    expect(await game.text()).toContain('Fundist stand-in');
  });

  it('plays signed rounds through our wallet: a win, a loss and a rollback', async () => {
    const p = await launched(10_000n);
    const won = await control<RoundReport>('/standin/rounds', { launch: p.launch, bet: '10', win: '25.5' });
    expect(won.debit).toMatchObject({ answered: true, signed: true, status: 'OK', balance: '90.00' });
    expect(won.credit).toMatchObject({ answered: true, signed: true, status: 'OK', balance: '115.50' });
    const lost = await control<RoundReport>('/standin/rounds', { launch: p.launch, bet: '5', win: '0' });
    expect(lost.debit).toMatchObject({ status: 'OK', balance: '110.50' });
    const rolledBack = await control<Delivery>('/standin/rollbacks', {
      launch: p.launch,
      tid: lost.debit.tid,
      kind: 'debit',
      amount: '5.00',
    });
    expect(rolledBack).toMatchObject({ signed: true, status: 'OK', balance: '115.50' });
    // The game page's own button: its POST plays a round the same way.
    const button = await fetch(`${standInUrl}/games/${p.launch}/rounds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bet: '1.00', win: '2.50' }),
    });
    expect(((await button.json()) as RoundReport).credit).toMatchObject({ status: 'OK', balance: '117.00' });
    expect(await control<Delivery>('/standin/balance', { launch: p.launch })).toMatchObject({
      signed: true,
      status: 'OK',
      balance: '117.00',
    });
    expect(await cashOf(p.playerId)).toBe(11_700n);
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
  });

  it('a second launch adds nobody; after logout the play page is closed and debits are refused', async () => {
    const first = await launched(10_000n);
    const second = await launched(0n, first);
    expect(second.launches).toBe(2);
    expect(
      await call(t!.app, { method: 'GET', url: '/api/auth/logout', headers: bearer(first.token) }),
    ).toMatchObject({
      status: 200,
    });
    expect((await t!.app.inject({ method: 'GET', url: second.page })).statusCode).toBe(410);
    const refused = await control<RoundReport>('/standin/rounds', {
      launch: second.launch,
      bet: '1',
      win: '0',
    });
    expect(refused.debit).toMatchObject({ signed: true, error: 'Session expired' });
    expect(await cashOf(first.playerId)).toBe(10_000n);
  });

  it('refuses an API call whose MD5 hash is not ours', async () => {
    const response = await fetch(
      `${standInUrl}/System/Api/${API_KEY}/User/AuthHTML/?Login=lale_1&Password=x&System=939&Page=g&TID=abc&Hash=00`,
    );
    expect(await response.text()).toBe('2,Wrong hash');
  });
});
