import { eq } from 'drizzle-orm';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/connection.ts';
import { players } from '../db/schema.ts';
import { authOf, type AuthGuard } from './auth-guard.ts';
import { refuse } from './domain-errors.ts';

/*
 * Back-office routes (DESIGN §4 "/api/admin/... with an admin role"): the auth guard first (401 for no
 * or a dead session), then the caller's role, read fresh from players on every call so a demoted admin
 * loses access at once rather than when the session ends. A player who is not an admin gets 403.
 * (The site reloads on 403, spec §4; admin calls come from the back office, never from the site.)
 */

export type AdminGuard = preHandlerAsyncHookHandler[];

export function createAdminGuard(guard: AuthGuard, db: Database): AdminGuard {
  const requireAdmin: preHandlerAsyncHookHandler = async (request) => {
    const [row] = await db
      .select({ role: players.role })
      .from(players)
      .where(eq(players.id, authOf(request).playerId));
    if (row?.role !== 'admin') throw refuse({ code: 'AdminOnly' });
  };
  return [guard, requireAdmin];
}
