import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REDIS_LOST } from '../src/modules/realtime/fanout.ts';
import { seedOriginalsCatalogue } from '../src/modules/originals/index.ts';
import { ledgerInvariants } from '../src/modules/wallet/invariants.ts';
import { SECRET_NAMES } from '../src/platform/secrets.ts';
import { bearer, call } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { createTestDatabase, type TestDatabase } from './support/db.ts';
import {
  balances,
  CARD_DETAIL,
  deliverWebhook,
  deposit,
  METHOD,
  newPlayer,
  paymentsOf,
  signedEvent,
} from './payments/support.ts';
import { hubClient, listen } from './realtime/support.ts';

/*
 * Redis lost (ARCHITECTURE "Production configuration, readiness and draining"): two API processes share
 * one PostgreSQL database and a Redis of this test's own, which is stopped mid-test and started again.
 * Money never depends on Redis: deposits and bets go on while it is gone; readiness says "redis down"
 * (degraded, still 200);
 * nothing crashes the process (an unhandled 'error' event or rejection would fail this file); and once
 * Redis is back the hub's fan-out between the processes resumes by itself.
 */

const REDIS_SERVER = 'redis-server';

/** A port nothing listens on now (the OS picks it). */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** A throwaway Redis on `port`, kept in memory only; resolves once it accepts connections. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  return child;
}

async function stopRedis(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

describe('Redis lost and back', () => {
  let port: number;
  let redis: ChildProcess | undefined;
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  const clients: ReturnType<typeof hubClient>[] = [];

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    database = await createTestDatabase();
    // Two processes of one deployment: one Redis, one channel of this run, the same secrets.
    const env = {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REALTIME_CHANNEL: `lale:realtime:test:${randomBytes(6).toString('hex')}`,
      ...Object.fromEntries(SECRET_NAMES.map((name) => [name, randomBytes(32).toString('hex')])),
    };
    a = await createTestApp({ database, env });
    b = await createTestApp({ database, env });
    await seedOriginalsCatalogue(database.db);
    await listen(a.app);
    baseB = await listen(b.app);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.connection.stop()));
    await a?.close();
    await b?.close();
    await database?.close();
    await stopRedis(redis);
  });

  const readiness = async (t: TestApp) => {
    const response = await t.app.inject({ method: 'GET', url: '/health/ready' });
    return { status: response.statusCode, body: response.json<{ checks: Record<string, string> }>() };
  };

  /** A card deposit through A, confirmed by the provider's webhook: the player's cash grows by it. */
  async function depositThroughA(player: { token: string; playerId: number }, amount: number) {
    const answer = await deposit(a.app, player.token, METHOD.card, { amount, ...CARD_DETAIL });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const payment = (await paymentsOf(a, player.playerId)).at(-1)!;
    const clock = { now: () => new Date() };
    const confirmed = await deliverWebhook(a, signedEvent(a, clock as never, payment));
    expect(confirmed.statusCode).toBe(200);
  }

  /** A Lale Zar (dice) round through A: the stake is taken and the win, if any, paid. */
  async function diceRoundThroughA(token: string): Promise<{ balance: number }> {
    const launched = await call<string>(a.app, {
      method: 'POST',
      url: '/api/casino/originalslaunchurl',
      headers: bearer(token),
      payload: { code: 'lale-dice', isMobile: false },
    });
    expect(launched.status, JSON.stringify(launched.body)).toBe(200);
    const session = new URL(launched.body.data).searchParams.get('session');
    const played = await a.app.inject({
      method: 'POST',
      url: '/api/originals/game/play',
      payload: { session, stake: 2.5, choices: { target: 5000, direction: 'over' } },
    });
    expect(played.statusCode, played.body).toBe(200);
    return played.json<{ data: { balance: number } }>().data;
  }

  it(
    'keeps taking deposits and bets, reports redis down, and resumes the hub fan-out when Redis returns',
    { timeout: 180_000 },
    async () => {
      const player = await newPlayer(a, { cashMinor: 10_000n });
      const onB = hubClient(baseB, player.token);
      clients.push(onB);
      await onB.connection.start();

      // Before: all ready; a push published by A reaches the player's socket on B through Redis.
      expect(await readiness(a)).toMatchObject({ status: 200, body: { checks: { redis: 'up' } } });
      await a.modules.realtime.hub.toPlayer(player.playerId, 'Notification', { n: 'before' });
      await onB.received(1);

      await stopRedis(redis);
      redis = undefined;

      // Readiness reports it at once (the connection's close is seen, a PING fails fast), as degraded:
      // the proxy keeps every process in its pool, since the money does not need Redis...
      await vi.waitFor(async () => {
        expect(await readiness(a)).toEqual({
          status: 200,
          body: {
            status: 'degraded',
            checks: { database: 'up', redis: 'down', migrations: 'applied', replica: 'none' },
          },
        });
      }, 15_000);
      // ...and liveness is untouched: restarting the process would not bring Redis back.
      expect((await a.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);

      // Money goes on without Redis: a deposit credited by its webhook, a dice round, on either process.
      const before = await balances(a, player.playerId);
      await depositThroughA(player, 50);
      expect((await balances(a, player.playerId)).cash).toBe(before.cash + 5_000n);
      const { balance } = await diceRoundThroughA(player.token);
      expect(Math.round(balance * 100)).toBe(Number((await balances(b, player.playerId)).cash));
      // The player's site session still works (rate limits are skipped, not failed, while Redis is away).
      const balanceOnB = await call(b.app, {
        method: 'GET',
        url: '/api/user/balance',
        headers: bearer(player.token),
      });
      expect(balanceOnB.status).toBe(200);
      expect(await ledgerInvariants(database.db)).toMatchObject({ ok: true });
      // The deposit's notification was dropped at once, not held for Redis's command timeout.
      expect(
        a.logs.some(
          (line) =>
            line.msg === 'realtime push failed' &&
            String((line.err as { message?: string } | undefined)?.message).startsWith(REDIS_LOST),
        ),
      ).toBe(true);

      // Redis back, on the same address: the clients reconnect and resubscribe by themselves.
      redis = await startRedis(port);
      await vi.waitFor(async () => expect((await readiness(a)).body).toMatchObject({ status: 'ready' }), {
        timeout: 30_000,
        interval: 200,
      });
      // Until B has resubscribed a push is lost (pub/sub keeps nothing); try until one arrives.
      const pushesBefore = onB.pushes.length;
      await vi.waitFor(
        async () => {
          await a.modules.realtime.hub.toPlayer(player.playerId, 'Notification', { n: 'after' });
          expect(onB.pushes.length).toBeGreaterThan(pushesBefore);
        },
        { timeout: 30_000, interval: 250 },
      );
      expect(onB.pushes.at(-1)).toEqual({ command: 'Notification', message: { n: 'after' } });
    },
  );
});

