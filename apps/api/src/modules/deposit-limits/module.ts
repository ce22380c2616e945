import { defineModule, type ServicesOf } from '../../module-kit.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { SaferPlayModule } from '../safer-play/index.ts';
import type { SessionModule } from '../session/index.ts';
import { createDepositLimitsRepo } from './repo.ts';
import { depositLimitRoutes } from './routes.ts';
import { createDepositLimitsService } from './service.ts';

/**
 * Deposit limits (responsible gambling). Payments and the limits need each other: a deposit is checked
 * against the limits, and the limits count what payments recorded, so the history is named `later`.
 * The executor goes through: the deposit's check reads the history inside its locked transaction.
 */
export const depositLimitsModule = defineModule<
  { session: SessionModule; saferPlay: SaferPlayModule },
  { payments: { payments: Pick<PaymentsService, 'depositedSince'> } }
>()({
  name: 'depositLimits',
  needs: ['session', 'saferPlay'],
  later: ['payments'],
  build: ({ platform: { db, money, clock, config }, saferPlay, later }) => ({
    depositLimits: createDepositLimitsService({
      repo: createDepositLimitsRepo(db, config.session.idleMs),
      history: {
        depositedSince: (playerId, currencyId, since, executor) =>
          later('payments').payments.depositedSince(playerId, currencyId, since, executor),
      },
      money,
      clock,
      // The operator's cooling-off of a loosening (safer play's settings), read at each change.
      coolingOffHours: async (executor) =>
        (await saferPlay.saferPlay.settings.current(executor)).limitCoolingOffHours,
    }),
  }),
  routes: {
    main: (scope, { depositLimits }, { session }) =>
      scope.register(depositLimitRoutes, { guard: session.guard, depositLimits }),
  },
});

export type DepositLimitsModule = ServicesOf<typeof depositLimitsModule>;
