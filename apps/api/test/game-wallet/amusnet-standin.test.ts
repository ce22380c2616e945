import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../src/modules/casino/index.ts';
import { ledgerInvariants } from '../../src/modules/wallet/index.ts';
import { bearer, call } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { AMUSNET_PASSWORD, AMUSNET_PORTAL, AMUSNET_SECRET, AMUSNET_USER } from './amusnet-support.ts';
import { newPlayer, someGame, TRY } from './support.ts';
import { spawnStandIn } from '../support/standin-process.ts';

/*
 * The Amusnet stand-in (tools/standins/amusnet.ts) against a production-configured API: no sandbox is
 * mounted; the stand-in's /game page is AMUSNET_LAUNCH_URL. The player launches through our endpoint,
 * the game page authenticates with the DefenceCode under its own SessionId, and rounds are played by XML
 * calls over real sockets; an answer lost on the way is retried (a deposit) or cancelled (a withdraw).
 */

let database: TestDatabase;
let t: TestApp | undefined;
let front: Server;
let standIn: ChildProcess;
let standInUrl: string;

async function startStandIn(walletUrl: string): Promise<string> {
  const started = await spawnStandIn(
    [
      'tools/standins/amusnet.ts',
      ...[
        '--port',
        '0',
        '--wallet-url',
        walletUrl,
        '--username',
        AMUSNET_USER,
        '--portal-code',
        AMUSNET_PORTAL,
      ],
      ...['--retry-delay-ms', '0', '--call-timeout-ms', '30000'],
    ],
    { env: { ...process.env, AMUSNET_PASSWORD } },
  );
  standIn = started.child;
  return started.url;
}

beforeAll(async () => {
  let appReady!: (t: TestApp) => void;
  const app = new Promise<TestApp>((r) => (appReady = r));
  front = createServer((request, response) => void app.then(({ app }) => app.routing(request, response)));
  await new Promise<void>((r) => front.listen(0, '127.0.0.1', r));
  standInUrl = await startStandIn(`http://127.0.0.1:${(front.address() as AddressInfo).port}`);
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
      AMUSNET_SECRET,
      AMUSNET_USERNAME: AMUSNET_USER,
      AMUSNET_PASSWORD,
      AMUSNET_PORTAL_CODE: AMUSNET_PORTAL,
      AMUSNET_LAUNCH_URL: `${standInUrl}/game`,
      AMUSNET_CALLBACK_ALLOW: '127.0.0.1',
    },
  });
  appReady(t);
});

afterAll(async () => {
  standIn?.kill('SIGTERM');
  await new Promise((r) => front?.close(r));
  await t?.close();
  await database?.close();
});

async function control<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const response = await fetch(`${standInUrl}${path}`, {
    method,
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

type Round = {
  round: string;
  outcome: string;
  withdraw?: { code?: string; balance?: string };
  deposit?: { code?: string; balance?: string };
  cancel?: { code?: string };
};

describe('Amusnet stand-in against the production API', () => {
  it('opens the game with the DefenceCode once, and plays rounds by XML calls', async () => {
    const app = t!;
    const p = await newPlayer(app, { cashMinor: 10_000n });
    const game = await someGame(app, 'Amusnet');
    const launched = await call<string>(app.app, {
      method: 'POST',
      url: '/api/casino/amusnetlaunchurl',
      headers: bearer(p.token),
      payload: { code: game.code, isMobile: false },
    });
    expect(launched.status).toBe(200);
    expect(launched.body.data.startsWith(`${standInUrl}/game?defenceCode=`)).toBe(true);
    const page = await (await fetch(launched.body.data)).text();
    expect(page).toContain('balance 10000 TRY');
    // The same launch URL opened again (a copied link): the code is spent.
    const reused = await (await fetch(launched.body.data)).text();
    expect(reused).toContain('refused: 3100 DEFENCE_CODE_EXPIRED');
    const [session] = await control<{ id: string }[]>('GET', `/standin/sessions?player=${p.playerId}`);
    expect(session).toBeDefined();

    const won = await control<Round>('POST', '/standin/rounds', {
      session: session!.id,
      bet: 500,
      win: 1200,
    });
    expect(won).toMatchObject({
      outcome: 'settled',
      withdraw: { code: '1000', balance: '9500' },
      deposit: { code: '1000', balance: '10700' },
    });
    const combined = await control<Round>('POST', '/standin/rounds', {
      session: session!.id,
      bet: 700,
      win: 0,
      combined: true,
    });
    expect(combined).toMatchObject({ outcome: 'settled', withdraw: { code: '1000', balance: '10000' } });
    // The deposit's answer is lost twice: sent again byte for byte, applied once (1100 on the replay).
    const lostWin = await control<Round>('POST', '/standin/rounds', {
      session: session!.id,
      bet: 100,
      win: 300,
      loseAnswers: { deposit: 2 },
    });
    expect(lostWin).toMatchObject({ outcome: 'settled', deposit: { code: '1100', balance: '10200' } });
    // The withdraw's answer is lost: the stand-in cancels the round, the stake comes back.
    const lostBet = await control<Round>('POST', '/standin/rounds', {
      session: session!.id,
      bet: 400,
      win: 0,
      loseAnswers: { withdraw: 1 },
    });
    expect(lostBet).toMatchObject({ outcome: 'cancelled', cancel: { code: '1000' } });
    const poor = await control<Round>('POST', '/standin/rounds', {
      session: session!.id,
      bet: 50_000,
      win: 0,
    });
    expect(poor).toMatchObject({ outcome: 'refused', withdraw: { code: '3100', balance: '10200' } });
    const balance = await control<{ code: string; balance: string }>('POST', '/standin/balance', {
      session: session!.id,
    });
    expect(balance).toMatchObject({ code: '1000', balance: '10200' });
    expect(await app.modules.gameWallet.games.balances(p.playerId, TRY)).toMatchObject({ cash: 10_200n });
    expect((await ledgerInvariants(app.database.db)).ok).toBe(true);
  });
});
