// Development-only endpoints (the outbox), registered outside production.

// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { devModule, type DevModule } from './module.ts';
