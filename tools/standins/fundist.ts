import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import {
  escapeHtml,
  HttpError,
  listen,
  parseJson,
  readBody,
  reasonOf,
  runStandIn,
  sendJson,
} from './http-kit.ts';

/*
 * A stand-alone process that plays SoftGamings' Fundist towards our API (PROTOCOLS §4), for the
 * production configuration, where the game sandbox is never mounted: the API is configured with this
 * process as SOFTGAMINGS_API_URL and the same key, API password, server IP and HMAC secret.
 *
 *   SOFTGAMINGS_SECRET=… SOFTGAMINGS_API_PASSWORD=… npx tsx tools/standins/fundist.ts --port 4192 \
 *     --wallet-url http://127.0.0.1:3100 --api-key lale-test --server-ip 127.0.0.1
 *
 * Fundist's side:
 * - GET /System/Api/{key}/User/Add/?Login&Password&Currency&TID&Hash — the shadow player, the MD5
 *   `Hash` checked ("User/Add/{server ip}/{TID}/{key}/{login}/{password}/{currency}/{api password}");
 *   answers `1` (also for a login it has with that password), `<code>,<text>` otherwise.
 * - GET /System/Api/{key}/User/AuthHTML/?Login&Password&System&Page&TID&Hash&ExtParam… — checked the
 *   same way ("User/AuthHTML/{ip}/{TID}/{key}/{login}/{password}/{system}/{api password}") and against
 *   the player's password; answers `1,<html>`: a container and an inline script that puts this
 *   process's game page (GET /games/:launch) in a frame, as Fundist's HTML does.
 * - The game page plays rounds: its buttons post to this process (POST /games/:launch/rounds, CORS
 *   open: the page runs in a sandboxed frame of an opaque origin), which calls our wallet
 *   (`--wallet-url`, …/api/providers/softgamings/wallet) with debit then credit, HMAC-signed, and
 *   checks our answers' HMAC. The page shows the balance our wallet answered.
 *
 * The control API, for tests (bound to --host, loopback by default):
 * - GET  /standin/launches[?login=]   launches received, newest last
 * - POST /standin/rounds              { launch, bet, win } one round: debit, then credit (0: a loss)
 *                                     closing it; amounts are decimal strings; answers the round report
 * - POST /standin/rollbacks           { launch, tid, kind } a credit (kind 'debit': reverses a debit) or
 *                                     debit (kind 'credit') carrying i_rollback = tid
 * - POST /standin/balance             { launch } our wallet's balance answer
 */

export const SOFTGAMINGS_WALLET_PATH = '/api/providers/softgamings/wallet';
const BODY_LIMIT = 64 * 1024;

export type FundistStandInOptions = {
  port: number;
  host: string;
  /** Our wallet's URL (…/api/providers/softgamings/wallet); a bare origin gets that path. */
  walletUrl: string;
  apiKey: string;
  apiPassword: string;
  /** The address the API's calls are hashed with (its SOFTGAMINGS_SERVER_IP). */
  serverIp: string;
  /** The OneWallet HMAC secret (SOFTGAMINGS_SECRET). */
  secret: string;
  /** Where players reach this process (the game page's origin); default http://host:port. */
  publicUrl?: string;
  log?: (line: string) => void;
};

type Launch = {
  id: string;
  login: string;
  system: string;
  page: string;
  currency: string;
  extParam: string;
  at: string;
};

type Answer = { status?: string; balance?: string; tid?: string; error?: string; hmac?: string };
type Delivery = { answered: boolean; signed?: boolean; error?: string } & Answer;
type RoundReport = { round: string; debit: Delivery & { tid: string }; credit?: Delivery & { tid: string } };

// ── Fundist's HMAC (the API's fundist/hmac.ts, written again here so each side checks the other) ─────

function flatten(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (value === true) return '1';
  if (Array.isArray(value)) return value.map(flatten).join('');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.keys(record)
      .sort()
      .map((key) => flatten(record[key]))
      .join('');
  }
  return String(value);
}

