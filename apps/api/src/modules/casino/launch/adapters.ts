import { THIRD_PARTY_PROVIDER_NAMES } from '@lale/contracts';
import { originalsLaunchUrl } from '../../originals/index.ts';
import { everyMatrixLaunchUrl, type GameWalletConfig } from '../../game-wallet/index.ts';
import { amusnetLaunch, type DefenceCodeMinter } from './amusnet-adapter.ts';
import type { LaunchAdapter, LaunchAdapters } from './ports.ts';
import { fundistLaunch, type FundistLaunchPages, type FundistPlayers } from './fundist-launch.ts';
import { digitainLaunch } from './digitain-adapter.ts';
import { hub88Launch, pragmaticLaunch, type Fetch } from './provider-adapters.ts';
import { sandboxLaunch, sandboxSoftGamingsLaunch } from './sandbox-adapter.ts';

/** Lale Originals' launch: the game's own page on our origin, with the game session. */
const originalsLaunch =
  (publicUrl: string): LaunchAdapter =>
  async ({ token, language, game }) => ({
    kind: 'url',
    url: `${publicUrl}${originalsLaunchUrl(game.code, token, language)}`,
  });

/*
 * Which providers can launch, and how. A provider whose launch API and wallet keys are configured
 * launches for real, everywhere (provider-adapters.ts); Hub88 also launches the studios named in
 * HUB88_PROVIDERS (their wallet calls arrive through Hub88's). Outside production every other provider
 * is played by the sandbox, so each demo game opens on a fresh machine; in production it has no adapter
 * and its games stay hidden (a party without configuration is disabled, never faked). SoftGamings
 * launches through Fundist's User/AuthHTML when SOFTGAMINGS_API_* and its wallet secret are configured
 * (fundist-launch.ts), in production too. Lale Originals launches everywhere.
 */
export function createLaunchAdapters({
  isProduction,
  publicUrl,
  launch = {},
  fetch,
  fundist,
  amusnetCodes,
}: {
  isProduction: boolean;
  publicUrl: string;
  launch?: GameWalletConfig['launch'];
  /** For tests: the HTTP client the real adapters call providers with. */
  fetch?: Fetch;
  /** Where SoftGamings' Fundist players and launch pages are kept (fundist-page.ts). */
  fundist?: { players: FundistPlayers; pages: FundistLaunchPages };
  /** Mints Amusnet's one-time DefenceCodes (the game wallet's, when Amusnet's wallet is configured). */
  amusnetCodes?: DefenceCodeMinter;
}): LaunchAdapters {
  // Our own studio needs no contract: it launches everywhere.
  const adapters: LaunchAdapters = { 'Lale Originals': originalsLaunch(publicUrl) };
  if (!isProduction) {
    for (const name of THIRD_PARTY_PROVIDER_NAMES) adapters[name] = sandboxLaunch(publicUrl);
    adapters.SoftGamings = sandboxSoftGamingsLaunch(publicUrl);
  }
  // The route rule (issue #29): a studio named in HUB88_PROVIDERS launches through Hub88 (the block
  // below); otherwise through its own direct adapter when that is configured. Rounds already open
  // finish on the route they began on, whichever is chosen now.
  const direct = (studio: string) =>
    !(launch.hub88?.providers as readonly string[] | undefined)?.includes(studio);
  if (launch.amusnet && amusnetCodes && direct('Amusnet'))
    adapters.Amusnet = amusnetLaunch({ ...launch.amusnet, publicUrl, codes: amusnetCodes });
  if (launch.everymatrix && direct('EveryMatrix')) {
    const everymatrix = launch.everymatrix;
    adapters.EveryMatrix = async ({ token, language, game }) => ({
      kind: 'url',
      url: everyMatrixLaunchUrl(everymatrix, { slug: game.code, language, token }),
    });
  }
  if (launch.digitain && direct('Digitain'))
    adapters.Digitain = digitainLaunch({ ...launch.digitain, publicUrl });
  if (launch.hub88) {
    const viaHub88 = hub88Launch({ ...launch.hub88, publicUrl, fetch });
    for (const name of ['Hub88', ...launch.hub88.providers] as const) adapters[name] = viaHub88;
  }
  if (launch.pragmatic)
    adapters['Pragmatic Play'] = pragmaticLaunch({ ...launch.pragmatic, publicUrl, fetch });
  if (launch.softgamings && fundist)
    adapters.SoftGamings = fundistLaunch({ ...launch.softgamings, ...fundist, publicUrl, fetch });
  return adapters;
}
