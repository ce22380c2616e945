import type { LaunchAdapter } from './ports.ts';

/*
 * Amusnet's direct launch (PROTOCOLS §4c): no launch API to call — the play frame is Amusnet's game
 * server address with a one-time DefenceCode we mint for this launch (game-wallet/amusnet, bound to the
 * game session), which Amusnet's AuthRequest then echoes. The query names follow the public
 * integrations: defenceCode, playerId, portalCode, screenName, language, country, gameId, client
 * (desktop|mobile), closeurl (where the game's exit leads).
 *
 * Thin: Amusnet's launch document is not public. The parameter names come from two public integrations;
 * whether the game server wants more (a lobby, a jurisdiction) is unknown, and screenName is the player's
 * id (we do not hand a player's name to a studio for display).
 */

export type DefenceCodeMinter = {
  mint(request: { token: string; playerId: number; currency: string }): Promise<string>;
};

export function amusnetLaunch(options: {
  launchUrl: string;
  portalCode: string;
  publicUrl: string;
  codes: DefenceCodeMinter;
}): LaunchAdapter {
  return async (request) => {
    const defenceCode = await options.codes.mint({
      token: request.token,
      playerId: request.playerId,
      currency: request.currency,
    });
    const url = new URL(options.launchUrl);
    const query = {
      defenceCode,
      playerId: String(request.playerId),
      portalCode: options.portalCode,
      screenName: String(request.playerId),
      language: request.language,
      country: request.country,
      gameId: request.game.code,
      client: request.mobile ? 'mobile' : 'desktop',
      closeurl: request.lobbyUrl ?? options.publicUrl,
    };
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return { kind: 'url', url: url.toString() };
  };
}
