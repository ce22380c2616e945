/* The leases module's public surface: leases by name, the loop that runs work under one, their changes. */
export { type LeaseChange, type LeaseListener } from './events.ts';
export { LEASE_MS, type Acquired, type Lease } from './lease.ts';
export { manualTimers, realTimers, type ScheduledWork, type Scheduler, type Timers } from './scheduler.ts';
export { type Leases } from './service.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { leasesModule, type LeasesModule } from './module.ts';
