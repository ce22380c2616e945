import { ADMIN_CMS_COLLECTION_SCHEMAS as SCHEMAS } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCollectionRoutes } from './collection-routes.ts';
import type { AdminCmsService } from './service.ts';
import { registerSettingsRoutes } from './settings-routes.ts';

/*
 * Operator content API under /api/admin/cms (staff with content.view / content.edit: 401 without a staff
 * session, 403 for a role without the permission;
 * modules/staff/guard.ts). Paths and schemas come from '@lale/contracts' admin-cms.ts.
 */

export const adminCmsRoutes: FastifyPluginAsyncZod<{
  adminCms: AdminCmsService;
}> = async (app, { adminCms }) => {
  registerCollectionRoutes(app, {
    name: 'sliders',
    noun: 'slider',
    ...SCHEMAS.sliders,
    service: adminCms.sliders,
  });
  registerCollectionRoutes(app, {
    name: 'promotions',
    noun: 'promotion',
    ...SCHEMAS.promotions,
    service: adminCms.promotions,
  });
  registerCollectionRoutes(app, {
    name: 'pages',
    noun: 'content page',
    ...SCHEMAS.pages,
    service: adminCms.pages,
  });
  registerCollectionRoutes(app, {
    name: 'popups',
    noun: 'popup',
    ...SCHEMAS.popups,
    service: adminCms.popups,
  });
  registerSettingsRoutes(app, adminCms);
};
