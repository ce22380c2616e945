import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { players } from '../../db/schema.ts';

/**
 * A player's role ('player', 'admin'), for the admin guard that app.ts builds with it. Read fresh on
 * every call, so a demoted admin loses access at once; null for an unknown player.
 */
export function createRoleLookup(db: Database): (playerId: number) => Promise<string | null> {
  return async (playerId) => {
    const [row] = await db.select({ role: players.role }).from(players).where(eq(players.id, playerId));
    return row?.role ?? null;
  };
}
