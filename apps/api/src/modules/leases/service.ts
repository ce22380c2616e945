import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import type { Clock } from '../../platform/clock.ts';
import { createLeaseEvents, type LeaseListener } from './events.ts';
import { createLease, type Lease } from './lease.ts';
import { hasLiveHolder } from './lease-repo.ts';
import { createScheduler, type ScheduledWork, type Scheduler, type Timers } from './scheduler.ts';

/*
 * What other modules use of the leases: a lease by name, the loop that runs work under it, whether a lease
 * has a live holder, and the lease changes of this app (for a metrics counter). Each app has its own
 * listeners, so two apps in one test process never hear each other's changes.
 */

export type Leases = ReturnType<typeof createLeases>;

export function createLeases({ db, clock, log }: { db: Database; clock: Clock; log: FastifyBaseLogger }) {
  const events = createLeaseEvents();
  return {
    /** The lease `name` for this process (a fresh holder id); `clock` defaults to the app's. */
    lease(name: string, options: { clock?: Clock; leaseMs?: number } = {}): Lease {
      return createLease({
        db,
        clock: options.clock ?? clock,
        name,
        ...(options.leaseMs === undefined ? {} : { leaseMs: options.leaseMs }),
        onChange: events.emit,
      });
    },

    /** The loop that runs `work` while this process holds `lease` (scheduler.ts); started as a job. */
    scheduler({
      lease,
      work,
      clock: workClock = clock,
      timers,
    }: {
      lease: Lease;
      work: ScheduledWork;
      /** The clock the work's times are on (the Originals' games' clock); the app's by default. */
      clock?: Clock;
      timers?: Timers;
    }): Scheduler {
      return createScheduler({
        name: lease.name,
        lease,
        work,
        clock: workClock,
        log,
        ...(timers ? { timers } : {}),
      });
    },

    /** Whether some process holds the lease `name` at `now` (inside the caller's transaction when given). */
    isHeld: (executor: DbExecutor, name: string, now: Date) => hasLiveHolder(executor, name, now),

    /** Calls `listener` on every lease this app claims, loses or releases; answers how to stop. */
    onChange: (listener: LeaseListener) => events.onChange(listener),
  };
}
