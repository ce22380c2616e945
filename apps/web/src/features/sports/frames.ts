import type { AuthData, Bootstrap, SportsFrameProvider, SportsFrameView } from '@lale/contracts';

/*
 * The sportsbook frames (fcg, betco; issue #13): which are on and the address a frame opens. The
 * bootstrap lists the providers that are on (url and partner id, for visitors too); a signed-in
 * player's authData adds the token issued for this session (betsy* for fcg, betco* for betco).
 *
 * The frame's address is the provider's frame url with `token` (players only), `partner`, `view`
 * (prematch | live) and `lang` as query parameters: the shape Lale's frame protocol defines
 * (ARCHITECTURE.md, Sportsbook frames). A provider wanting another shape changes only this function.
 */

export type FrameEntry = Bootstrap['sportsFrameList'][number];

/** The frame of `provider` when it is on (an older stored bootstrap without the list: none is). */
export function frameOf(
  bootstrap: Bootstrap | undefined,
  provider: SportsFrameProvider,
): FrameEntry | undefined {
  return (bootstrap?.sportsFrameList ?? []).find((frame) => frame.provider === provider);
}

type FrameAuth = Partial<Pick<AuthData, 'betsyUrl' | 'betsyToken' | 'betcoUrl' | 'betcoToken'>> | null;

/** The player's token and frame url for `provider`, from authData (null for visitors or when it issued none). */
export function playerFrame(auth: FrameAuth, provider: SportsFrameProvider) {
  const token = provider === 'fcg' ? auth?.betsyToken : auth?.betcoToken;
  const url = provider === 'fcg' ? auth?.betsyUrl : auth?.betcoUrl;
  return token && url ? { token, url } : null;
}

export function frameSrc(
  frame: FrameEntry,
  player: { token: string; url: string } | null,
  view: SportsFrameView,
  lang: string,
): string {
  const base = player?.url ?? frame.url;
  const url = new URL(base, window.location.origin);
  if (player) url.searchParams.set('token', player.token);
  url.searchParams.set('partner', frame.partnerId);
  url.searchParams.set('view', view);
  url.searchParams.set('lang', lang);
  // Same-origin addresses (the sandbox) stay paths; a provider's stay absolute.
  return url.origin === window.location.origin && base.startsWith('/')
    ? `${url.pathname}${url.search}`
    : url.href;
}
