import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/connection.ts';
import type { DbExecutor } from '../../../db/executor.ts';
import type { Clock } from '../../../platform/clock.ts';
import { claimLease, releaseLease, renewLease } from './leader-repo.ts';

export { hasLiveLeader } from './leader-repo.ts';

/*
 * One scheduler per game across every API process (DESIGN §3: "one scheduler at a time"): a lease row
 * per game, held by one process until `expires_at`, renewed by it while it runs, taken over by any other
 * once it has expired.
 *
 * Why a lease and not `pg_try_advisory_lock`. A session-level advisory lock belongs to a database
 * session: with the pg Pool that means pinning one connection for the life of the process, outside the
 * `Database` every module shares, and when that connection drops the lock is gone while the process still
 * believes it leads. With PGlite there is one session for the whole process, so two apps on one embedded
 * database (the tests' two processes) would both "hold" it. A lease row behaves the same on both engines,
 * expires on its own when its holder dies or stalls, reads its time from the injectable clock (tests move
 * time instead of sleeping) and can be checked by anyone: a cash-out asks whether the round still has a
 * live scheduler (crash/bets.ts).
 *
 * Fencing. The leader renews the lease inside each transaction that moves a round (`fence`): the renewal
 * locks the row, so a process claiming it waits for that transaction and then finds the lease renewed; a
 * leader whose lease lapsed finds no row to renew, its transaction is undone, and it must claim again (and
 * recover, as any new leader does). Clocks of API processes are assumed NTP-close: the lease (10 s) is far
 * longer than any skew that matters.
 */

export const LEASE_MS = 10_000;

export type Leader = ReturnType<typeof createLeader>;

export type Acquired = 'claimed' | 'held' | 'none';

/** Told when this process takes, loses or gives up a lease (the metrics' lease changes). Must not throw. */
export type LeaseChangeListener = (lease: string, change: 'claimed' | 'lost' | 'released') => void;

export function createLeader({
  db,
  clock,
  game,
  holder = randomUUID(),
  leaseMs = LEASE_MS,
  onLeaseChange = () => {},
}: {
  db: Database;
  clock: Clock;
  game: string;
  holder?: string;
  leaseMs?: number;
  onLeaseChange?: LeaseChangeListener;
}) {
  let leading = false;
  const expiry = (now: Date) => new Date(now.getTime() + leaseMs);

  async function renew(executor: DbExecutor, now: Date): Promise<boolean> {
    return renewLease(executor, { game, holder, now, expiresAt: expiry(now) });
  }

  return {
    game,
    holder,
    get leading() {
      return leading;
    },

    /**
     * Renews the lease when held, else tries to take it. 'claimed': this process just became the leader
     * (it must recover what a previous leader left); 'held': it still is; 'none': another process leads.
     */
    async acquire(): Promise<Acquired> {
      const now = clock.now();
      if (leading && (await renew(db, now))) return 'held';
      if (leading) onLeaseChange(game, 'lost');
      leading = false;
      leading = (await claimLease(db, { game, holder, now, expiresAt: expiry(now) })) === holder;
      if (leading) onLeaseChange(game, 'claimed');
      return leading ? 'claimed' : 'none';
    },

    /** Inside a round's transaction: renews the lease, or answers false when this process no longer leads. */
    async fence(tx: DbExecutor): Promise<boolean> {
      if (!leading) return false;
      if (await renew(tx, clock.now())) return true;
      leading = false;
      onLeaseChange(game, 'lost');
      return false;
    },

    /** Gives the lease up (a graceful stop): the next process takes over at once instead of after expiry. */
    async release(): Promise<void> {
      if (!leading) return;
      leading = false;
      await releaseLease(db, game, holder, clock.now());
      onLeaseChange(game, 'released');
    },
  };
}
