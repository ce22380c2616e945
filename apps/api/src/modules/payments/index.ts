// The cashier: payment methods, deposits and withdrawals, provider webhooks, the operator's decisions.

export { type BonusGate, type DepositAllowance, type DepositWatch } from './ports.ts';
// What AML monitoring reads of the cashier inside a payment's transaction (issue #26).
export { confirmedDepositTotals, paymentInstrumentsSince, type UsedInstrument } from './aml-reads-repo.ts';
export type { DepositProvider, DepositProviders, WebhookEvent } from './providers.ts';
export { webhookPath } from './provider-routes.ts';

export { SANDBOX_SIGNATURE_HEADER, type SandboxProvider } from './sandbox.ts';
// Its settings (a slice of Config, loaded by src/config.ts): the hosted PSPs.
export { paymentsConfigSlice, type HostedPspConfig, type PaymentsConfig } from './config.ts';
export { PSP_SIGNATURE_HEADER } from './hosted-psp.ts';
export { logoUrl } from './logos.ts';
export { DEMO_BANK_ACCOUNT, DEMO_PAYMENT_METHODS, seedDemoPaymentMethods } from './seed-repo.ts';
export { CHECKOUT_LIFETIME_MS, type PaymentsService } from './service.ts';
export { signWebhook, verifyWebhookSignature } from '../../platform/webhook-signature.ts';
// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { paymentsModule, type PaymentsModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export {
  paymentsMessages,
  paymentsOutcomes,
  type PaymentsCatalogue,
  type PaymentsOutcome,
} from './outcomes.ts';
