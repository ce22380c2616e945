export { NotificationBell } from './NotificationBell.tsx';
export { useLiveNotifications } from './useNotifications.ts';
