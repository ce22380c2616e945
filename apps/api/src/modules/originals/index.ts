// Lale Originals (issues #12, #14): our own games in the catalogue, their pages and the calls they make.
export { ORIGINALS_CATEGORY_ID, seedOriginalsCatalogue } from './catalogue-repo.ts';

export { type SeedService } from './fair/seeds.ts';
export { SEED_REVEALED_WHILE_OPEN, seedRevealedWhileOpen } from './fair/integrity-findings-repo.ts';
export { ORIGINAL_GAMES, originalsByCode, originalsById } from './games/registry.ts';
export { GAMES_PATH, originalsLaunchUrl } from './launch-url.ts';

export { type OperatorCaps, type PlayService } from './play/service.ts';
export { type RoundRunner } from './rounds/runner.ts';
// Scheduled, shared-round games (crash now): their socket at /hub/originals, Lale Aviator's calls.

export { type CrashGame } from './crash/service.ts';
export { CRASH_GAME } from './crash/game.ts';
export { type OriginalsLive } from './scheduled/live.ts';
// Lale Keno and Lale Tombala: one scheduled-draw server for both (draws/*).
export { BINGO, KENO } from './draws/definition.ts';

export { type DrawGames } from './draws/service.ts';
// Outside production only (modules/dev): the scheduled games' clock, moved forward by browser journeys.
export { type GameClock } from './scheduled/game-clock.ts';
export {
  advanceScheduledGames,
  viewScheduledGames,
  type ScheduledGamesControl,
} from './scheduled/dev-clock.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { originalsModule, type OriginalsModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export {
  originalsMessages,
  originalsOutcomes,
  type OriginalsCatalogue,
  type OriginalsOutcome,
} from './outcomes.ts';
// Its settings (a slice of Config, loaded by src/config.ts).
export { originalsConfigSlice, type OriginalsConfig } from './config.ts';