export function hmacOf(body: Record<string, unknown>, secret: string): string {
  const rest = Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'hmac'));
  const key = createHash('sha256').update(secret).digest();
  return createHmac('sha256', key).update(flatten(rest)).digest('hex');
}

/** An API call refused in Fundist's CSV form (`<code>,<text>`). */
class FundistRefusal extends Error {}

const md5 = (parts: string[]) => createHash('md5').update(parts.join('/')).digest('hex');

const RoundRequest = z.object({
  launch: z.string(),
  bet: z.string().regex(/^\d+(\.\d{1,2})?$/),
  win: z.string().regex(/^\d+(\.\d{1,2})?$/),
});
const RollbackRequest = z.object({
  launch: z.string(),
  tid: z.string(),
  /** What is reversed: a debit (sent as a credit) or a credit (sent as a debit). */
  kind: z.enum(['debit', 'credit']),
  /** The reversed transaction's amount, as Fundist repeats it. */
  amount: z.string().default('0.00'),
});
const BalanceRequest = z.object({ launch: z.string() });

export async function startFundistStandIn(
  options: FundistStandInOptions,
): Promise<{ url: string; close(): Promise<void> }> {
  const log = options.log ?? (() => {});
  const walletUrl = /^https?:\/\/[^/]+\/?$/.test(options.walletUrl)
    ? `${options.walletUrl.replace(/\/$/, '')}${SOFTGAMINGS_WALLET_PATH}`
    : options.walletUrl;
  let publicUrl = options.publicUrl;
  const users = new Map<string, { password: string; currency: string }>();
  const launches = new Map<string, Launch>();

  const newTid = () => randomBytes(12).toString('hex');

  async function deliver(body: Record<string, string>): Promise<Delivery> {
    const signed = { ...body, hmac: hmacOf(body, options.secret) };
    try {
      const response = await fetch(walletUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signed),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status !== 200) return { answered: false, error: `HTTP ${response.status}` };
      const answer = (await response.json()) as Answer & Record<string, unknown>;
      return { answered: true, signed: answer.hmac === hmacOf(answer, options.secret), ...answer };
    } catch (err) {
      return { answered: false, error: reasonOf(err) };
    }
  }

  const launchOf = (id: string) => {
    const launch = launches.get(id);
    if (!launch) throw new HttpError(404, `no launch ${id}`);
    return launch;
  };
  const common = (launch: Launch) => ({
    userid: launch.login,
    currency: launch.currency,
    i_extparam: launch.extParam,
    i_gamedesc: `${launch.system}:${launch.page}`,
  });

  async function playRound(input: z.output<typeof RoundRequest>): Promise<RoundReport> {
    const launch = launchOf(input.launch);
    const round = randomUUID().replace(/-/g, '');
    const lost = Number(input.win) === 0;
    const debitTid = newTid();
    const debit = await deliver({
      type: 'debit',
      ...common(launch),
      tid: debitTid,
      amount: Number(input.bet).toFixed(2),
      i_gameid: round,
      i_actionid: `${round}-1`,
      round_start: '1',
      round_ended: lost ? '1' : '0',
    });
    const report: RoundReport = { round, debit: { ...debit, tid: debitTid } };
    if (debit.status !== 'OK' || lost) return report;
    const creditTid = newTid();
    const credit = await deliver({
      type: 'credit',
      ...common(launch),
      tid: creditTid,
      amount: Number(input.win).toFixed(2),
      i_gameid: round,
      i_actionid: `${round}-2`,
      round_ended: '1',
    });
    report.credit = { ...credit, tid: creditTid };
    log(`round ${round}: debit ${debit.status ?? debit.error}, credit ${credit.status ?? credit.error}`);
    return report;
  }

  /** The game page: Fundist's frame, where the player plays rounds. */
  function gamePage(launch: Launch): string {
    const script = `(function(){var out=document.getElementById('out');var bal=document.getElementById('balance');
function play(win){out.textContent='playing…';fetch(${JSON.stringify(`${publicUrl}/games/${launch.id}/rounds`)},{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({bet:'1.00',win:win})})
.then(function(r){return r.json()}).then(function(r){var last=r.credit||r.debit;out.textContent='round '+r.round+': '+(last.status||last.error);if(last.balance)bal.textContent=last.balance;})
.catch(function(e){out.textContent='failed: '+e});}
document.getElementById('win').onclick=function(){play('2.50')};document.getElementById('lose').onclick=function(){play('0')};})();`;
    return (
      // A game paints its own background: the page framing it (our play page) is black behind it.
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Fundist stand-in</title>` +
      `<style>body{margin:1rem;font:16px system-ui,sans-serif;background:#fff;color:#111}</style>` +
      `<h1>Fundist stand-in: ${escapeHtml(launch.page)}</h1>` +
      `<p>Player ${escapeHtml(launch.login)}, balance: <span id="balance">…</span> ${escapeHtml(launch.currency)}</p>` +
      `<button id="win">Spin (bet 1.00, win 2.50)</button> <button id="lose">Spin (bet 1.00, lose)</button>` +
      `<p id="out"></p><script>${script}</script>`
    );
  }

  function checkedApiCall(
    url: URL,
    key: string,
    method: 'User/Add' | 'User/AuthHTML',
  ): Record<string, string> {
    const q = Object.fromEntries(url.searchParams);
    if (key !== options.apiKey) throw new FundistRefusal('3,Wrong API key');
    if (!q.TID || !/^[A-Za-z0-9]{1,32}$/.test(q.TID)) throw new FundistRefusal('34,Invalid Request');
    const fields =
      method === 'User/Add' ? [q.Login, q.Password, q.Currency] : [q.Login, q.Password, q.System];
    if (fields.some((field) => !field)) throw new FundistRefusal('34,Invalid Request');
    const expected = md5([
      method,
      options.serverIp,
      q.TID,
      key,
      ...(fields as string[]),
      options.apiPassword,
    ]);
    if (q.Hash !== expected) throw new FundistRefusal('2,Wrong hash');
    return q;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://standin');
    const route = `${request.method} ${url.pathname.replace(/\/$/, '')}`;
    const api = /^GET \/System\/Api\/([^/]+)\/(User\/Add|User\/AuthHTML)$/.exec(route);
    if (api) {
      const key = decodeURIComponent(api[1]!);
      const method = api[2] as 'User/Add' | 'User/AuthHTML';
      response.setHeader('content-type', 'text/plain; charset=utf-8');
      try {
        const q = checkedApiCall(url, key, method);
        if (method === 'User/Add') {
          const known = users.get(q.Login!);
          if (known && known.password !== q.Password)
            throw new FundistRefusal('15,User exists with another password');
          users.set(q.Login!, { password: q.Password!, currency: q.Currency! });
          log(`User/Add ${q.Login}`);
          return response.end('1');
        }
        const user = users.get(q.Login!);
        if (!user) throw new FundistRefusal('17,User not found');
        if (user.password !== q.Password) throw new FundistRefusal('16,Wrong password');
        if (!q.Page || !q.ExtParam) throw new FundistRefusal('34,Invalid Request');
        const launch: Launch = {
          id: randomUUID(),
          login: q.Login!,
          system: q.System!,
          page: q.Page,
          currency: user.currency,
          extParam: q.ExtParam,
          at: new Date().toISOString(),
        };
        launches.set(launch.id, launch);
        log(`User/AuthHTML ${launch.login}: launch ${launch.id}, game ${launch.system}:${launch.page}`);
        const box = `fundist-game-${launch.id}`;
        const src = `${publicUrl}/games/${launch.id}`;
        return response.end(
          `1,<div id="${box}"></div><script>(function(){var box=document.getElementById(${JSON.stringify(box)});` +
            `box.style.cssText='width:100%;height:100%';var f=document.createElement('iframe');f.src=${JSON.stringify(src)};` +
            `f.allow='autoplay; fullscreen';f.title='Fundist game';f.style.cssText='width:100%;height:100%;border:0';box.appendChild(f);})();</script>`,
        );
      } catch (err) {
        if (!(err instanceof FundistRefusal)) throw err;
        response.statusCode = 200;
        return response.end(err.message);
      }
    }
    const game = /^(GET|POST|OPTIONS) \/games\/([0-9a-f-]{36})(\/rounds)?$/.exec(route);
    if (game) {
      // The game page runs in a sandboxed frame of an opaque origin: its calls here are cross-origin.
      response.setHeader('access-control-allow-origin', '*');
      response.setHeader('access-control-allow-headers', 'content-type');
      const launch = launchOf(game[2]!);
      if (game[1] === 'OPTIONS') return response.end();
      if (game[1] === 'GET' && !game[3]) {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        return response.end(gamePage(launch));
      }
      if (game[1] === 'POST' && game[3]) {
        const input = parseJson(RoundRequest.omit({ launch: true }), await readBody(request, BODY_LIMIT));
        return sendJson(response, 200, await playRound({ ...input, launch: launch.id }));
      }
    }
    if (route === 'GET /standin/health') return sendJson(response, 200, { ok: true });
    if (route === 'GET /standin/launches') {
      const login = url.searchParams.get('login');
      return sendJson(
        response,
        200,
        [...launches.values()].filter((l) => login === null || l.login === login),
      );
    }
    if (route === 'POST /standin/rounds')
      return sendJson(
        response,
        200,
        await playRound(parseJson(RoundRequest, await readBody(request, BODY_LIMIT))),
      );
    if (route === 'POST /standin/rollbacks') {
      const input = parseJson(RollbackRequest, await readBody(request, BODY_LIMIT));
      const launch = launchOf(input.launch);
      return sendJson(
        response,
        200,
        await deliver({
          // A debit is reversed by a credit carrying i_rollback, a credit by a debit (PROTOCOLS §4).
          type: input.kind === 'debit' ? 'credit' : 'debit',
          ...common(launch),
          tid: newTid(),
          amount: input.amount,
          i_rollback: input.tid,
        }),
      );
    }
    if (route === 'POST /standin/balance') {
      const launch = launchOf(parseJson(BalanceRequest, await readBody(request, BODY_LIMIT)).launch);
      return sendJson(response, 200, await deliver({ type: 'balance', ...common(launch) }));
    }
    throw new HttpError(404, `no route ${route}`);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((err: unknown) => {
      const status = err instanceof HttpError ? err.statusCode : 500;
      if (status === 500) log(`error: ${err instanceof Error ? err.stack : String(err)}`);
      sendJson(response, status, { error: err instanceof Error ? err.message : String(err) });
    });
  });
  const listening = await listen(server, options.port, options.host);
  publicUrl ??= listening.url;
  return listening;
}

// ── The command line ──────────────────────────────────────────────────────────────────────────────────

const Cli = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(4192),
  host: z.string().default('127.0.0.1'),
  'wallet-url': z.url(),
  'api-key': z.string().min(1),
  'api-password': z.string().min(1),
  'server-ip': z.string().min(1),
  secret: z.string().min(8),
  'public-url': z.url().optional(),
});

const main = () =>
  runStandIn(
    'fundist stand-in',
    Cli,
    {
      'api-key': 'SOFTGAMINGS_API_KEY',
      'api-password': 'SOFTGAMINGS_API_PASSWORD',
      'server-ip': 'SOFTGAMINGS_SERVER_IP',
      secret: 'SOFTGAMINGS_SECRET',
    },
    (cli, log) =>
      startFundistStandIn({
        port: cli.port,
        host: cli.host,
        walletUrl: cli['wallet-url'],
        apiKey: cli['api-key'],
        apiPassword: cli['api-password'],
        serverIp: cli['server-ip'],
        secret: cli.secret,
        publicUrl: cli['public-url'],
        log,
      }),
  );

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
