import {
  ADMIN_NOTIFICATIONS_PATH,
  AdminNotificationRequestSchema,
  AdminNotificationResponseSchema,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES, ok } from '../../platform/envelope.ts';
import type { NotificationService } from './service.ts';

/* Back office: send a notification to one player or to every active player. */

export const adminNotificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationService;
}> = async (app, { notifications }) => {
  app.post(
    ADMIN_NOTIFICATIONS_PATH,
    {
      config: { permission: 'content.edit' },
      schema: {
        tags: ['admin'],
        summary: 'Send a notification to one player or to all active players',
        security: [{ staffSession: [] }],
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
