// Lale Originals (issue #12): our own games in the catalogue, their pages and the calls they make.
export { seedOriginalsCatalogue, SLOT_GAME_CODE, SLOT_GAME_NAME } from './catalogue.ts';
export { originalsSlotRoutes } from './routes.ts';
export { SLOT_PATH } from './slot-page.ts';
export { createSlotService, type SlotService } from './slot-service.ts';
