import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';
import type { LocalizedText } from './reference-schema.ts';

/*
 * Notifications stored per player (spec §3 Notification). A message "to everyone" is written as one row
 * per player, so each keeps its own read flag and the list query stays a simple index scan. Title and
 * note are translated (jsonb keyed by locale, Turkish fallback) like the rest of the content.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    /** Spec §3 numbers: Deposit=1, Withdraw=2, Jackpot=3, Bonus=4, System=5. */
    type: smallint('type').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    note: jsonb('note').$type<LocalizedText>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_player_idx').on(t.playerId, t.id),
    check('notifications_type', sql`${t.type} between 1 and 5`),
  ],
);
