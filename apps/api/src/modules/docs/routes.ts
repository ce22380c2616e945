import scalar from '@scalar/fastify-api-reference';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../platform/config.ts';
import { securityHeaders } from '../../platform/security.ts';

/*
 * API documentation: the OpenAPI 3.1 document (built by @fastify/swagger from the routes' zod schemas)
 * at /api/docs/openapi.json and a browsable reference at /api/docs. Scalar's fastify plugin serves its
 * own JavaScript bundle from /api/docs/js/scalar.js, so the page works without internet access.
 */

const DOCS_CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  // Scalar boots from one inline script and injects its stylesheet at runtime.
  'script-src': ["'self'", "'unsafe-inline'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'self'"],
};

export const docsRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  // Every route of this scope gets the docs policy instead of the SPA's (platform/security.ts reads it).
  const headers = securityHeaders(config, DOCS_CSP_DIRECTIVES);
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, securityHeaders: headers };
  });

  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(scalar, {
    routePrefix: '/api/docs',
    logLevel: 'warn',
    configuration: {
      // Point at our document so Scalar does not publish a second, re-normalised copy.
      url: '/api/docs/openapi.json',
      pageTitle: 'Lale API',
      withDefaultFonts: false,
      hideClientButton: true,
      telemetry: false,
      // Hosted extras (AI agent, MCP) need Scalar's servers; the docs must work offline.
      mcp: { disabled: true },
      agent: { disabled: true },
    },
  });
};
