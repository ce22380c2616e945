// Lale Originals (issues #12, #14): our own games in the catalogue, their pages and the calls they make.
export { ORIGINALS_CATEGORY_ID, seedOriginalsCatalogue } from './catalogue-repo.ts';
export { createRoundsReader } from './fair/rounds-read.ts';
export { createRoundsReadRepo } from './fair/rounds-read-repo.ts';
export { originalsFairRoutes } from './fair/routes.ts';
export { createSeedService, type SeedService } from './fair/seeds.ts';
export { SEED_REVEALED_WHILE_OPEN, seedRevealedWhileOpen } from './fair/integrity-findings-repo.ts';
export { ORIGINAL_GAMES, originalsByCode, originalsById } from './games/registry.ts';
export { GAMES_PATH, originalsLaunchUrl } from './launch-url.ts';
export { originalsGameRoutes } from './play/game-routes.ts';
export { createPlayService, type OperatorCaps, type PlayService } from './play/service.ts';
export { createRoundRunner, type RoundRunner } from './rounds/runner.ts';
export { createRoundsRepo } from './rounds/rounds-repo.ts';
// Scheduled, shared-round games (crash now): their socket at /hub/originals, Lale Aviator's calls.
export { crashRoutes } from './crash/routes.ts';
export { createCrashGame, type CrashGame } from './crash/service.ts';
export { CRASH_GAME } from './crash/game.ts';
export { createOriginalsLive, originalsLiveRoutes, type OriginalsLive } from './scheduled/live.ts';
export { manualTimers, type Timers } from './scheduled/scheduler.ts';
// Lale Keno and Lale Tombala: one scheduled-draw server for both (draws/*).
export { BINGO, KENO } from './draws/definition.ts';
export { drawRoutes } from './draws/routes.ts';
export { createDrawGames, type DrawGames } from './draws/service.ts';
// Outside production only (modules/dev): the scheduled games' clock, moved forward by browser journeys.
export { createGameClock, type GameClock } from './scheduled/game-clock.ts';
export {
  advanceScheduledGames,
  viewScheduledGames,
  type ScheduledGamesControl,
} from './scheduled/dev-clock.ts';
