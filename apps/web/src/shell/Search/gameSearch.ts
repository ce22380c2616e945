import { API_ENDPOINTS, GAME_SEARCH_PAGE_SIZE, type Game } from '@lale/contracts';
import { call } from '../../lib/api/index.ts';

/*
 * POST casino/games {live, search, skip 0, take 4} (spec §7). The answer is a list of lists (one per
 * matching group); the site flattens it and the first game is the one a direct open starts.
 */
export async function searchGames(
  search: string,
  live: boolean,
  signal?: AbortSignal,
  skip = 0,
): Promise<Game[]> {
  const body = { live, search, skip, take: GAME_SEARCH_PAGE_SIZE };
  const { data } = await call(API_ENDPOINTS.casinoGames, body, { signal });
  return data.flat();
}

/** Letters typed before the dialog asks the server: one letter matches nearly everything. */
export const MIN_SEARCH_LENGTH = 2;
/** Typing pauses this long before a request goes out, so a word costs one call, not one per key. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The next page's skip, or undefined when the last page came back short (spec §9: pages of 4). */
export function nextSearchSkip(lastPage: Game[], pages: Game[][]): number | undefined {
  return lastPage.length < GAME_SEARCH_PAGE_SIZE ? undefined : pages.length * GAME_SEARCH_PAGE_SIZE;
}
