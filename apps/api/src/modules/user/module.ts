import { defineModule, type ServicesOf } from '../../module-kit.ts';
import type { SessionModule } from '../session/index.ts';
import type { WalletModule } from '../wallet/index.ts';
import { userRoutes } from './routes.ts';
import { createUserService } from './service.ts';

/** The player's balance. */
export const userModule = defineModule<{ session: SessionModule; wallet: WalletModule }>()({
  name: 'user',
  needs: ['session', 'wallet'],
  build: ({ platform: { money }, wallet }) => ({ user: createUserService({ wallet: wallet.wallet, money }) }),
  routes: {
    main: (scope, { user }, { session }) => scope.register(userRoutes, { guard: session.guard, user }),
  },
});

export type UserModule = ServicesOf<typeof userModule>;
