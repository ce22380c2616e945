// Deposit limits (responsible gambling): what app.ts wires together, and the ports payments meets.
export { noDepositHistory, type DepositAllowance, type DepositHistory } from './ports.ts';

// Who played lately (the AML module's lifetime sweep reads it).
export { playersWhoPlayedSince } from './played-since-repo.ts';
export { PERIOD_WINDOW_MS, type DepositLimitsService, type LimitChange } from './service.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { depositLimitsModule, type DepositLimitsModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export {
  depositLimitsMessages,
  depositLimitsOutcomes,
  type DepositLimitsCatalogue,
  type DepositLimitsOutcome,
} from './outcomes.ts';
