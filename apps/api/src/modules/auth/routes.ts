import rateLimit from '@fastify/rate-limit';
import { API_CONTRACT } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { bearerToken, sessionMeta } from '../../platform/auth-guard.ts';
import { refuse } from '../../platform/domain-errors.ts';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { messages, t } from './outcomes.ts';
import { responses } from '../../platform/route-docs.ts';
import type { Recovery } from './recovery.ts';
import type { Register } from './registration.ts';
import type { AuthService } from './service.ts';

type Options = {
  auth: AuthService;
  register: Register;
  recovery: Recovery;
  /** Shares the counts between API processes; without it they are per process. */
  rateLimitRedis?: Redis;
};

const C = API_CONTRACT;

/**
 * Login attempts one address may make per minute, right or wrong. Every attempt costs an argon2
 * verification (tens of milliseconds of CPU), so an unthrottled flood of even valid logins starved
 * the rest of the site and piled up sessions. 30 a minute is far more than the players of one
 * household or office sign in, and turns a flood from one address into cheap refusals. Counted
 * before the body is parsed (the cheapest point), malformed attempts included.
 */
export const LOGIN_ATTEMPTS_PER_ADDRESS = { max: 30, windowMs: 60_000 } as const;

export const authRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { auth, register, recovery, rateLimitRedis },
) => {
  // Only routes of this scope that ask for it (config.rateLimit) are limited.
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: 'lale-rate-limit:', skipOnError: true } : {}),
  });

  app.get(
    C.authForm.path,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign-up form data (countries)',
        response: responses(C.authForm.response),
      },
    },
    async (request) => ok(await auth.getForm(requestLocale(request))),
  );

  app.post(
    C.authLogin.path,
    {
      config: {
        rateLimit: {
          max: LOGIN_ATTEMPTS_PER_ADDRESS.max,
          timeWindow: LOGIN_ATTEMPTS_PER_ADDRESS.windowMs,
          hook: 'onRequest',
          errorResponseBuilder: (_request, { ttl }) =>
            refuse({ code: 'LoginTooFrequent', seconds: Math.max(1, Math.ceil(ttl / 1000)) }),
        },
      },
      schema: {
        tags: ['auth'],
        summary:
          'Log in: auth data with a new bearer token (30 attempts a minute per IP; failures throttled per username and IP)',
        body: C.authLogin.request,
        response: responses(C.authLogin.response),
      },
    },
    async (request) => {
      const data = await auth.login(request.body, sessionMeta(request));
      const locale = requestLocale(request);
      // A restricted player's withdraw-only session (issue #26) is told what it can do, and until when.
      const message = data.withdrawOnly
        ? messages(locale).loginWithdrawOnly(
            data.withdrawOnly.until ? new Date(data.withdrawOnly.until) : null,
          )
        : t(locale, 'loginSucceeded');
      return ok(data, message);
    },
  );

  app.post(
    C.authRegister.path,
    {
      schema: {
        tags: ['auth'],
        summary: 'Register (full, or fast with isFast: true) and log in',
        body: C.authRegister.request,
        response: responses(C.authRegister.response),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok(await register(request.body, sessionMeta(request), locale), t(locale, 'registered'));
    },
  );

  app.get(
    C.authLogout.path,
    {
      schema: {
        tags: ['auth'],
        summary: "End the bearer token's session (answers the same for a token already ended)",
        response: responses(C.authLogout.response),
      },
    },
    async (request) => {
      await auth.logout(bearerToken(request));
      return ok(null, t(requestLocale(request), 'loggedOut'));
    },
  );

  app.post(
    C.authSendResetPassword.path,
    {
      schema: {
        tags: ['auth'],
        summary: 'Recovery step 1: e-mail a reset code (same answer whether or not the username exists)',
        body: C.authSendResetPassword.request,
        response: responses(C.authSendResetPassword.response),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      await recovery.sendResetCode(request.body.username, request.ip, locale);
      return ok(null, t(locale, 'resetCodeSent'));
    },
  );

  app.post(
    C.authCheckResetCode.path,
    {
      schema: {
        tags: ['auth'],
        summary: 'Recovery step 2: check the reset code (does not use it up)',
        body: C.authCheckResetCode.request,
        response: responses(C.authCheckResetCode.response),
      },
    },
    async (request) => {
      await recovery.checkResetCode(request.body.username, request.body.code, request.ip);
      return ok(null, t(requestLocale(request), 'resetCodeAccepted'));
    },
  );

  app.post(
    C.authChangePasswordWithCode.path,
    {
      schema: {
        tags: ['auth'],
        summary: 'Recovery step 3: set a new password with the code; ends every session',
        body: C.authChangePasswordWithCode.request,
        response: responses(C.authChangePasswordWithCode.response),
      },
    },
    async (request) => {
      const { username, code, password } = request.body;
      await recovery.changePasswordWithCode(username, code, password, request.ip);
      return ok(null, t(requestLocale(request), 'passwordChanged'));
    },
  );
};
