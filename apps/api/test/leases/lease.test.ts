import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledLeaders } from '../../src/db/schema.ts';
import type { LeaseChange, ScheduledWork } from '../../src/modules/leases/index.ts';
import { LEASE_MS, manualTimers } from '../../src/modules/leases/index.ts';
import { createLeases } from '../../src/modules/leases/service.ts';
import { testClock } from '../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';

/*
 * The leases on their own (modules/leases): one holder at a time, taken over only once expired, a lapsed
 * holder fenced out, a clean stop handing over at once; the loop that runs work only where the lease is
 * held; and the changes each app reports (what a metrics counter will count).
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const log = pino({ level: 'silent' });

/** Two "processes": each its own leases service (its own listeners) on the one database. */
function twoProcesses(clock: ReturnType<typeof testClock>) {
  const make = () => {
    const leases = createLeases({ db: database.db, clock, log });
    const changes: LeaseChange['change'][] = [];
    leases.onChange((change) => changes.push(change.change));
    return { leases, changes };
  };
  return [make(), make()] as const;
}

describe('a lease', () => {
  it('has one holder; another takes over only after expiry, and the lapsed one is fenced out', async () => {
    const clock = testClock();
    const [a, b] = twoProcesses(clock);
    const one = a.leases.lease('lease-test');
    const two = b.leases.lease('lease-test');
    expect(await one.acquire()).toBe('claimed');
    expect(await two.acquire()).toBe('none');
    clock.advance(6_000);
    expect(await one.acquire()).toBe('held');
    clock.advance(LEASE_MS - 1);
    expect(await two.acquire()).toBe('none');
    expect(await a.leases.isHeld(database.db, 'lease-test', clock.now())).toBe(true);

    clock.advance(1);
    expect(await b.leases.isHeld(database.db, 'lease-test', clock.now())).toBe(false);
    expect(await two.acquire()).toBe('claimed');
    // The old holder's round transaction finds no lease to renew: it must not move anything.
    const fenced = await database.db.transaction((tx) => one.fence(tx));
    expect(fenced).toBe(false);
    expect(one.leading).toBe(false);
    expect(await one.acquire()).toBe('none');
    const [row] = await database.db
      .select()
      .from(scheduledLeaders)
      .where(eq(scheduledLeaders.name, 'lease-test'));
    expect(row).toMatchObject({ holder: two.holder, term: 2 });

    // A graceful stop gives the lease up at once.
    await two.release();
    expect(await one.acquire()).toBe('claimed');

    // What each process reported, in order: a counter attached to onChange sees every hand-over.
    expect(a.changes).toEqual(['claimed', 'lost', 'claimed']);
    expect(b.changes).toEqual(['claimed', 'released']);
  });

  it('reports a renewal that finds the lease taken as lost, and a listener that throws changes nothing', async () => {
    const clock = testClock();
    const [a, b] = twoProcesses(clock);
    a.leases.onChange(() => {
      throw new Error('a broken counter');
    });
    const one = a.leases.lease('lease-lost');
    const two = b.leases.lease('lease-lost');
    expect(await one.acquire()).toBe('claimed');
    clock.advance(LEASE_MS);
    expect(await two.acquire()).toBe('claimed');
    // The stalled holder comes back: its renewal fails, it cannot claim, and it says it lost the lease.
    expect(await one.acquire()).toBe('none');
    expect(a.changes).toEqual(['claimed', 'lost']);
    expect(b.changes).toEqual(['claimed']);
  });
});

describe('the loop under a lease', () => {
  it('runs the work on one process; when it dies, another recovers and continues within the lease', async () => {
    const clock = testClock();
    const [a, b] = twoProcesses(clock);
    const done: string[] = [];
    const work = (who: string): ScheduledWork => ({
      recover: async () => void done.push(`${who} recover`),
      step: async (now) => {
        done.push(`${who} step ${now.getTime() - start}`);
        return new Date(now.getTime() + 2_000);
      },
    });
    const start = clock.now().getTime();
    const loopOf = (p: typeof a, who: string) =>
      p.leases.scheduler({ lease: p.leases.lease('loop-test'), work: work(who), timers: manualTimers });
    const one = loopOf(a, 'a');
    const two = loopOf(b, 'b');
    one.start();
    two.start();
    await one.tick();
    await two.tick();
    clock.advance(2_000);
    await one.tick();
    await two.tick();
    expect(done).toEqual(['a recover', 'a step 0', 'a step 2000']);
    expect([one.leading, two.leading]).toEqual([true, false]);

    // The holder dies: its loop stops without giving the lease up. Until the lease runs out, nobody works.
    await one.halt();
    clock.advance(LEASE_MS - 1);
    // The other tries again exactly when the dead holder's lease runs out, 1 ms from now.
    expect(await two.tick()).toBe(1);
    expect(done).toHaveLength(3);
    clock.advance(1);
    await two.tick();
    expect(done.slice(3)).toEqual(['b recover', `b step ${2_000 + LEASE_MS}`]);
    expect(two.leading).toBe(true);
    expect([a.changes, b.changes]).toEqual([['claimed'], ['claimed']]);

    await two.stop();
    expect(b.changes).toEqual(['claimed', 'released']);
    await one.stop();
  });
});
