import { API_CONTRACT } from '@lale/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import type { CmsService } from './service.ts';

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

export const cmsRoutes: FastifyPluginAsyncZod<{ cms: CmsService }> = async (app, { cms }) => {
  const { path, response } = API_CONTRACT.cmsGrouped;
  app.get(
    path,
    {
      schema: {
        tags: ['cms'],
        summary:
          'Bootstrap data in the request locale (sliders, content, languages, translations, options, ...)',
        response: { 200: response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { body, etag } = await cms.bootstrapResponse(requestLocale(request));
      // no-cache: browsers may keep it but must revalidate; the ETag makes that a cheap 304.
      // The body is already validated against the contract and serialised, so it bypasses the typed
      // (re-validating) serializer: Fastify sends a string as is.
      const raw = reply as unknown as FastifyReply;
      raw.header('cache-control', 'no-cache').header('etag', etag).header('vary', 'x-locale');
      if (etagMatches(request.headers['if-none-match'], etag)) return raw.code(304).send();
      return raw.type('application/json; charset=utf-8').send(body);
    },
  );
};
