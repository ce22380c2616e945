import { z } from 'zod';
import { envelope } from './envelope.ts';
import { emailRule, idRule, numberFromText, requiredText } from './rules.ts';
import { StaffRoleSchema } from './staff-auth.ts';

/* Back office: the owner's staff screen (issue #25) — list, invite, change role or status, reset 2FA. */

export const ADMIN_STAFF_PATHS = {
  list: '/api/admin/staff',
  invite: '/api/admin/staff',
  update: '/api/admin/staff/:id',
  resetSecondFactor: '/api/admin/staff/:id/reset-2fa',
} as const;

export const StaffStatusSchema = z.enum(['active', 'disabled']);

export const StaffRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  role: StaffRoleSchema,
  status: StaffStatusSchema,
  totpEnrolled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffRow = z.infer<typeof StaffRowSchema>;

export const StaffListResponseSchema = envelope(
  z.object({ items: z.array(StaffRowSchema), total: z.number().int() }),
);

export const StaffInviteRequestSchema = z.object({
  username: requiredText(3, 50).regex(/^[\p{L}\p{N}._-]+$/u, {
    error: 'letters, digits, dot, dash or underscore',
  }),
  displayName: requiredText(2, 100),
  email: emailRule,
  role: StaffRoleSchema,
});
export type StaffInviteRequest = z.infer<typeof StaffInviteRequestSchema>;

export const StaffInviteResponseSchema = envelope(
  z.object({ staff: StaffRowSchema, temporaryPassword: z.string() }),
);

export const StaffParamsSchema = z.object({ id: numberFromText(idRule) });

export const StaffUpdateRequestSchema = z
  .object({ role: StaffRoleSchema.optional(), status: StaffStatusSchema.optional() })
  .refine((change) => change.role !== undefined || change.status !== undefined, {
    error: 'Give a role or a status to change.',
  });
export type StaffUpdateRequest = z.infer<typeof StaffUpdateRequestSchema>;

export const StaffRowResponseSchema = envelope(StaffRowSchema);
