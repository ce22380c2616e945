// Site content (bootstrap, pages, call requests): the services app.ts and the back office use.
export { createCallRequestService } from './call-requests.ts';
export { createEmbeddedBootstrap } from './embedded-bootstrap.ts';
export { createCallRequestRepo, createCmsRepo } from './repo.ts';
export { cmsRoutes } from './routes.ts';
export { createCmsService, type CmsService, type CmsServiceOptions } from './service.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export { cmsMessages, cmsOutcomes, type CmsCatalogue, type CmsOutcome } from './outcomes.ts';
