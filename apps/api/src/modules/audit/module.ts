import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { createAuditRepo } from './repo.ts';
import { auditRoutes } from './routes.ts';
import { createAuditService } from './service.ts';

/** The back office's audit trail: signed, hash-chained rows the database refuses to change. */
export const auditModule = defineModule()({
  name: 'audit',
  needs: [],
  build: ({ platform: { db, clock, config } }) => ({
    audit: createAuditService({
      repo: createAuditRepo(db),
      clock,
      signingKey: config.secrets.AUDIT_SIGNING_KEY,
    }),
  }),
  routes: {
    main: (scope, { audit }, { platform: { clock } }) => scope.register(auditRoutes, { audit, clock }),
  },
});

export type AuditModule = ServicesOf<typeof auditModule>;
