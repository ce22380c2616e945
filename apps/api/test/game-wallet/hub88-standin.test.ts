import { execFile, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { parseEnv, promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../src/modules/casino/index.ts';
import { ledgerInvariants } from '../../src/modules/wallet/index.ts';
import { bearer, call } from '../support/accounts.ts';
import { createTestApp, tempDir, type TestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { newPlayer, someGame, TRY } from './support.ts';
import { answerBreakingSocket, spawnStandIn } from '../support/standin-process.ts';

/*
 * The Hub88 stand-in (tools/standins/hub88.ts) against a production-configured API (issue #28): no
 * sandbox is mounted, Hub88 is a separate process configured as the real endpoint with test keys from
 * tools/standins/hub88-keys.ts. The player launches through our launch endpoint; the stand-in then plays
 * over real sockets, signed, and retries what got no answer as Hub88 does.
 */

const ROOT = resolve(import.meta.dirname, '../../../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const OPERATOR_ID = 41;

const keys = tempDir('lale-hub88-keys-');
let database: TestDatabase;
let t: TestApp | undefined;
let front: Server;
let standIn: ChildProcess;
let standInUrl: string;

/** The API's socket: the app's own routing, or a call done whose answer is lost on the way back. */
const socket = answerBreakingSocket();
const serve = socket.serve;

/** Starts the stand-in process; resolves with its URL once it says it listens. */
async function startStandIn(walletUrl: string): Promise<string> {
  const started = await spawnStandIn(
    [
      'tools/standins/hub88.ts',
      ...['--port', '0', '--keys', keys.path, '--wallet-url', walletUrl],
      ...['--operator-id', String(OPERATOR_ID), '--retry-delay-ms', '0'],
      // Faults are injected, never timed: no call of a loaded machine may time out by chance.
      ...['--call-timeout-ms', '30000'],
    ],
    {},
  );
  standIn = started.child;
  return started.url;
}

beforeAll(async () => {
  await promisify(execFile)(TSX, ['tools/standins/hub88-keys.ts', keys.path], { cwd: ROOT });
  // The API's side of the keys as the cluster loads it: the generated api.env.
  const apiKeys = parseEnv(readFileSync(join(keys.path, 'api.env'), 'utf8'));
  expect(Object.keys(apiKeys).sort()).toEqual(['HUB88_OPERATOR_PRIVATE_KEY', 'HUB88_PUBLIC_KEY']);

  // The API's socket opens first, so the stand-in can be told where our wallet is before the API's
  // configuration names the stand-in; requests wait for the app behind it.
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
      ...apiKeys,
      HUB88_API_URL: standInUrl,
      HUB88_OPERATOR_ID: String(OPERATOR_ID),
      HUB88_CALLBACK_ALLOW: '127.0.0.1',
      // Hub88's daily totals for the reconciliation (issue #29): the stand-in's, on the loopback.
      HUB88_TOTALS_URL: `${standInUrl}/standin/totals`,
    },
  });
  appReady(t);
});

afterAll(async () => {
  standIn?.kill('SIGTERM');
  await new Promise((r) => front?.close(r));
  await t?.close();
  await database?.close();
  keys.remove();
});

type Delivery = {
  answered: boolean;
  transaction_uuid?: string;
  attempts: number;
  tries: { backend: string | null; outcome: string }[];
  status?: string;
  balance?: number;
  signed?: boolean;
};
type RoundReport = { round: string; outcome: string; bet: Delivery; win?: Delivery; rollback?: Delivery };

async function control<T>(path: string, body?: object): Promise<T> {
  const response = await fetch(`${standInUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, `${path}: ${response.status}`).toBe(200);
  return (await response.json()) as T;
}

/** A funded player who launched a Hub88 game through our endpoint: the stand-in's launch id. */
async function launchedPlayer(cashMinor: bigint) {
  const player = await newPlayer(t!, { cashMinor });
  const game = await someGame(t!, 'Hub88');
  const answer = await call<string>(t!.app, {
    method: 'POST',
    url: '/api/casino/hub88launchurl',
    headers: bearer(player.token),
    payload: { platform: 1, gameCode: game.code, language: 'en', lobbyUrl: 'https://lale.example/' },
  });
  expect(answer.status).toBe(200);
  const launches = await control<{ id: string; gameCode: string }[]>(
    `/standin/launches?user=${player.playerId}`,
  );
  expect(launches).toHaveLength(1);
  expect(launches[0]!.gameCode).toBe(game.code);
  expect(answer.body.data).toBe(`${standInUrl}/games/${launches[0]!.id}`);
  return { ...player, launch: launches[0]!.id, gameUrl: answer.body.data };
}

const cashOf = async (playerId: number) => (await t!.modules.gameWallet.games.balances(playerId, TRY)).cash;

describe('the Hub88 stand-in against a production API', () => {
  it('launches through our signed game/url and opens the game with /user/info and /user/balance', async () => {
    const player = await launchedPlayer(10_000n);
    const page = await fetch(player.gameUrl);
    expect(await page.text()).toContain('session opened: RS_OK, balance: 100.00 TRY');
  });

  it('refuses a launch request not signed with our key', async () => {
    const response = await fetch(`${standInUrl}/operator/generic/v2/game/url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub88-signature': 'AAAAAAAAAAAAAAAAAAAAAA==' },
      body: JSON.stringify({ user: '1', token: 't' }),
    });
    expect(response.status).toBe(401);
  });

  it('plays a bet and a win, and a win whose answer was lost is retried and paid once', async () => {
    const player = await launchedPlayer(10_000n);
    const played = await control<RoundReport>('/standin/rounds', {
      launch: player.launch,
      bet: '10',
      win: '25.5',
      loseAnswers: { win: 1 },
    });
    expect(played.outcome).toBe('played');
    expect(played.bet).toMatchObject({ answered: true, attempts: 1, status: 'RS_OK', balance: 9_000_000 });
    // The first answer arrived after our wallet had paid; the resend of the same transaction is a replay.
    expect(played.win).toMatchObject({
      answered: true,
      attempts: 2,
      status: 'RS_OK',
      balance: 11_550_000,
      signed: true,
    });
    expect(await cashOf(player.playerId)).toBe(11_550n);
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
  });

  it('resends a win whose connection broke after our wallet paid it, and the player is paid once', async () => {
    const player = await launchedPlayer(5_000n);
    socket.breakNextAnswerTo('/api/providers/hub88/transaction/win');
    const played = await control<RoundReport>('/standin/rounds', {
      launch: player.launch,
      bet: '20',
      win: '60',
    });
    expect(socket.pendingBreak()).toBeUndefined();
    expect(played.outcome).toBe('played');
    expect(played.win).toMatchObject({ answered: true, attempts: 2, status: 'RS_OK', balance: 9_000_000 });
    // The first attempt's connection closed without an answer; the second was answered.
    expect(played.win!.tries.map((attempt) => attempt.outcome)).toEqual([
      expect.stringMatching(/^fetch failed: /),
      'RS_OK',
    ]);
    expect(await cashOf(player.playerId)).toBe(9_000n);
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
  });

  it('rolls back a bet whose answer was lost, retrying the rollback too, so the player keeps the stake', async () => {
    const player = await launchedPlayer(10_000n);
    const played = await control<RoundReport>('/standin/rounds', {
      launch: player.launch,
      bet: '30',
      win: '0',
      loseAnswers: { bet: 1, rollback: 1 },
    });
    expect(played.outcome).toBe('bet_rolled_back');
    expect(played.bet).toMatchObject({ answered: false, attempts: 1 });
    expect(played.rollback).toMatchObject({
      answered: true,
      attempts: 2,
      status: 'RS_OK',
      balance: 10_000_000,
    });
    expect(await cashOf(player.playerId)).toBe(10_000n);
    // What the fault test reconciles with the ledger: every round as Hub88 saw it.
    const rounds = await control<RoundReport[]>('/standin/rounds');
    expect(rounds.find((round) => round.round === played.round)).toEqual(played);
    const balance = await control<Delivery>('/standin/balance', { launch: player.launch });
    expect(balance).toMatchObject({ status: 'RS_OK', balance: 10_000_000, signed: true });
    expect((await ledgerInvariants(database.db)).ok).toBe(true);
  });
});

