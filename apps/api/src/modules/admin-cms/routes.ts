import { ADMIN_CMS_COLLECTION_SCHEMAS as SCHEMAS } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminGuard } from '../../platform/admin-guard.ts';
import { registerCollectionRoutes } from './collection-routes.ts';
import type { AdminCmsService } from './service.ts';
import { registerSettingsRoutes } from './settings-routes.ts';

/*
 * Operator content API under /api/admin/cms (admin role: 401 without a session, 403 for a player;
 * platform/admin-guard.ts). Paths and schemas come from '@lale/contracts' admin-cms.ts.
 */

export const adminCmsRoutes: FastifyPluginAsyncZod<{
  adminGuard: AdminGuard;
  adminCms: AdminCmsService;
}> = async (app, { adminGuard, adminCms }) => {
  registerCollectionRoutes(app, adminGuard, {
    name: 'sliders',
    noun: 'slider',
    ...SCHEMAS.sliders,
    service: adminCms.sliders,
  });
  registerCollectionRoutes(app, adminGuard, {
    name: 'promotions',
    noun: 'promotion',
    ...SCHEMAS.promotions,
    service: adminCms.promotions,
  });
  registerCollectionRoutes(app, adminGuard, {
    name: 'pages',
    noun: 'content page',
    ...SCHEMAS.pages,
    service: adminCms.pages,
  });
  registerCollectionRoutes(app, adminGuard, {
    name: 'popups',
    noun: 'popup',
    ...SCHEMAS.popups,
    service: adminCms.popups,
  });
  registerSettingsRoutes(app, adminGuard, adminCms);
};
