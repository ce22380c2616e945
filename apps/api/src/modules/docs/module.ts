import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { docsRoutes } from './routes.ts';

/** The OpenAPI document and its reference page. */
export const docsModule = defineModule()({
  name: 'docs',
  needs: [],
  build: () => ({}),
  routes: { main: (scope, _self, { platform }) => scope.register(docsRoutes, { config: platform.config }) },
});

export type DocsModule = ServicesOf<typeof docsModule>;
