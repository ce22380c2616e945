import { z } from 'zod';
import { configSlice, type ConfigContext } from '../../platform/config.ts';
import { commaSeparated, emptyAsUndefined } from '../../platform/env-values.ts';
import { ConfigError, MIN_SECRET_LENGTH } from '../../platform/secrets.ts';
import { SANDBOX_PROVIDERS } from './sandbox.ts';

/*
 * The cashier's slice of the configuration (src/config.ts loads it): the hosted-payment-page PSPs this
 * server talks to (hosted-psp.ts), in production and outside it. PSP_PROVIDERS names them; each name N
 * has its own variables, PSP_<N>_… with N upper-cased and `-` written `_`:
 *
 *   PSP_PROVIDERS=cardco
 *   PSP_CARDCO_API_URL=https://api.cardco.example      # the PSP's API base (POST /v1/checkouts)
 *   PSP_CARDCO_API_KEY=…                               # sent as Authorization: Bearer
 *   PSP_CARDCO_WEBHOOK_SECRET=…                        # ≥ 32 chars: signs its webhooks (x-psp-signature)
 *   PSP_CARDCO_PAGE_ORIGIN=https://pay.cardco.example  # optional: its hosted pages' origin (the CSP frames it)
 *
 * A listed provider missing one of its variables stops start-up naming the variable: half a PSP would
 * offer a method whose checkouts or webhooks all fail.
 */

/** The name a payment method's `provider` holds and the webhook path ends with. */
const PSP_NAME = /^[a-z0-9-]{1,40}$/;

export type HostedPspConfig = {
  name: string;
  /** Without a trailing slash. */
  apiUrl: string;
  apiKey: string;
  webhookSecret: string;
  /** Where its hosted pages are served (the cashier frames them): the CSP's frame-src lists it. */
  pageOrigin: string;
};

export type PaymentsConfig = { hostedPsps: HostedPspConfig[] };

const sandboxNames: ReadonlySet<string> = new Set(SANDBOX_PROVIDERS);

const PaymentsEnvSchema = z.object({
  PSP_PROVIDERS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value) => commaSeparated(value ?? ''))
      .refine((names) => names.every((name) => PSP_NAME.test(name)), {
        message: 'must list provider names of a-z, 0-9 and - (at most 40 characters), comma separated',
      })
      .refine((names) => new Set(names).size === names.length, { message: 'names a provider twice' })
      .refine((names) => !names.some((name) => sandboxNames.has(name)), {
        message: `must not name a payment sandbox provider (${SANDBOX_PROVIDERS.join(', ')})`,
      }),
  ),
});

/** PSP_<N>_ of a provider name: `card-co` → `PSP_CARD_CO_`. */
export const pspVariablePrefix = (name: string) => `PSP_${name.toUpperCase().replaceAll('-', '_')}_`;

/** A variable that must be set: unset or blank is reported as `required`. */
const required = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z.preprocess(
    emptyAsUndefined,
    z.string({ error: (issue) => (issue.input === undefined ? 'required' : undefined) }).pipe(schema),
  );

const httpUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''));

/** An origin alone: scheme, host and port, nothing after. */
const origin = httpUrl.refine((value) => new URL(value).origin === value, {
  message: 'must be an origin (https://host[:port]) without a path',
});

const ProviderVariables = {
  API_URL: required(httpUrl),
  API_KEY: required(z.string().trim().min(1)),
  WEBHOOK_SECRET: required(
    z.string().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters long`),
  ),
  PAGE_ORIGIN: z.preprocess(emptyAsUndefined, origin.optional()),
};

function hostedPsp(name: string, env: ConfigContext['env'], problems: string[]): HostedPspConfig | undefined {
  const prefix = pspVariablePrefix(name);
  const read = <K extends keyof typeof ProviderVariables>(key: K) => {
    const parsed = ProviderVariables[key].safeParse(env[`${prefix}${key}`]);
    if (parsed.success) return parsed.data as z.output<(typeof ProviderVariables)[K]>;
    problems.push(`${prefix}${key}: ${parsed.error.issues.map((issue) => issue.message).join(', ')}`);
    return undefined;
  };
  const apiUrl = read('API_URL');
  const apiKey = read('API_KEY');
  const webhookSecret = read('WEBHOOK_SECRET');
  const pageOrigin = read('PAGE_ORIGIN');
  if (apiUrl === undefined || apiKey === undefined || webhookSecret === undefined) return undefined;
  return { name, apiUrl, apiKey, webhookSecret, pageOrigin: pageOrigin ?? new URL(apiUrl).origin };
}

export function paymentsConfig(
  e: z.output<typeof PaymentsEnvSchema>,
  env: ConfigContext['env'],
): PaymentsConfig {
  const problems: string[] = [];
  const hostedPsps = e.PSP_PROVIDERS.map((name) => hostedPsp(name, env, problems));
  if (problems.length > 0)
    throw new ConfigError(`Invalid environment (a provider of PSP_PROVIDERS): ${problems.join('; ')}`);
  return { hostedPsps: hostedPsps.filter((psp) => psp !== undefined) };
}

export const paymentsConfigSlice = configSlice(PaymentsEnvSchema, (e, { env }) => paymentsConfig(e, env));

declare module '../../platform/config.ts' {
  interface ModuleConfig {
    payments: PaymentsConfig;
  }
}
