// Safer play (issue #26): a player's time-out and self-exclusion, as rows the wager gate reads.
export { SELF_EXCLUSION_END, TIME_OUT_END } from './periods.ts';
export { type RestrictionRow } from './repo.ts';
export { type SaferPlayService } from './service.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { saferPlayModule, type SaferPlayModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export {
  saferPlayMessages,
  saferPlayOutcomes,
  type SaferPlayCatalogue,
  type SaferPlayOutcome,
} from './outcomes.ts';
