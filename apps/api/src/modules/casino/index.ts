// The casino: catalogue, favourites, launches and (outside production) the game-provider sandbox.
export { favoriteRoutes } from './favorite-routes.ts';
export { createFavoritesService, type FavoritesService } from './favorites.ts';
export { createLaunchAdapters } from './launch/adapters.ts';
export type { GameSessionIssuer, LaunchAdapter, LaunchAdapters, LaunchTarget } from './launch/ports.ts';
export { launchRoutes } from './launch/routes.ts';
export { createLaunchService, type LaunchService } from './launch/service.ts';
export { casinoRoutes } from './routes.ts';
export { sandboxGameRoutes } from './sandbox/routes.ts';
export { SANDBOX_GAMES_PATH } from './sandbox/page.ts';
export { CASINO_CATEGORY, DEMO_GAME_COUNT } from './seed-catalogue.ts';
export { seedDemoCatalogue } from './seed-repo.ts';
export { createCasinoRepo, type CasinoRepo } from './repo.ts';
export { createCasinoService, type CasinoService } from './service.ts';
