// The back office's content API (admin/cms/...): what app.ts wires together.
export { createCollectionsRepo } from './collections-repo.ts';
export { adminCmsRoutes } from './routes.ts';
export { createAdminCmsService, type AdminCmsService } from './service.ts';
export { createSettingsRepo } from './settings-repo.ts';
