// Bonuses (the engine: trial, deposit and code bonuses, wagering, expiry): what app.ts wires together.

export { type BonusAdminService } from './admin-service.ts';
export { seedDemoBonusDefinitions } from './demo-definitions-repo.ts';
export { type BonusGateImplementation } from './gate.ts';
export { bonusFindingSources } from './integrity-findings.ts';
// The wallet's one-statement stakes ask it whether a bonus runs (such a stake takes the careful path).
export { activeBonusExistsSql } from './repo.ts';
export {
  type BonusPartDestination,
  type BonusService,
  type StakeOutcome,
  type StakeReport,
  type WithdrawalHistory,
} from './service.ts';
export { BONUS_SWEEP_INTERVAL_MS, type BonusSweeper } from './sweeper.ts';
export type { StakeCategory } from './terms.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { bonusModule, type BonusModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export { bonusMessages, bonusOutcomes, type BonusCatalogue, type BonusOutcome } from './outcomes.ts';
