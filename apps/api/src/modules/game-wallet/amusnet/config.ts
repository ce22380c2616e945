import { z } from 'zod';
import { optionalUrl } from '../../../platform/config.ts';
import { emptyAsUndefined } from '../../../platform/env-values.ts';
import { ConfigError } from '../../../platform/secrets.ts';

/*
 * Amusnet's direct wallet and launch (PROTOCOLS §4c): this slice's environment names, spread into the
 * game wallet's schema (game-wallet/config.ts), and the configuration they give.
 *
 * - AMUSNET_SECRET: the secret the DefenceCode's MD5 is keyed with (ours; Amusnet never sees it, it only
 *   echoes the code). With AMUSNET_USERNAME and AMUSNET_PASSWORD (what Amusnet puts in every wallet call's
 *   body) it mounts the direct wallet, in every mode (/work ROUTE rule).
 * - AMUSNET_PORTAL_CODE: the PortalCode Amusnet assigned us; every call names it.
 * - AMUSNET_LAUNCH_URL: the game server's real-money launch address; with it (and the wallet) new
 *   launches of Amusnet games go direct, unless HUB88_PROVIDERS names Amusnet.
 * - AMUSNET_CALLBACK_ALLOW: the addresses Amusnet calls from; production refuses to start with the
 *   wallet's credentials but without the list (credentials in a body can be replayed from anywhere).
 */

const text = (max: number) => z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(max).optional());

export const amusnetEnvShape = {
  AMUSNET_SECRET: z.preprocess(emptyAsUndefined, z.string().trim().min(16).max(200).optional()),
  AMUSNET_USERNAME: text(100),
  AMUSNET_PASSWORD: z.preprocess(emptyAsUndefined, z.string().trim().min(8).max(200).optional()),
  AMUSNET_PORTAL_CODE: text(100),
  AMUSNET_LAUNCH_URL: optionalUrl,
};

export type AmusnetConfig = {
  secret: string;
  username: string;
  password: string;
  portalCode: string;
  /** AMUSNET_CALLBACK_ALLOW: the addresses its calls may come from (undefined: any). */
  callbackAllow: string[] | undefined;
};

export type AmusnetLaunchConfig = { launchUrl: string; secret: string; portalCode: string };

type AmusnetEnv = { [K in keyof typeof amusnetEnvShape]?: z.output<(typeof amusnetEnvShape)[K]> } & {
  AMUSNET_CALLBACK_ALLOW?: string[] | undefined;
};

/** The wallet (undefined: not mounted) and the launch (undefined: Amusnet does not launch direct). */
export function amusnetConfig(
  e: AmusnetEnv,
  isProduction: boolean,
): { wallet: AmusnetConfig | undefined; launch: AmusnetLaunchConfig | undefined } {
  const wallet = [e.AMUSNET_SECRET, e.AMUSNET_USERNAME, e.AMUSNET_PASSWORD, e.AMUSNET_PORTAL_CODE];
  const any = wallet.some((v) => v !== undefined) || e.AMUSNET_LAUNCH_URL !== undefined;
  if (any && wallet.includes(undefined)) {
    throw new ConfigError(
      'Amusnet needs AMUSNET_SECRET, AMUSNET_USERNAME, AMUSNET_PASSWORD and AMUSNET_PORTAL_CODE together (AMUSNET_LAUNCH_URL launches with them).',
    );
  }
  if (!any) return { wallet: undefined, launch: undefined };
  if (isProduction && !e.AMUSNET_CALLBACK_ALLOW) {
    throw new ConfigError(
      "AMUSNET_CALLBACK_ALLOW is required in production with Amusnet's credentials: Amusnet's addresses.",
    );
  }
  const config: AmusnetConfig = {
    secret: e.AMUSNET_SECRET!,
    username: e.AMUSNET_USERNAME!,
    password: e.AMUSNET_PASSWORD!,
    portalCode: e.AMUSNET_PORTAL_CODE!,
    callbackAllow: e.AMUSNET_CALLBACK_ALLOW,
  };
  return {
    wallet: config,
    launch: e.AMUSNET_LAUNCH_URL
      ? { launchUrl: e.AMUSNET_LAUNCH_URL, secret: config.secret, portalCode: config.portalCode }
      : undefined,
  };
}
