import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariants } from '../../src/modules/wallet/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { cashOf, framedPlayer } from './support.ts';
import { spawnStandIn } from '../support/standin-process.ts';

/*
 * The Betsy stand-in (tools/standins/betsy.ts) against a production-configured API: no sandbox is
 * mounted; Betsy is a separate process, configured as BETSY_URL with the partner secret, calling our
 * /api/providers/betsy over real sockets with its own (node:crypto) detached JWS.
 */

const SECRET = 'standin-partner-secret-0001';

let t: TestApp | undefined;
let front: Server;
let standIn: ChildProcess;
let standInUrl: string;

async function startStandIn(walletUrl: string): Promise<string> {
  const started = await spawnStandIn(
    ['tools/standins/betsy.ts', '--port', '0', '--wallet-url', walletUrl, '--cid', 'lale-cid'],
    {
      env: { ...process.env, BETSY_PARTNER_SECRET: SECRET },
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
  standInUrl = await startStandIn(`http://127.0.0.1:${(front.address() as AddressInfo).port}`);
  t = await createTestApp({
    env: {
      NODE_ENV: 'production',
      TOKEN_PEPPER: 'p'.repeat(40),
      SESSION_SECRET: 's'.repeat(40),
      AUDIT_SIGNING_KEY: 'a'.repeat(40),
      KYC_DOCUMENT_KEY: 'a'.repeat(40),
      // Betsy's frame is https in production; the stand-in's control side is plain http on loopback.
      BETSY_URL: 'https://betsy-standin.example/frame',
      BETSY_CID: 'lale-cid',
      BETSY_PARTNER_SECRET: SECRET,
      BETSY_CALLBACK_ALLOW: '127.0.0.1',
    },
  });
  appReady(t);
});

afterAll(async () => {
  standIn?.kill('SIGTERM');
  await new Promise((r) => front?.close(r));
  await t?.close();
});

type Delivery = {
  status: number | null;
  answer: { code?: number; amount?: number; userId?: string } | null;
  signed: boolean;
  rolledBack?: Delivery;
};

async function control(path: string, body: object): Promise<Delivery> {
  const response = await fetch(`${standInUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Delivery;
}

describe('the Betsy stand-in against a production API', () => {
  it('places, settles, resettles, unsettles and rolls back over real sockets, every answer signed', async () => {
    const { auth, playerId } = await framedPlayer(t!, 10_000n);
    expect(auth).toMatchObject({ betsyCid: 'lale-cid', betsyUrl: 'https://betsy-standin.example/frame' });
    const token = auth.betsyToken!;
    const frame = await fetch(`${standInUrl}/frame?locale=tr&cid=lale-cid&token=${token}`);
    expect(await frame.text()).toContain('Balance 100 TRY');

    const placed = await control('/standin/bets', { token, amount: 20, transactionId: 'standin-bet-1' });
    expect(placed).toMatchObject({
      status: 200,
      signed: true,
      answer: { amount: 80, userId: String(playerId) },
    });
    // Betsy's retry of the same request: answered again, nothing applied.
    expect(await control('/standin/replay', {})).toMatchObject({ status: 200, answer: { amount: 80 } });

    const settle = (kind: string, amount = 0) =>
      control('/standin/settlements', { transactionId: 'standin-bet-1', kind, amount });
    expect(await settle('settle', 42)).toMatchObject({ status: 200, signed: true, answer: { amount: 122 } });
    expect(await settle('settle', 0)).toMatchObject({ answer: { amount: 80 } });
    expect(await settle('unsettle')).toMatchObject({ answer: { amount: 80 } });
    expect(await settle('rollback')).toMatchObject({ status: 200, answer: { amount: 100 } });
    expect(await cashOf(t!, playerId)).toBe(10_000n);

    const short = await control('/standin/bets', { token, amount: 500 });
    expect(short).toMatchObject({ status: 400, signed: true, answer: { code: 7 } });
    expect(short.rolledBack).toBeUndefined();
    expect((await control('/standin/balance', { token })).answer).toMatchObject({ amount: 100 });
    expect((await ledgerInvariants(t!.database.db)).ok).toBe(true);
  });
});
