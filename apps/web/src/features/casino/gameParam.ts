/*
 * The /casino/play/{game} segment (spec §2): the game object as JSON, URL-encoded, then base64.
 * Both directions live here so the link builder and the play page can never disagree.
 */
export type GameRef = { gameCode?: string; name?: string; providerName?: string } & Record<string, unknown>;

export function encodeGameParam(game: GameRef): string {
  return btoa(encodeURIComponent(JSON.stringify(game)));
}

/** The game object, or null for anything that is not a valid encoding of one. */
export function decodeGameParam(param: string | undefined): GameRef | null {
  if (!param) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(atob(param)));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as GameRef) : null;
  } catch {
    return null;
  }
}
