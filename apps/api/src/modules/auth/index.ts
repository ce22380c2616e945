// Accounts: sign-up, login, recovery and credentials, and the identity rules other modules share.
export { type Credentials } from './credentials.ts';
export {
  DEMO_CASH_MINOR,
  DEMO_PLAYER,
  existingDemoAccounts,
  seedDemoAccounts,
} from './demo-accounts-repo.ts';
export { closedAccountOutcome } from './account-status.ts';
export { emailKey, normalisePhone, usernameKey } from './identity.ts';
export { type Recovery } from './recovery.ts';
// The back office's player directory (issue #25): search and profile reads of the players table.
export {
  countPlayers,
  playerCountSql,
  playerProfile,
  playerSearchSql,
  searchPlayers,
  type PlayerDirectoryRow,
  type PlayerProfileRow,
  type PlayerSearch,
} from './player-directory-repo.ts';
export { type Register } from './registration.ts';

export { type AuthService } from './service.ts';

export { NO_FRAME_TOKENS, type FrameAuthFields, type FrameTokenIssuer } from './auth-data.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { authModule, type AuthModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export { authMessages, authOutcomes, type AuthCatalogue, type AuthOutcome } from './outcomes.ts';
