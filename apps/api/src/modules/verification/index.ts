// One-time codes (phone verification, password reset), used by auth and customer.

export {
  CODE_TTL_MS,
  requestedByAddress,
  requestedByPlayer,
  type CodeKey,
  type VerificationService,
} from './service.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { verificationModule, type VerificationModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export {
  verificationMessages,
  verificationOutcomes,
  type VerificationCatalogue,
  type VerificationOutcome,
} from './outcomes.ts';
