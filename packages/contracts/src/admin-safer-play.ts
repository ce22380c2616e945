import { z } from 'zod';
import { envelope } from './envelope.ts';
import { idRule, numberFromText, plainText, requiredText, utcTimestampRule } from './rules.ts';
import { RestrictionKindSchema } from './safer-play.ts';

/*
 * Back office, safer play (issue #26): a player's restrictions — their own time-outs and
 * self-exclusions, and the operator's — with the history kept. Staff with saferPlay.edit restrict a
 * player (with a reason, until a date or until lifted) and lift an operator's restriction; a player's
 * own time-out or self-exclusion is never lifted early.
 */

const PLAYERS = '/api/admin/players';

export const ADMIN_RESTRICTION_PATHS = {
  list: `${PLAYERS}/:id/restrictions`,
  add: `${PLAYERS}/:id/restrictions`,
  lift: `${PLAYERS}/:id/restrictions/:restrictionId/lift`,
} as const;

export const AdminRestrictionSchema = z.object({
  id: z.number().int(),
  kind: RestrictionKindSchema,
  startsAt: utcTimestampRule,
  /** null: until lifted. */
  endsAt: utcTimestampRule.nullable(),
  reason: z.string(),
  /** Who set it: null for the player themself. */
  setBy: z.string().nullable(),
  liftedAt: utcTimestampRule.nullable(),
  liftedBy: z.string().nullable(),
  liftReason: z.string().nullable(),
  /** In force now: started, not ended, not lifted. */
  inForce: z.boolean(),
});
export type AdminRestriction = z.infer<typeof AdminRestrictionSchema>;

export const AdminRestrictionsResponseSchema = envelope(z.array(AdminRestrictionSchema));

export const AdminRestrictionParamsSchema = z.object({
  id: numberFromText(idRule),
  restrictionId: numberFromText(idRule),
});

/** An operator's restriction: from now, until `endsAt` (null: until lifted). */
export const AdminRestrictRequestSchema = z.object({
  reason: requiredText(3, 500),
  endsAt: plainText().pipe(utcTimestampRule).nullable().default(null),
});
export type AdminRestrictRequest = z.infer<typeof AdminRestrictRequestSchema>;

export const AdminLiftRestrictionRequestSchema = z.object({ reason: requiredText(3, 500) });

export const AdminRestrictionResponseSchema = envelope(AdminRestrictionSchema);
