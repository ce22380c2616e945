import { z } from 'zod';
import { isAddressOrCidr, optionalUrl } from '../../../platform/config.ts';
import { commaSeparated, emptyAsUndefined } from '../../../platform/env-values.ts';
import { ConfigError } from '../../../platform/secrets.ts';

/*
 * EveryMatrix CasinoEngine OneWallet (PROTOCOLS §4a): its slice of the game wallet's configuration,
 * spread into game-wallet/config.ts (the route rule of issue #29: each direct studio keeps its env here).
 *
 * - EVERYMATRIX_LOGIN_NAME, EVERYMATRIX_PASSWORD, EVERYMATRIX_OPERATOR_ID: the credentials EveryMatrix
 *   puts in every wallet call's body. All three or none; with them the wallet route is mounted, in every
 *   mode (there is no sandbox of EveryMatrix's own: outside production, unconfigured, its games play in
 *   the game sandbox through the Hub88 route as before).
 * - EVERYMATRIX_DOMAIN_ID, EVERYMATRIX_LAUNCH_URL: the launch (`{url}/Loader/Start/{domainId}/{slug}`),
 *   a URL we build; needs the wallet's credentials, since the game then calls that wallet.
 * - EVERYMATRIX_CALLBACK_ALLOW: the addresses the calls may come from. The credentials travel in the
 *   body, in clear, on every call (no hash, no signature): whoever saw one call can make any call, so
 *   production refuses to start with the credentials and no list.
 */

/** The addresses (IPs, CIDRs, comma separated) EveryMatrix's calls may come from (callback-allow.ts). */
const CallbackAllowSchema = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .transform(commaSeparated)
    .refine((entries) => entries.length > 0 && entries.every(isAddressOrCidr), {
      message: 'must list IP addresses or CIDRs (e.g. 203.0.113.0/24,198.51.100.7), comma separated',
    })
    .optional(),
);

const text = (max: number) => z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(max).optional());

/** The EVERYMATRIX_* variables (spread into the game wallet's env schema). */
export const everyMatrixEnv = {
  EVERYMATRIX_LOGIN_NAME: text(100),
  /** At least 12 characters: it is the only thing that proves a call is EveryMatrix's. */
  EVERYMATRIX_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(12).max(200).optional()),
  EVERYMATRIX_OPERATOR_ID: text(50),
  EVERYMATRIX_DOMAIN_ID: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().optional()),
  EVERYMATRIX_LAUNCH_URL: optionalUrl,
  EVERYMATRIX_CALLBACK_ALLOW: CallbackAllowSchema,
};

type EveryMatrixEnv = z.output<z.ZodObject<typeof everyMatrixEnv>>;

export type EveryMatrixCredentials = { loginName: string; password: string; operatorId: string };

/** Undefined: the EveryMatrix wallet route is not mounted. */
export type EveryMatrixWalletConfig =
  (EveryMatrixCredentials & { callbackAllow: string[] | undefined }) | undefined;

/** Undefined: EveryMatrix does not launch directly (Hub88 or the sandbox may, by adapters.ts). */
export type EveryMatrixLaunchConfig = { launchUrl: string; domainId: number } | undefined;

export function everyMatrixConfig(
  e: EveryMatrixEnv,
  isProduction: boolean,
): { wallet: EveryMatrixWalletConfig; launch: EveryMatrixLaunchConfig } {
  const credentials = [e.EVERYMATRIX_LOGIN_NAME, e.EVERYMATRIX_PASSWORD, e.EVERYMATRIX_OPERATOR_ID];
  const configured = !credentials.includes(undefined);
  if (credentials.some((v) => v !== undefined) && !configured) {
    throw new ConfigError(
      'EveryMatrix needs EVERYMATRIX_LOGIN_NAME, EVERYMATRIX_PASSWORD and EVERYMATRIX_OPERATOR_ID: all three or none.',
    );
  }
  const launch = [e.EVERYMATRIX_LAUNCH_URL, e.EVERYMATRIX_DOMAIN_ID];
  if (launch.some((v) => v !== undefined) && (launch.includes(undefined) || !configured)) {
    throw new ConfigError(
      'EveryMatrix launches need EVERYMATRIX_LAUNCH_URL, EVERYMATRIX_DOMAIN_ID and the wallet credentials.',
    );
  }
  if (isProduction && configured && !e.EVERYMATRIX_CALLBACK_ALLOW) {
    throw new ConfigError(
      "EVERYMATRIX_CALLBACK_ALLOW is required in production with EveryMatrix's credentials: its calls carry them in clear, so only EveryMatrix's addresses may use them.",
    );
  }
  return {
    wallet: configured
      ? {
          loginName: e.EVERYMATRIX_LOGIN_NAME!,
          password: e.EVERYMATRIX_PASSWORD!,
          operatorId: e.EVERYMATRIX_OPERATOR_ID!,
          callbackAllow: e.EVERYMATRIX_CALLBACK_ALLOW,
        }
      : undefined,
    launch:
      configured && e.EVERYMATRIX_LAUNCH_URL && e.EVERYMATRIX_DOMAIN_ID
        ? { launchUrl: e.EVERYMATRIX_LAUNCH_URL.replace(/\/+$/, ''), domainId: e.EVERYMATRIX_DOMAIN_ID }
        : undefined,
  };
}
