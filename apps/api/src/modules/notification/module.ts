import { defineModule, type ServicesOf } from '../../module-kit.ts';
import type { RealtimeModule } from '../realtime/index.ts';
import type { SessionModule } from '../session/index.ts';
import { adminNotificationRoutes } from './admin-routes.ts';
import { createAudienceRepo } from './audience-repo.ts';
import { createNotificationRepo } from './repo.ts';
import { notificationRoutes } from './routes.ts';
import { createNotificationService } from './service.ts';

/** Player notifications: other modules stage them; each is pushed live when its transaction commits. */
export const notificationModule = defineModule<{ realtime: RealtimeModule; session: SessionModule }>()({
  name: 'notification',
  needs: ['realtime', 'session'],
  build: ({ platform: { db, clock, log }, realtime }) => ({
    notifications: createNotificationService({
      repo: createNotificationRepo(db),
      audiences: createAudienceRepo(db),
      realtime: realtime.publisher,
      clock,
      log,
    }),
  }),
  routes: {
    main: async (scope, { notifications }, { session, platform: { money } }) => {
      await scope.register(notificationRoutes, { guard: session.guard, notifications });
      await scope.register(adminNotificationRoutes, { notifications, money });
    },
  },
});

export type NotificationModule = ServicesOf<typeof notificationModule>;
