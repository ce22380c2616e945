// The game wallet (issue #12): game sessions, rounds and the providers' bets, wins and rollbacks.
export { gameBonusPort } from './bonus-port.ts';
export { gameHistoryRoutes } from './history-routes.ts';
export { heldRefundRoutes } from './held-routes.ts';
export { createHeldRollbacks, type HeldRollbacks } from './rollback-after-win.ts';
export { createLaunchedGames } from './launched-games.ts';
export { createGameWalletRepo, type GameWalletRepo } from './repo.ts';
export {
  createGameWalletService,
  type Balances,
  type BetCall,
  type GameBonusPort,
  type GameWalletService,
  type WalletOutcome,
} from './service.ts';
export {
  HUB88_PATH,
  HUB88_SIGNATURE_HEADER,
  hub88Routes,
  hub88Sign,
  hub88ToMinor,
  minorToHub88,
  publicKeyOf,
} from './hub88/index.ts';
export { PRAGMATIC_PATH, pragmaticHash, pragmaticRoutes } from './pragmatic/index.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export {
  gameWalletMessages,
  gameWalletOutcomes,
  type GameWalletCatalogue,
  type GameWalletOutcome,
} from './outcomes.ts';
// Its settings (a slice of Config, loaded by src/config.ts).
export { gameWalletConfigSlice, type GameWalletConfig } from './config.ts';
