import { API_ENDPOINTS, NOTIFICATION_PAGE_TAKE, type Notification } from '@lale/contracts';
import { call } from '../../lib/api/index.ts';

/* The two calls of spec §7 behind the bell. */

export const notificationsQueryKey = ['customer', 'notifications'] as const;

/** POST customer/notification {skip 0, take 100}: the newest first. */
export async function fetchNotifications(signal?: AbortSignal): Promise<Notification[]> {
  const body = { skip: 0, take: NOTIFICATION_PAGE_TAKE };
  const { data } = await call(API_ENDPOINTS.customerNotification, body, { signal });
  return data;
}

/** POST customer/readnotification {id}: resolves only when the server agreed. */
export async function readNotification(id: number): Promise<void> {
  await call(API_ENDPOINTS.customerReadNotification, { id });
}
