import { defineModule, type ServicesOf } from '../../module-kit.ts';
import type { SaferPlayModule } from '../safer-play/index.ts';
import type { StaffModule } from '../staff/index.ts';
import { lastDepositPlay, lifetimePlay, type WalletModule } from '../wallet/index.ts';
import { amlAdminRoutes } from './admin-routes.ts';
import { createAmlRepo } from './repo.ts';
import { createAmlService } from './service.ts';
import { createAmlWatch } from './watch.ts';

/**
 * AML monitoring (issue #26): rules raising cases for staff, and the back office's case queue. The
 * cashier calls `watch` inside a withdrawal's transaction (payments needs this module).
 */
export const amlModule = defineModule<{
  wallet: WalletModule;
  staff: StaffModule;
  saferPlay: SaferPlayModule;
}>()({
  name: 'aml',
  needs: ['wallet', 'staff', 'saferPlay'],
  build: ({ platform: { db, clock, money, log }, wallet, staff, saferPlay }) => {
    const repo = createAmlRepo(db);
    return {
      watch: createAmlWatch({
        repo,
        clock,
        log,
        reads: {
          currency: (id) => money.currency(id),
          lastDepositPlay,
          lifetimePlay,
          unitsPerEurMicro: (tx, currencyId) => repo.unitsPerEurMicro(tx, currencyId),
          caseRaised: (tx, rule, playerId, subject) => repo.caseRaised(tx, rule, playerId, subject),
        },
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
      }),
    };
  },
  routes: {
    admin: (scope, { aml }, { platform: { clock } }) => scope.register(amlAdminRoutes, { aml, clock }),
  },
});

export type AmlModule = ServicesOf<typeof amlModule>;
