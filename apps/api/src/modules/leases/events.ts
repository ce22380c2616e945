/*
 * Lease changes as they happen in this process, for whoever counts them (a metrics counter, a log): a
 * lease claimed (this process now runs the work), lost (its renewal found the lease gone or taken: it
 * stalled past the expiry), or released (a clean stop gave it up). Listeners are called synchronously and
 * may not throw into the lease: what they do is theirs.
 */

export type LeaseChange = {
  /** The lease's name ('lale-aviator', 'sports-simulated-feed'). */
  lease: string;
  /** This process's holder id. */
  holder: string;
  change: 'claimed' | 'lost' | 'released';
};

export type LeaseListener = (change: LeaseChange) => void;

export type LeaseEvents = {
  /** Calls `listener` on every lease change of this app; answers how to stop. */
  onChange(listener: LeaseListener): () => void;
  emit(change: LeaseChange): void;
};

export function createLeaseEvents(): LeaseEvents {
  const listeners = new Set<LeaseListener>();
  return {
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(change) {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch {
          // A counter that fails must not stop the scheduler that reported to it.
        }
      }
    },
  };
}
