// The player's balance: what app.ts wires together.
export { userRoutes } from './routes.ts';
export { createUserService, type UserService } from './service.ts';
