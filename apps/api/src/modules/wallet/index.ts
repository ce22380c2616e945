// The ledger: the only way money moves. Other modules hold a WalletService; app.ts creates it.
export type * from './contract.ts';
export { createWalletService, type Wallet, type WalletOptions } from './service.ts';
// The provider-transaction path (issue 24): a stake or payout with the caller's rows in one statement.
export type { StakeLeg, StakeOutcome, StakeStatement } from './stake-posting.ts';
