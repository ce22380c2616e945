import { NotificationSchema, type Notification } from '@lale/contracts';

/**
 * Checks a live Notification message against the shared schema. Its own chunk, loaded after login:
 * the schema brings zod, which the first page of a visitor should not download.
 */
export function parseLiveNotification(message: unknown): Notification | null {
  const parsed = NotificationSchema.safeParse(message);
  return parsed.success ? parsed.data : null;
}
