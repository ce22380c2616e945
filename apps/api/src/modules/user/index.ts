// The player's balance: what app.ts wires together.

export { type UserService } from './service.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { userModule, type UserModule } from './module.ts';
