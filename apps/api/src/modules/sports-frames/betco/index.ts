// betco: BetConstruct's Partner API (protocol.ts), its results on our ledger, its settings.
export { betcoPartnerRoutes } from './routes.ts';
export { createBetcoResults, type BetcoResults } from './results.ts';
export { oldProtocolWallet } from './old-protocol.ts';
export {
  BETCO_ERRORS,
  HASH_FIELDS as BETCO_HASH_FIELDS,
  betcoHash,
  betcoPartnerApiPath,
  type BetcoMethod,
} from './protocol.ts';
export { type BetcoPartnerApiConfig } from './config.ts';
