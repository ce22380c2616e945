import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Things a subject did that an allowance counts (an SMS sent for a player, to an IP, site-wide; a
 * sign-up from an IP): one row per event, kept until the longest window that counts it has passed.
 * In PostgreSQL rather than Redis because every counted event already writes here in the same request,
 * so the count is exact, shared by every API process and survives a restart (modules/limits).
 */
export const limitEvents = pgTable(
  'limit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The allowance, e.g. 'sms-player'. */
    allowance: text('allowance').notNull(),
    /** Who or what it counts for: a player id, an IP address, 'site'. */
    subject: text('subject').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** When the row stops mattering (at + the allowance's window); older rows are deleted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('limit_events_subject_idx').on(t.allowance, t.subject, t.at),
    index('limit_events_expires_idx').on(t.expiresAt),
  ],
);
