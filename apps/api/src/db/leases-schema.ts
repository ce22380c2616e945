import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Leases (modules/leases): work that must run in one API process at a time — the Originals' rounds and
 * draws, the simulated sports feed. Conventions: see schema.ts.
 */

/**
 * Who runs a piece of scheduled work: a lease, held by one process (`holder`) until `expires_at` and
 * renewed by it while it lives; any process may take it once it has expired (modules/leases/lease.ts says
 * why a lease). The table and its key column keep the names they had when only the Originals' games held
 * leases (`scheduled_leaders.game`): the key is any lease's name ('lale-aviator', 'sports-simulated-feed').
 */
export const scheduledLeaders = pgTable('scheduled_leaders', {
  name: text('game').primaryKey(),
  holder: text('holder').notNull(),
  /** Incremented on every change of holder: how many times the lease changed hands. */
  term: integer('term').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
