import { z } from 'zod';
import { MAX_PAGE_TAKE } from './constants.ts';
import { envelope } from './envelope.ts';
import { idRule, numberFromText, requiredText, skipRule, takeRule, utcTimestampRule } from './rules.ts';

/*
 * Back office (issue #25): the call-back requests visitors and players leave (spec §7 cms/callme,
 * stored by the cms module): the call centre lists the open ones, calls, and marks each handled with a note.
 */

export const ADMIN_CALLBACKS_PATH = '/api/admin/callbacks';
export const ADMIN_CALLBACK_PATHS = {
  list: ADMIN_CALLBACKS_PATH,
  export: `${ADMIN_CALLBACKS_PATH}/export`,
  handle: `${ADMIN_CALLBACKS_PATH}/:id/handle`,
} as const;

export const CALLBACK_STATUSES = ['open', 'handled'] as const;
export const CALLBACK_SORTS = ['id', 'createdAt', 'handledAt'] as const;
export const CALLBACK_NOTE_MAX = 500;

export const AdminCallbacksFilterSchema = z.object({
  status: z.enum(CALLBACK_STATUSES).optional(),
  sort: z.enum(CALLBACK_SORTS).default('createdAt'),
  /** Oldest first by default: the call centre works the queue in order. */
  dir: z.enum(['asc', 'desc']).default('asc'),
});
export const AdminCallbacksQuerySchema = AdminCallbacksFilterSchema.extend({
  skip: numberFromText(skipRule).default(0),
  take: numberFromText(takeRule(MAX_PAGE_TAKE)).default(20),
});
export type AdminCallbacksQuery = z.input<typeof AdminCallbacksQuerySchema>;

export const AdminCallbackParamsSchema = z.object({ id: numberFromText(idRule) });

export const AdminCallbackHandleRequestSchema = z.object({
  note: requiredText(1, CALLBACK_NOTE_MAX),
});
export type AdminCallbackHandleRequest = z.infer<typeof AdminCallbackHandleRequestSchema>;

export const AdminCallbackSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** As sent: 'Telefon No: …\nMesaj: …'. */
  message: z.string(),
  playerId: z.number().int().nullable(),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: utcTimestampRule,
  handledAt: utcTimestampRule.nullable(),
  /** The staff member who handled it. */
  handledBy: z.number().int().nullable(),
  note: z.string().nullable(),
});
export type AdminCallback = z.infer<typeof AdminCallbackSchema>;

export const AdminCallbacksResponseSchema = envelope(
  z.object({ items: z.array(AdminCallbackSchema), total: z.number().int().min(0) }),
);
export const AdminCallbackResponseSchema = envelope(AdminCallbackSchema);
