// Sessions: the service that opens, authenticates and ends them (it satisfies platform's Authenticator).
export { createSessionRepo } from './repo.ts';
export { createSessionService, type AuthContext, type SessionMeta, type SessionService } from './service.ts';
