import type { LaunchAdapter } from './ports.ts';

/*
 * Digitain's casino launch (PROTOCOLS §4b). WHAT IS THIN: no public Digitain document describes the
 * launch; the integrator code we read only shows that the game later authenticates with the token we
 * hand it. So the launch is a URL we build, no server call: DIGITAIN_LAUNCH_URL (the game page Digitain
 * gives the operator) with our operator id, the game's Digitain id (its code in our catalogue), our
 * game session token (what every wallet call brings back), language, currency, device, real-money mode
 * and the lobby to return to. Parameter names are our best reading; a real contract may rename them,
 * which touches only this file and the stand-in (tools/standins/digitain.ts).
 */
export function digitainLaunch(options: {
  launchUrl: string;
  operatorId: string;
  /** Where the game's lobby button leads when the site names none. */
  publicUrl: string;
}): LaunchAdapter {
  return async (request) => {
    const url = new URL(options.launchUrl);
    const params = {
      operatorId: options.operatorId,
      gameId: request.game.code,
      token: request.token,
      language: request.language,
      currency: request.currency,
      deviceType: request.mobile ? 'mobile' : 'desktop',
      mode: 'real',
      lobbyUrl: request.lobbyUrl ?? options.publicUrl,
    };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return { kind: 'url', url: url.toString() };
  };
}
