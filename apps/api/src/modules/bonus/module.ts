import { defineModule, type ServicesOf } from '../../module-kit.ts';
import type { ApprovalsModule } from '../approvals/index.ts';
import type { NotificationModule } from '../notification/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { SessionModule } from '../session/index.ts';
import type { WalletModule } from '../wallet/index.ts';
import { bonusAdminRoutes } from './admin-routes.ts';
import { createBonusAdminService } from './admin-service.ts';
import { createBonusGate } from './gate.ts';
import { createBonusRepo } from './repo.ts';
import { bonusRoutes } from './routes.ts';
import { createBonusService } from './service.ts';
import { createBonusSweeper } from './sweeper.ts';

/** The bonus engine: trial, deposit and code bonuses, wagering, expiry. */
export const bonusModule = defineModule<
  {
    wallet: WalletModule;
    notification: NotificationModule;
    session: SessionModule;
    approvals: ApprovalsModule;
  },
  { payments: { payments: Pick<PaymentsService, 'withdrawnSince'> } }
>()({
  name: 'bonus',
  needs: ['wallet', 'notification', 'session', 'approvals'],
  later: ['payments'],
  build: ({ platform: { db, money, clock, log, metrics }, wallet, notification, approvals, later }) => {
    const repo = createBonusRepo(db);
    const bonus = createBonusService({
      repo,
      // A deposit bonus needs its deposit still in play: the withdrawals are the cashier's.
      withdrawals: {
        withdrawnSince: (playerId, currencyId, since, executor) =>
          later('payments').payments.withdrawnSince(playerId, currencyId, since, executor),
      },
      wallet: wallet.wallet,
      money,
      notifications: notification.notifications,
      clock,
      log,
    });
    const admin = createBonusAdminService({ repo, money, clock });
    approvals.approvals.register('bonus_definition', (change) => admin.applyHeld(change));
    return {
      bonus,
      admin,
      approvals: approvals.approvals,
      /** The bonus engine's side of the cashier (gate.ts). */
      cashierGate: createBonusGate(bonus),
      /** Expires bonuses in the background on every process (safe side by side: sweeper.ts). */
      expirySweep: createBonusSweeper({ bonus, clock, log, onRun: metrics.jobRun }),
    };
  },
  routes: {
    main: async (scope, { bonus, admin, approvals }, { session }) => {
      await scope.register(bonusRoutes, { guard: session.guard, bonus });
      await scope.register(bonusAdminRoutes, { bonusAdmin: admin, bonus, approvals });
    },
  },
  jobs: ({ expirySweep }) => [expirySweep],
});

export type BonusModule = ServicesOf<typeof bonusModule>;
