import { z } from 'zod';
import { MAX_PAGE_TAKE } from './constants.ts';
import { envelope } from './envelope.ts';
import { numberFromText, plainText, requiredText, skipRule, takeRule, utcTimestampRule } from './rules.ts';

/*
 * The operator's picture uploads (issue #27, content.edit): sliders, promotions, popups, categories and
 * pages name an uploaded picture by the address the upload answers (`/media/uploads/<sha256>.<ext>`),
 * which every content rule already accepts as a site picture. Pictures only: PNG, JPEG, WebP or GIF,
 * checked by their first bytes, not the name. SVG is refused: served from the site's origin an SVG is
 * a document that can run script, and sanitising one safely is a project of its own.
 */

export const ADMIN_MEDIA_PATH = '/api/admin/cms/media';
/** Where an upload is served (the API, from the database every process shares; never the web build). */
export const MEDIA_UPLOADS_PATH = '/media/uploads';

export const MEDIA_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];
export const MEDIA_MAX_BYTES = 2 * 1024 * 1024;

export const AdminMediaUploadRequestSchema = z.object({
  /** The file's name as the operator chose it (shown in the library; never part of the address). */
  fileName: requiredText(1, 120),
  contentType: z.enum(MEDIA_CONTENT_TYPES),
  /** The file, base64 (standard alphabet); at most MEDIA_MAX_BYTES once decoded. */
  data: plainText()
    .min(4)
    .max(Math.ceil(MEDIA_MAX_BYTES / 3) * 4)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/),
});
export type AdminMediaUploadRequest = z.infer<typeof AdminMediaUploadRequestSchema>;

export const AdminMediaSchema = z.object({
  id: z.number().int(),
  /** The address to put in a slider, promotion, popup, page or category. */
  url: z.string(),
  fileName: z.string(),
  contentType: z.enum(MEDIA_CONTENT_TYPES),
  bytes: z.number().int(),
  uploadedBy: z.string(),
  createdAt: utcTimestampRule,
});
export type AdminMedia = z.infer<typeof AdminMediaSchema>;
export const AdminMediaResponseSchema = envelope(AdminMediaSchema);

export const AdminMediaListQuerySchema = z.object({
  skip: numberFromText(skipRule).default(0),
  take: numberFromText(takeRule(MAX_PAGE_TAKE)).default(50),
});
export const AdminMediaListResponseSchema = envelope(
  z.object({ items: z.array(AdminMediaSchema), total: z.number().int().min(0) }),
);
