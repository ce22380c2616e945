import { createSessionCall, type Lang } from '../shell/index.ts';
import { DRAWS_PATH } from './paths.ts';

/*
 * The scheduled draws' HTTP calls (contracts/originals-draws.ts): POST <DRAWS_PATH>/<game>/<call>
 * with the launch's game session in the body, answered in the usual envelope; a refusal becomes a
 * GameApiError with the server's message in the player's language, as for the instant games.
 */

export type DrawsCall = (name: string, body?: Record<string, unknown>) => Promise<unknown>;

export function createDrawsCall({
  game,
  ...options
}: {
  game: string;
  session: string;
  lang: Lang;
  unreachable: string;
  fetch?: typeof fetch;
}): DrawsCall {
  return createSessionCall(`${DRAWS_PATH}/${game}`, options);
}
