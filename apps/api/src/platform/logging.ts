import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/*
 * pino options for Fastify's logger. Requests are logged by method and path with credentials masked:
 * tokens and codes must never reach the logs (DESIGN §3), and the hub carries its token in the query.
 */

const SENSITIVE_QUERY_PARAMS = /([?&](?:access_token|token|code|password)=)[^&]*/gi;

export function maskUrl(url: string): string {
  return url.replace(SENSITIVE_QUERY_PARAMS, '$1[redacted]');
}

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.password2',
  '*.oldPassword',
  '*.confirmPassword',
  '*.code',
  '*.token',
];

export function loggerOptions(config: Config): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; id?: string }) => ({
        method: req.method,
        url: maskUrl(req.url),
      }),
    },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
