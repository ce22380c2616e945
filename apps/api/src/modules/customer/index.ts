// The player's own profile and phone: what app.ts wires together.

export { type CustomerService } from './service.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { customerModule, type CustomerModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export {
  customerMessages,
  customerOutcomes,
  type CustomerCatalogue,
  type CustomerOutcome,
} from './outcomes.ts';
