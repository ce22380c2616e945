import { z } from 'zod';
import { MAX_PAGE_TAKE } from './constants.ts';
import { envelope } from './envelope.ts';
import { MoneySchema } from './money.ts';
import { idRule, numberFromText, plainText, skipRule, takeRule, utcTimestampRule } from './rules.ts';

/*
 * Back office: provider rollbacks and refunds the game wallet held instead of applying (issue 23): the
 * bet's round already had a win, so paying the stake back would have paid the round twice. The operator
 * reads them here and may mark one resolved with a reason (money moves only by a separate, deliberate
 * operation; resolving records the decision). Not calls of the site, so outside API_CONTRACT.
 */

export const ADMIN_GAME_WALLET_PATH = '/api/admin/game-wallet';
export const ADMIN_GAME_WALLET_PATHS = {
  heldRefunds: `${ADMIN_GAME_WALLET_PATH}/held-refunds`,
  resolveHeldRefund: `${ADMIN_GAME_WALLET_PATH}/held-refunds/:id/resolve`,
} as const;

export const HELD_REFUND_STATUSES = ['held', 'resolved'] as const;
export const HELD_REFUND_REASON_MAX = 500;

export const AdminHeldRefundsQuerySchema = z.object({
  skip: numberFromText(skipRule).default(0),
  take: numberFromText(takeRule(MAX_PAGE_TAKE)).default(20),
  status: z.enum(HELD_REFUND_STATUSES).optional(),
});
export type AdminHeldRefundsQuery = z.input<typeof AdminHeldRefundsQuerySchema>;

export const AdminHeldRefundParamsSchema = z.object({ id: numberFromText(idRule) });

export const AdminResolveHeldRefundRequestSchema = z.object({
  reason: plainText().trim().min(1).max(HELD_REFUND_REASON_MAX),
});
export type AdminResolveHeldRefundRequest = z.infer<typeof AdminResolveHeldRefundRequestSchema>;

export const AdminHeldRefundSchema = z.object({
  id: z.number().int(),
  /** The provider's name in the catalogue ('Hub88', 'Pragmatic Play', ...). */
  provider: z.string(),
  /** The rollback's own provider id (Pragmatic: `refund:<bet reference>`). */
  rollbackId: z.string(),
  /** The bet it asked to reverse. */
  betReference: z.string(),
  /** The provider's round id. */
  round: z.string(),
  playerId: z.number().int(),
  currency: z.string(),
  /** What applying it would have paid back (cash and bonus parts of the bet together), and the bonus part. */
  stake: MoneySchema,
  bonusStake: MoneySchema,
  /** The round's wins when the call came. */
  roundWin: MoneySchema,
  /** The status or error code the provider was answered. */
  answered: z.string(),
  status: z.enum(HELD_REFUND_STATUSES),
  createdAt: utcTimestampRule,
  resolvedAt: utcTimestampRule.nullable(),
  resolvedBy: z.number().int().nullable(),
  resolution: z.string().nullable(),
});
export type AdminHeldRefund = z.infer<typeof AdminHeldRefundSchema>;

export const AdminHeldRefundsResponseSchema = envelope(
  z.object({ items: z.array(AdminHeldRefundSchema), total: z.number().int().min(0) }),
);
export type AdminHeldRefundsResponse = z.infer<typeof AdminHeldRefundsResponseSchema>;

export const AdminHeldRefundResponseSchema = envelope(AdminHeldRefundSchema);
export type AdminHeldRefundResponse = z.infer<typeof AdminHeldRefundResponseSchema>;
