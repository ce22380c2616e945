import type { Redis } from 'ioredis';
import rateLimit from '@fastify/rate-limit';
import { API_CONTRACT } from '@lale/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuard } from '../../platform/auth-guard.ts';
import { refuse } from '../../platform/domain-errors.ts';
import { ERROR_RESPONSES, ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { t } from './outcomes.ts';
import { acceptedCoding } from '../../platform/precompressed.ts';
import type { CallRequestService } from './call-requests.ts';
import type { CmsService } from './service.ts';

/**
 * Call requests one IP address may send per window: a visitor who retries or corrects a request gets
 * through, a script cannot flood the call centre. Counted per process (in memory).
 */
export const CALL_ME_LIMIT = { max: 3, windowMs: 10 * 60_000 } as const;

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

export const cmsRoutes: FastifyPluginAsyncZod<{
  cms: CmsService;
  callRequests: CallRequestService;
  optionalAuth: AuthGuard;
  /** Shares the counts between API processes; without it they are per process. */
  rateLimitRedis?: Redis;
}> = async (app, { cms, callRequests, optionalAuth, rateLimitRedis }) => {
  // Only routes of this scope that ask for it (config.rateLimit) are limited.
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: 'lale-rate-limit:', skipOnError: true } : {}),
  });

  const { path, response } = API_CONTRACT.cmsGrouped;
  app.get(
    path,
    {
      // Read on every visit: per-request log lines would dominate the log (failures are still logged).
      logLevel: 'warn',
      schema: {
        tags: ['cms'],
        summary:
          'Bootstrap data in the request locale (sliders, content, languages, translations, options, ...)',
        response: { 200: response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { body, etag, encoded } = await cms.bootstrapResponse(requestLocale(request));
      // Browsers get the form compressed when it was built (a quarter of the bytes); each form has its
      // own ETag, so a revalidation never answers 304 for a coding the client did not store.
      const coding = acceptedCoding(request.headers['accept-encoding']);
      const variant = coding ? encoded[coding] : { bytes: body, etag };
      // no-cache: browsers may keep it but must revalidate; the ETag makes that a cheap 304.
      // The body is already validated against the contract and serialised, so it bypasses the typed
      // (re-validating) serializer: Fastify sends a string or a Buffer as is.
      const raw = reply as unknown as FastifyReply;
      raw
        .header('cache-control', 'no-cache')
        .header('etag', variant.etag)
        .header('vary', 'x-locale, accept-encoding');
      if (etagMatches(request.headers['if-none-match'], variant.etag)) return raw.code(304).send();
      if (coding) raw.header('content-encoding', coding);
      return raw.type('application/json; charset=utf-8').send(variant.bytes);
    },
  );

  const egypt = API_CONTRACT.casinoEgyptQuest;
  app.get(
    egypt.path,
    {
      logLevel: 'warn',
      schema: {
        tags: ['casino'],
        summary: "The Egypt Quest jackpot's current level (the site ignores 14000: no jackpot)",
        response: { 200: egypt.response, ...ERROR_RESPONSES },
      },
    },
    async () => ok(await cms.egyptQuest()),
  );

  const callMe = API_CONTRACT.cmsCallMe;
  app.post(
    callMe.path,
    {
      preHandler: optionalAuth,
      config: {
        rateLimit: {
          max: CALL_ME_LIMIT.max,
          timeWindow: CALL_ME_LIMIT.windowMs,
          // After validation: a malformed request stores nothing, so it does not use up the allowance.
          hook: 'preHandler',
          errorResponseBuilder: (_request, { ttl }) => refuse({ code: 'CallMeTooMany', seconds: ttl / 1000 }),
        },
      },
      schema: {
        tags: ['cms'],
        summary:
          'Ask to be called back (visitors too; linked to the player when logged in; 3 per 10 minutes per IP)',
        body: callMe.request,
        response: { 200: callMe.response, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await callRequests.receive(request.body, { playerId: request.auth?.playerId ?? null, ip: request.ip });
      return ok(null, t(requestLocale(request), 'callMeReceived'));
    },
  );
};
