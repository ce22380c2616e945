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
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export {
  notificationMessages,
  notificationOutcomes,
  type NotificationCatalogue,
  type NotificationOutcome,
} from './outcomes.ts';
