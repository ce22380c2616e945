import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { createPeriodicSweep } from '../../platform/periodic-sweep.ts';
import type { NotificationModule } from '../notification/index.ts';
import type { SessionModule } from '../session/index.ts';
import type { StaffModule } from '../staff/index.ts';
import { kycAdminRoutes } from './admin-routes.ts';
import { createDocumentCipher } from './document-cipher.ts';
import { kycSandboxRoutes, kycWebhookRoutes } from './provider-routes.ts';
import { createKycRepo } from './repo.ts';
import { RETENTION_SWEEP_INTERVAL_MS } from './retention.ts';
import { kycRoutes } from './routes.ts';
import { createIdentitySandbox } from './sandbox.ts';
import { createKycService } from './service.ts';

/**
 * Know your customer (issue #26): verification levels, documents, the identity provider's review.
 * Outside production the identity sandbox plays the provider; in production none is configured until a
 * real provider's adapter is (DESIGN §10: a party without configuration is disabled, never faked).
 */
export const kycModule = defineModule<{
  session: SessionModule;
  notification: NotificationModule;
  staff: StaffModule;
}>()({
  name: 'kyc',
  needs: ['session', 'notification', 'staff'],
  build: ({ platform: { db, clock, money, config, log, metrics }, notification, staff }) => {
    const webhookSecret = config.secrets.KYC_SANDBOX_SECRET;
    const sandbox =
      !config.isProduction && webhookSecret ? createIdentitySandbox({ webhookSecret }) : undefined;
    const kyc = createKycService({
      repo: createKycRepo(db),
      clock,
      money,
      cipher: createDocumentCipher(config.secrets.KYC_DOCUMENT_KEY),
      provider: sandbox,
      notifications: notification.notifications,
      staffNames: (ids) => staff.staff.usernamesOf(ids),
      log,
    });
    return {
      sandbox,
      kyc,
      /** Documents of accounts closed longer than the operator's retention period are deleted. */
      retentionSweep: createPeriodicSweep({
        name: 'identity documents deleted (retention)',
        sweep: (now) => kyc.deleteExpiredDocuments(now),
        clock,
        log,
        intervalMs: RETENTION_SWEEP_INTERVAL_MS,
        onRun: metrics.jobRun,
      }),
    };
  },
  routes: {
    main: (scope, { kyc }, { session }) => scope.register(kycRoutes, { guard: session.guard, kyc }),
    admin: (scope, { kyc }) => scope.register(kycAdminRoutes, { kyc }),
    providers: async (scope, { kyc, sandbox }, { platform: { config, clock, root } }) => {
      await scope.register(kycWebhookRoutes, { kyc });
      if (!config.isProduction && sandbox)
        await scope.register(kycSandboxRoutes, { kyc, sandbox, clock, root });
    },
  },
  jobs: ({ retentionSweep }) => [retentionSweep],
});

export type KycModule = ServicesOf<typeof kycModule>;
