import { defineModule, type AdminGuardPort, type ServicesOf } from '../../module-kit.ts';
import type { WalletModule } from '../wallet/index.ts';
import { createCorrectionsRepo } from './corrections-repo.ts';
import { correctionRoutes } from './routes.ts';
import { createCorrectionsService } from './service.ts';

/** Back office (issue #25): manual corrections of a player's cash, four eyes, one ledger transfer each. */
export const correctionsModule = defineModule<{ wallet: WalletModule }, AdminGuardPort>()({
  name: 'corrections',
  needs: ['wallet'],
  later: ['auth'],
  build: ({ platform: { db, money, clock }, wallet }) => ({
    corrections: createCorrectionsService({
      repo: createCorrectionsRepo(db),
      wallet: wallet.wallet,
      money,
      clock,
    }),
  }),
  routes: {
    main: (scope, { corrections }, { later }) =>
      scope.register(correctionRoutes, { adminGuard: later('auth').adminGuard, corrections }),
  },
});

export type CorrectionsModule = ServicesOf<typeof correctionsModule>;
