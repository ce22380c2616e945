import type { Config } from '../../platform/config.ts';
import type { DepositProvider } from './providers.ts';
import { createSandboxProvider, SANDBOX_PROVIDERS, type SandboxProvider } from './sandbox.ts';

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
