// Bonuses (the trial bonus): what app.ts wires together.
export { createBonusRepo } from './repo.ts';
export { bonusRoutes } from './routes.ts';
export { createBonusService, type BonusService } from './service.ts';
