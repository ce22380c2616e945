import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEASE_MS, manualTimers, type Scheduler } from '../../src/modules/leases/index.ts';
import { createLeases } from '../../src/modules/leases/service.ts';
import type { FeedOutcome } from '../../src/modules/sports/index.ts';
import { createFeedProcessor } from '../../src/modules/sports/feed/processor.ts';
import { createFeedRepo } from '../../src/modules/sports/feed/feed-repo.ts';
import {
  createSimulationRun,
  SIMULATED_FEED_LEASE,
  type SimulationRun,
} from '../../src/modules/sports/simulated-feed/run.ts';
import { createSimulatedFeed } from '../../src/modules/sports/simulated-feed/simulator.ts';
import { testClock } from '../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';

/*
 * The simulated sports feed on two API processes sharing one database (modules/leases): only the holder
 * of the lease 'sports-simulated-feed' plays it; when the holder dies (its loop stops, its lease is not
 * given up) the other takes over once the lease runs out and goes on with the same schedule — every
 * message the book took is the one a single process ticking at the same moments would have sent, none
 * twice and none missing — and the dev script is the same on the process that does not play the feed.
 * Time is the test's clock; the loops' timers never fire on their own.
 */

const T0 = Date.parse('2026-11-25T18:00:00Z');
const TICK = 2_000;
// A football match in under two minutes of the clock: matches end and settle within the test.
const ACCELERATION = 60;

type Process = {
  name: string;
  scheduler: Scheduler;
  run: SimulationRun;
  /** Every message this process sent to the book, with the book's answer and the clock's time. */
  sent: { id: string; outcome: FeedOutcome; at: number }[];
};

let database: TestDatabase;
const clock = testClock(new Date(T0));
let a: Process;
let b: Process;
/** The moments a holder ticked (a tick that sent nothing included). */
const holderTicks: number[] = [];

function process(name: string): Process {
  const leases = createLeases({ db: database.db, clock, log: pino({ level: 'silent' }) });
  const processor = createFeedProcessor({ repo: createFeedRepo(database.db), clock, aliveWindowMs: 20_000 });
  const sent: Process['sent'] = [];
  const run = createSimulationRun({
    repo: createFeedRepo(database.db),
    clock,
    acceleration: ACCELERATION,
    apply: async (message) => {
      const outcome = await processor.apply(message);
      sent.push({ id: message.id, outcome, at: clock.now().getTime() });
      return outcome;
    },
  });
  const scheduler = leases.scheduler({
    lease: leases.lease(SIMULATED_FEED_LEASE),
    work: run,
    timers: manualTimers,
  });
  return { name, scheduler, run, sent };
}

/** Moves the clock `ms` on in ticks of the feed, both live processes ticking at each. */
async function play(ms: number, processes: Process[]) {
  const until = clock.now().getTime() + ms;
  while (clock.now().getTime() < until) {
    clock.advance(TICK);
    for (const p of processes) {
      await p.scheduler.tick();
      if (p.scheduler.leading) holderTicks.push(clock.now().getTime());
    }
  }
}

let script: { holder: unknown; other: unknown } | undefined;
let aDiedAt = 0;
let bTookOverAt = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  a = process('a');
  b = process('b');
  await a.scheduler.tick();
  holderTicks.push(clock.now().getTime());
  await b.scheduler.tick();
  // The first match kicking off after the anchor does so at 5 minutes; its holder dies while it is played.
  await play(330_000, [a, b]);
  script = { holder: await a.run.script(), other: await b.run.script() };
  // The holder dies: its loop stops, its lease stays until it runs out.
  await a.scheduler.halt();
  aDiedAt = clock.now().getTime();
  await play(LEASE_MS, [b]);
  bTookOverAt = b.sent[0]?.at ?? Number.NaN;
  await play(130_000, [b]);
}, 180_000);
afterAll(async () => {
  await b.scheduler.stop();
  await database.close();
});

describe('the simulated feed under its lease, on two processes', () => {
  it('is played by one process only', () => {
    expect(a.sent.length).toBeGreaterThan(0);
    expect(b.sent.filter((message) => message.at < aDiedAt)).toEqual([]);
  });

  it('is taken over within the lease once its holder dies', () => {
    expect(bTookOverAt).toBeGreaterThan(aDiedAt);
    expect(bTookOverAt - aDiedAt).toBeLessThanOrEqual(LEASE_MS);
    expect(b.scheduler.leading).toBe(true);
  });

  it('goes on with the same schedule: what the book took is what one process would have sent, once each', async () => {
    const anchor = T0;
    const expected: string[] = [];
    const reference = createSimulatedFeed({
      clock,
      seed: 'lale',
      anchor,
      acceleration: ACCELERATION,
      apply: async (message) => void expected.push(message.id),
    });
    for (const at of holderTicks) await reference.tick(at);

    const taken = [...a.sent, ...b.sent].filter((message) => message.outcome === 'applied');
    expect(taken.map((message) => message.id)).toEqual(expected);
    // What the new holder sent again on taking over (fixtures, the current odds slot) changed nothing.
    const again = b.sent.filter((message) => message.outcome !== 'applied');
    expect(new Set(again.map((message) => message.outcome))).toEqual(new Set(['duplicate']));
    // A match kicked off by the dead holder was ended and settled by the new one.
    const kickedOffByA = a.sent
      .filter((message) => message.id.startsWith('sim:kickoff:'))
      .map((message) => message.id.slice('sim:kickoff:'.length));
    const settledByB = b.sent
      .filter((message) => message.outcome === 'applied' && message.id.startsWith('sim:settlement:'))
      .map((message) => message.id.slice('sim:settlement:'.length));
    expect(kickedOffByA.filter((event) => settledByB.includes(event))).not.toEqual([]);
  });

  it('shows the same dev script on the process that does not play the feed', () => {
    expect(script!.holder).not.toEqual([]);
    expect(script!.other).toEqual(script!.holder);
  });
});
