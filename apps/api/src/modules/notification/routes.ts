import { API_CONTRACT } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { responses, security } from '../../platform/route-docs.ts';
import type { NotificationService } from './service.ts';

/* The player's notifications panel (spec §2, §4, §7 customer/notification, customer/readnotification). */

const C = API_CONTRACT;

export const notificationRoutes: FastifyPluginAsyncZod<{
  guard: AuthGuard;
  notifications: NotificationService;
}> = async (app, { guard, notifications }) => {
  app.post(
    C.customerNotification.path,
    {
      onRequest: guard,
      schema: {
        tags: ['customer'],
        summary: "The player's notifications, newest first, in the request's language",
        security,
        body: C.customerNotification.request,
        response: responses(C.customerNotification.response),
      },
    },
    async (request) => {
      const { skip, take } = request.body;
      return ok(await notifications.list(authOf(request).playerId, skip, take, requestLocale(request)));
    },
  );

  app.post(
    C.customerReadNotification.path,
    {
      onRequest: guard,
      schema: {
        tags: ['customer'],
        summary: "Marks one of the player's notifications read (repeating it is fine)",
        security,
        body: C.customerReadNotification.request,
        response: responses(C.customerReadNotification.response),
      },
    },
    async (request) => {
      await notifications.markRead(authOf(request).playerId, request.body.id);
      return ok(null);
    },
  );
};
