// Site content (bootstrap, pages, call requests): the services app.ts and the back office use.

export { type CmsService, type CmsServiceOptions } from './service.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { cmsModule, type CmsModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export { cmsMessages, cmsOutcomes, type CmsCatalogue, type CmsOutcome } from './outcomes.ts';
