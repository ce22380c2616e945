import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { createPeriodicSweep } from '../../platform/periodic-sweep.ts';
import type { AmlModule } from '../aml/index.ts';
import type { ApprovalsModule } from '../approvals/index.ts';
import type { BonusModule } from '../bonus/index.ts';
import type { DepositLimitsModule } from '../deposit-limits/index.ts';
import type { KycModule } from '../kyc/index.ts';
import type { NotificationModule } from '../notification/index.ts';
import type { SessionModule } from '../session/index.ts';
import type { StaffModule } from '../staff/index.ts';
import type { WalletModule } from '../wallet/index.ts';
import { createPaymentMethodsAdmin } from './admin-methods.ts';
import { createPaymentMethodsAdminRepo } from './admin-methods-repo.ts';
import { adminPaymentMethodRoutes } from './admin-methods-routes.ts';
import { adminPaymentRoutes } from './admin-routes.ts';
import { createDepositProviders } from './deposit-providers.ts';
import { paymentLogoRoutes, paymentWebhookRoutes, sandboxCheckoutRoutes } from './provider-routes.ts';
import { createApprovalsRepo } from './approvals-repo.ts';
import { createPaymentsRepo } from './repo.ts';
import { paymentRoutes } from './routes.ts';
import { createPaymentsService } from './service.ts';

/** The cashier. Outside production the payment sandbox plays the hosted-page providers. */
export const paymentsModule = defineModule<{
  wallet: WalletModule;
  notification: NotificationModule;
  depositLimits: DepositLimitsModule;
  bonus: BonusModule;
  session: SessionModule;
  staff: StaffModule;
  kyc: KycModule;
  aml: AmlModule;
  approvals: ApprovalsModule;
}>()({
  name: 'payments',
  needs: ['wallet', 'notification', 'depositLimits', 'bonus', 'session', 'staff', 'kyc', 'aml', 'approvals'],
  build: ({
    platform: { db, money, clock, log, config, given, metrics },
    wallet,
    notification,
    depositLimits,
    bonus,
    staff,
    kyc,
    aml,
    approvals,
  }) => {
    const { providers, sandboxes } = createDepositProviders(config, log);
    const payments = createPaymentsService({
      repo: createPaymentsRepo(db),
      approvals: createApprovalsRepo(db),
      wallet: wallet.wallet,
      money,
      notifications: notification.notifications,
      clock,
      log,
      providers,
      depositAllowance: given.depositAllowance ?? depositLimits.depositLimits,
      bonusGate: given.bonusGate ?? bonus.cashierGate,
      identity: kyc.kyc,
      withdrawalWatch: aml.watch,
      depositWatch: aml.watch,
      staffLive: staff.live.publisher,
    });
    /** The back office's payment methods (issue #27): what the cashier offers. */
    const methodsAdmin = createPaymentMethodsAdmin({
      repo: createPaymentMethodsAdminRepo(db),
      money,
      providers,
    });
    approvals.approvals.register('payment_method', (change) => methodsAdmin.applyHeld(change));
    return {
      payments,
      sandboxes,
      methodsAdmin,
      approvals: approvals.approvals,
      /** Hosted checkouts left unfinished become Cancelled (service.ts: expireAbandonedCheckouts). */
      checkoutSweep: createPeriodicSweep({
        name: 'checkouts expired',
        sweep: (now) => payments.expireAbandonedCheckouts(now),
        clock,
        log,
        intervalMs: 60_000,
        onRun: metrics.jobRun,
      }),
    };
  },
  routes: {
    main: async (scope, { payments, methodsAdmin, approvals }, { session, platform: { clock } }) => {
      await scope.register(paymentRoutes, { guard: session.guard, payments });
      await scope.register(adminPaymentRoutes, { payments, clock });
      await scope.register(adminPaymentMethodRoutes, { methods: methodsAdmin, approvals });
    },
    providers: async (scope, { payments, sandboxes }, { platform: { config, clock, root, metrics } }) => {
      await scope.register(paymentWebhookRoutes, {
        payments,
        onWebhook: (provider, outcome) => metrics.providerCallback(provider, 'webhook', outcome),
      });
      await scope.register(paymentLogoRoutes);
      if (!config.isProduction && sandboxes.size > 0)
        await scope.register(sandboxCheckoutRoutes, { payments, sandboxes, clock, root });
    },
  },
  jobs: ({ checkoutSweep }) => [checkoutSweep],
});

export type PaymentsModule = ServicesOf<typeof paymentsModule>;
