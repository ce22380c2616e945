import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';

/*
 * The back office's record of a player (issue #25): every status change with who made it and why, and
 * staff notes. Staff ids are plain numbers: staff are not players (the staff table comes with the staff
 * sign-in), so no foreign key names them.
 */

export const playerStatusChanges = pgTable(
  'player_status_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
    /** Who made the change; null: the player themself (closing their own account, modules/safer-play). */
    staffId: bigint('staff_id', { mode: 'number' }),
  },
  (t) => [index('player_status_changes_player_idx').on(t.playerId, t.at)],
);

export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: bigint('staff_id', { mode: 'number' }).notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('player_notes_player_idx').on(t.playerId, t.at)],
);
