import {
  ErrorEnvelopeSchema,
  issuesToFieldErrors,
  type Envelope,
  type ErrorEnvelope,
  type Locale,
} from '@lale/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from './clock.ts';
import { DomainError } from './domain-errors.ts';
import type { DescribeOutcome } from './error-table.ts';
import { messages, requestLocale, t, type MessageKey } from './i18n.ts';

/*
 * The answer shape of DESIGN §4 — `{ success, message, data }` — for success and every failure, decided
 * here and nowhere else. Routes return `ok(data)`; services and guards refuse with a domain outcome
 * (`throw refuse({code})`, worded by the merged error table of src/outcomes.ts, passed in by app.ts); framework failures (bad JSON, wrong
 * content type, too large, schema validation, unknown path, crashes) are translated below.
 */

export function ok<T>(data: T, message = ''): Envelope<T> {
  return { success: true, message, data };
}

/** Failure answers every route documents in OpenAPI. */
export const ERROR_RESPONSES = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema } as const;

function fail(message: string, errors: Record<string, string> | null = null): ErrorEnvelope {
  return { success: false, message, data: errors ? { errors } : null };
}

type ValidationItem = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
};

/*
 * fastify-type-provider-zod flattens each zod issue into a Fastify validation item (code → keyword,
 * path → instancePath, everything else → params); rebuilding the issue lets the shared contracts
 * formatter produce the same field messages the site shows.
 */
function toZodIssues(validation: readonly ValidationItem[]): z.core.$ZodIssue[] {
  return validation.map(
    (item) =>
      ({
        ...item.params,
        code: item.keyword,
        message: item.message ?? '',
        path: item.instancePath.split('/').filter((segment) => segment !== ''),
      }) as unknown as z.core.$ZodIssue,
  );
}

/** Known framework errors by code → status and message. */
const FRAMEWORK_ERRORS: Record<string, [number, MessageKey]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'malformedJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'emptyJson'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'badRequest'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payloadTooLarge'],
};

type Described = [status: number, body: ErrorEnvelope, retryAfterSeconds?: number];

function describeError(
  error: FastifyError,
  locale: Locale,
  clock: Clock,
  describeOutcome: DescribeOutcome,
): Described | undefined {
  if (error instanceof DomainError) {
    const described = describeOutcome(error.outcome, locale, clock.now());
    return [described.status, fail(described.message, described.errors), described.retryAfterSeconds];
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return [
      400,
      fail(t(locale, 'validationFailed'), issuesToFieldErrors(toZodIssues(error.validation), locale)),
    ];
  }
  if (error.validation) return [400, fail(t(locale, 'validationFailed'))];
  // A handler's second-stage parse (a game's own choices inside a generic body) fails like the first.
  if (error instanceof z.ZodError)
    return [400, fail(t(locale, 'validationFailed'), issuesToFieldErrors(error.issues, locale))];
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return [known[0], fail(t(locale, known[1]))];
  const status = error.statusCode ?? 500;
  // The default JSON parser reports a syntax error as a plain SyntaxError with status 400.
  if (status === 400 && error instanceof SyntaxError) return [400, fail(t(locale, 'malformedJson'))];
  if (status === 404) return [404, fail(t(locale, 'notFound'))];
  if (status === 429) return [429, fail(t(locale, 'tooManyRequests'))];
  if (status >= 400 && status < 500) return [status, fail(t(locale, 'badRequest'))];
  return undefined;
}

/**
 * Refusals the router makes before any route or hook runs — a path that is not valid URL encoding, or a
 * path parameter longer than the router accepts — in the envelope too (Fastify's `frameworkErrors`).
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(fail(t(requestLocale(request), 'badRequest')));
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .type('application/json; charset=utf-8')
    .send(fail(t(requestLocale(request), 'notFound')));
}

/**
 * Installs the error handler on the root instance, so it covers every route and plugin. The outcomes'
 * table comes from above (src/outcomes.ts merges the modules' rows; platform/ imports no module).
 */
export function registerErrorHandler(
  app: FastifyInstance,
  clock: Clock,
  describeOutcome: DescribeOutcome,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    const described = describeError(error, locale, clock, describeOutcome);
    reply.type('application/json; charset=utf-8');
    if (described) {
      const [status, body, retryAfterSeconds] = described;
      if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
      return reply.code(status).send(body);
    }
    // A real fault: the log gets everything (pino adds the request id); the client gets only the id.
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(fail(messages(locale).internalError(request.id)));
  });
}
