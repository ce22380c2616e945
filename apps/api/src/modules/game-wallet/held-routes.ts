import {
  ADMIN_GAME_WALLET_PATHS,
  AdminHeldRefundParamsSchema,
  AdminHeldRefundResponseSchema,
  AdminHeldRefundsQuerySchema,
  AdminHeldRefundsResponseSchema,
  AdminResolveHeldRefundRequestSchema,
  minorToDecimal,
  type AdminHeldRefund,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../platform/staff-permission.ts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import { ok } from '../../platform/envelope.ts';
import type { MoneyService } from '../../platform/money.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import type { HeldRollbackRow, HeldRollbacks } from './rollback-after-win-repo.ts';

/* Back office (issue 23): the provider refunds held after a win (rollback-after-win.ts), and resolving one. */

export const heldRefundRoutes: FastifyPluginAsyncZod<{
  held: HeldRollbacks;
  money: MoneyService;
  clock: Clock;
}> = async (app, { held, money, clock }) => {
  async function view(row: HeldRollbackRow): Promise<AdminHeldRefund> {
    const { minorUnits } = await money.currency(row.currencyId);
    const decimal = (minor: bigint) => minorToDecimal(minor, minorUnits);
    return {
      id: row.id,
      provider: row.provider,
      rollbackId: row.providerTx,
      betReference: row.referenceTx,
      round: row.providerRound,
      playerId: row.playerId,
      currency: row.currency,
      stake: decimal(row.cashMinor + row.bonusMinor),
      bonusStake: decimal(row.bonusMinor),
      roundWin: decimal(row.roundWinMinor),
      answered: row.answered,
      status: row.status as AdminHeldRefund['status'],
      createdAt: row.createdAt.toISOString(),
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
      resolvedBy: row.resolvedBy,
      resolution: row.resolution,
    };
  }

  app.get(
    ADMIN_GAME_WALLET_PATHS.heldRefunds,
    {
      config: { permission: 'casino.view' },
      schema: {
        ...adminDoc(
          'Provider rollbacks and refunds held because the round had already paid a win, newest first',
        ),
        querystring: AdminHeldRefundsQuerySchema,
        response: responses(AdminHeldRefundsResponseSchema),
      },
    },
    async (request) => {
      const { skip, take, status } = request.query;
      const { items, total } = await held.list({ status }, skip, take);
      return ok({ items: await Promise.all(items.map(view)), total });
    },
  );

  app.post(
    ADMIN_GAME_WALLET_PATHS.resolveHeldRefund,
    {
      config: { permission: 'casino.approve' },
      schema: {
        ...adminDoc('Mark a held provider refund resolved with the reason; moves no money'),
        params: AdminHeldRefundParamsSchema,
        body: AdminResolveHeldRefundRequestSchema,
        response: responses(AdminHeldRefundResponseSchema),
      },
    },
    async (request) => {
      const row = await held.resolve(
        request.params.id,
        staffOf(request).staffId,
        request.body.reason,
        clock.now(),
      );
      if (!row) throw refuse({ code: 'HeldRefundNotOpen' });
      return ok(await view(row));
    },
  );
};
