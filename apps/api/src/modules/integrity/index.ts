// Integrity findings (issue 23, remediation): what known holes already paid, for an operator's review.

export { collectFindings } from './service.ts';
export { FINDING_SOURCES } from './sources.ts';
export type { FindingGroup, FindingSource, IntegrityFinding } from './types.ts';

// Integrity (issue #23): the one wager gate every stake asks, its registry of stake paths, and the
// operator's switches it reads (a player's status, a provider's and a game's on/off).
export { STAKE_PATHS, type GameStakePath, type StakePath, type StakePathName } from './stake-paths.ts';
export {
  WAGER_REFUSALS,
  isLimitRefusal,
  type LimitReach,
  type WagerGate,
  type WagerRefusal,
  type WagerSubject,
} from './wager-gate.ts';
// The loss and wager limits' windows as the gate counts them (issue #26), for the limits page.
export { playWindowTotals, type PlayWindowTotals } from './play-limits-repo.ts';
// The time signed in within each window as the gate counts it (the session-time limits).
export { signedInWindows } from './session-time.ts';
export { type IntegrityAdmin } from './admin-service.ts';

// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { integrityModule, type IntegrityModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export {
  integrityMessages,
  integrityOutcomes,
  type IntegrityCatalogue,
  type IntegrityOutcome,
} from './outcomes.ts';
