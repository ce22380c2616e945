// The ledger: the only way money moves. Other modules hold a WalletService; app.ts creates it.
export type * from './contract.ts';
export { createWalletService, type Wallet, type WalletOptions } from './service.ts';
