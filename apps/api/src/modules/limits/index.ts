/* The limits module's public surface: allowances and the service that counts them. */
export * from './allowances.ts';
export { type LimitsRepo } from './repo.ts';
export { type Allowance, type Charge, type Exhausted, type Limits } from './service.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { limitsModule, type LimitsModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export { limitsMessages, limitsOutcomes, type LimitsCatalogue, type LimitsOutcome } from './outcomes.ts';
