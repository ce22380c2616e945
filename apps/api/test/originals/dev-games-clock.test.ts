import { DEV_GAMES_CLOCK_PATH, type DevGamesClock } from '@lale/contracts';
import { crash } from '@lale/originals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashRounds, scheduledLeaders } from '../../src/db/schema.ts';
import { createTestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { crashApp, pickChain, seedChain, type CrashApp } from './crash-support.ts';

/*
 * The scheduled games' clock control (GET/POST /api/dev/originals/clock), what the browser journeys on
 * shared rounds stand on: it tells the round in play with its crash point, moves the games forward
 * through every phase on the way (a round crashes and settles, it is never voided by a lease the jump
 * let expire), answers callers on this machine only, and does not exist in production.
 */

const LENGTH = 20;
// Round 1 flies past ×2, round 2 is another: a fixed search, the same rounds every run.
const picked = pickChain(LENGTH, (points) => points[0]! >= 2 && points[1]! >= 1.1);

let database: TestDatabase;
let t: CrashApp;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedChain(database, picked.seed, LENGTH, picked.commitment);
  t = await crashApp(database);
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

async function games(method: 'GET' | 'POST', advanceMs?: number): Promise<DevGamesClock> {
  const response = await t.app.inject({
    method,
    url: DEV_GAMES_CLOCK_PATH,
    ...(advanceMs === undefined ? {} : { payload: { advanceMs } }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: DevGamesClock }>().data;
}

const ms = (iso: string | null | undefined) => new Date(iso!).getTime();

describe('the scheduled games’ clock (development)', () => {
  it('tells the crash point of the round in play and moves the rounds through every phase', async () => {
    const start = await games('GET');
    expect(start.offsetMs).toBe(0);
    expect(start.crash).toMatchObject({ phase: 'betting', crashPoint: picked.points[0], crashesAt: null });
    const first = start.crash!.roundId;

    const flying = await games('POST', ms(start.crash!.bettingEndsAt) - ms(start.now));
    expect(flying.crash).toMatchObject({ roundId: first, phase: 'flying' });
    expect(ms(flying.crash!.crashesAt)).toBe(
      ms(start.crash!.bettingEndsAt) + crash.crashTimeMs(picked.points[0]!),
    );
    // Sales of the draws run on the same clock: every room has a draw on sale.
    expect(flying.draws.filter((draw) => draw.phase === 'selling').length).toBeGreaterThan(0);

    // Past the crash and the pause: the next round is open, the first one crashed and settled.
    const past = ms(flying.crash!.crashesAt) + crash.PAUSE_AFTER_CRASH_MS - ms(flying.now);
    const next = await games('POST', past);
    expect(next.crash).toMatchObject({ roundId: first + 1, phase: 'betting', crashPoint: picked.points[1] });
    expect(next.offsetMs).toBe(ms(next.now) - t.clock.now().getTime());
    expect(next.offsetMs).toBeGreaterThanOrEqual(ms(start.crash!.bettingEndsAt) - ms(start.now) + past);

    // A jump far longer than the lease: rounds crash one after another, none is voided, the lease stays.
    const [lease] = await database.db.select().from(scheduledLeaders);
    await games('POST', 120_000);
    const rounds = await database.db.select().from(crashRounds);
    expect(rounds.length).toBeGreaterThan(2);
    expect(rounds.filter((round) => round.phase === 'void')).toEqual([]);
    const leases = await database.db.select().from(scheduledLeaders);
    expect(leases.find((row) => row.name === lease!.name)).toMatchObject({
      holder: lease!.holder,
      term: lease!.term,
    });
  });

  it('does not answer a caller from another machine', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({
        method,
        url: DEV_GAMES_CLOCK_PATH,
        remoteAddress: '203.0.113.9',
        ...(method === 'POST' ? { payload: { advanceMs: 60_000 } } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('does not exist in production', async () => {
    const secret = 'x'.repeat(40);
    const production = await createTestApp({
      database,
      env: {
        NODE_ENV: 'production',
        TOKEN_PEPPER: secret,
        SESSION_SECRET: secret,
        AUDIT_SIGNING_KEY: secret,
        KYC_DOCUMENT_KEY: secret,
      },
    });
    try {
      for (const method of ['GET', 'POST'] as const) {
        const response = await production.app.inject({
          method,
          url: DEV_GAMES_CLOCK_PATH,
          ...(method === 'POST' ? { payload: { advanceMs: 60_000 } } : {}),
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ success: false });
      }
    } finally {
      await production.close();
    }
  });
});
