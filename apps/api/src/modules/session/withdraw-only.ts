import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AuthGuard } from '../../platform/auth-guard.ts';
import { refuse } from '../../platform/domain-errors.ts';

/*
 * Withdraw-only sessions (issue #26, MGA): a player under a time-out, a self-exclusion or an operator's
 * restriction who signs in while the operator allows it gets a session that can see the balance and
 * withdraw it, and nothing else. Enforced here, once, for every player route: the session guard refuses
 * such a session on any route that does not say `config: { withdrawOnly: true }` — an allow-list, so a
 * route added later is closed to it until someone decides otherwise. The visitor-or-player routes
 * (optional auth) treat such a session as a visitor. The routes carrying either guard are recorded as
 * they are registered (`playerRoutes`), so a test walks all of them.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A withdraw-only session may call this route (balance, withdrawals, KYC, logout). */
    withdrawOnly?: true;
  }
}

/** A route that carries the player guard or the optional one, as registered. */
export type PlayerRoute = {
  method: string;
  url: string;
  guard: 'session' | 'optional';
  withdrawOnly: boolean;
};

const allowed = (request: FastifyRequest) => request.routeOptions.config.withdrawOnly === true;

const hooksOf = (route: RouteOptions): unknown[] =>
  [route.onRequest, route.preHandler].flatMap((hook) => (Array.isArray(hook) ? hook : hook ? [hook] : []));

export function withdrawOnlyGuards(root: FastifyInstance, guard: AuthGuard, optionalAuth: AuthGuard) {
  const strict: AuthGuard = async function (request, reply) {
    await guard.call(this, request, reply);
    const restricted = request.auth?.withdrawOnly;
    if (restricted && !allowed(request))
      throw refuse({ code: 'WithdrawOnlySession', until: restricted.until });
  };
  const lenient: AuthGuard = async function (request, reply) {
    await optionalAuth.call(this, request, reply);
    // What any visitor may do, and no more: the session is not named on a route not allowed to it.
    if (request.auth?.withdrawOnly && !allowed(request)) request.auth = null;
  };

  const routes: PlayerRoute[] = [];
  root.addHook('onRoute', (route) => {
    const hooks = hooksOf(route);
    const kind = hooks.includes(strict) ? 'session' : hooks.includes(lenient) ? 'optional' : null;
    if (!kind) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, guard: kind, withdrawOnly: route.config?.withdrawOnly === true });
    }
  });

  return { guard: strict, optionalAuth: lenient, playerRoutes: (): readonly PlayerRoute[] => routes };
}
