import type { MessagingModule } from '../../messaging-module.ts';
import { defineModule, type ServicesOf } from '../../module-kit.ts';
import type { AuthModule } from '../auth/index.ts';
import type { CmsModule } from '../cms/index.ts';
import type { LimitsModule } from '../limits/index.ts';
import type { NotificationModule } from '../notification/index.ts';
import type { SessionModule } from '../session/index.ts';
import type { VerificationModule } from '../verification/index.ts';
import { createCustomerRepo } from './repo.ts';
import { customerRoutes } from './routes.ts';
import { createCustomerService } from './service.ts';

/** The player's own profile and phone. */
export const customerModule = defineModule<{
  session: SessionModule;
  auth: AuthModule;
  verification: VerificationModule;
  notification: NotificationModule;
  limits: LimitsModule;
  cms: CmsModule;
  messaging: MessagingModule;
}>()({
  name: 'customer',
  needs: ['session', 'auth', 'verification', 'notification', 'limits', 'cms', 'messaging'],
  build: ({ platform: { db, clock, log }, verification, notification, limits, cms, messaging }) => ({
    customer: createCustomerService({
      repo: createCustomerRepo(db),
      verification: verification.verification,
      messaging: messaging.messaging,
      notifications: notification.notifications,
      clock,
      log,
      limits: limits.limits,
      allowedPhonePrefixes: cms.allowedPhonePrefixes,
    }),
  }),
  routes: {
    main: (scope, { customer }, { session, auth }) =>
      scope.register(customerRoutes, {
        guard: session.guard,
        customer,
        sessions: session.sessions,
        credentials: auth.credentials,
      }),
  },
});

export type CustomerModule = ServicesOf<typeof customerModule>;
