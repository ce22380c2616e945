import { randomBytes } from 'node:crypto';
import { BINGO_PATH, KENO_PATH, type BingoState, type DrawFrame, type KenoState } from '@lale/contracts';
import { chain, sha256Hex } from '@lale/originals';
import { expect } from 'vitest';
import { originalsSeedPairs, scheduledChains } from '../../src/db/schema.ts';
import { manualTimers } from '../../src/modules/leases/index.ts';
import { seedOriginalsCatalogue } from '../../src/modules/originals/index.ts';
import { testClock, type TestClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import type { TestDatabase } from '../support/db.ts';
import { seedGames } from '../game-wallet/support.ts';
import { hubClient, START } from './crash-support.ts';

/*
 * Helpers of the draw tests (Lale Keno, Lale Tombala): an app whose draw schedulers move only when the
 * test ticks them (manual timers, a test clock), chains and seed pairs the test knows in advance so it
 * knows every ball and card, the games' calls, and the socket's draw frames.
 */

export { launch, newPlayer, START } from './crash-support.ts';

export type DrawsApp = TestApp & {
  clock: TestClock;
  tick(): Promise<void>;
  /** Moves the clock to `ms`, ticking at least every `step` ms on the way (the real timers do more often). */
  runTo(ms: number, step?: number): Promise<void>;
};

const SHARED_SECRETS = {
  TOKEN_PEPPER: randomBytes(32).toString('hex'),
  SESSION_SECRET: randomBytes(32).toString('hex'),
  AUDIT_SIGNING_KEY: randomBytes(32).toString('hex'),
  KYC_DOCUMENT_KEY: randomBytes(32).toString('hex'),
};

export async function drawsApp(
  database: TestDatabase,
  clock = testClock(START),
  env: Record<string, string> = {},
): Promise<DrawsApp> {
  const t = await createTestApp({
    database,
    clock,
    env: { ...SHARED_SECRETS, ...env },
    extend: (_app, modules) => {
      modules.originals.crash.scheduler.useTimers(manualTimers);
      for (const scheduler of modules.originals.draws.schedulers) scheduler.useTimers(manualTimers);
    },
  });
  await seedGames(t);
  await seedOriginalsCatalogue(t.database.db);
  async function tick() {
    for (const scheduler of t.modules.originals.draws.schedulers) await scheduler.tick();
  }
  async function runTo(ms: number, step = 1_000) {
    do {
      clock.set(new Date(Math.min(ms, clock.now().getTime() + step)));
      await tick();
    } while (clock.now().getTime() < ms);
  }
  await tick();
  return { ...t, clock, tick, runTo };
}

/** A chain whose terminal seed the test chose: its hashes h_0 … h_length. */
export function knownChain(label: string, length: number) {
  const seed = sha256Hex(`draws-test-${label}`);
  const hashes = chain.buildChain(seed, length);
  return { seed, hashes, commitment: hashes[0]! };
}

/** Writes a chain for `key` ('keno', 'bingo:lale-1') before any process starts. */
export async function seedChain(database: TestDatabase, key: string, known: ReturnType<typeof knownChain>) {
  await database.db.insert(scheduledChains).values({
    game: key,
    terminalSeed: known.seed,
    length: known.hashes.length - 1,
    commitment: known.commitment,
    createdAt: new Date(START),
  });
}

/** Gives the player a seed pair the test knows (so it knows the cards a purchase deals). */
export async function seedPair(
  database: TestDatabase,
  playerId: number,
  serverSeed: string,
  clientSeed: string,
) {
  await database.db.insert(originalsSeedPairs).values({
    playerId,
    serverSeed,
    serverSeedHash: sha256Hex(serverSeed),
    clientSeed,
    createdAt: new Date(START),
  });
}

type Envelope<T> = { success: boolean; message: string; data: T; errors?: Record<string, string> };

export async function drawCall<T>(
  t: TestApp,
  game: 'keno' | 'bingo',
  path: 'state' | 'buy',
  payload: object,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${game === 'keno' ? KENO_PATH : BINGO_PATH}/${path}`,
    payload,
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

export async function kenoState(t: TestApp, session: string): Promise<KenoState> {
  const answer = await drawCall<KenoState>(t, 'keno', 'state', { session });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

export async function bingoState(t: TestApp, session: string, room?: string): Promise<BingoState> {
  const answer = await drawCall<BingoState>(t, 'bingo', 'state', { session, room });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** A /hub/originals client reading draw frames. */
export async function drawHub(base: string) {
  const client = await hubClient(base);
  return {
    subscribe: client.subscribe,
    close: client.close,
    /** Every frame up to and including the first of `type` (pings skipped). */
    async until<T extends DrawFrame['type']>(type: T): Promise<DrawFrame[]> {
      const seen: DrawFrame[] = [];
      for (;;) {
        const frame = (await client.next()) as DrawFrame | { type: 'ping' };
        if (frame.type === 'ping') continue;
        seen.push(frame as DrawFrame);
        if (frame.type === type) return seen;
      }
    },
  };
}
