import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { createLeases } from './service.ts';

/**
 * Leases: work that must run in one API process at a time (the Originals' rounds and draws, the simulated
 * sports feed), each under a lease row in `scheduled_leaders` that this module alone writes.
 */
export const leasesModule = defineModule()({
  name: 'leases',
  needs: [],
  build: ({ platform: { db, clock, log, metrics } }) => {
    const leases = createLeases({ db, clock, log });
    leases.onChange(({ lease, change }) => metrics.leaseChange(lease, change));
    return { leases };
  },
});

export type LeasesModule = ServicesOf<typeof leasesModule>;
