import { defineModule, type ServicesOf } from '../../module-kit.ts';
import { createWalletService } from './service.ts';

/** The ledger: the only way money moves. A test may give its own wallet. */
export const walletModule = defineModule()({
  name: 'wallet',
  needs: [],
  build: ({ platform }) => ({
    wallet:
      platform.given.wallet ??
      createWalletService(platform.db, { onPosted: platform.metrics.ledgerTransfer }),
  }),
});

export type WalletModule = ServicesOf<typeof walletModule>;
