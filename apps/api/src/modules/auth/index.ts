// Accounts: sign-up, login, recovery and credentials, and the identity rules other modules share.
export { createCredentials, type Credentials } from './credentials.ts';
export {
  DEMO_ADMIN,
  DEMO_CASH_MINOR,
  DEMO_PLAYER,
  existingDemoAccounts,
  seedDemoAccounts,
} from './demo-accounts-repo.ts';
export { normalisePhone, usernameKey } from './identity.ts';
export { createRecovery, type Recovery } from './recovery.ts';
export { createRegistration, type Register } from './registration.ts';
export { createAuthRepo } from './repo.ts';
export { createRoleLookup } from './roles-repo.ts';
export { authRoutes } from './routes.ts';
export { createAuthService, type AuthService } from './service.ts';
export { createLoginThrottle } from './throttle.ts';
export { NO_FRAME_TOKENS, type FrameAuthFields, type FrameTokenIssuer } from './auth-data.ts';
