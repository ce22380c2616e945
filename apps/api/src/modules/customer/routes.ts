import { API_CONTRACT } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { t } from './outcomes.ts';
import { responses, security } from '../../platform/route-docs.ts';
import type { Credentials } from '../auth/index.ts';
import type { SessionService } from '../session/index.ts';
import type { CustomerService } from './service.ts';

type Options = {
  guard: AuthGuard;
  customer: CustomerService;
  sessions: SessionService;
  credentials: Credentials;
};

const C = API_CONTRACT;

export const customerRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { guard, customer, sessions, credentials },
) => {
  app.get(
    C.customerProfile.path,
    {
      onRequest: guard,
      // Open to a withdraw-only session (issue #26): a restricted player sees and withdraws their money.
      config: { withdrawOnly: true },
      schema: {
        tags: ['customer'],
        summary: "The player's personal information",
        security,
        response: responses(C.customerProfile.response),
      },
    },
    async (request) => ok(await customer.profile(authOf(request), requestLocale(request))),
  );

  app.get(
    C.customerSessions.path,
    {
      onRequest: guard,
      schema: {
        tags: ['customer'],
        summary: "The player's sessions, newest first (session history page)",
        security,
        querystring: C.customerSessions.request,
        response: responses(C.customerSessions.response),
      },
    },
    async (request) => ok(await sessions.history(authOf(request), request.query.skip, request.query.take)),
  );

  app.post(
    C.customerUpdatePhone.path,
    {
      onRequest: guard,
      schema: {
        tags: ['customer'],
        summary: 'Phone verification: step 1 texts a code, step 2 checks it and marks the phone verified',
        security,
        body: C.customerUpdatePhone.request,
        response: responses(C.customerUpdatePhone.response),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const locale = requestLocale(request);
      const body = request.body;
      if (body.step === 1) {
        await customer.sendPhoneCode(auth, body.phone, locale, request.ip);
        return ok(null, t(locale, 'phoneCodeSent'));
      }
      await customer.verifyPhone(auth, body.phone, body.code, locale);
      return ok(null, t(locale, 'phoneVerified'));
    },
  );

  app.post(
    C.customerChangePassword.path,
    {
      onRequest: guard,
      schema: {
        tags: ['customer'],
        summary: 'Change the password (old one required); ends every other session',
        security,
        body: C.customerChangePassword.request,
        response: responses(C.customerChangePassword.response),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const { oldPassword, password } = request.body;
      await credentials.changePassword(authOf(request), oldPassword, password);
      return ok(null, t(locale, 'passwordChanged'));
    },
  );
};
