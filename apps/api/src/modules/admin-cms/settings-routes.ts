import {
  ADMIN_CMS_PATHS,
  AdminAppLinkInputSchema,
  AdminAppLinkParamsSchema,
  AdminAppLinkSchema,
  AdminAppLinksReorderRequestSchema,
  AdminSiteOptionInputSchema,
  AdminSiteOptionParamsSchema,
  AdminSiteOptionSchema,
  AdminTranslationInputSchema,
  AdminTranslationParamsSchema,
  AdminTranslationSchema,
  AdminTranslationsQuerySchema,
  envelope,
  MessageResponseSchema,
} from '@lale/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES, ok } from '../../platform/envelope.ts';
import { adminDoc as doc } from '../../platform/route-docs.ts';
import type { AdminCmsService } from './service.ts';

/*
 * The HTTP side of the keyed settings: translation overrides (locale + key), site options (key) and
 * app-setting links (name). PUT creates or replaces (upsert), DELETE removes (404 when absent).
 */

const answers = <T extends z.ZodType>(data: T) => ({ 200: envelope(data), ...ERROR_RESPONSES });
const deleted = { 200: MessageResponseSchema, ...ERROR_RESPONSES };

export function registerSettingsRoutes(app: FastifyInstance, service: AdminCmsService) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // Before the body is even read: a caller without the role gets 401/403, never a 400 about the body.
  const { translations, siteOptions, appLinks } = service;

  // ── Translation overrides of the site's bundled texts ──
  typed.get(
    ADMIN_CMS_PATHS.translations,
    {
      config: { permission: 'content.view' },
      schema: {
        ...doc('Translation overrides, of one locale or all'),
        querystring: AdminTranslationsQuerySchema,
        response: answers(z.array(AdminTranslationSchema)),
      },
    },
    async (request) => ok(await translations.list(request.query.locale)),
  );
  typed.put(
    ADMIN_CMS_PATHS.translations,
    {
      config: { permission: 'content.edit' },
      schema: {
        ...doc('Create or replace the text of one key in one locale'),
        body: AdminTranslationInputSchema,
        response: answers(AdminTranslationSchema),
      },
    },
    async (request) => ok(await translations.upsert(request.body)),
  );
  typed.delete(
    ADMIN_CMS_PATHS.translation,
    {
      config: { permission: 'content.edit' },
      schema: {
        ...doc('Remove an override: the site shows its bundled text again'),
        params: AdminTranslationParamsSchema,
        response: deleted,
      },
    },
    async (request) => {
      await translations.remove(request.params.locale, request.params.key);
      return ok(null);
    },
  );

  // ── Site options ──
  typed.get(
    ADMIN_CMS_PATHS.siteOptions,
    {
      config: { permission: 'content.view' },
      schema: {
        ...doc('Every site option, switched-off ones too'),
        response: answers(z.array(AdminSiteOptionSchema)),
      },
    },
    async () => ok(await siteOptions.list()),
  );
  typed.put(
    ADMIN_CMS_PATHS.siteOption,
    {
      config: { permission: 'content.edit' },
      schema: {
        ...doc('Create or replace a site option; the key is lower-cased'),
        params: AdminSiteOptionParamsSchema,
        body: AdminSiteOptionInputSchema,
        response: answers(AdminSiteOptionSchema),
      },
    },
    async (request) => ok(await siteOptions.upsert({ key: request.params.key, ...request.body })),
  );
  typed.delete(
    ADMIN_CMS_PATHS.siteOption,
    {
      config: { permission: 'content.edit' },
      schema: {
        ...doc('Delete a site option'),
        params: AdminSiteOptionParamsSchema,
        response: deleted,
      },
    },
    async (request) => {
      await siteOptions.remove(request.params.key);
      return ok(null);
    },
  );

  // ── App-setting links ('Follow Me') ──
  typed.get(
    ADMIN_CMS_PATHS.appLinks,
    {
      config: { permission: 'content.view' },
      schema: {
        ...doc('Every app-setting link, in order'),
        response: answers(z.array(AdminAppLinkSchema)),
      },
    },
    async () => ok(await appLinks.list()),
  );
  typed.post(
    ADMIN_CMS_PATHS.appLinksReorder,
    {
      config: { permission: 'content.edit' },
      schema: {
        ...doc('Set the order of the links: each existing name once'),
        body: AdminAppLinksReorderRequestSchema,
        response: answers(z.array(AdminAppLinkSchema)),
      },
    },
    async (request) => ok(await appLinks.reorder(request.body.names)),
  );
  typed.put(
    ADMIN_CMS_PATHS.appLink,
    {
      config: { permission: 'content.edit' },
      schema: {
        ...doc('Create or replace a link; a new name is placed last'),
        params: AdminAppLinkParamsSchema,
        body: AdminAppLinkInputSchema,
        response: answers(AdminAppLinkSchema),
      },
    },
    async (request) => ok(await appLinks.upsert(request.params.name, request.body.url)),
  );
  typed.delete(
    ADMIN_CMS_PATHS.appLink,
    {
      config: { permission: 'content.edit' },
      schema: { ...doc('Delete a link'), params: AdminAppLinkParamsSchema, response: deleted },
    },
    async (request) => {
      await appLinks.remove(request.params.name);
      return ok(null);
    },
  );
}
