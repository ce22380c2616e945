// The live hub: the publisher other modules push with, and what app.ts serves.
export type { RealtimeCommand, RealtimePublisher } from './contract.ts';
export { realtimeRoutes } from './routes.ts';
export { createRealtime, type Realtime } from './service.ts';
