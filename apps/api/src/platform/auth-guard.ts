import { HEADER_FINGERPRINT } from '@lale/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { refuse } from './domain-errors.ts';

/*
 * The one place that turns `Authorization: Bearer <token>` into a player (DESIGN §4). Guarded routes
 * add `onRequest: guard`, so no body is read or described before the caller is known; a missing,
 * unknown, ended or expired token is a 401 in the envelope, which makes the site log out (spec §4).
 * Handlers read the caller with `authOf(request)`.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard on guarded routes; null elsewhere. */
    auth: AuthContext | null;
  }
}

export type AuthGuard = preHandlerAsyncHookHandler;

/**
 * Who is calling: what the session module resolves a token to, set on the request by the guard.
 * `withdrawOnly`: a restricted player's session that may only reach the routes allowed to it (the
 * session module's guard refuses every other route; issue #26), with the restriction's end.
 */
export type AuthContext = {
  playerId: number;
  sessionId: number;
  currencyId: number;
  withdrawOnly?: { until: Date | null };
};

/** What a new session records about the client: address, browser and the site's fingerprint. */
export type SessionMeta = { ip: string; userAgent: string; fingerprint: string };

/**
 * All the guard needs of sessions. The session module satisfies it and app.ts passes it in: platform/
 * sits below the modules and never imports one.
 */
export type Authenticator = { authenticate(token: string): Promise<AuthContext | null> };

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i;

/** The bearer token of a request, if it carries a well-formed one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
}

/** Decorates requests with `auth` and returns the preHandler that guarded routes use. */
export function registerAuthGuard(app: FastifyInstance, sessions: Authenticator): AuthGuard {
  app.decorateRequest('auth', null);
  return async (request) => {
    const token = bearerToken(request);
    const auth = token ? await sessions.authenticate(token) : null;
    if (!auth) throw refuse({ code: 'SessionRequired' });
    request.auth = auth;
  };
}

/**
 * For routes open to visitors that also note who a logged-in caller is (cms/callme): sets
 * `request.auth` when the request carries a live session and never refuses — no token, or an unknown,
 * ended or expired one, is simply a visitor.
 */
export function createOptionalAuth(sessions: Authenticator): AuthGuard {
  return async (request) => {
    const token = bearerToken(request);
    request.auth = token ? await sessions.authenticate(token) : null;
  };
}

/** The caller of a guarded route (the guard has run, so it is set). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw refuse({ code: 'SessionRequired' });
  return request.auth;
}

/** What a new session records about the client: address, browser and the site's fingerprint. */
export function sessionMeta(request: FastifyRequest): SessionMeta {
  const fingerprint = request.headers[HEADER_FINGERPRINT];
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    fingerprint: typeof fingerprint === 'string' ? fingerprint.slice(0, 200) : '',
  };
}
