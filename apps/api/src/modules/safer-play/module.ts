import { defineModule, type ServicesOf } from '../../module-kit.ts';
import type { BonusModule } from '../bonus/index.ts';
import type { SessionModule } from '../session/index.ts';
import type { StaffModule } from '../staff/index.ts';
import { playerMonthlyTotals, playerPlayTotalsSince, type WalletModule } from '../wallet/index.ts';
import { saferPlayAdminRoutes } from './admin-routes.ts';
import type { ClosureDeps } from './closure.ts';
import type { SelfExclusionEndDeps } from './self-exclusion-end.ts';
import { createSaferPlayRepo } from './repo.ts';
import { saferPlayRoutes } from './routes.ts';
import { createSaferPlayService } from './service.ts';

/**
 * Safer play (issue #26): restrictions as rows — a player's time-out and self-exclusion, the operator's
 * restriction from the back office. The wager gate (modules/integrity) reads the same rows inside every
 * stake; sign-in asks `inForce`.
 */
export const saferPlayModule = defineModule<
  {
    session: SessionModule;
    bonus: BonusModule;
    staff: StaffModule;
    wallet: WalletModule;
  },
  // The back office's players area needs this module (the card's restrictions): its status change is
  // reached at call time, when the player closes their account.
  // (Its type spelled here: naming BackofficePlayersModule would make the two manifests' types circular.)
  {
    backofficePlayers: { players: { closedByPlayer: ClosureDeps['close'] } };
    // Auth needs this module (sign-in asks what is in force); its credential check is reached at call time.
    auth: { auth: { verifyCredentials: SelfExclusionEndDeps['verifyCredentials'] } };
  }
>()({
  name: 'saferPlay',
  needs: ['session', 'bonus', 'staff', 'wallet'],
  later: ['backofficePlayers', 'auth'],
  build: ({ platform: { db, clock, money }, session, bonus, staff, wallet, later }) => ({
    saferPlay: createSaferPlayService({
      repo: createSaferPlayRepo(db),
      clock,
      sessions: session.sessions,
      bonuses: bonus.bonus,
      staffNames: (ids) => staff.staff.usernamesOf(ids),
      ledger: {
        money,
        monthlyTotals: (playerId, currencyId, now, zone) =>
          playerMonthlyTotals(db, playerId, currencyId, now, zone),
        playTotalsSince: (playerId, currencyId, since) =>
          playerPlayTotalsSince(db, playerId, currencyId, since),
      },
      closure: {
        balances: (playerId, currencyId, executor) =>
          wallet.wallet.playerBalances(playerId, currencyId, executor),
        close: (tx, playerId, reason, allow) =>
          later('backofficePlayers').players.closedByPlayer(tx, playerId, reason, allow),
      },
      verifyCredentials: (input, meta) => later('auth').auth.verifyCredentials(input, meta),
    }),
  }),
  routes: {
    main: (scope, { saferPlay }, { session }) =>
      scope.register(saferPlayRoutes, { guard: session.guard, saferPlay }),
    admin: (scope, { saferPlay }) => scope.register(saferPlayAdminRoutes, { saferPlay }),
  },
});

export type SaferPlayModule = ServicesOf<typeof saferPlayModule>;
