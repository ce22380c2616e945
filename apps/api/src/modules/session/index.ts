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
