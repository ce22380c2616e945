import { GameApiError, LOCALE_HEADER, readEnvelope, type Lang } from '../shell/index.ts';
import { DRAWS_PATH } from './paths.ts';

/*
 * The scheduled draws' HTTP calls (contracts/originals-draws.ts): POST <DRAWS_PATH>/<game>/<call>
 * with the launch's game session in the body, answered in the usual envelope; a refusal becomes a
 * GameApiError with the server's message in the player's language, as for the instant games.
 */

export type DrawsCall = (name: string, body?: Record<string, unknown>) => Promise<unknown>;

export function createDrawsCall(options: {
  game: string;
  session: string;
  lang: Lang;
  unreachable: string;
  fetch?: typeof fetch;
}): DrawsCall {
  const send = options.fetch ?? fetch;
  return async (name, body = {}) => {
    let response: Response;
    try {
      response = await send(`${DRAWS_PATH}/${options.game}/${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          [LOCALE_HEADER]: options.lang,
        },
        body: JSON.stringify({ session: options.session, ...body }),
        credentials: 'same-origin',
      });
    } catch {
      throw new GameApiError(options.unreachable, 0);
    }
    return readEnvelope(response, options.unreachable);
  };
}
