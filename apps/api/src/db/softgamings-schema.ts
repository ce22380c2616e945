import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';
import { gameSessions } from './game-wallet-schema.ts';

/*
 * SoftGamings through Fundist (PROTOCOLS §4; modules/casino/launch/fundist-launch.ts).
 */

/**
 * The players that have their shadow account at Fundist (User/Add done): a launch adds the player
 * once, the first time, and never again. The password is not stored (derived from our API password).
 */
export const softgamingsPlayers = pgTable('softgamings_players', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id),
  /** The Fundist login (`lale_<player id>`), kept as it was sent. */
  login: text('login').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * A launch's game HTML as Fundist's User/AuthHTML answered it, served to the play frame from our own
 * page (GET /api/casino/softgamings/play/:id, with its own CSP): the id is a random capability, the
 * row lives as long as its game session.
 */
export const softgamingsLaunchPages = pgTable(
  'softgamings_launch_pages',
  {
    /** 32 random bytes, base64url: the page's address. */
    id: text('id').primaryKey(),
    gameSessionId: bigint('game_session_id', { mode: 'number' })
      .notNull()
      .references(() => gameSessions.id),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('softgamings_launch_pages_expires_idx').on(t.expiresAt)],
);
