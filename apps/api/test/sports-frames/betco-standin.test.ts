import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariants } from '../../src/modules/wallet/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { cashOf, framedPlayer } from './support.ts';
import { spawnStandIn } from '../support/standin-process.ts';

/*
 * The BetConstruct stand-in (tools/standins/betco.ts) against a production-configured API: no sandbox
 * is mounted, betco is configured as with BetConstruct (shared key, allow-list naming the stand-in's
 * address), and the stand-in is a separate process calling our Partner API over real sockets with
 * MD5-hashed bodies and the real clock's TS: GetClientDetails before a bet, BetPlaced, BetResulted
 * (with a reverted result), Rollback, and resends of what got no answer.
 */

const SHARED_KEY = 'betco-standin-test-shared-key';

let database: TestDatabase;
let t: TestApp | undefined;
let front: Server;
let standIn: ChildProcess;
let standInUrl: string;

async function startStandIn(apiUrl: string): Promise<string> {
  const started = await spawnStandIn(
    [
      'tools/standins/betco.ts',
      ...['--port', '0', '--api-url', apiUrl, '--retry-delay-ms', '0', '--call-timeout-ms', '30000'],
    ],
    {
      env: { ...process.env, BETCO_STANDIN_SHARED_KEY: SHARED_KEY },
    },
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
  t = await createTestApp({
    database,
    env: {
      NODE_ENV: 'production',
      TOKEN_PEPPER: 'p'.repeat(40),
      SESSION_SECRET: 's'.repeat(40),
      AUDIT_SIGNING_KEY: 'a'.repeat(40),
      KYC_DOCUMENT_KEY: 'a'.repeat(40),
      BETCO_FRAME_URL: 'https://sport.betco.example/frame',
      BETCO_PARTNER_ID: '1234',
      BETCO_SHARED_KEY: SHARED_KEY,
      BETCO_CALLBACK_ALLOW: '127.0.0.1',
    },
  });
  appReady(t);
}, 60_000);

afterAll(async () => {
  standIn?.kill('SIGTERM');
  await new Promise((r) => front?.close(r));
  await t?.close();
  await database?.close();
});

type Call = { errorCode: string | null; attempts: number };
type Bet = {
  betId: number;
  outcome: string;
  placed: Call;
  rollback?: Call;
  results: (Call & { state: number; amount: string })[];
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

describe('the BetConstruct stand-in against a production API', () => {
  it('mounts neither the sandbox nor the retired old routes', async () => {
    const old = await t!.app.inject({ method: 'POST', url: '/api/providers/betco/balance', payload: {} });
    expect(old.statusCode).toBe(404);
    const sandbox = await t!.app.inject({ method: 'GET', url: '/api/sandbox/sportsbook/betco/frame' });
    expect(sandbox.statusCode).not.toBe(200);
  });

  it('opens the frame with the token, places a bet, settles it, reverts and resettles it on the delta', async () => {
    const { auth, playerId } = await framedPlayer(t!, 10_000n);
    const token = auth.betcoToken!;
    expect(auth.betcoUrl).toBe('https://sport.betco.example/frame');
    const frame = await fetch(`${standInUrl}/frame?token=${token}&partner=1234&view=prematch&lang=en`);
    expect(await frame.text()).toContain(`Player ${playerId}: balance 100.00 TRY`);

    const bet = await control<Bet>('/standin/bets', { token, amount: '20', odds: '2.50' });
    expect(bet).toMatchObject({ outcome: 'placed', placed: { errorCode: '0', attempts: 1 } });
    expect(await cashOf(t!, playerId)).toBe(8_000n);

    // Won, its answer lost once: FeedConstruct resends it and it is paid once.
    const won = await control<Bet>('/standin/results', {
      bet: bet.betId,
      state: 4,
      amount: '50',
      loseAnswers: 1,
    });
    expect(won.results.at(-1)).toMatchObject({ errorCode: '0', attempts: 2 });
    expect(await cashOf(t!, playerId)).toBe(13_000n);
    // Reverted (BetState 1, Amount 0): the win is taken back.
    await control<Bet>('/standin/results', { bet: bet.betId, state: 1, amount: '0' });
    expect(await cashOf(t!, playerId)).toBe(8_000n);
    // Resulted again, lost.
    const lost = await control<Bet>('/standin/results', { bet: bet.betId, state: 3, amount: '0' });
    expect(lost.results.map((r) => r.errorCode)).toEqual(['0', '0', '0']);
    expect(await cashOf(t!, playerId)).toBe(8_000n);
    expect(await control<{ Balance: number }>('/standin/balance', { token })).toMatchObject({
      ErrorCode: '0',
      Balance: 80,
    });
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
  });

  it('rolls back a bet whose BetPlaced answer never arrived, and a refused one stakes nothing', async () => {
    const { auth, playerId } = await framedPlayer(t!, 3_000n);
    const token = auth.betcoToken!;
    const unanswered = await control<Bet>('/standin/bets', { token, amount: '10', loseAnswers: 1 });
    expect(unanswered).toMatchObject({ outcome: 'rolled_back', rollback: { errorCode: '0' } });
    expect(await cashOf(t!, playerId)).toBe(3_000n);
    const tooBig = await control<Bet>('/standin/bets', { token, amount: '40' });
    expect(tooBig).toMatchObject({ outcome: 'refused', placed: { errorCode: '2400' } });
    expect(await cashOf(t!, playerId)).toBe(3_000n);
    const placed = await control<Bet>('/standin/bets', { token, amount: '10' });
    const cancelled = await control<Bet>('/standin/rollbacks', { bet: placed.betId });
    expect(cancelled).toMatchObject({ outcome: 'rolled_back', rollback: { errorCode: '0' } });
    expect(await cashOf(t!, playerId)).toBe(3_000n);
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
  });

  it('refuses a bet for a token that is not logged in (GetClientDetails first)', async () => {
    const bet = await control<Bet>('/standin/bets', { token: 'x'.repeat(43), amount: '1' });
    expect(bet).toMatchObject({ outcome: 'refused', placed: { errorCode: '1005' } });
  });
});
