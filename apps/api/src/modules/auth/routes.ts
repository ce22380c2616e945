import { API_CONTRACT } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES, ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import type { AuthService } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const { path, response } = API_CONTRACT.authForm;
  app.get(
    path,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign-up form data (countries)',
        response: { 200: response, ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await auth.getForm(requestLocale(request))),
  );
};
