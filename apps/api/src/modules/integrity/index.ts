// Integrity findings (issue 23, remediation): what known holes already paid, for an operator's review.
export { integrityAdminRoutes } from './routes.ts';
export { collectFindings } from './service.ts';
export { FINDING_SOURCES } from './sources.ts';
export type { FindingGroup, FindingSource, IntegrityFinding } from './types.ts';

// Integrity (issue #23): the one wager gate every stake asks, its registry of stake paths, and the
// operator's switches it reads (a player's status, a provider's and a game's on/off).
export { STAKE_PATHS, type GameStakePath, type StakePath, type StakePathName } from './stake-paths.ts';
export {
  createWagerGate,
  WAGER_REFUSALS,
  type WagerGate,
  type WagerRefusal,
  type WagerSubject,
} from './wager-gate.ts';
export { createIntegrityAdmin, type IntegrityAdmin } from './admin-service.ts';
export { createIntegrityAdminRepo } from './admin-repo.ts';
export { operatorSwitchRoutes } from './admin-routes.ts';
