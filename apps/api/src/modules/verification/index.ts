// One-time codes (phone verification, password reset), used by auth and customer.
export { createVerificationRepo } from './repo.ts';
export {
  CODE_TTL_MS,
  createVerificationService,
  requestedByAddress,
  requestedByPlayer,
  type CodeKey,
  type VerificationService,
} from './service.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export {
  verificationMessages,
  verificationOutcomes,
  type VerificationCatalogue,
  type VerificationOutcome,
} from './outcomes.ts';
