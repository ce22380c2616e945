import type { StaffRole } from '@lale/contracts';
import { defineModule, type ServicesOf } from '../../module-kit.ts';
import type { KycModule } from '../kyc/index.ts';
import type { SaferPlayModule } from '../safer-play/index.ts';
import type { StaffModule } from '../staff/index.ts';
import { confirmedDepositTotals, paymentInstrumentsSince } from '../payments/index.ts';
import { playersWhoPlayedSince } from '../deposit-limits/index.ts';
import { lastDepositPlay, lifetimePlay, type WalletModule } from '../wallet/index.ts';
import { createPeriodicSweep } from '../../platform/periodic-sweep.ts';
import { amlAdminRoutes } from './admin-routes.ts';
import { createLifetimeSweep, LIFETIME_SWEEP_INTERVAL_MS } from './lifetime-sweep.ts';
import { createAmlRepo } from './repo.ts';
import { createScreeningCases } from './screening-cases.ts';
import { createAmlService } from './service.ts';
import type { RuleReads } from './rules/index.ts';
import { createAmlWatch } from './watch.ts';

/**
 * AML monitoring (issue #26): rules raising cases for staff, and the back office's case queue. The
 * cashier calls `watch` inside a withdrawal's and a confirmed deposit's transaction (payments needs
 * this module).
 */
export const amlModule = defineModule<{
  wallet: WalletModule;
  staff: StaffModule;
  saferPlay: SaferPlayModule;
  kyc: KycModule;
}>()({
  name: 'aml',
  needs: ['wallet', 'staff', 'saferPlay', 'kyc'],
  build: ({ platform: { db, clock, money, log, metrics }, wallet, staff, saferPlay, kyc }) => {
    const repo = createAmlRepo(db);
    const reads: RuleReads = {
      currency: (id) => money.currency(id),
      lastDepositPlay,
      lifetimePlay,
      unitsPerEurMicro: (tx, currencyId) => repo.unitsPerEurMicro(tx, currencyId),
      caseRaised: (tx, rule, playerId, subject) => repo.caseRaised(tx, rule, playerId, subject),
      lastCaseAt: (tx, rule, playerId) => repo.lastCaseAt(tx, rule, playerId),
      // The cashier's reads (payments needs this module, so they are its exported functions).
      instrumentsSince: paymentInstrumentsSince,
      depositTotals: (tx, playerId, currencyId, from, before) =>
        confirmedDepositTotals(tx, playerId, currencyId, from, before),
    };
    const lifetimeSweep = createLifetimeSweep({
      repo,
      reads,
      clock,
      log,
      playedSince: playersWhoPlayedSince,
    });
    return {
      watch: createAmlWatch({ repo, clock, log, reads }),
      /** The lifetime threshold judged for the players who played lately (lifetime-sweep.ts). */
      lifetimeSweep: createPeriodicSweep({
        name: 'AML lifetime threshold (players who played lately)',
        sweep: (now) => lifetimeSweep(now),
        clock,
        log,
        intervalMs: LIFETIME_SWEEP_INTERVAL_MS,
        onRun: metrics.jobRun,
      }),
      aml: createAmlService({
        repo,
        clock,
        money,
        staffNames: (ids) => staff.staff.usernamesOf(ids),
        balances: (playerId, currencyId) => wallet.wallet.playerBalances(playerId, currencyId),
        // An AML restriction holds the player's funds too: no withdraw-only session (issue #26).
        restrict: (playerId, staffId, reason) =>
          saferPlay.saferPlay.restrict(playerId, staffId, reason, null, { fundsHeld: true }),
        requestDocuments: (tx, playerId) => kyc.kyc.requestDocuments(tx, playerId),
        staffMembers: async () =>
          (await staff.staff.list()).map((member) => ({
            id: member.id,
            username: member.username,
            role: member.role as StaffRole,
            active: member.status === 'active',
          })),
      }),
      /** The screening module raises its list matches' cases through this (rule screening_match). */
      screeningCases: createScreeningCases({ repo, clock }),
    };
  },
  routes: {
    admin: (scope, { aml }, { platform: { clock } }) => scope.register(amlAdminRoutes, { aml, clock }),
  },
  jobs: ({ lifetimeSweep }) => [lifetimeSweep],
});

export type AmlModule = ServicesOf<typeof amlModule>;
