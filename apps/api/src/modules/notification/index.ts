// Player notifications: the service other modules stage notifications with, and their messages.

export {
  betSettledNotification,
  bonusCompletedNotification,
  bonusExpiredNotification,
  bonusGrantedNotification,
  phoneVerifiedNotification,
  trialBonusNotification,
  welcomeNotification,
} from './messages.ts';
export { type NotificationContent } from './repo.ts';

export { type NotificationService, type Staged } from './service.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { notificationModule, type NotificationModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export {
  notificationMessages,
  notificationOutcomes,
  type NotificationCatalogue,
  type NotificationOutcome,
} from './outcomes.ts';
