import { SLOT_GAME_CODE } from './catalogue.ts';
import { SLOT_PATH } from './slot-page.ts';

/** Where an original's page is: the built game pages under /games/<code>/ (Lale Bahçesi: its own page). */
export const GAMES_PATH = '/games';

export function originalsLaunchUrl(code: string, token: string, language: 'tr' | 'en'): string {
  const query = `session=${encodeURIComponent(token)}&lang=${language}`;
  return code === SLOT_GAME_CODE
    ? `${SLOT_PATH}/play?${query}`
    : `${GAMES_PATH}/${encodeURIComponent(code)}/?${query}`;
}
