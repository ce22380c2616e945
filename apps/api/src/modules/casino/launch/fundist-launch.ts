import { createHash, createHmac, randomBytes } from 'node:crypto';
import { fundistLogin, type FundistLaunchConfig } from '../../game-wallet/index.ts';
import type { LaunchAdapter } from './ports.ts';
import { LAUNCH_TIMEOUT_MS, type Fetch } from './provider-adapters.ts';

/*
 * SoftGamings' launch through Fundist's API (PROTOCOLS §4; the vendor's PDF is private, this follows the
 * public integrations): GET {api}/System/Api/{key}/User/AuthHTML/?Login&Password&System&Page&TID&Hash…,
 * authenticated by `Hash` = MD5 of "User/AuthHTML/{server ip}/{TID}/{key}/{login}/{password}/{system}/
 * {api password}". The answer is CSV: `1,<html with an inline script>` on success, `<code>,<text>` else.
 * `ExtParam` carries the game session token: Fundist echoes it on every wallet call as `i_extparam`.
 *
 * Players are shadow accounts at Fundist, created with User/Add (hash over "User/Add/{ip}/{TID}/{key}/
 * {login}/{password}/{currency}/{api password}", answer `1`). We remember who was added (the
 * softgamings_players table) rather than calling User/Add before every launch: it halves a launch's calls
 * to Fundist, and what User/Add answers for a login that exists is not public, so calling it blindly
 * each time would mean treating an unknown error as success. If a User/Add fails (e.g. our row was lost
 * after Fundist created the player) the launch still tries AuthHTML, and its success is what records the
 * player. The player's Fundist password is never stored: it is derived from our API password and the
 * player id (so rotating SOFTGAMINGS_API_PASSWORD needs the players' passwords changed at Fundist).
 *
 * The HTML is not handed to the site's page: its inline script would run in our origin, next to the
 * player's session, and our CSP refuses it. It is kept (LaunchPages) and served by our own play page
 * (fundist-page.ts) in a sandboxed frame of an opaque origin with a per-response script nonce; the site
 * gets an <iframe> of that page, with no script at all.
 */

export type FundistPlayers = {
  known(playerId: number): Promise<boolean>;
  remember(playerId: number, login: string): Promise<void>;
};

export type FundistLaunchPages = {
  /** Keeps a launch's HTML for its game session; answers the play page's path. */
  keep(token: string, html: string): Promise<string>;
};

/** Fundist's CSV answer: `<code>,<payload>`; code 1 is success. */
export function parseFundistCsv(text: string): { ok: boolean; code: string; payload: string } {
  const comma = text.indexOf(',');
  const code = (comma === -1 ? text : text.slice(0, comma)).trim();
  return { ok: code === '1', code, payload: comma === -1 ? '' : text.slice(comma + 1) };
}

/** MD5 hex of Fundist's slash-joined pre-hash string (every API call's `Hash`). */
export const fundistApiHash = (parts: readonly string[]): string =>
  createHash('md5').update(parts.join('/'), 'utf8').digest('hex');

/** A player's Fundist password: derived, never stored (6+ characters, never containing the login). */
export const fundistPassword = (apiPassword: string, playerId: number): string =>
  `p${createHmac('sha256', apiPassword).update(`lale-fundist-player:${playerId}`).digest('hex').slice(0, 23)}`;

/** A TID: Fundist's per-request id, alphanumeric, at most 32 characters. */
const newTid = () => randomBytes(16).toString('hex');

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The frame's sandbox: scripts and the game's own windows; never our origin (no allow-same-origin). */
export const FUNDIST_FRAME_SANDBOX =
  'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-pointer-lock allow-orientation-lock';

export function fundistLaunch(
  options: FundistLaunchConfig & {
    publicUrl: string;
    players: FundistPlayers;
    pages: FundistLaunchPages;
    fetch?: Fetch;
  },
): LaunchAdapter {
  const send = options.fetch ?? fetch;
  const { apiUrl, apiKey, apiPassword, serverIp } = options;

  async function get(
    method: string,
    params: Record<string, string>,
  ): Promise<ReturnType<typeof parseFundistCsv>> {
    const query = new URLSearchParams(params).toString();
    const response = await send(`${apiUrl}/System/Api/${encodeURIComponent(apiKey)}/${method}/?${query}`, {
      signal: AbortSignal.timeout(LAUNCH_TIMEOUT_MS),
    });
    // Fundist answers its errors in the CSV body, some with HTTP 4xx: the body decides.
    return parseFundistCsv(await response.text());
  }

  async function addPlayer(login: string, password: string, currency: string) {
    const tid = newTid();
    return get('User/Add', {
      Login: login,
      Password: password,
      Currency: currency,
      TID: tid,
      Hash: fundistApiHash(['User/Add', serverIp, tid, apiKey, login, password, currency, apiPassword]),
    });
  }

  return async (request) => {
    const login = fundistLogin(request.playerId);
    const password = fundistPassword(apiPassword, request.playerId);
    const system = request.game.system ?? '';
    if (!system) throw new Error(`SoftGamings game ${request.game.code} has no Fundist system id`);
    if (!(await options.players.known(request.playerId))) await addPlayer(login, password, request.currency);
    const tid = newTid();
    const answer = await get('User/AuthHTML', {
      Login: login,
      Password: password,
      System: system,
      Page: request.game.code,
      UserIP: request.ip,
      Language: request.language,
      Currency: request.currency,
      Country: request.country,
      IsMobile: request.mobile ? '1' : '0',
      ExtParam: request.token,
      TID: tid,
      Hash: fundistApiHash(['User/AuthHTML', serverIp, tid, apiKey, login, password, system, apiPassword]),
    });
    if (!answer.ok || !answer.payload.trim())
      throw new Error(`Fundist User/AuthHTML answered ${answer.code}`);
    await options.players.remember(request.playerId, login);
    const path = await options.pages.keep(request.token, answer.payload);
    // On an origin of its own the page may keep that origin (the game's storage works); on ours never.
    const sandbox = options.playOrigin ? `${FUNDIST_FRAME_SANDBOX} allow-same-origin` : FUNDIST_FRAME_SANDBOX;
    // The page's language (its <html lang>) is the launch's: the page stores only Fundist's HTML.
    const src = `${options.playOrigin ?? options.publicUrl}${path}?lang=${request.language}`;
    return {
      kind: 'html',
      html: `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(request.game.name)}" sandbox="${sandbox}" allow="autoplay; fullscreen" referrerpolicy="no-referrer"></iframe>`,
    };
  };
}
