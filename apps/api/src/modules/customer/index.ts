// The player's own profile and phone: what app.ts wires together.
export { createCustomerRepo } from './repo.ts';
export { customerRoutes } from './routes.ts';
export { createCustomerService, type CustomerService } from './service.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export {
  customerMessages,
  customerOutcomes,
  type CustomerCatalogue,
  type CustomerOutcome,
} from './outcomes.ts';
