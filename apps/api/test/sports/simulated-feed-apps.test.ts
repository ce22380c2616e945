import { DEV_SPORTS_SCRIPT_PATH } from '@lale/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualTimers } from '../../src/modules/leases/index.ts';
import { testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';

/*
 * The simulated sports feed in two whole apps on one database (simulated-feed-lease.test.ts plays the
 * hand-over message by message): the first app to tick plays the feed, the other does not, yet answers
 * the dev script all the same; a clean stop of the first hands the feed over at the other's next tick.
 */

let database: TestDatabase;
const clock = testClock('2026-11-25T18:00:00Z');
let a: TestApp;
let b: TestApp;
let aClosed = false;

const app = () =>
  createTestApp({
    database,
    clock,
    env: { SPORTS_SIMULATED_FEED: 'on' },
    // Nothing ticks on its own: the test ticks the feed's loop (and leaves the Originals' games still).
    extend: (_app, modules) => {
      modules.sports.simulation.scheduler!.useTimers(manualTimers);
      modules.originals.crash.scheduler.useTimers(manualTimers);
      for (const scheduler of modules.originals.draws.schedulers) scheduler.useTimers(manualTimers);
    },
  });
const feedOf = (t: TestApp) => t.modules.sports.simulation.scheduler!;
const script = async (t: TestApp) => {
  const answer = await t.app.inject({ method: 'GET', url: DEV_SPORTS_SCRIPT_PATH });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { data: unknown[] }).data;
};

beforeAll(async () => {
  database = await createTestDatabase();
  a = await app();
  // The job's first tick, started when the app became ready.
  await feedOf(a).tick();
  b = await app();
  await feedOf(b).tick();
}, 180_000);
afterAll(async () => {
  await b?.close();
  if (!aClosed) await a?.close();
  await database?.close();
});

describe('the simulated feed in two apps', () => {
  it('is played by the first app only, and both show the same script', async () => {
    expect([feedOf(a).leading, feedOf(b).leading]).toEqual([true, false]);
    const shown = await script(b);
    expect(shown.length).toBeGreaterThan(0);
    expect(await script(a)).toEqual(shown);
  });

  it('passes to the other app at its next tick when the first stops cleanly', async () => {
    await a.close();
    aClosed = true;
    clock.advance(2_000);
    await feedOf(b).tick();
    expect(feedOf(b).leading).toBe(true);
    expect((await script(b)).length).toBeGreaterThan(0);
  });
});
