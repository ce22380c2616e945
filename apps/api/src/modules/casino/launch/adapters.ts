import { THIRD_PARTY_PROVIDER_NAMES } from '@lale/contracts';
import { SLOT_PATH } from '../../originals/index.ts';
import type { LaunchAdapter, LaunchAdapters } from './ports.ts';
import { sandboxLaunch, sandboxSoftGamingsLaunch } from './sandbox-adapter.ts';

/** Lale Originals' launch: the game's own page on our origin, with the game session. */
const originalsLaunch =
  (publicUrl: string): LaunchAdapter =>
  async ({ token, language }) => ({
    kind: 'url',
    url: `${publicUrl}${SLOT_PATH}/play?session=${encodeURIComponent(token)}&lang=${language}`,
  });

/*
 * Which providers can launch, and how. Outside production the sandbox plays all seven (so every demo
 * game opens on a fresh machine). In production a provider needs its real adapter and credentials;
 * none is configured yet, so production launches none of them and their games stay hidden (a party
 * without configuration is disabled, never faked). Lale Originals, our own, launches everywhere.
 */
export function createLaunchAdapters({
  isProduction,
  publicUrl,
}: {
  isProduction: boolean;
  publicUrl: string;
}): LaunchAdapters {
  // Our own studio needs no contract: it launches everywhere.
  const adapters: LaunchAdapters = { 'Lale Originals': originalsLaunch(publicUrl) };
  if (isProduction) return adapters;
  for (const name of THIRD_PARTY_PROVIDER_NAMES) adapters[name] = sandboxLaunch(publicUrl);
  adapters.SoftGamings = sandboxSoftGamingsLaunch(publicUrl);
  return adapters;
}
