import { loadConfigWith, type Config, type ConfigSlices } from './platform/config.ts';
import { egtJackpotsConfigSlice } from './modules/admin-cms/index.ts';
import { gameWalletConfigSlice } from './modules/game-wallet/index.ts';
import { originalsConfigSlice } from './modules/originals/index.ts';
import { paymentsConfigSlice } from './modules/payments/index.ts';
import { reconciliationConfigSlice } from './modules/reports/index.ts';
import { sessionConfigSlice } from './modules/session/index.ts';
import { sportsConfigSlice } from './modules/sports/index.ts';
import { sportsFramesConfigSlice } from './modules/sports-frames/index.ts';
import { staffConfigSlice } from './modules/staff/index.ts';

/*
 * The whole configuration: the platform's settings (platform/config.ts) and each module's slice
 * (`modules/<m>/config.ts`). This file only lists the slices; its type names every key a module added to
 * ModuleConfig, so a module's settings that are not listed here fail to compile. It sits at src/ level
 * because platform/ may not import modules.
 */

export type { Config } from './platform/config.ts';

/** Each module's slice under its key of `Config` (a new module with settings adds one line). */
export const CONFIG_SLICES: ConfigSlices = {
  session: sessionConfigSlice,
  gameWallet: gameWalletConfigSlice,
  sports: sportsConfigSlice,
  sportsFrames: sportsFramesConfigSlice,
  originals: originalsConfigSlice,
  staff: staffConfigSlice,
  payments: paymentsConfigSlice,
  egtJackpots: egtJackpotsConfigSlice,
  reconciliation: reconciliationConfigSlice,
};

/** The configuration from `env` (process.env by default), validated; a bad variable stops start-up by name. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): Config {
  return loadConfigWith(CONFIG_SLICES, env, cwd);
}
