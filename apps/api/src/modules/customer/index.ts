// The player's own profile and phone: what app.ts wires together.
export { createCustomerRepo } from './repo.ts';
export { customerRoutes } from './routes.ts';
export { createCustomerService, type CustomerService } from './service.ts';
