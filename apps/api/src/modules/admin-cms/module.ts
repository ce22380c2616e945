import { defineModule, type ServicesOf } from '../../module-kit.ts';
import type { CmsModule } from '../cms/index.ts';
import { createCollectionsRepo } from './collections-repo.ts';
import { adminCmsRoutes } from './routes.ts';
import { createAdminCmsService } from './service.ts';
import { createSettingsRepo } from './settings-repo.ts';

/** The back office's content API (admin/cms/...): each write drops the site's bootstrap cache. */
export const adminCmsModule = defineModule<{ cms: CmsModule }>()({
  name: 'adminCms',
  needs: ['cms'],
  build: ({ platform: { db }, cms }) => ({
    adminCms: createAdminCmsService({
      collections: createCollectionsRepo(db),
      settings: createSettingsRepo(db),
      cms: cms.cms,
    }),
  }),
  routes: {
    main: (scope, { adminCms }) => scope.register(adminCmsRoutes, { adminCms }),
  },
});

export type AdminCmsModule = ServicesOf<typeof adminCmsModule>;
