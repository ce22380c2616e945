// EveryMatrix CasinoEngine OneWallet (PROTOCOLS §4a, unverified): the wallet route, its configuration and launch URL.
export { EVERYMATRIX_PATH, everyMatrixRoutes, rollbackKey, type EveryMatrixOptions } from './routes.ts';
export { everyMatrixLaunchUrl } from './launch-url.ts';
export type { EveryMatrixLaunchConfig, EveryMatrixWalletConfig } from './config.ts';
