import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.ts';
import { createHostedPsp } from './hosted-psp.ts';
import type { DepositProvider } from './providers.ts';
import { createSandboxProvider, SANDBOX_PROVIDERS, type SandboxProvider } from './sandbox.ts';

/**
 * The deposit providers this process offers: the hosted PSPs of PSP_PROVIDERS (config.ts), in
 * production and outside it, and outside production also the sandbox, which plays each hosted demo
 * method's provider. A hosted method whose provider is not here is simply not offered (DESIGN §10:
 * never faked in production). The names never collide: config.ts refuses a PSP named like a sandbox.
 */
export function createDepositProviders(
  config: Config,
  log: FastifyBaseLogger,
): {
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
  const providers = new Map<string, DepositProvider>(sandboxes);
  for (const psp of config.payments.hostedPsps)
    providers.set(psp.name, createHostedPsp({ psp, publicUrl: config.publicUrl, log }));
  return { providers, sandboxes };
}
