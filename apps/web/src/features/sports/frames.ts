import type { AuthData, Bootstrap, SportsFrameProvider, SportsFrameView } from '@lale/contracts';

/*
 * The sportsbook frames (fcg, betco; issue #13): which are on and the address a frame opens. The
 * bootstrap lists the providers that are on (url and partner id, for visitors too); a signed-in
 * player's authData adds the token issued for this session (betsy* for fcg, betco* for betco).
 *
 * The frame's address is the provider's frame url with `token` (players only), `partner`, `view`
 * (prematch | live) and `lang` as query parameters: the shape Lale's frame protocol defines
 * (ARCHITECTURE.md, Sportsbook frames). A provider wanting another shape changes only this function:
 * fcg is Betsy (issue #29), opened as `{betsyUrl}?locale={lang}&cid={betsyCid}&token={betsyToken}`
 * (`view` kept for the live page; Betsy's public docs name no parameter for it).
 */

export type FrameEntry = Bootstrap['sportsFrameList'][number];

/** The frame of `provider` when it is on (an older stored bootstrap without the list: none is). */
export function frameOf(
  bootstrap: Bootstrap | undefined,
  provider: SportsFrameProvider,
): FrameEntry | undefined {
  return (bootstrap?.sportsFrameList ?? []).find((frame) => frame.provider === provider);
}

type FrameAuth = Partial<
  Pick<AuthData, 'betsyCid' | 'betsyUrl' | 'betsyToken' | 'betcoUrl' | 'betcoToken'>
> | null;

type PlayerFrame = { token: string; url: string; cid?: string };

/** The player's token and frame url for `provider`, from authData (null for visitors or when it issued none). */
export function playerFrame(auth: FrameAuth, provider: SportsFrameProvider): PlayerFrame | null {
  const token = provider === 'fcg' ? auth?.betsyToken : auth?.betcoToken;
  const url = provider === 'fcg' ? auth?.betsyUrl : auth?.betcoUrl;
  const cid = provider === 'fcg' ? auth?.betsyCid : null;
  return token && url ? { token, url, ...(cid && { cid }) } : null;
}

export function frameSrc(
  frame: FrameEntry,
  player: PlayerFrame | null,
  view: SportsFrameView,
  lang: string,
): string {
  const base = player?.url ?? frame.url;
  const url = new URL(base, window.location.origin);
  if (frame.provider === 'fcg') {
    // Betsy's launch: locale, our client id, the player's token.
    url.searchParams.set('locale', lang);
    url.searchParams.set('cid', player?.cid ?? frame.partnerId);
    if (player) url.searchParams.set('token', player.token);
  } else {
    if (player) url.searchParams.set('token', player.token);
    url.searchParams.set('partner', frame.partnerId);
  }
  url.searchParams.set('view', view);
  if (frame.provider !== 'fcg') url.searchParams.set('lang', lang);
  // Same-origin addresses (the sandbox) stay paths; a provider's stay absolute.
  return url.origin === window.location.origin && base.startsWith('/')
    ? `${url.pathname}${url.search}`
    : url.href;
}
