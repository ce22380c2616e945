// The casino: catalogue, favourites, launches and (outside production) the game-provider sandbox.

export { type FavoritesService } from './favorites.ts';

export type { GameSessionIssuer, LaunchAdapter, LaunchAdapters, LaunchTarget } from './launch/ports.ts';

export { type LaunchService } from './launch/service.ts';

export { SANDBOX_GAMES_PATH } from './sandbox/page.ts';
export { CASINO_CATEGORY, DEMO_GAME_COUNT } from './seed-catalogue.ts';
export { seedDemoCatalogue } from './seed-repo.ts';
export { type CasinoService } from './service.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { casinoModule, type CasinoModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export { casinoMessages, casinoOutcomes, type CasinoCatalogue, type CasinoOutcome } from './outcomes.ts';
