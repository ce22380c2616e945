import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './accounts-schema.ts';
import { gameSessions } from './game-wallet-schema.ts';

/*
 * Amusnet's launch codes (PROTOCOLS §4c; modules/game-wallet/amusnet/defence-code.ts). A launch mints a
 * DefenceCode for its game session; Amusnet's AuthRequest echoes it once, within about two minutes, and
 * names its own SessionId, which every later call of that game carries. The row binds the two: the code
 * is spent (used_at) by the first AuthRequest, and the SessionId leads each wallet call to our launch.
 */
export const amusnetDefenceCodes = pgTable(
  'amusnet_defence_codes',
  {
    /** SHA-256 (hex) of the code as sent: a lookup key that does not put the code itself in the table. */
    codeHash: text('code_hash').primaryKey(),
    gameSessionId: bigint('game_session_id', { mode: 'number' })
      .notNull()
      .references(() => gameSessions.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the AuthRequest that spent it; a second AuthRequest with the code is refused. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Amusnet's SessionId from that AuthRequest: its wallet calls name our launch by it. */
    providerSession: text('provider_session'),
  },
  (t) => [
    uniqueIndex('amusnet_defence_codes_session_uq').on(t.providerSession),
    index('amusnet_defence_codes_game_session_idx').on(t.gameSessionId),
  ],
);
