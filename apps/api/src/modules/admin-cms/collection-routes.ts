import {
  ADMIN_CMS_PATHS,
  AdminCmsIdParamsSchema,
  AdminReorderRequestSchema,
  adminCmsItemPath,
  adminCmsReorderPath,
  envelope,
  MessageResponseSchema,
  type AdminCmsCollection,
} from '@lale/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ERROR_RESPONSES, ok } from '../../platform/envelope.ts';
import { adminDoc as doc } from '../../platform/route-docs.ts';
import type { AdminCollectionService } from './service.ts';

/*
 * The HTTP side of one id-keyed collection (sliders, promotions, pages, popups), the same for each:
 *   GET    /api/admin/cms/<c>           every item, inactive ones too, in the site's order
 *   POST   /api/admin/cms/<c>           create (201), appended at the end
 *   PUT    /api/admin/cms/<c>/:id       replace every field
 *   DELETE /api/admin/cms/<c>/:id
 *   POST   /api/admin/cms/<c>/reorder   {ids}: every id once, sortOrder = position (not for popups)
 *
 * Generic over the collection's schemas, which TypeScript cannot follow through the zod type provider;
 * so these routes read body and params through the casts below. The schemas still validate every
 * request and serialise every answer at run time, exactly as on the typed routes.
 */

type IdParams = z.output<typeof AdminCmsIdParamsSchema>;

export type CollectionDefinition<I extends z.ZodType, T extends z.ZodType> = {
  name: AdminCmsCollection;
  /** What the summaries call one item ('promotion'). */
  noun: string;
  input: I;
  item: T;
  reorderable: boolean;
  service: AdminCollectionService<z.output<I>, z.output<T>>;
};

export function registerCollectionRoutes<I extends z.ZodType, T extends z.ZodType>(
  app: FastifyInstance,
  { name, noun, input, item, reorderable, service }: CollectionDefinition<I, T>,
): void {
  const body = (request: FastifyRequest) => request.body as z.output<I>;
  const id = (request: FastifyRequest) => (request.params as IdParams).id;
  // Before the body is even read: a caller without the role gets 401/403, never a 400 about the body.
  const itemResponse = { 200: envelope(item), ...ERROR_RESPONSES };
  const listResponse = { 200: envelope(z.array(item)), ...ERROR_RESPONSES };

  app.get(
    ADMIN_CMS_PATHS[name],
    {
      config: { permission: 'content.view' },
      schema: { ...doc(`Every ${noun}, inactive ones too`), response: listResponse },
    },
    async () => ok(await service.list()),
  );

  app.post(
    ADMIN_CMS_PATHS[name],
    {
      config: { permission: 'content.edit' },
      schema: {
        ...doc(`Create a ${noun}, placed last`),
        body: input,
        response: { 201: envelope(item), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const created = await service.create(body(request));
      return reply.code(201).send(ok(created));
    },
  );

  app.put(
    adminCmsItemPath(name),
    {
      config: { permission: 'content.edit' },
      schema: {
        ...doc(`Replace a ${noun}`),
        params: AdminCmsIdParamsSchema,
        body: input,
        response: itemResponse,
      },
    },
    async (request) => ok(await service.update(id(request), body(request))),
  );

  app.delete(
    adminCmsItemPath(name),
    {
      config: { permission: 'content.edit' },
      schema: {
        ...doc(`Delete a ${noun}`),
        params: AdminCmsIdParamsSchema,
        response: { 200: MessageResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await service.remove(id(request));
      return ok(null);
    },
  );

  if (!reorderable) return;
  app.post(
    adminCmsReorderPath(name),
    {
      config: { permission: 'content.edit' },
      schema: {
        ...doc(`Set the order of every ${noun}: each existing id once`),
        body: AdminReorderRequestSchema,
        response: listResponse,
      },
    },
    async (request) =>
      ok(await service.reorder((request.body as z.output<typeof AdminReorderRequestSchema>).ids)),
  );
}
