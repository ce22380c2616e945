// Liveness and readiness.

// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { healthModule, type HealthModule } from './module.ts';
