import type { preHandlerAsyncHookHandler } from 'fastify';
import { authOf, type AuthGuard } from './auth-guard.ts';
import { refuse } from './domain-errors.ts';

/*
 * Back-office routes (DESIGN §4 "/api/admin/... with an admin role"): the auth guard first (401 for no
 * or a dead session), then the caller's role, looked up on every call so a demoted admin loses access
 * at once rather than when the session ends. A player who is not an admin gets 403.
 * (The site reloads on 403, spec §4; admin calls come from the back office, never from the site.)
 */

export type AdminGuard = preHandlerAsyncHookHandler[];

/** A player's current role (null: no such player); the accounts module supplies it through app.ts. */
export type RoleLookup = (playerId: number) => Promise<string | null>;

export function createAdminGuard(guard: AuthGuard, roleOf: RoleLookup): AdminGuard {
  const requireAdmin: preHandlerAsyncHookHandler = async (request) => {
    if ((await roleOf(authOf(request).playerId)) !== 'admin') throw refuse({ code: 'AdminOnly' });
  };
  return [guard, requireAdmin];
}
