// Sessions: the service that opens, authenticates and ends them (it satisfies platform's Authenticator).
export { createSessionRepo } from './repo.ts';
export {
  createSessionService,
  siteSessionLive,
  type AuthContext,
  type LaunchedGames,
  type SessionMeta,
  type SessionService,
} from './service.ts';
// Its settings (a slice of Config, loaded by src/config.ts).
export { sessionConfigSlice, type SessionConfig } from './config.ts';
