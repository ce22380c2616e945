import {
  ADMIN_NOTIFICATIONS_PATH,
  ADMIN_NOTIFICATIONS_PREVIEW_PATH,
  AdminNotificationPreviewRequestSchema,
  AdminNotificationPreviewResponseSchema,
  AdminNotificationRequestSchema,
  AdminNotificationResponseSchema,
  type NotificationTarget,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuse } from '../../platform/domain-errors.ts';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import type { MoneyService } from '../../platform/money.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import { noteAudit } from '../../platform/staff-permission.ts';
import type { ResolvedAudience } from './audience-repo.ts';
import { messages } from './outcomes.ts';
import type { NotificationService } from './service.ts';

/*
 * Back office (content.edit; issue #27 segments):
 *   POST /api/admin/notifications          send to one player, a segment or every active player
 *   POST /api/admin/notifications/preview  how many it would reach now, and how many it leaves out
 * Self-excluded, timed-out and restricted players are always left out (audience-repo.ts).
 */

/** The target with its deposit bounds in minor units of their currency; refuses what cannot be one. */
async function resolve(target: NotificationTarget, money: MoneyService): Promise<ResolvedAudience> {
  if (target === 'all' || 'playerId' in target) return target;
  const { deposits, ...segment } = target.segment;
  if (!deposits) return { segment };
  const minor = async (field: 'min' | 'max', value: number | undefined) => {
    if (value === undefined) return undefined;
    const converted = await money.toMinor(value, deposits.currencyId);
    if (converted === null) throw refuse({ code: 'NotificationSegmentInvalid', field, problem: 'decimals' });
    return converted;
  };
  const minMinor = await minor('min', deposits.min);
  const maxMinor = await minor('max', deposits.max);
  if (minMinor !== undefined && maxMinor !== undefined && minMinor > maxMinor)
    throw refuse({ code: 'NotificationSegmentInvalid', field: 'min', problem: 'range' });
  return { segment: { ...segment, deposits: { currencyId: deposits.currencyId, minMinor, maxMinor } } };
}

export const adminNotificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationService;
  money: MoneyService;
}> = async (app, { notifications, money }) => {
  app.post(
    ADMIN_NOTIFICATIONS_PATH,
    {
      config: { permission: 'content.edit' },
      schema: {
        ...adminDoc(
          'Send a notification to one player, a segment or every active player (never the restricted)',
        ),
        body: AdminNotificationRequestSchema,
        response: responses(AdminNotificationResponseSchema),
      },
    },
    async (request) => {
      const { target, type, title, note } = request.body;
      const sent = await notifications.send(await resolve(target, money), { type, title, note });
      noteAudit(request, { targetType: 'notification', after: { target, title, ...sent } });
      return ok(
        sent,
        messages(requestLocale(request)).notificationsSent(sent.created, sent.skippedRestricted),
      );
    },
  );

  app.post(
    ADMIN_NOTIFICATIONS_PREVIEW_PATH,
    {
      config: { permission: 'content.edit' },
      schema: {
        ...adminDoc('How many players a notification would reach now, and how many safer play leaves out'),
        body: AdminNotificationPreviewRequestSchema,
        response: responses(AdminNotificationPreviewResponseSchema),
      },
    },
    async (request) => ok(await notifications.preview(await resolve(request.body.target, money))),
  );
};
