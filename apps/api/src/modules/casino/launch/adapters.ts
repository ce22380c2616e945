import { THIRD_PARTY_PROVIDER_NAMES } from '@lale/contracts';
import type { LaunchAdapters } from './ports.ts';
import { sandboxLaunch, sandboxSoftGamingsLaunch } from './sandbox-adapter.ts';

/*
 * Which providers can launch, and how. Outside production the sandbox plays all seven (so every demo
 * game opens on a fresh machine). In production a provider needs its real adapter and credentials;
 * none is configured yet, so production launches none of them and their games stay hidden (a party
 * without configuration is disabled, never faked).
 */
export function createLaunchAdapters({
  isProduction,
  publicUrl,
}: {
  isProduction: boolean;
  publicUrl: string;
}): LaunchAdapters {
  if (isProduction) return {};
  const adapters: LaunchAdapters = {};
  for (const name of THIRD_PARTY_PROVIDER_NAMES) adapters[name] = sandboxLaunch(publicUrl);
  adapters.SoftGamings = sandboxSoftGamingsLaunch(publicUrl);
  return adapters;
}
