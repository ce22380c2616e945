import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  CRASH_GAME_CODE,
  CRASH_PATH,
  CrashFrameSchema,
  DrawFrameSchema,
  ORIGINALS_HUB_PATH,
  OddsServerFrameSchema,
  type CrashFrame,
  type CrashState,
} from '@lale/contracts';
import { chain, crash, sha256Hex } from '@lale/originals';
import { z } from 'zod';
import { expect } from 'vitest';
import { LEASE_MS } from '../../src/modules/leases/index.ts';
import { scheduledChains } from '../../src/db/schema.ts';
import { manualTimers } from '../../src/modules/leases/index.ts';
import { seedOriginalsCatalogue } from '../../src/modules/originals/index.ts';
import { bearer, call, testClock, type TestClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import type { TestDatabase } from '../support/db.ts';
import { seedGames } from '../game-wallet/support.ts';

/*
 * Helpers of the crash tests: an app whose crash scheduler only moves when the test ticks it (manual
 * timers, a test clock), a chain whose rounds the test knows in advance, the game's calls, and a raw
 * client of /hub/originals.
 */

export { newPlayer } from '../game-wallet/support.ts';

export const START = '2026-03-10T09:00:00Z';

/**
 * The first terminal seed `seed-<i>` (i = 0, 1, …) whose chain's first rounds satisfy `wanted` (their
 * crash points, round 1 first): a fixed search, so every run plays the same rounds.
 */
export function pickChain(length: number, wanted: (crashPoints: number[]) => boolean) {
  for (let i = 0; i < 10_000; i += 1) {
    const seed = sha256Hex(`crash-test-seed-${i}`);
    const hashes = chain.buildChain(seed, length);
    const points = hashes.slice(1).map((hash) => crash.roundCrashPoint(hash));
    if (wanted(points)) return { seed, hashes, points, commitment: hashes[0]! };
  }
  throw new Error('no chain found');
}

/** Writes the crash game's chain before any process starts, so its rounds are the test's. */
export async function seedChain(database: TestDatabase, seed: string, length: number, commitment: string) {
  await database.db.insert(scheduledChains).values({
    game: 'crash',
    terminalSeed: seed,
    length,
    commitment,
    createdAt: new Date(START),
  });
}

export type CrashApp = TestApp & {
  clock: TestClock;
  tick(): Promise<number>;
  /** Moves the clock to `ms`, ticking at least every third of the lease on the way, as the real timers would. */
  runTo(ms: number): Promise<void>;
};

/** The real scheduler wakes at least every third of the lease (modules/leases/scheduler.ts). */
/** The real scheduler's pace: a third of the lease (modules/leases scheduler.ts). */
const PACE_MS = Math.floor(LEASE_MS / 3);

/** Processes of one deployment share their secrets, so a session opened on one is valid on another. */
const SHARED_SECRETS = {
  TOKEN_PEPPER: randomBytes(32).toString('hex'),
  SESSION_SECRET: randomBytes(32).toString('hex'),
  AUDIT_SIGNING_KEY: randomBytes(32).toString('hex'),
  KYC_DOCUMENT_KEY: randomBytes(32).toString('hex'),
};

/** An app on `database` whose crash scheduler moves only on `tick()`; the catalogue has Lale Aviator. */
export async function crashApp(
  database: TestDatabase,
  clock = testClock(START),
  env: Record<string, string> = {},
): Promise<CrashApp> {
  const t = await createTestApp({
    database,
    clock,
    env: { ...SHARED_SECRETS, ...env },
    extend: (_app, modules) => {
      modules.originals.crash.scheduler.useTimers(manualTimers);
      // The draws' schedulers stay still too: these tests tick only the crash game's.
      for (const scheduler of modules.originals.draws.schedulers) scheduler.useTimers(manualTimers);
    },
  });
  await seedGames(t);
  await seedOriginalsCatalogue(t.database.db);
  const tick = () => t.modules.originals.crash.scheduler.tick();
  async function runTo(ms: number) {
    do {
      clock.set(new Date(Math.min(ms, clock.now().getTime() + PACE_MS)));
      await tick();
    } while (clock.now().getTime() < ms);
  }
  // The tick started when the app became ready has finished (or this is a second one, doing nothing new).
  await tick();
  return { ...t, clock, tick, runTo };
}

export async function launch(t: TestApp, token: string, code = CRASH_GAME_CODE): Promise<string> {
  const answer = await call<string>(t.app, {
    method: 'POST',
    url: '/api/casino/originalslaunchurl',
    headers: bearer(token),
    payload: { code, isMobile: false },
  });
  expect(answer.status).toBe(200);
  return new URL(answer.body.data).searchParams.get('session')!;
}

type Envelope<T> = { success: boolean; message: string; data: T };

export async function crashCall<T>(t: TestApp, path: 'state' | 'bet' | 'cashout', payload: object) {
  const response = await t.app.inject({ method: 'POST', url: `${CRASH_PATH}/${path}`, payload });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

export async function state(t: TestApp, session: string): Promise<CrashState> {
  const answer = await crashCall<CrashState>(t, 'state', { session });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

// ── a raw /hub/originals client ────────────────────────────────────────────────────────────────────

type ClientSocket = {
  send(data: string): void;
  close(): void;
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
};
// `ws` ships no types and @types/ws is not installed for the api: describe what the tests use.
const WebSocketClient = createRequire(import.meta.url)('ws') as new (url: string) => ClientSocket;

/** Every frame must satisfy the contract the page parses with: the hub's own, a crash or a draw frame. */
const ServerFrame = z.union([OddsServerFrameSchema, CrashFrameSchema, DrawFrameSchema]);

export async function hubClient(base: string) {
  const socket = new WebSocketClient(`${base.replace(/^http/, 'ws')}${ORIGINALS_HUB_PATH}`);
  const frames: { type: string }[] = [];
  let wake: (() => void) | undefined;
  socket.on('message', (data) => {
    frames.push(ServerFrame.parse(JSON.parse(data.toString('utf8'))) as { type: string });
    wake?.();
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  let read = 0;
  async function next(): Promise<{ type: string }> {
    while (frames.length <= read) await new Promise<void>((resolve) => (wake = resolve));
    return frames[read++]!;
  }
  return {
    async subscribe(...topics: string[]) {
      socket.send(JSON.stringify({ op: 'subscribe', topics }));
      return next();
    },
    /** The next crash frame of `type` (pings skipped; any other frame first is a failure). */
    async nextOf<T extends CrashFrame['type']>(type: T): Promise<Extract<CrashFrame, { type: T }>> {
      for (;;) {
        const frame = await next();
        if (frame.type === 'ping') continue;
        if (frame.type !== type) throw new Error(`expected ${type}, got ${JSON.stringify(frame)}`);
        return frame as Extract<CrashFrame, { type: T }>;
      }
    },
    send: (text: string) => socket.send(text),
    next,
    close: () => socket.close(),
  };
}
