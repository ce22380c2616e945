import { z } from 'zod';
import { MAX_PAGE_TAKE, NOTIFICATION_PAGE_TAKE } from './constants.ts';
import { envelope, MessageResponseSchema } from './envelope.ts';
import { NotificationTypeSchema } from './enums.ts';
import { idRule, skipRule, takeRule, utcTimestampRule } from './rules.ts';

/* Notifications (spec §3 Notification, §4, §7 customer/notification and customer/readnotification). */

export const NotificationSchema = z.object({
  id: idRule,
  title: z.string(),
  /** The body text shown in the detail view. */
  note: z.string(),
  type: NotificationTypeSchema,
  /** Stored and sent in UTC; the site shows it as day.month.year hour:minute in local time. */
  timeStamp: utcTimestampRule,
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** POST customer/notification {skip, take}: newest first; the site asks for skip 0, take 100. */
export const NotificationsRequestSchema = z.object({
  skip: skipRule.default(0),
  take: takeRule(MAX_PAGE_TAKE).default(NOTIFICATION_PAGE_TAKE),
});
export const NotificationsResponseSchema = envelope(z.array(NotificationSchema));
export type NotificationsRequest = z.infer<typeof NotificationsRequestSchema>;
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;

/** POST customer/readnotification {id}: the site marks it read locally only after success. */
export const ReadNotificationRequestSchema = z.object({ id: idRule });
export const ReadNotificationResponseSchema = MessageResponseSchema;
export type ReadNotificationRequest = z.infer<typeof ReadNotificationRequestSchema>;
