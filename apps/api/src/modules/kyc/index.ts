// Know your customer (issue #26): verification levels, documents, the identity provider's review.
export { type IdentityProvider, type ReviewAnswer } from './ports.ts';
export { seedIdentityVerified } from './seed-repo.ts';
export { KYC_SANDBOX_PROVIDER, KYC_SANDBOX_SIGNATURE_HEADER } from './sandbox.ts';
export { KYC_SANDBOX_REVIEW_PATH } from './sandbox-page.ts';
export { KYC_WEBHOOK_PATH, kycWebhookPath } from './provider-routes.ts';
export { type KycService } from './service.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { kycModule, type KycModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export { kycMessages, kycOutcomes, type KycCatalogue, type KycOutcome } from './outcomes.ts';