describe("the stand-in's daily totals, reconciled with the ledger (issue #29)", () => {
  type Figures = { bets: bigint; wins: bigint; refunds: bigint; transactions: bigint };
  const ZERO: Figures = { bets: 0n, wins: 0n, refunds: 0n, transactions: 0n };
  const add = (a: Figures, b: { bets: string; wins: string; refunds: string; transactions: string }) => ({
    bets: a.bets + BigInt(b.bets),
    wins: a.wins + BigInt(b.wins),
    refunds: a.refunds + BigInt(b.refunds),
    transactions: a.transactions + BigInt(b.transactions),
  });
  const minus = (a: Figures, b: Figures): Figures => ({
    bets: a.bets - b.bets,
    wins: a.wins - b.wins,
    refunds: a.refunds - b.refunds,
    transactions: a.transactions - b.transactions,
  });
  const utcDay = () => new Date().toISOString().slice(0, 10);

  /** Both sides of Hub88's TRY over `days`, as the reconciliation records them now (its feed asked). */
  async function sides(days: string[]) {
    let ours = ZERO;
    let theirs = ZERO;
    for (const day of days)
      for (const row of await t!.modules.reports.reconciliation.reconcileDay(day, ['hub88'])) {
        if (row.currency !== 'TRY') continue;
        expect(row.source).toBe('feed');
        ours = add(ours, row.ours);
        theirs = add(theirs, row.theirs!);
      }
    return { ours, theirs };
  }

  it('answers in our totals shape what our wallet accepted, and the reconciliation agrees with it', async () => {
    // Compared as what moved between two readings: the earlier tests lost a bet's answer, which the
    // stand-in cannot count (hub88.ts `book`) while our ledger has the bet and its refund; and a run
    // across 00:00 UTC splits the play over two days on both sides alike, so the days are summed.
    const first = utcDay();
    const before = await sides([first]);
    const player = await launchedPlayer(10_000n);
    for (const [bet, win] of [
      ['10', '25.5'],
      ['5', '0'],
    ] as const)
      expect(
        (await control<RoundReport>('/standin/rounds', { launch: player.launch, bet, win })).outcome,
      ).toBe('played');
    const last = utcDay();
    const after = await sides(first === last ? [first] : [first, last]);
    const played = { bets: 1_500n, wins: 2_550n, refunds: 0n, transactions: 4n };
    expect(minus(after.ours, before.ours)).toEqual(played);
    expect(minus(after.theirs, before.theirs)).toEqual(played);

    const answer = await fetch(`${standInUrl}/standin/totals?day=${last}`);
    expect(await answer.json()).toMatchObject({ day: last, complete: true, totals: [{ currency: 'TRY' }] });
  });
});
