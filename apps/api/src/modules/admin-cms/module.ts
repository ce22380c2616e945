import { defineModule, type ServicesOf } from '../../module-kit.ts';
import type { CmsModule } from '../cms/index.ts';
import type { RealtimeModule } from '../realtime/index.ts';
import { createCollectionsRepo } from './collections-repo.ts';
import { createJackpots } from './jackpots.ts';
import { createJackpotsRepo } from './jackpots-repo.ts';
import { jackpotsRoutes } from './jackpots-routes.ts';
import { createMedia } from './media.ts';
import { createMediaRepo } from './media-repo.ts';
import { mediaRoutes } from './media-routes.ts';
import { adminCmsRoutes } from './routes.ts';
import { createAdminCmsService } from './service.ts';
import { createSettingsRepo } from './settings-repo.ts';

/** The back office's content API (admin/cms/...): each write drops the site's bootstrap cache. */
export const adminCmsModule = defineModule<{ cms: CmsModule; realtime: RealtimeModule }>()({
  name: 'adminCms',
  needs: ['cms', 'realtime'],
  build: ({ platform: { db, clock, money, log }, cms, realtime }) => ({
    adminCms: createAdminCmsService({
      collections: createCollectionsRepo(db),
      settings: createSettingsRepo(db),
      cms: cms.cms,
    }),
    /** The operator's uploaded pictures (issue #27), in the database every process shares. */
    media: createMedia({ repo: createMediaRepo(db), clock }),
    /** The jackpots' values (issue #27): the operator's adapter of the one port, pushed to the lobbies. */
    jackpots: createJackpots({
      repo: createJackpotsRepo(db),
      money,
      clock,
      realtime: realtime.publisher,
      log,
      onChanged: () => cms.cms.invalidate(),
    }),
  }),
  routes: {
    main: async (scope, { adminCms, media, jackpots }) => {
      await scope.register(adminCmsRoutes, { adminCms });
      await scope.register(mediaRoutes, { media });
      await scope.register(jackpotsRoutes, { jackpots });
    },
  },
});

export type AdminCmsModule = ServicesOf<typeof adminCmsModule>;
