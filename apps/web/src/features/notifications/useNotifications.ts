import { NotificationType, RealtimeCommand, type Notification } from '@lale/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceQueryKey } from '../../lib/sessionActions.ts';
import { useSession } from '../../lib/session.ts';
import { isApiError } from '../../lib/api/index.ts';
import { notify } from '../../lib/notify.ts';
import { CONNECTION_EVENTS, onRealtimeCommand } from '../../lib/realtime/index.ts';
import { fetchNotifications, notificationsQueryKey, readNotification } from './api.ts';

/*
 * The notification list lives in the TanStack Query cache: fetched after login (spec §4), grown by live
 * messages, and changed to read only after the server agreed.
 */

export function useNotifications() {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => fetchNotifications(signal),
    enabled: isLoggedIn,
    // Live messages keep it current; refetching on focus would only repeat the same 100 rows.
    staleTime: Infinity,
    retry: false,
  });
}

export function useUnreadCount(): number {
  const { data } = useNotifications();
  return data?.reduce((count, item) => count + (item.isRead ? 0 : 1), 0) ?? 0;
}

/** Deposit and Withdraw notifications tell of a status change that moved money (issue #11). */
const MONEY_NOTIFICATIONS: ReadonlySet<number> = new Set([
  NotificationType.Deposit,
  NotificationType.Withdraw,
]);

/**
 * A live notification goes first (the list is newest first); a repeat of a known id replaces it. One
 * about a deposit or withdrawal also asks for the balance at once, so the header shows the new amount
 * without waiting for the next poll.
 */
export function addLiveNotification(queryClient: QueryClient, notification: Notification): void {
  queryClient.setQueryData<Notification[]>(notificationsQueryKey, (list = []) => [
    notification,
    ...list.filter((item) => item.id !== notification.id),
  ]);
  if (MONEY_NOTIFICATIONS.has(notification.type)) {
    void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
  }
}

/**
 * Spec §4: live messages with command Notification are appended. After a reconnect the list is fetched
 * again, since messages sent while the connection was down are lost.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  useEffect(() => {
    if (!isLoggedIn) return;
    // Loaded once per login, before the first message can arrive; messages keep their order because
    // each waits on the same promise.
    const parser = import('./parseLiveNotification.ts');
    const offNotification = onRealtimeCommand(RealtimeCommand.Notification, (message) => {
      void parser.then(({ parseLiveNotification }) => {
        const notification = parseLiveNotification(message);
        if (notification) addLiveNotification(queryClient, notification);
      });
    });
    const offReconnected = onRealtimeCommand(CONNECTION_EVENTS.reconnected, () => {
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    });
    return () => {
      offNotification();
      offReconnected();
    };
  }, [isLoggedIn, queryClient]);
}

/** Spec §4: unread → read when opened; the server is told first, the cache changes only on success. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: readNotification,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Notification[]>(notificationsQueryKey, (list) =>
        list?.map((item) => (item.id === id ? { ...item, isRead: true } : item)),
      );
    },
    onError: (error) => {
      notify.error(isApiError(error) && error.message ? error.message : t('notifications.readFailed'));
    },
  });
}
