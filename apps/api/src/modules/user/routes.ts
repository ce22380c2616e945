import { API_CONTRACT } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../platform/auth-guard.ts';
import { ERROR_RESPONSES, ok } from '../../platform/envelope.ts';
import type { UserService } from './service.ts';

export const userRoutes: FastifyPluginAsyncZod<{ guard: AuthGuard; user: UserService }> = async (
  app,
  { guard, user },
) => {
  const { path, response } = API_CONTRACT.userBalance;
  app.get(
    path,
    {
      onRequest: guard,
      // Open to a withdraw-only session (issue #26): a restricted player sees and withdraws their money.
      config: { withdrawOnly: true },
      // Every logged-in player polls this every 3 s: two log lines per poll would be most of the log
      // and a good part of the request's cost. Failures (warn and up) are still logged.
      logLevel: 'warn',
      schema: {
        tags: ['user'],
        summary: 'Cash balance (data.balance) and bonus balance',
        security: [{ bearerAuth: [] }],
        response: { 200: response, ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await user.balance(authOf(request))),
  );
};
