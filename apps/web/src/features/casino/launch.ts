import {
  API_ENDPOINTS,
  LAUNCH_ENDPOINT_BY_PROVIDER,
  LaunchPlatform,
  ProviderNameSchema,
  type ProviderName,
} from '@lale/contracts';
import { call } from '../../lib/api/index.ts';
import type { GameRef } from './gameParam.ts';

/*
 * Launching a game (spec §7): the call is chosen by the game's providerName, each provider with its
 * own payload. What comes back is a URL for the play frame, or for SoftGamings an HTML block whose
 * markup and inline script the page injects separately (a script put in with innerHTML never runs).
 */

export type Launched = { kind: 'url'; url: string } | { kind: 'html'; markup: string; scripts: string[] };

/** Providers whose failed launch also closes the play modal (spec §8); the others only show a toast. */
export const CLOSE_ON_FAILURE: ReadonlySet<ProviderName> = new Set(['Egt Digital', 'Hub88', 'SoftGamings']);

export function providerOf(game: GameRef): ProviderName | null {
  const parsed = ProviderNameSchema.safeParse(game.providerName);
  return parsed.success ? parsed.data : null;
}

/** The launch call's body for this provider (spec §7 payloads). */
export function launchBody(
  provider: ProviderName,
  game: GameRef,
  env: { mobile: boolean; language: 'tr' | 'en'; lobbyUrl: string },
): Record<string, unknown> {
  const code = String(game.gameCode ?? '');
  switch (provider) {
    case 'Egt Digital':
    case 'Hub88':
      return {
        platform: env.mobile ? LaunchPlatform.Mobile : LaunchPlatform.Desktop,
        gameCode: code,
        language: env.language,
        lobbyUrl: env.lobbyUrl,
      };
    case 'Amusnet':
      return { code, isMobile: env.mobile };
    case 'EveryMatrix':
      return { code, productId: Number(game.productId ?? 0) };
    case 'SoftGamings':
      return { system: String(game.system ?? ''), pageCode: code, isMobile: env.mobile ? 1 : 0 };
    case 'Lale Originals':
      return { code, isMobile: env.mobile };
    default:
      return { code };
  }
}

/** Splits an HTML block into its markup (scripts removed) and the text of its inline scripts. */
export function splitHtml(html: string): { markup: string; scripts: string[] } {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const scripts = [...doc.querySelectorAll('script')].map((script) => {
    script.remove();
    return script.textContent ?? '';
  });
  return { markup: doc.body.innerHTML, scripts };
}

export async function launchGame(
  provider: ProviderName,
  game: GameRef,
  env: { mobile: boolean; language: 'tr' | 'en'; lobbyUrl: string },
): Promise<Launched> {
  const endpoint = API_ENDPOINTS[LAUNCH_ENDPOINT_BY_PROVIDER[provider]];
  // Each provider's body is built above for its own call; the union of bodies is checked by the server.
  const answer = await call(
    endpoint as typeof API_ENDPOINTS.casinoPragmaticLaunchUrl,
    launchBody(provider, game, env) as never,
  );
  const data = String(answer.data);
  return provider === 'SoftGamings' ? { kind: 'html', ...splitHtml(data) } : { kind: 'url', url: data };
}
