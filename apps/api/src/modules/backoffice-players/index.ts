// Back office (issue #25): the players area — search, card, ledger, notes, block and unblock.
export { type BackofficePlayers } from './service.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { backofficePlayersModule, type BackofficePlayersModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export {
  backofficePlayersMessages,
  backofficePlayersOutcomes,
  type BackofficePlayersCatalogue,
  type BackofficePlayersOutcome,
} from './outcomes.ts';
