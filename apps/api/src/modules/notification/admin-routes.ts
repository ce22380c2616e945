import {
  ADMIN_NOTIFICATIONS_PATH,
  AdminNotificationRequestSchema,
  AdminNotificationResponseSchema,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminGuard } from '../../platform/admin-guard.ts';
import { ERROR_RESPONSES, ok } from '../../platform/envelope.ts';
import type { NotificationService } from './service.ts';

/* Back office: send a notification to one player or to every active player. */

export const adminNotificationRoutes: FastifyPluginAsyncZod<{
  adminGuard: AdminGuard;
  notifications: NotificationService;
}> = async (app, { adminGuard, notifications }) => {
  app.post(
    ADMIN_NOTIFICATIONS_PATH,
    {
      onRequest: adminGuard,
      schema: {
        tags: ['admin'],
        summary: 'Send a notification to one player or to all active players (admin role)',
        security: [{ bearerAuth: [] }],
        body: AdminNotificationRequestSchema,
        response: { 200: AdminNotificationResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { target, type, title, note } = request.body;
      return ok({ created: await notifications.send(target, { type, title, note }) });
    },
  );
};
