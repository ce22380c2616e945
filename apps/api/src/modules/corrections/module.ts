import { defineModule, type ServicesOf } from '../../module-kit.ts';
import type { WalletModule } from '../wallet/index.ts';
import { createCorrectionsRepo } from './corrections-repo.ts';
import { correctionRoutes } from './routes.ts';
import { createCorrectionsService } from './service.ts';

/** Back office (issue #25): manual corrections of a player's cash, four eyes, one ledger transfer each. */
export const correctionsModule = defineModule<{ wallet: WalletModule }>()({
  name: 'corrections',
  needs: ['wallet'],
  build: ({ platform: { db, money, clock }, wallet }) => ({
    corrections: createCorrectionsService({
      repo: createCorrectionsRepo(db),
      wallet: wallet.wallet,
      money,
      clock,
    }),
  }),
  routes: {
    main: (scope, { corrections }) => scope.register(correctionRoutes, { corrections }),
  },
});

export type CorrectionsModule = ServicesOf<typeof correctionsModule>;
