// Deposit limits (responsible gambling): what app.ts wires together, and the ports payments meets.
export { noDepositHistory, type DepositAllowance, type DepositHistory } from './ports.ts';
export { createDepositLimitsRepo } from './repo.ts';
export { depositLimitRoutes } from './routes.ts';
export {
  COOLING_OFF_MS,
  createDepositLimitsService,
  PERIOD_WINDOW_MS,
  type DepositLimitsService,
  type LimitChange,
} from './service.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export {
  depositLimitsMessages,
  depositLimitsOutcomes,
  type DepositLimitsCatalogue,
  type DepositLimitsOutcome,
} from './outcomes.ts';
