import cookie from '@fastify/cookie';
import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { createSealer } from '../../platform/sealed.ts';
import type { AuditModule } from '../audit/index.ts';
import type { StaffAudit } from './audit-port.ts';
import { staffAuthRoutes } from './auth-routes.ts';
import { addressAllowList, installStaffGuard } from './guard.ts';
import { allowBackOfficeOrigin } from './cors.ts';
import { createStaffLive } from './live.ts';
import { staffLiveRoutes } from './live-routes.ts';
import { createStaffMembers } from './members.ts';
import { createStaffSessions } from './sessions.ts';
import { createStaffSessionsRepo } from './sessions-repo.ts';
import { createStaffSignIn } from './sign-in.ts';
import { createStaffRepo } from './staff-repo.ts';
import { staffRoutes } from './staff-routes.ts';
import { createTotp } from './totp.ts';
import { assertNoDemoStaff, seedDemoStaff } from './demo-staff.ts';

/**
 * Back-office staff (issue #25): their sign-in, sessions and the one guard every /api/admin route
 * passes. Built early: its guard is installed on the root app before any module registers a route.
 */
export const staffModule = defineModule<{ audit: AuditModule }>()({
  name: 'staff',
  needs: ['audit'],
  build: async ({ platform, audit: trail }) => {
    const { db, clock, config, root, log } = platform;
    await root.register(cookie);
    if (config.staff.backofficeOrigin) await allowBackOfficeOrigin(root, config.staff.backofficeOrigin);
    const pepper = config.secrets.TOKEN_PEPPER;
    const sealer = createSealer(config.secrets.SESSION_SECRET, 'staff-totp');
    const staff = createStaffRepo(db);
    const sessionsRepo = createStaffSessionsRepo(db);
    const sessions = createStaffSessions({ repo: sessionsRepo, clock, pepper });
    const totp = createTotp(clock);
    const audit: StaffAudit = {
      record: async ({ staff: member, ...entry }) =>
        void (await trail.audit.record({
          ...entry,
          staffId: member?.staffId ?? null,
          staffRole: member?.role ?? null,
        })),
    };
    const live = createStaffLive({
      clock,
      log,
      redisUrl: config.redisUrl,
      channel: `${config.realtimeChannel}:staff`,
      stillLive: (ids) => sessions.stillLive(ids),
      onRecheckRun: platform.metrics.jobRun,
    });
    platform.metrics.watchHub('staff', live.hub);
    const members = createStaffMembers({ db, staff, sessions, clock });
    const routeTable = installStaffGuard(root, {
      sessions,
      audit,
      allowed: addressAllowList(config.staff.allowedIps),
    });
    return {
      staff,
      sessions,
      members,
      totp,
      /** The staff live channel (live.ts); other modules push with `live.publisher`. */
      live,
      signIn: createStaffSignIn({ db, staff, sessionsRepo, sessions, totp, sealer, audit, clock, pepper }),
      /** Every /api/admin route with the permission it declares, as registered (the roles × routes test). */
      routeTable: () => [...routeTable],
      /** Outside production the demo staff (README "Back office"); in production, none may be active. */
      startUp: () =>
        config.isProduction ? assertNoDemoStaff(staff) : seedDemoStaff({ staff, members, sealer }),
    };
  },
  jobs: ({ startUp, live }) => [{ start: startUp, stop: () => undefined }, live.recheckJob],
  sockets: ({ live }) => [live],
  routes: {
    main: async (scope, { signIn, sessions, staff, members, live }, { platform }) => {
      await scope.register(staffAuthRoutes, {
        signIn,
        sessions,
        staff,
        secureCookie: platform.config.isProduction,
        rateLimitRedis: platform.rateLimitRedis,
        onSignedOut: (sessionId) => live.endSession(sessionId),
      });
      await scope.register(staffRoutes, { members });
    },
    /** The live channel's socket, after the one WebSocket server (app.ts ROUTE_ORDER). */
    live: (scope, { sessions, live }, { platform }) =>
      scope.register(staffLiveRoutes, {
        live,
        sessions,
        backofficeOrigin: platform.config.staff.backofficeOrigin,
      }),
  },
});

export type StaffModule = ServicesOf<typeof staffModule>;
