// The game wallet (issue #12): game sessions, rounds and the providers' bets, wins and rollbacks.
export { gameBonusPort } from './bonus-port.ts';

export { type HeldRollbacks } from './rollback-after-win-repo.ts';

export { type GameWalletRepo } from './repo.ts';
// A player's rounds as the API shows them (the player's history and the back office's player card).
export { gameHistoryPage, type GameHistoryFilter } from './history.ts';
export {
  type Balances,
  type BetCall,
  type GameBonusPort,
  type GameWalletService,
  type WalletOutcome,
} from './service.ts';
export {
  HUB88_PATH,
  HUB88_SIGNATURE_HEADER,
  hub88Sign,
  hub88ToMinor,
  minorToHub88,
  publicKeyOf,
} from './hub88/index.ts';
export { PRAGMATIC_PATH, pragmaticHash } from './pragmatic/index.ts';
export {
  fundistHmac,
  fundistLogin,
  SOFTGAMINGS_WALLET_PATH,
  type FundistLaunchConfig,
} from './fundist/index.ts';
export {
  AMUSNET_CODE,
  AMUSNET_PATH,
  DEFENCE_CODE_SECONDS,
  amusnetXml,
  defenceCode,
  parseAmusnetXml,
  type AmusnetLaunchCodes,
} from './amusnet/index.ts';
export { EVERYMATRIX_PATH, everyMatrixLaunchUrl } from './everymatrix/index.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { gameWalletModule, type GameWalletModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export {
  gameWalletMessages,
  gameWalletOutcomes,
  type GameWalletCatalogue,
  type GameWalletOutcome,
} from './outcomes.ts';
// Its settings (a slice of Config, loaded by src/config.ts).
export { gameWalletConfigSlice, type GameWalletConfig } from './config.ts';
// The callers' allow-list of a provider's wallet (also Betsy's, sports-frames/betsy).
export { callbackAllow } from './callback-allow.ts';
