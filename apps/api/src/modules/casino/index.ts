// The casino catalogue: what app.ts and the server's demo seed wire together.
export { casinoRoutes } from './routes.ts';
export { CASINO_CATEGORY, DEMO_GAME_COUNT, seedDemoCatalogue } from './seed-catalogue.ts';
export { createCasinoService, type CasinoService } from './service.ts';
