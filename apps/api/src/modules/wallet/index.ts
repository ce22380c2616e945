// The ledger: the only way money moves. Other modules hold a WalletService; the manifest builds it.
export type * from './contract.ts';
// The one factory a module's index hands out: the demo seed (auth) posts its deposits before any app runs.
// eslint-disable-next-line no-restricted-syntax -- seeds run outside the composed app (server.ts seeds first)
export { createWalletService } from './service.ts';
export { type Wallet, type WalletOptions } from './service.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { walletModule, type WalletModule } from './module.ts';
// The back office's view of one player's ledger (issue #25).
export {
  playerLedgerCount,
  playerLedgerCountSql,
  playerLedgerPage,
  playerLedgerSql,
  type PlayerLedgerFilter,
  type PlayerLedgerLeg,
} from './player-ledger-repo.ts';
// The ledger's invariants, read from the tables (the tests, the restore drill's `npm run ledger:check`).
export { ledgerInvariants, type LedgerInvariants } from './invariants.ts';
// A player's own activity per calendar month (safer play's history, issue #26).
export { playerMonthlyTotals, type MonthTotals } from './player-history-repo.ts';
// What a player staked and won since a moment, by the same rule (safer play's reality check).
export { playerPlayTotalsSince, type PlayTotals } from './player-play-since-repo.ts';
// The provider-transaction path (issue 24): a stake or payout with the caller's rows in one statement.
export type { StakeLeg, StakeOutcome, StakeStatement } from './stake-posting.ts';
// A player's last deposit and the cash staked since (AML, issue #26).
export { lastDepositPlay, lifetimePlay, type DepositPlay, type LifetimePlay } from './player-stakes-repo.ts';
