// Player notifications: the service other modules stage notifications with, and their messages.
export { adminNotificationRoutes } from './admin-routes.ts';
export {
  betSettledNotification,
  bonusCompletedNotification,
  bonusExpiredNotification,
  bonusGrantedNotification,
  phoneVerifiedNotification,
  trialBonusNotification,
  welcomeNotification,
} from './messages.ts';
export { createNotificationRepo, type NotificationContent } from './repo.ts';
export { notificationRoutes } from './routes.ts';
export { createNotificationService, type NotificationService, type Staged } from './service.ts';
