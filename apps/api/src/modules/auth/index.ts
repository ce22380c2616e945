// Accounts: sign-up, login, recovery and credentials, and the identity rules other modules share.
export { createCredentials, type Credentials } from './credentials.ts';
export {
  DEMO_ADMIN,
  DEMO_CASH_MINOR,
  DEMO_PLAYER,
  existingDemoAccounts,
  seedDemoAccounts,
} from './demo-accounts.ts';
export { normalisePhone, usernameKey } from './identity.ts';
export { createRecovery, type Recovery } from './recovery.ts';
export { createRegistration, type Register } from './registration.ts';
export { createAuthRepo } from './repo.ts';
export { createRoleLookup } from './roles.ts';
export { authRoutes } from './routes.ts';
export { createAuthService, type AuthService } from './service.ts';
export { createLoginThrottle } from './throttle.ts';
export { NO_FRAME_TOKENS, type FrameAuthFields, type FrameTokenIssuer } from './auth-data.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export { authMessages, authOutcomes, type AuthCatalogue, type AuthOutcome } from './outcomes.ts';
