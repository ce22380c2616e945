import {
  API_PATHS,
  NOTIFICATION_PAGE_TAKE,
  type Notification,
  type NotificationsRequest,
  type ReadNotificationRequest,
} from '@lale/contracts';
import { api } from '../../lib/api/index.ts';

/* The two calls of spec §7 behind the bell. API_PATHS, not API_CONTRACT: the contract object would pull
   every endpoint's schemas into the header's first chunk. */

export const notificationsQueryKey = ['customer', 'notifications'] as const;

/** POST customer/notification {skip 0, take 100}: the newest first. */
export async function fetchNotifications(signal?: AbortSignal): Promise<Notification[]> {
  const body: NotificationsRequest = { skip: 0, take: NOTIFICATION_PAGE_TAKE };
  const { data } = await api.post<Notification[]>(API_PATHS.customerNotification, body, signal);
  return data;
}

/** POST customer/readnotification {id}: resolves only when the server agreed. */
export async function readNotification(id: number): Promise<void> {
  const body: ReadNotificationRequest = { id };
  await api.post<null>(API_PATHS.customerReadNotification, body);
}
