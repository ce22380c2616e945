/** Where an original's page is: the built game pages under /games/<code>/ (apps/games). */
export const GAMES_PATH = '/games';

export function originalsLaunchUrl(code: string, token: string, language: 'tr' | 'en'): string {
  return `${GAMES_PATH}/${encodeURIComponent(code)}/?session=${encodeURIComponent(token)}&lang=${language}`;
}
