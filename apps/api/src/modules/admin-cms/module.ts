import { defineModule, type ServicesOf } from '../../module-kit.ts';
import type { CmsModule } from '../cms/index.ts';
import { createCollectionsRepo } from './collections-repo.ts';
import { createMedia } from './media.ts';
import { createMediaRepo } from './media-repo.ts';
import { mediaRoutes } from './media-routes.ts';
import { adminCmsRoutes } from './routes.ts';
import { createAdminCmsService } from './service.ts';
import { createSettingsRepo } from './settings-repo.ts';

/** The back office's content API (admin/cms/...): each write drops the site's bootstrap cache. */
export const adminCmsModule = defineModule<{ cms: CmsModule }>()({
  name: 'adminCms',
  needs: ['cms'],
  build: ({ platform: { db, clock }, cms }) => ({
    adminCms: createAdminCmsService({
      collections: createCollectionsRepo(db),
      settings: createSettingsRepo(db),
      cms: cms.cms,
    }),
    /** The operator's uploaded pictures (issue #27), in the database every process shares. */
    media: createMedia({ repo: createMediaRepo(db), clock }),
  }),
  routes: {
    main: async (scope, { adminCms, media }) => {
      await scope.register(adminCmsRoutes, { adminCms });
      await scope.register(mediaRoutes, { media });
    },
  },
});

export type AdminCmsModule = ServicesOf<typeof adminCmsModule>;
