// Sanctions and PEP screening (issue #26): the provider's port, its sandbox, the sweep raising AML cases.
export { type ScreeningProvider, type ScreenedPerson, type ScreeningMatch } from './ports.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { screeningModule, type ScreeningModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export {
  screeningMessages,
  screeningOutcomes,
  type ScreeningCatalogue,
  type ScreeningOutcome,
} from './outcomes.ts';