describe('Redis away when a process starts', () => {
  let port: number;
  let redis: ChildProcess | undefined;
  let t: TestApp;
  const clients: ReturnType<typeof hubClient>[] = [];

  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({
      env: {
        REDIS_URL: `redis://127.0.0.1:${port}`,
        REALTIME_CHANNEL: `lale:realtime:test:${randomBytes(6).toString('hex')}`,
      },
    });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.connection.stop()));
    await t?.close();
    await stopRedis(redis);
  });

  it(
    'serves at once, degraded, and joins the fan-out when Redis comes up',
    { timeout: 120_000 },
    async () => {
      const base = await listen(t.app);
      const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.json()).toMatchObject({ status: 'degraded', checks: { redis: 'down' } });
      // Long enough away that a subscription given up after a few retries would be lost for good.
      const subscriberFailures = () =>
        t.logs.filter(
          (line) => line.msg === 'hub redis error' && line.redis === 'subscriber' && line.hub === 'realtime',
        ).length;
      await vi.waitFor(() => expect(subscriberFailures()).toBeGreaterThanOrEqual(4), {
        timeout: 30_000,
        interval: 100,
      });

      redis = await startRedis(port);
      await vi.waitFor(
        async () =>
          expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).json()).toMatchObject({
            status: 'ready',
          }),
        { timeout: 30_000, interval: 200 },
      );
      const player = await newPlayer(t);
      const socket = hubClient(base, player.token);
      clients.push(socket);
      await socket.connection.start();
      await vi.waitFor(
        async () => {
          await t.modules.realtime.hub.toPlayer(player.playerId, 'Notification', { n: 'late' });
          expect(socket.pushes.length).toBeGreaterThan(0);
        },
        { timeout: 30_000, interval: 250 },
      );
      expect(socket.pushes[0]).toEqual({ command: 'Notification', message: { n: 'late' } });
    },
  );
});
