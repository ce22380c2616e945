// Development-only endpoints (the outbox), registered outside production.
export { devRoutes } from './routes.ts';
