// The casino lobby: what app.ts wires together.
export { casinoRoutes } from './routes.ts';
export { createCasinoService, type CasinoService } from './service.ts';
