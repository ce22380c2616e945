import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import pino, { type DestinationStream } from 'pino';
import type { DatabaseConnection } from './db/connection.ts';
import { createAuthRepo } from './modules/auth/repo.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createCmsRepo } from './modules/cms/repo.ts';
import { cmsRoutes } from './modules/cms/routes.ts';
import { createCmsService, type CmsServiceOptions } from './modules/cms/service.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { docsRoutes } from './modules/docs/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import type { Config } from './platform/config.ts';
import { registerErrorHandler } from './platform/envelope.ts';
import { loggerOptions } from './platform/logging.ts';
import { API_VERSION } from './platform/paths.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { registerSpa } from './platform/spa.ts';

export type BuildAppOptions = {
  config: Config;
  database: DatabaseConnection;
  /** Where log lines go (tests capture them); stdout when omitted. */
  logStream?: DestinationStream;
  cms?: CmsServiceOptions;
};

/** Request bodies above this are refused with 413; no endpoint of the spec needs more. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * The whole HTTP application, without listening: server.ts listens, tests use `app.inject`.
 * Database and config are passed in so tests can give each file its own.
 */
export async function buildApp({
  config,
  database,
  logStream,
  cms: cmsOptions,
}: BuildAppOptions): Promise<FastifyInstance> {
  const logging = loggerOptions(config);
  const logger: FastifyBaseLogger = logStream ? pino(logging, logStream) : pino(logging);
  const app = Fastify({
    loggerInstance: logger,
    // Our own ids only: an id taken from the client could be forged to confuse the logs.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API accepts JSON only; anything else is refused (415) instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, config);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lale API',
        version: API_VERSION,
        description:
          'Every answer is `{ success, message, data }`. Send `x-locale: tr|en` for messages in that language (default tr).',
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  const db = database.db;
  const api: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(healthRoutes, { database });
    await scope.register(authRoutes, { auth: createAuthService(createAuthRepo(db)) });
    await scope.register(cmsRoutes, { cms: createCmsService(createCmsRepo(db), cmsOptions) });
    if (!config.isProduction) await scope.register(devRoutes, { db });
    await scope.register(docsRoutes);
  };
  // Modules register full paths (from API_CONTRACT where the spec defines them), so no prefix here.
  await app.register(api);

  await registerSpa(app, config.webDist);
  return app;
}
