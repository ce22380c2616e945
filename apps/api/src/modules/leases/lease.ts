import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/connection.ts';
import type { DbExecutor } from '../../db/executor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { LeaseChange } from './events.ts';
import { claimLease, leaseExpiry, releaseLease, renewLease } from './lease-repo.ts';

/*
 * Work that must run in one API process at a time (DESIGN §3: "one scheduler at a time"): a lease row per
 * piece of work (a game's rounds, a draw game, the simulated sports feed), held by one process until
 * `expires_at`, renewed by it while it runs, taken over by any other once it has expired.
 *
 * Why a lease and not `pg_try_advisory_lock`. A session-level advisory lock belongs to a database
 * session: with the pg Pool that means pinning one connection for the life of the process, outside the
 * `Database` every module shares (and impossible through a transaction pooler such as PgBouncer), and
 * when that connection drops the lock is gone while the process still believes it leads. With PGlite
 * there is one session for the whole process, so two apps on one embedded database (the tests' two
 * processes) would both "hold" it. A lease row behaves the same on both engines, expires on its own when
 * its holder dies or stalls, reads its time from the injectable clock (tests move time instead of
 * sleeping) and can be checked by anyone: a cash-out asks whether the round still has a live scheduler
 * (originals crash/bets.ts).
 *
 * Fencing. Work that must not be done by a holder whose lease lapsed renews the lease inside each
 * transaction that moves it (`fence`): the renewal locks the row, so a process claiming it waits for that
 * transaction and then finds the lease renewed; a holder whose lease lapsed finds no row to renew, its
 * transaction is undone, and it must claim again (and recover, as any new holder does). Clocks of API
 * processes are assumed NTP-close: the lease (8 s) is far longer than any skew that matters.
 */

/**
 * How long a lease lasts unrenewed. Its holder renews it at least every third of that, so a holder that
 * dies is replaced 5.3–8 s later: inside the 10 s the takeover is promised in, with room for a loaded
 * machine's delays (the fault test measures it on the cluster).
 */
export const LEASE_MS = 8_000;

export type Lease = ReturnType<typeof createLease>;

export type Acquired = 'claimed' | 'held' | 'none';

export function createLease({
  db,
  clock,
  name,
  holder = randomUUID(),
  leaseMs = LEASE_MS,
  onChange,
}: {
  db: Database;
  clock: Clock;
  name: string;
  holder?: string;
  leaseMs?: number;
  /** Told when this process claims, loses or releases the lease (modules/leases/events.ts). */
  onChange?: (change: LeaseChange) => void;
}) {
  let leading = false;
  const expiry = (now: Date) => new Date(now.getTime() + leaseMs);
  const tell = (change: LeaseChange['change']) => onChange?.({ lease: name, holder, change });

  async function renew(executor: DbExecutor, now: Date): Promise<boolean> {
    return renewLease(executor, { name, holder, now, expiresAt: expiry(now) });
  }

  function lost(): void {
    leading = false;
    tell('lost');
  }

  return {
    name,
    holder,
    get leading() {
      return leading;
    },

    /**
     * Renews the lease when held, else tries to take it. 'claimed': this process just became the holder
     * (it must recover what a previous holder left); 'held': it still is; 'none': another process holds it.
     */
    async acquire(): Promise<Acquired> {
      const now = clock.now();
      if (leading) {
        if (await renew(db, now)) return 'held';
        lost();
      }
      leading = (await claimLease(db, { name, holder, now, expiresAt: expiry(now) })) === holder;
      if (!leading) return 'none';
      tell('claimed');
      return 'claimed';
    },

    /**
     * How long until another holder's lease runs out (0: it has; undefined: nobody holds it): when a
     * process that does not hold the lease tries again, so a dead holder is replaced as soon as its lease
     * expires, not up to a loop's pace later.
     */
    async msUntilClaimable(): Promise<number | undefined> {
      const expires = await leaseExpiry(db, name);
      return expires && Math.max(0, expires.getTime() - clock.now().getTime());
    },

    /** Inside the work's transaction: renews the lease, or answers false when this process no longer holds it. */
    async fence(tx: DbExecutor): Promise<boolean> {
      if (!leading) return false;
      if (await renew(tx, clock.now())) return true;
      lost();
      return false;
    },

    /** Gives the lease up (a graceful stop): the next process takes over at once instead of after expiry. */
    async release(): Promise<void> {
      if (!leading) return;
      leading = false;
      await releaseLease(db, name, holder, clock.now());
      tell('released');
    },
  };
}
