import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import pino, { type DestinationStream } from 'pino';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import { registerErrorHandler, sendFrameworkError } from './envelope.ts';
import type { DescribeOutcome } from './error-table.ts';
import { loggerOptions } from './logging.ts';
import { API_VERSION } from './paths.ts';
import { registerSecurityHeaders } from './security.ts';

/*
 * The HTTP platform every module's routes run on (app.ts composes the modules on it): logging, request
 * ids, JSON only, the error envelope, security headers, the OpenAPI document, a graceful stop.
 */

/** Request bodies above this are refused with 413; no endpoint of the spec needs more. */
export const BODY_LIMIT = 1024 * 1024;

export async function createHttpApp({
  config,
  logStream,
  clock,
  describeOutcome,
}: {
  config: Config;
  logStream?: DestinationStream;
  clock: Clock;
  /** The merged error table (src/outcomes.ts): platform sits below the modules whose rows it holds. */
  describeOutcome: DescribeOutcome;
}): Promise<FastifyInstance> {
  const logging = loggerOptions(config);
  const logger: FastifyBaseLogger = logStream ? pino(logging, logStream) : pino(logging);
  const app = Fastify({
    loggerInstance: logger,
    // Our own ids only: an id taken from the client could be forged to confuse the logs.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    // request.ip is the client's address only behind a proxy named in TRUST_PROXY; nobody else's
    // X-Forwarded-For is believed (a client could otherwise pick the address every limit counts).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API accepts JSON only; anything else is refused (415) instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app, clock, describeOutcome);
  // Stopping (app.close): requests already running are answered, and with `Connection: close`, so their
  // kept-alive connections end with the answer. Otherwise close would wait for idle keep-alive sockets
  // until their timeout, and a stop would be killed (and cut its answers) before it completes.
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  // A callback hook, not an async one: it runs on every response and needs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });

  registerSecurityHeaders(app, config);
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
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          // The back office's staff session (issue #25): an httpOnly cookie, plus x-csrf-token on writes.
          staffSession: { type: 'apiKey', in: 'cookie', name: 'lale_staff' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  return app;
}

/**
 * Rate limits shared by every API process when REDIS_URL is set (DESIGN §8: nothing another process
 * needs lives in one process's memory); without it each process counts on its own.
 */
export function rateLimitRedis(app: FastifyInstance, config: Config): Redis | undefined {
  if (!config.redisUrl) return undefined;
  const client = new Redis(config.redisUrl, {
    connectionName: 'lale-rate-limit',
    // A down Redis must not hang requests: the limiter skips itself on errors (skipOnError).
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  client.on('error', (error) => app.log.warn({ err: error }, 'rate-limit redis error'));
  app.addHook('onClose', async () => {
    client.disconnect();
  });
  return client;
}
