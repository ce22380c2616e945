import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../src/modules/casino/index.ts';
import { ledgerInvariants } from '../../src/modules/wallet/index.ts';
import { bearer, call } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { DIGITAIN_ENV } from './digitain-support.ts';
import { newPlayer, someGame, TRY } from './support.ts';
import { answerBreakingSocket, spawnStandIn } from '../support/standin-process.ts';

/*
 * The Digitain stand-in (tools/standins/digitain.ts) against a production-configured API: no sandbox is
 * mounted, Digitain is a separate process configured as the real launch URL with the operator id and
 * secret. The player launches through our launch endpoint; the stand-in's game page then plays over
 * real sockets, signed, and resends what got no answer as Digitain does.
 */

let database: TestDatabase;
let t: TestApp | undefined;
let front: Server;
let standIn: ChildProcess;
let standInUrl: string;

/** The API's socket: the app's own routing, or a call done whose answer is lost on the way back. */
const socket = answerBreakingSocket();
const serve = socket.serve;

async function startStandIn(walletUrl: string): Promise<string> {
  const started = await spawnStandIn(
    [
      'tools/standins/digitain.ts',
      ...['--port', '0', '--wallet-url', walletUrl, '--operator-id', DIGITAIN_ENV.DIGITAIN_OPERATOR_ID],
      ...['--retry-delay-ms', '0', '--call-timeout-ms', '30000'],
    ],
    // The secret from the environment, as in deployment (never on the command line).
    {
      env: { ...process.env, DIGITAIN_SECRET: DIGITAIN_ENV.DIGITAIN_SECRET },
    },
  );
  standIn = started.child;
  return started.url;
}

beforeAll(async () => {
  let appReady!: (t: TestApp) => void;
  const app = new Promise<TestApp>((r) => (appReady = r));
  front = createServer((request, response) => void app.then((t) => serve(t, request, response)));
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
      DIGITAIN_OPERATOR_ID: DIGITAIN_ENV.DIGITAIN_OPERATOR_ID,
      DIGITAIN_SECRET: DIGITAIN_ENV.DIGITAIN_SECRET,
      DIGITAIN_LAUNCH_URL: `${standInUrl}/casino/launch`,
      DIGITAIN_CALLBACK_ALLOW: '127.0.0.1',
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

type Delivery = {
  answered: boolean;
  attempts: number;
  errorCode?: number;
  itemCode?: number;
  balance?: number;
  token?: string;
  status?: string;
  signed?: boolean;
};
type RoundReport = {
  round: string;
  betTx: string;
  winTx: string;
  outcome: string;
  bet: Delivery;
  win?: Delivery;
  refund?: Delivery;
};

async function control<T>(path: string, body?: object): Promise<T> {
  const response = await fetch(`${standInUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, `${path}: ${response.status}`).toBe(200);
  return (await response.json()) as T;
}

/** A funded player who launched a Digitain game through our endpoint and opened its page. */
async function launchedPlayer(cashMinor: bigint) {
  const player = await newPlayer(t!, { cashMinor });
  const game = await someGame(t!, 'Digitain');
  const answer = await call<string>(t!.app, {
    method: 'POST',
    url: '/api/casino/dtlaunchurl',
    headers: bearer(player.token),
    payload: { code: game.code },
  });
  expect(answer.status).toBe(200);
  const url = new URL(answer.body.data);
  expect(url.origin + url.pathname).toBe(`${standInUrl}/casino/launch`);
  expect(url.searchParams.get('gameId')).toBe(game.code);
  const page = await (await fetch(url)).text();
  const launches = await control<{ id: string; gameId: string }[]>(
    `/standin/launches?player=${player.playerId}`,
  );
  expect(launches).toHaveLength(1);
  return { ...player, launch: launches[0]!.id, page };
}

const cashOf = async (playerId: number) => (await t!.modules.gameWallet.games.balances(playerId, TRY)).cash;

describe('the Digitain stand-in against a production API', () => {
  it('launches with our token; the game page authenticates, shows the balance and plays a betwin round', async () => {
    const player = await launchedPlayer(10_000n);
    expect(player.page).toContain('authenticate: 1, balance: 100.00 TRY');
    const played = await fetch(`${standInUrl}/games/${player.launch}/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'bet=5.00&win=12.50',
    });
    const page = await played.text();
    expect(page).toContain(': played</p>');
    expect(page).toContain('balance: 107.50 TRY');
    expect(await cashOf(player.playerId)).toBe(10_750n);
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
  });

  it('plays a bet and a win, a win whose answer was lost is resent and paid once', async () => {
    const player = await launchedPlayer(10_000n);
    const played = await control<RoundReport>('/standin/rounds', {
      launch: player.launch,
      bet: '10',
      win: '25.5',
      loseAnswers: { win: 1 },
    });
    expect(played.outcome).toBe('played');
    expect(played.bet).toMatchObject({
      answered: true,
      attempts: 1,
      errorCode: 1,
      balance: 90,
      signed: true,
    });
    expect(played.win).toMatchObject({
      answered: true,
      attempts: 2,
      errorCode: 1,
      balance: 115.5,
      signed: true,
    });
    expect(await cashOf(player.playerId)).toBe(11_550n);
    const status = await control<Delivery>('/standin/status', { txId: played.winTx });
    expect(status).toMatchObject({ errorCode: 1, status: 'Applied' });
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
  });

  it('resends a win whose connection broke after our wallet paid it, and the player is paid once', async () => {
    const player = await launchedPlayer(5_000n);
    socket.breakNextAnswerTo('/api/providers/digitain/win');
    const played = await control<RoundReport>('/standin/rounds', {
      launch: player.launch,
      bet: '20',
      win: '60',
    });
    expect(socket.pendingBreak()).toBeUndefined();
    expect(played.win).toMatchObject({ answered: true, attempts: 2, errorCode: 1, balance: 90 });
    expect(await cashOf(player.playerId)).toBe(9_000n);
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
  });

  it('refunds a bet whose answer was lost, so the player keeps the stake', async () => {
    const player = await launchedPlayer(10_000n);
    const played = await control<RoundReport>('/standin/rounds', {
      launch: player.launch,
      bet: '30',
      win: '0',
      loseAnswers: { bet: 1, refund: 1 },
    });
    expect(played.outcome).toBe('bet_refunded');
    expect(played.refund).toMatchObject({ answered: true, attempts: 2, errorCode: 1, balance: 100 });
    expect(await cashOf(player.playerId)).toBe(10_000n);
    expect((await control<Delivery>('/standin/status', { txId: played.betTx })).status).toBe('Refunded');
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
  });

  it('refreshes the token: the launch plays on with the new one', async () => {
    const player = await launchedPlayer(10_000n);
    const refreshed = await control<Delivery>('/standin/refresh', { launch: player.launch });
    expect(refreshed).toMatchObject({ answered: true, errorCode: 1, signed: true });
    const played = await control<RoundReport>('/standin/rounds', {
      launch: player.launch,
      bet: '1',
      win: '0',
      mode: 'betwin',
    });
    expect(played).toMatchObject({ outcome: 'played', bet: { errorCode: 1, balance: 99 } });
    expect(await cashOf(player.playerId)).toBe(9_900n);
  });
});
