// Site content (bootstrap, pages, call requests): the services app.ts and the back office use.
export { createCallRequestService } from './call-requests.ts';
export { createEmbeddedBootstrap } from './embedded-bootstrap.ts';
export { createCallRequestRepo, createCmsRepo } from './repo.ts';
export { cmsRoutes } from './routes.ts';
export { createCmsService, type CmsService, type CmsServiceOptions } from './service.ts';
