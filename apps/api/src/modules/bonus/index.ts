// Bonuses (the engine: trial, deposit and code bonuses, wagering, expiry): what app.ts wires together.
export { bonusAdminRoutes } from './admin-routes.ts';
export { createBonusAdminService, type BonusAdminService } from './admin-service.ts';
export { seedDemoBonusDefinitions } from './demo-definitions.ts';
export { createBonusGate, type BonusGateImplementation } from './gate.ts';
export { bonusFindingSources } from './integrity-findings.ts';
export { activeBonusExistsSql, createBonusRepo } from './repo.ts';
export { bonusRoutes } from './routes.ts';
export {
  createBonusService,
  type BonusPartDestination,
  type BonusService,
  type StakeOutcome,
  type StakeReport,
  type WithdrawalHistory,
} from './service.ts';
export { BONUS_SWEEP_INTERVAL_MS, createBonusSweeper, type BonusSweeper } from './sweeper.ts';
export type { StakeCategory } from './terms.ts';
