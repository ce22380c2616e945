import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../src/modules/casino/index.ts';
import { ledgerInvariants } from '../../src/modules/wallet/index.ts';
import { bearer, call } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { EM_ENV } from './everymatrix-support.ts';
import { newPlayer, someGame, TRY } from './support.ts';
import { spawnStandIn } from '../support/standin-process.ts';

/*
 * The EveryMatrix stand-in (tools/standins/everymatrix.ts) against a production-configured API (issue
 * #29): no sandbox is mounted and Hub88 is not configured; EveryMatrix is a separate process that the
 * API's launch URL points at, and it calls our wallet over real sockets with the configured credentials,
 * retrying what got no answer as a OneWallet provider does.
 */

let database: TestDatabase;
let t: TestApp | undefined;
let front: Server;
let standIn: ChildProcess;
let standInUrl: string;

/** Starts the stand-in process; resolves with its URL once it says it listens. */
async function startStandIn(walletUrl: string): Promise<string> {
  const started = await spawnStandIn(
    [
      'tools/standins/everymatrix.ts',
      ...['--port', '0', '--wallet-url', walletUrl, '--retry-delay-ms', '0'],
      // Faults are injected, never timed: no call of a loaded machine may time out by chance.
      ...['--call-timeout-ms', '30000'],
    ],
    {
      // The credentials come from the environment, as the CLI reads them (never on the command line).
      env: { ...process.env, ...EM_ENV },
    },
  );
  standIn = started.child;
  return started.url;
}

beforeAll(async () => {
  // The API's socket opens first, so the stand-in knows our wallet before our configuration names it.
  let appReady!: (t: TestApp) => void;
  const app = new Promise<TestApp>((r) => (appReady = r));
  front = createServer((request, response) => void app.then((t) => t.app.routing(request, response)));
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
      ...EM_ENV,
      EVERYMATRIX_LAUNCH_URL: standInUrl,
      EVERYMATRIX_CALLBACK_ALLOW: '127.0.0.1',
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
  transactionId?: string;
  attempts: number;
  answer?: { ReturnCode: number; Balance?: number; TransactionStatus?: string; [k: string]: unknown };
};
type RoundReport = {
  round: string;
  outcome: string;
  wager: Delivery;
  result?: Delivery;
  rollback?: Delivery;
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

/** A funded player who launched an EveryMatrix game through our endpoint and opened its page. */
async function launchedPlayer(cashMinor: bigint) {
  const player = await newPlayer(t!, { cashMinor });
  const game = await someGame(t!, 'EveryMatrix');
  const answer = await call<string>(t!.app, {
    method: 'POST',
    url: '/api/casino/emlaunchurl',
    headers: { ...bearer(player.token), 'x-locale': 'en' },
    payload: { code: game.code, productId: 1 },
  });
  expect(answer.status).toBe(200);
  const url = new URL(answer.body.data);
  expect(url.origin + url.pathname).toBe(
    `${standInUrl}/Loader/Start/${EM_ENV.EVERYMATRIX_DOMAIN_ID}/${encodeURIComponent(game.code)}`,
  );
  const page = await (await fetch(answer.body.data)).text();
  const launches = await control<{ id: string; slug: string; language: string; funMode: string }[]>(
    `/standin/launches?account=${player.playerId}`,
  );
  expect(launches).toHaveLength(1);
  expect(launches[0]).toMatchObject({ slug: game.code, language: 'en', funMode: 'false' });
  return { ...player, launch: launches[0]!.id, page };
}

const cashOf = async (playerId: number) => (await t!.modules.gameWallet.games.balances(playerId, TRY)).cash;

describe('the EveryMatrix stand-in against a production API', () => {
  it('opens the launch URL we built with GetAccount and GetBalance, and plays a round from its page', async () => {
    const player = await launchedPlayer(10_000n);
    expect(player.page).toContain('session opened: 0, balance: 100.00 TRY');
    const played = await fetch(`${standInUrl}/Loader/Play/${player.launch}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'bet=2.50&win=10',
    });
    expect(await played.text()).toContain('balance: 107.50 TRY');
    expect(await cashOf(player.playerId)).toBe(10_750n);
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
  });

  it('plays a Wager and a Result; a Result whose answer was lost is resent and paid once', async () => {
    const player = await launchedPlayer(10_000n);
    const played = await control<RoundReport>('/standin/rounds', {
      launch: player.launch,
      bet: '10',
      win: '25.5',
      loseAnswers: { result: 1 },
    });
    expect(played.outcome).toBe('played');
    expect(played.wager).toMatchObject({
      answered: true,
      attempts: 1,
      answer: { ReturnCode: 0, Balance: 90 },
    });
    expect(played.result).toMatchObject({
      answered: true,
      attempts: 2,
      answer: { ReturnCode: 0, Balance: 115.5 },
    });
    expect(await cashOf(player.playerId)).toBe(11_550n);
    const status = await control<Delivery>('/standin/status', {
      transaction: played.wager.transactionId,
      account: String(player.playerId),
    });
    expect(status.answer).toMatchObject({ ReturnCode: 0, TransactionStatus: 'Processed' });
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
  });

  it('rolls back a Wager whose answer was lost, resending the Rollback too, so the player keeps the stake', async () => {
    const player = await launchedPlayer(10_000n);
    const played = await control<RoundReport>('/standin/rounds', {
      launch: player.launch,
      bet: '30',
      win: '0',
      loseAnswers: { wager: 1, rollback: 1 },
    });
    expect(played.outcome).toBe('wager_rolled_back');
    expect(played.wager).toMatchObject({ answered: false, attempts: 1 });
    expect(played.rollback).toMatchObject({
      answered: true,
      attempts: 2,
      answer: { ReturnCode: 0, Balance: 100 },
    });
    expect(await cashOf(player.playerId)).toBe(10_000n);
    const status = await control<Delivery>('/standin/status', { transaction: played.wager.transactionId });
    expect(status.answer).toMatchObject({ ReturnCode: 0, TransactionStatus: 'RolledBack' });
    const rounds = await control<RoundReport[]>('/standin/rounds');
    expect(rounds.find((round) => round.round === played.round)).toEqual(played);
    const balance = await control<Delivery>('/standin/balance', { launch: player.launch });
    expect(balance.answer).toMatchObject({ ReturnCode: 0, Balance: 100, Currency: 'TRY' });
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
  });

  it('is refused a Wager above the balance with 104, and nothing moves', async () => {
    const player = await launchedPlayer(1_000n);
    const played = await control<RoundReport>('/standin/rounds', {
      launch: player.launch,
      bet: '10.01',
      win: '0',
    });
    expect(played.outcome).toBe('wager_refused');
    expect(played.wager.answer).toMatchObject({ ReturnCode: 104, Balance: 10 });
    expect(await cashOf(player.playerId)).toBe(1_000n);
  });
});
