import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';
import { HUB88_SIGNATURE_HEADER, hub88Sign, pragmaticHash } from '../../game-wallet/index.ts';
import type { LaunchAdapter } from './ports.ts';

/*
 * The real launch requests, built from a game session token and the provider's configured credentials
 * (platform/config.ts `gameWallet.launch`). Each asks the provider's server for the play URL; anything
 * but a well-formed answer in time is a failed launch (the service turns it into GameLaunchFailed, and
 * the site follows spec §8's per-provider failure rule).
 *
 * - Hub88 (PROTOCOLS §2, Hub88's Games API): POST {api}/operator/generic/v2/game/url, the JSON body
 *   RSA-signed with our operator key in X-Hub88-Signature; the answer is `{ url }`. The token is the
 *   one its wallet calls bring back. Studios reached through Hub88 launch the same way.
 * - Pragmatic Play (PROTOCOLS §3, secondary sources): POST {api}/IntegrationService/v3/http/
 *   CasinoGameAPI/game/url/, form-encoded, with the same `hash` as its wallet calls; the answer is
 *   `{ error: 0, gameURL }`.
 */

/** A provider that has not answered in this time has failed the launch (the player sees a toast). */
export const LAUNCH_TIMEOUT_MS = 10_000;

export type Fetch = typeof fetch;

const Hub88Answer = z.object({ url: z.url() });
const PragmaticAnswer = z.object({ error: z.coerce.number(), gameURL: z.url().optional() });

export function hub88Launch(options: {
  apiUrl: string;
  operatorId: number;
  operatorPrivateKeyPem: string;
  /** Where the provider's lobby button leads when the site names none. */
  publicUrl: string;
  fetch?: Fetch;
}): LaunchAdapter {
  const key = createPrivateKey(options.operatorPrivateKeyPem);
  const send = options.fetch ?? fetch;
  return async (request) => {
    const body = JSON.stringify({
      user: String(request.playerId),
      token: request.token,
      platform: request.mobile ? 'GPL_MOBILE' : 'GPL_DESKTOP',
      operator_id: options.operatorId,
      lobby_url: request.lobbyUrl ?? options.publicUrl,
      lang: request.language,
      ip: request.ip,
      game_code: request.game.code,
      currency: request.currency,
      country: request.country,
    });
    const response = await send(`${options.apiUrl}/operator/generic/v2/game/url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: hub88Sign(body, key) },
      body,
      signal: AbortSignal.timeout(LAUNCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Hub88 game/url answered HTTP ${response.status}`);
    return { kind: 'url', url: Hub88Answer.parse(await response.json()).url };
  };
}

export function pragmaticLaunch(options: {
  apiUrl: string;
  secureLogin: string;
  secretKey: string;
  publicUrl: string;
  fetch?: Fetch;
}): LaunchAdapter {
  const send = options.fetch ?? fetch;
  return async (request) => {
    const params: Record<string, string> = {
      secureLogin: options.secureLogin,
      symbol: request.game.code,
      language: request.language,
      token: request.token,
      externalPlayerId: String(request.playerId),
      platform: request.mobile ? 'MOBILE' : 'WEB',
      lobbyUrl: request.lobbyUrl ?? options.publicUrl,
    };
    params.hash = pragmaticHash(params, options.secretKey);
    const response = await send(`${options.apiUrl}/IntegrationService/v3/http/CasinoGameAPI/game/url/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(LAUNCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Pragmatic game/url answered HTTP ${response.status}`);
    const answer = PragmaticAnswer.parse(await response.json());
    if (answer.error !== 0 || !answer.gameURL) throw new Error(`Pragmatic game/url error ${answer.error}`);
    return { kind: 'url', url: answer.gameURL };
  };
}
