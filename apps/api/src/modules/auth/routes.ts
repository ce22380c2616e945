import { API_CONTRACT } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken, sessionMeta } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/envelope.ts';
import { requestLocale, t } from '../../platform/i18n.ts';
import { responses } from '../../platform/route-docs.ts';
import type { Recovery } from './recovery.ts';
import type { Register } from './registration.ts';
import type { AuthService } from './service.ts';

type Options = { auth: AuthService; register: Register; recovery: Recovery };

const C = API_CONTRACT;

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, register, recovery }) => {
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
      schema: {
        tags: ['auth'],
        summary: 'Log in: auth data with a new bearer token (throttled per username and IP)',
        body: C.authLogin.request,
        response: responses(C.authLogin.response),
      },
    },
    async (request) =>
      ok(await auth.login(request.body, sessionMeta(request)), t(requestLocale(request), 'loginSucceeded')),
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
      await recovery.sendResetCode(request.body.username, locale);
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
      await recovery.checkResetCode(request.body.username, request.body.code);
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
      await recovery.changePasswordWithCode(username, code, password);
      return ok(null, t(requestLocale(request), 'passwordChanged'));
    },
  );
};
