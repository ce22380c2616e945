export { devChatScript, type DevChatOptions } from './routes.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { devChatModule, type DevChatModule } from './module.ts';
