// The live hub: the publisher other modules push with, and what app.ts serves.
export type { RealtimeCommand, RealtimePublisher } from './contract.ts';

export { type Realtime } from './service.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { realtimeModule, type RealtimeModule } from './module.ts';
