import {
  ADMIN_MEDIA_PATH,
  AdminMediaListQuerySchema,
  AdminMediaListResponseSchema,
  AdminMediaResponseSchema,
  AdminMediaUploadRequestSchema,
  MEDIA_MAX_BYTES,
  MEDIA_UPLOADS_PATH,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import { noteAudit, staffOf } from '../../platform/staff-permission.ts';
import type { Media } from './media.ts';
import { messages } from './outcomes.ts';

/*
 * Picture uploads (issue #27):
 *   POST /api/admin/cms/media        upload one picture (content.edit; base64 in JSON, at most 2 MB)
 *   GET  /api/admin/cms/media        the uploads, newest first (content.view)
 *   GET  /media/uploads/<sha>.<ext>  a picture, to anyone (the site shows them), cached for a year
 */

/** A picture travels as base64 (4 bytes per 3) inside a small JSON object. */
const UPLOAD_BODY_LIMIT = Math.ceil(MEDIA_MAX_BYTES / 3) * 4 + 1024;

export const mediaRoutes: FastifyPluginAsyncZod<{ media: Media }> = async (app, { media }) => {
  app.post(
    ADMIN_MEDIA_PATH,
    {
      config: { permission: 'content.edit' },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        ...adminDoc(
          'Upload a picture (PNG, JPEG, WebP or GIF up to 2 MB, base64; SVG refused) for the content',
        ),
        body: AdminMediaUploadRequestSchema,
        response: responses(AdminMediaResponseSchema),
      },
    },
    async (request) => {
      const uploaded = await media.upload(staffOf(request).staffId, request.body);
      noteAudit(request, {
        targetType: 'content_media',
        targetId: uploaded.id,
        after: { url: uploaded.url, fileName: uploaded.fileName, bytes: uploaded.bytes },
      });
      return ok(uploaded, messages(requestLocale(request)).mediaUploaded);
    },
  );

  app.get(
    ADMIN_MEDIA_PATH,
    {
      config: { permission: 'content.view' },
      schema: {
        ...adminDoc('The uploaded pictures, newest first'),
        querystring: AdminMediaListQuerySchema,
        response: responses(AdminMediaListResponseSchema),
      },
    },
    async (request) => ok(await media.list(request.query.skip, request.query.take)),
  );

  app.get(
    `${MEDIA_UPLOADS_PATH}/:file`,
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const picture = await media.file(request.params.file);
      if (!picture) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .type(picture.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(picture.data);
    },
  );
};
