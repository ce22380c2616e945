// The back office's content API (admin/cms/...): what app.ts wires together.
export { createCollectionsRepo } from './collections-repo.ts';
export { adminCmsRoutes } from './routes.ts';
export { createAdminCmsService, type AdminCmsService } from './service.ts';
export { createSettingsRepo } from './settings-repo.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export {
  adminCmsMessages,
  adminCmsOutcomes,
  type AdminCmsCatalogue,
  type AdminCmsOutcome,
} from './outcomes.ts';
