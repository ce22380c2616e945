import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
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

/*
 * A failed query must not put a player's data in the logs. drizzle's DrizzleQueryError carries the
 * query's parameters (national ID, phone, e-mail, password hash...) as `params` and writes them into its
 * message ("Failed query: …\nparams: …"), which pino copies into `message` and `stack` with every
 * cause's; driver errors carry `parameters`, and PostgreSQL's `detail` repeats the values ("Failing row
 * contains (…)", "Key (…)=(…) already exists"). Every error is logged through this one serializer.
 */
const PARAMETER_KEYS = ['params', 'parameters', 'detail'] as const;
const REDACTED_PARAMS = 'params: [redacted]';

/** The error and its causes, as far as they go (bounded: a cause chain could loop). */
function errorChain(error: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  for (let e = error; typeof e === 'object' && e !== null && chain.length < 10;) {
    const fields = e as Record<string, unknown>;
    chain.push(fields);
    e = fields.cause;
  }
  return chain;
}

type SerializedError = ReturnType<typeof stdSerializers.err>;

export function serializeError(error: Error): SerializedError {
  const serialized = stdSerializers.err(error);
  // Not an error after all: pino returns it as it is.
  if ((serialized as unknown) === error || typeof serialized !== 'object') return serialized;
  const fields = serialized as unknown as Record<string, unknown>;
  for (const key of PARAMETER_KEYS) delete fields[key];
  for (const link of errorChain(error)) {
    for (const key of PARAMETER_KEYS) {
      const values = link[key];
      if (!Array.isArray(values) || values.length === 0) continue;
      // Exactly the text drizzle's message template wrote: `params: ${params}`.
      const written = `params: ${String(values)}`;
      for (const text of ['message', 'stack'] as const) {
        if (typeof fields[text] === 'string')
          fields[text] = fields[text].replaceAll(written, REDACTED_PARAMS);
      }
    }
  }
  return serialized;
}

export function loggerOptions(config: Config): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: serializeError,
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
