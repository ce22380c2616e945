import rateLimit from '@fastify/rate-limit';
import {
  MessageResponseSchema,
  NoPayloadSchema,
  STAFF_AUTH_PATHS,
  STAFF_COOKIE,
  StaffChallengeResponseSchema,
  StaffLoginRequestSchema,
  StaffSessionResponseSchema,
  StaffTotpRequestSchema,
} from '@lale/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { refuse } from '../../platform/domain-errors.ts';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { responses } from '../../platform/route-docs.ts';
import { staffMember } from './members.ts';
import { messages } from './outcomes.ts';
import { STAFF_IDLE_MS, STAFF_SESSION_MAX_MS, type StaffSessions } from './sessions.ts';
import type { StaffSignIn } from './sign-in.ts';
import type { StaffRepo } from './staff-repo.ts';

/*
 * Staff sign-in (issue #25): password → challenge, code → session cookie; `me` answers the member and
 * the CSRF token after a reload; logout ends the session. Attempts per address are limited before the
 * body is read, so a flood costs no argon2 or TOTP work.
 */

export const STAFF_ATTEMPTS_PER_ADDRESS = { max: 20, windowMs: 60_000 } as const;

type Options = {
  signIn: StaffSignIn;
  sessions: StaffSessions;
  staff: StaffRepo;
  secureCookie: boolean;
  rateLimitRedis?: Redis;
  /** A session that signed out: its live sockets close at once. */
  onSignedOut: (sessionId: number) => void;
};

const meta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});
const doc = (summary: string) => ({ tags: ['admin'], summary });

export const staffAuthRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { signIn, sessions, staff, secureCookie, rateLimitRedis, onSignedOut },
) => {
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: 'lale-staff-limit:', skipOnError: true } : {}),
  });
  const limited = {
    rateLimit: {
      max: STAFF_ATTEMPTS_PER_ADDRESS.max,
      timeWindow: STAFF_ATTEMPTS_PER_ADDRESS.windowMs,
      hook: 'onRequest' as const,
      errorResponseBuilder: (_request: FastifyRequest, { ttl }: { ttl: number }) =>
        refuse({ code: 'StaffTooFrequent', seconds: Math.max(1, Math.ceil(ttl / 1000)) }),
    },
  };
  const cookieOptions = {
    path: '/api/admin',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secureCookie,
  };
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(STAFF_COOKIE, cookieOptions);

  app.post(
    STAFF_AUTH_PATHS.login,
    {
      config: limited,
      schema: {
        ...doc('Staff sign-in, step 1: the password earns a five-minute challenge (never a session)'),
        body: StaffLoginRequestSchema,
        response: responses(StaffChallengeResponseSchema),
      },
    },
    async (request) => ok(await signIn.login(request.body.username, request.body.password, meta(request))),
  );

  app.post(
    STAFF_AUTH_PATHS.totp,
    {
      config: limited,
      schema: {
        ...doc('Staff sign-in, step 2: a TOTP or recovery code turns the challenge into a session cookie'),
        body: StaffTotpRequestSchema,
        response: responses(StaffSessionResponseSchema),
      },
    },
    async (request, reply) => {
      const signedIn = await signIn.secondFactor(request.body.challenge, request.body.code, meta(request));
      reply.setCookie(STAFF_COOKIE, signedIn.token, {
        ...cookieOptions,
        maxAge: STAFF_SESSION_MAX_MS / 1000,
      });
      return ok({
        staff: staffMember(signedIn.member),
        csrfToken: signedIn.csrfToken,
        idleTimeoutSeconds: STAFF_IDLE_MS / 1000,
        recoveryCodes: signedIn.recoveryCodes,
      });
    },
  );

  app.get(
    STAFF_AUTH_PATHS.me,
    {
      schema: {
        ...doc(
          'The signed-in staff member, their permissions and the CSRF token (401 without a live session)',
        ),
        response: responses(StaffSessionResponseSchema),
      },
    },
    async (request, reply) => {
      const token = request.cookies[STAFF_COOKIE];
      const session = token ? await sessions.authenticate(token) : null;
      const member = session ? await staff.byId(session.staffId) : undefined;
      if (!session || !member) {
        clearCookie(reply);
        throw refuse({ code: 'StaffSessionRequired' });
      }
      return ok({
        staff: staffMember(member),
        csrfToken: session.csrfToken,
        idleTimeoutSeconds: STAFF_IDLE_MS / 1000,
        recoveryCodes: null,
      });
    },
  );

  app.post(
    STAFF_AUTH_PATHS.logout,
    {
      schema: {
        ...doc('Ends the staff session'),
        body: NoPayloadSchema.optional(),
        response: responses(MessageResponseSchema),
      },
    },
    async (request, reply) => {
      const token = request.cookies[STAFF_COOKIE];
      const session = token ? await sessions.authenticate(token) : null;
      if (session) {
        await sessions.end(session.sessionId, 'logout');
        onSignedOut(session.sessionId);
      }
      clearCookie(reply);
      return ok(null, messages(requestLocale(request)).staffSignedOut);
    },
  );
};
