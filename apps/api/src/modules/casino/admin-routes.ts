import {
  ADMIN_CASINO_PATHS,
  AdminCasinoCategoriesResponseSchema,
  AdminCasinoCategoryRequestSchema,
  AdminCasinoCategoryResponseSchema,
  AdminCasinoGameRequestSchema,
  AdminCasinoGameResponseSchema,
  AdminCasinoGamesQuerySchema,
  AdminCasinoGamesResponseSchema,
  AdminCasinoIdParamsSchema,
  AdminCasinoProvidersResponseSchema,
  AdminCasinoReorderRequestSchema,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import { noteAudit } from '../../platform/staff-permission.ts';
import type { CasinoAdmin } from './admin-catalogue.ts';
import { messages } from './outcomes.ts';

/*
 * Back office, the casino catalogue (issue #27; casino.view to read, casino.edit to change):
 *   GET  /api/admin/casino/providers            providers: the operator's switch, configured, games
 *   GET  /api/admin/casino/games                games by name or code, provider, category, switch
 *   PUT  /api/admin/casino/games/:id            a game's name, order, badges, picture, categories
 *   GET  /api/admin/casino/categories           the lobby's categories in order
 *   POST /api/admin/casino/categories           a new category (last)
 *   PUT  /api/admin/casino/categories/:id       its names, lobby pages, picture
 *   POST /api/admin/casino/categories/reorder   every category once, in the new order
 * Switching a provider or a game on and off: integrity/admin-routes.ts.
 */

export const casinoAdminRoutes: FastifyPluginAsyncZod<{ admin: CasinoAdmin }> = async (app, { admin }) => {
  app.get(
    ADMIN_CASINO_PATHS.providers,
    {
      config: { permission: 'casino.view' },
      schema: {
        ...adminDoc(
          "The casino's providers: the operator's switch, whether they can launch here, their games",
        ),
        response: responses(AdminCasinoProvidersResponseSchema),
      },
    },
    async () => ok(await admin.providers()),
  );

  app.get(
    ADMIN_CASINO_PATHS.games,
    {
      config: { permission: 'casino.view' },
      schema: {
        ...adminDoc('Games of the catalogue by name or code, provider, category and switch, by name'),
        querystring: AdminCasinoGamesQuerySchema,
        response: responses(AdminCasinoGamesResponseSchema),
      },
    },
    async (request) => ok(await admin.games(request.query)),
  );

  app.put(
    ADMIN_CASINO_PATHS.game,
    {
      config: { permission: 'casino.edit' },
      schema: {
        ...adminDoc("Replace a game's name, order, badges, picture and categories"),
        params: AdminCasinoIdParamsSchema,
        body: AdminCasinoGameRequestSchema,
        response: responses(AdminCasinoGameResponseSchema),
      },
    },
    async (request) => {
      const { before, after } = await admin.updateGame(request.params.id, request.body);
      noteAudit(request, { targetType: 'casino_game', targetId: after.gameId, before, after });
      return ok(after, messages(requestLocale(request)).casinoGameSaved);
    },
  );

  app.get(
    ADMIN_CASINO_PATHS.categories,
    {
      config: { permission: 'casino.view' },
      schema: {
        ...adminDoc("The lobby's categories in order, with their names in both languages"),
        response: responses(AdminCasinoCategoriesResponseSchema),
      },
    },
    async () => ok(await admin.categories()),
  );

  app.post(
    ADMIN_CASINO_PATHS.categories,
    {
      config: { permission: 'casino.edit' },
      schema: {
        ...adminDoc('A new lobby category, last'),
        body: AdminCasinoCategoryRequestSchema,
        response: responses(AdminCasinoCategoryResponseSchema),
      },
    },
    async (request) => {
      const created = await admin.createCategory(request.body);
      noteAudit(request, { targetType: 'casino_category', targetId: created.id, after: created });
      return ok(created, messages(requestLocale(request)).casinoCategorySaved);
    },
  );

  app.post(
    ADMIN_CASINO_PATHS.categoriesReorder,
    {
      config: { permission: 'casino.edit' },
      schema: {
        ...adminDoc('Put the lobby categories in a new order (every category once)'),
        body: AdminCasinoReorderRequestSchema,
        response: responses(AdminCasinoCategoriesResponseSchema),
      },
    },
    async (request) => {
      const ordered = await admin.reorderCategories(request.body.ids);
      noteAudit(request, { targetType: 'casino_category', after: { ids: request.body.ids } });
      return ok(ordered, messages(requestLocale(request)).casinoCategorySaved);
    },
  );

  app.put(
    ADMIN_CASINO_PATHS.category,
    {
      config: { permission: 'casino.edit' },
      schema: {
        ...adminDoc("Replace a lobby category's names, lobby pages and picture"),
        params: AdminCasinoIdParamsSchema,
        body: AdminCasinoCategoryRequestSchema,
        response: responses(AdminCasinoCategoryResponseSchema),
      },
    },
    async (request) => {
      const { before, after } = await admin.updateCategory(request.params.id, request.body);
      noteAudit(request, { targetType: 'casino_category', targetId: after.id, before, after });
      return ok(after, messages(requestLocale(request)).casinoCategorySaved);
    },
  );
};
