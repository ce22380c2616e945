import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { countPlayers, playerProfile, searchPlayers } from '../auth/index.ts';
import type { BonusModule } from '../bonus/index.ts';
import type { DepositLimitsModule } from '../deposit-limits/index.ts';
import { gameHistoryPage, type GameWalletModule } from '../game-wallet/index.ts';
import type { IntegrityModule } from '../integrity/index.ts';
import type { PaymentsModule } from '../payments/index.ts';
import type { SessionModule } from '../session/index.ts';
import type { SportsModule } from '../sports/index.ts';
import type { SaferPlayModule } from '../safer-play/index.ts';
import type { StaffModule } from '../staff/index.ts';
import { playerLedgerCount, playerLedgerPage, type WalletModule } from '../wallet/index.ts';
import { createPlayerRecordRepo } from './record-repo.ts';
import { backofficePlayerRoutes } from './routes.ts';
import { createBackofficePlayers } from './service.ts';

/** Back office (issue #25): the players area — search, card, ledger, notes, block and unblock. */
export const backofficePlayersModule = defineModule<{
  wallet: WalletModule;
  session: SessionModule;
  integrity: IntegrityModule;
  depositLimits: DepositLimitsModule;
  payments: PaymentsModule;
  bonus: BonusModule;
  sports: SportsModule;
  gameWallet: GameWalletModule;
  staff: StaffModule;
  saferPlay: SaferPlayModule;
}>()({
  name: 'backofficePlayers',
  needs: [
    'wallet',
    'session',
    'integrity',
    'depositLimits',
    'payments',
    'bonus',
    'sports',
    'gameWallet',
    'staff',
    'saferPlay',
  ],
  build: ({
    platform: { db, money, clock },
    wallet,
    session,
    integrity,
    depositLimits,
    payments,
    bonus,
    sports,
    gameWallet,
    staff,
    saferPlay,
  }) => ({
    players: createBackofficePlayers({
      tabs: {
        payments: (playerId, skip, take) => payments.payments.adminList({ playerId }, skip, take),
        bonuses: async (playerId, currencyId, locale) =>
          (await bonus.bonus.list({ playerId, sessionId: 0, currencyId }, locale)).bonuses,
        bets: (playerId, skip, take) => sports.searchBets({ playerId, skip, take }),
        rounds: (playerId, skip, take) => gameHistoryPage(gameWallet.repo, money, playerId, {}, skip, take),
      },
      reads: {
        search: (search, skip, take) => searchPlayers(db, search, skip, take),
        count: (search) => countPlayers(db, search),
        profile: (playerId) => playerProfile(db, playerId),
        staffNames: (ids) => staff.staff.usernamesOf(ids),
        ledgerPage: (playerId, filter, skip, take) => playerLedgerPage(db, playerId, filter, skip, take),
        ledgerCount: (playerId, filter) => playerLedgerCount(db, playerId, filter),
      },
      record: createPlayerRecordRepo(db),
      statuses: integrity.admin,
      sessions: session.sessions,
      wallet: wallet.wallet,
      depositLimits: depositLimits.depositLimits,
      restrictions: saferPlay.saferPlay,
      money,
      clock,
    }),
  }),
  routes: {
    main: (scope, { players }, { platform: { clock } }) =>
      scope.register(backofficePlayerRoutes, {
        players,
        now: () => clock.now(),
      }),
  },
});

export type BackofficePlayersModule = ServicesOf<typeof backofficePlayersModule>;
