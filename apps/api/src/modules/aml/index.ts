// AML monitoring (issue #26): rules raising cases, and the back office's case queue.
export { type AmlService } from './service.ts';
export { type AmlWatch } from './watch.ts';
export { type ScreeningCases } from './screening-cases.ts';
export { type PaymentEvent, type WithdrawalEvent } from './rules/index.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { amlModule, type AmlModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export { amlMessages, amlOutcomes, type AmlCatalogue, type AmlOutcome } from './outcomes.ts';
