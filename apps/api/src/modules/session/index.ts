// Sessions: the service that opens, authenticates and ends them (it satisfies platform's Authenticator).

export {
  siteSessionLive,
  type AuthContext,
  type LaunchedGames,
  type SessionMeta,
  type SessionService,
} from './service.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { sessionModule, type SessionModule } from './module.ts';
// Its settings (a slice of Config, loaded by src/config.ts).
export { sessionConfigSlice, type SessionConfig } from './config.ts';
// Its refusal (a withdraw-only session outside its routes), merged by src/outcomes.ts.
export { sessionMessages, sessionOutcomes, type SessionOutcome } from './outcomes.ts';
export { type PlayerRoute } from './withdraw-only.ts';
