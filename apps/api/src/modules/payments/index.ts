// The cashier: payment methods, deposits and withdrawals, provider webhooks, the operator's decisions.
import type { Config } from '../../platform/config.ts';
import type { DepositProvider } from './providers.ts';
import { createSandboxProvider, SANDBOX_PROVIDERS, type SandboxProvider } from './sandbox.ts';

export { adminPaymentRoutes } from './admin-routes.ts';
export {
  createNoBonusGate,
  createPermissiveDepositAllowance,
  type BonusGate,
  type DepositAllowance,
} from './ports.ts';
export type { DepositProvider, DepositProviders, WebhookEvent } from './providers.ts';
export {
  paymentLogoRoutes,
  paymentWebhookRoutes,
  sandboxCheckoutRoutes,
  webhookPath,
} from './provider-routes.ts';
export { createPaymentsRepo } from './repo.ts';
export { paymentRoutes } from './routes.ts';
export { SANDBOX_SIGNATURE_HEADER, type SandboxProvider } from './sandbox.ts';
export { DEMO_BANK_ACCOUNT, DEMO_PAYMENT_METHODS, seedDemoPaymentMethods } from './seed-repo.ts';
export { CHECKOUT_LIFETIME_MS, createPaymentsService, type PaymentsService } from './service.ts';
export { signWebhook, verifyWebhookSignature } from './signature.ts';

/**
 * The deposit providers this process offers. Outside production: the sandbox plays each hosted demo
 * method's provider. In production: none until a real provider's adapter and keys are configured —
 * a hosted method without its provider is simply not offered (DESIGN §10: never faked in production).
 */
export function createDepositProviders(config: Config): {
  providers: ReadonlyMap<string, DepositProvider>;
  sandboxes: ReadonlyMap<string, SandboxProvider>;
} {
  const sandboxes = new Map<string, SandboxProvider>();
  const webhookSecret = config.secrets.PAYMENT_SANDBOX_SECRET;
  if (!config.isProduction && webhookSecret) {
    for (const name of SANDBOX_PROVIDERS) {
      sandboxes.set(
        name,
        createSandboxProvider({
          name,
          webhookSecret,
          checkoutSecret: config.secrets.SESSION_SECRET,
          publicUrl: config.publicUrl,
        }),
      );
    }
  }
  return { providers: new Map<string, DepositProvider>(sandboxes), sandboxes };
}
