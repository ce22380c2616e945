import { z } from 'zod';
import { envelope } from './envelope.ts';
import { NotificationTypeSchema } from './enums.ts';
import { idRule, requiredText } from './rules.ts';

/*
 * Back office: send a notification to one player or to every active player (DESIGN §4 "/api/admin/...").
 * Not a call of the site (spec §7), so it lives outside API_CONTRACT. Both languages are required: the
 * player sees the one they browse in, and a missing translation would silently fall back to Turkish.
 */

export const ADMIN_NOTIFICATIONS_PATH = '/api/admin/notifications';

export const ADMIN_NOTIFICATION_TITLE_MAX = 120;
export const ADMIN_NOTIFICATION_NOTE_MAX = 2000;

const translated = (max: number) => z.object({ tr: requiredText(1, max), en: requiredText(1, max) });

export const AdminNotificationRequestSchema = z.object({
  /** One player by id, or 'all': one row per active player, each with its own read flag. */
  target: z.union([z.literal('all'), z.object({ playerId: idRule })]),
  type: NotificationTypeSchema,
  title: translated(ADMIN_NOTIFICATION_TITLE_MAX),
  note: translated(ADMIN_NOTIFICATION_NOTE_MAX),
});
export type AdminNotificationRequest = z.infer<typeof AdminNotificationRequestSchema>;

/** How many notifications were written (one per receiving player). */
export const AdminNotificationResponseSchema = envelope(z.object({ created: z.number().int().min(0) }));
export type AdminNotificationResponse = z.infer<typeof AdminNotificationResponseSchema>;
