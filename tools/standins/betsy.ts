import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
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
 * A stand-alone process that plays Betsy (BETER's sportsbook frame, our fcg; PROTOCOLS §4d) towards our
 * API the way Betsy's backend does, for the production configuration, where the sandbox is never
 * mounted: the API is configured with this process's /frame as BETSY_URL and the same partner secret.
 *
 *   BETSY_PARTNER_SECRET=… npx tsx tools/standins/betsy.ts --port 4198 \
 *     --wallet-url http://127.0.0.1:3100 --cid lale-cid
 *
 * Betsy's side:
 * - GET /frame?locale&cid&token — the frame the site opens: it asks /user/profile and /user/balance, as
 *   Betsy does when its iFrame loads, and shows the player and balance (or that the token is refused).
 * - Operator calls to `--wallet-url` (our /api/providers/betsy; a URL without a path gets it): JSON
 *   bodies with a detached JWS (HS256, the partner secret) in x-sign-jws, computed here with
 *   node:crypto — independently of the API's own (jose) — and our answers' JWS checked the same way.
 *   A place bet that gets no usable answer (no answer in --call-timeout-ms, an HTTP status other than
 *   200/400, or code 100) is rolled back (PUT type 3), as Betsy does.
 *
 * The control API, for tests (bound to --host, loopback by default):
 * - POST /standin/bets          { token, amount, transactionId? } places a bet (profile, then POST
 *                               /payment/bet type 1); answers the delivery report
 * - POST /standin/settlements   { transactionId, kind: settle|unsettle|rollback, amount? } a PUT
 *                               /payment/bet (type 2 with amount, type 1, type 3)
 * - POST /standin/balance       { token } /user/balance's answer
 * - POST /standin/replay        { } sends the last call again, byte for byte (same requestId)
 * A report: { status, answer, signed, requestId, rolledBack? }.
 */

export const BETSY_WALLET_PATH = '/api/providers/betsy';
const JWS_PROTECTED = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const BODY_LIMIT = 64 * 1024;

export type BetsyStandInOptions = {
  port: number;
  host: string;
  walletUrl: string;
  cid: string;
  partnerSecret: string;
  callTimeoutMs: number;
  log?: (line: string) => void;
};

export type Delivery = {
  status: number | null;
  answer: Record<string, unknown> | null;
  /** Our answer's x-sign-jws verified over its exact bytes. */
  signed: boolean;
  requestId: string;
  rolledBack?: Delivery;
};

/** The detached JWS of `text`: HMAC-SHA256 over `<protected>.<base64url(body)>`, the payload left out. */
export function detachedJws(text: string, secret: string): string {
  const mac = createHmac('sha256', secret)
    .update(`${JWS_PROTECTED}.${Buffer.from(text).toString('base64url')}`)
    .digest('base64url');
  return `${JWS_PROTECTED}..${mac}`;
}

function jwsMatches(text: string, header: string | null, secret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(detachedJws(text, secret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const BetBody = z.object({
  token: z.string().min(10).max(64),
  amount: z.number().positive(),
  transactionId: z.string().min(1).max(100).optional(),
});
const SettlementBody = z.object({
  transactionId: z.string().min(1).max(100),
  kind: z.enum(['settle', 'unsettle', 'rollback']),
  amount: z.number().nonnegative().default(0),
});
const BalanceBody = z.object({ token: z.string().min(10).max(64) });

export async function startBetsyStandIn(options: BetsyStandInOptions) {
  const log = options.log ?? (() => {});
  const base = new URL(options.walletUrl);
  if (base.pathname === '/' || base.pathname === '') base.pathname = BETSY_WALLET_PATH;
  let last: { method: 'POST' | 'PUT'; path: string; text: string } | undefined;

  async function send(method: 'POST' | 'PUT', path: string, text: string): Promise<Delivery> {
    last = { method, path, text };
    const requestId = (JSON.parse(text) as { requestId: string }).requestId;
    try {
      const response = await fetch(`${base.href.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-sign-jws': detachedJws(text, options.partnerSecret),
        },
        body: text,
        signal: AbortSignal.timeout(options.callTimeoutMs),
      });
      const body = await response.text();
      let answer: Record<string, unknown> | null = null;
      try {
        answer = JSON.parse(body) as Record<string, unknown>;
      } catch {
        answer = null;
      }
      const signed = jwsMatches(body, response.headers.get('x-sign-jws'), options.partnerSecret);
      return { status: response.status, answer, signed, requestId };
    } catch (err) {
      log(`${method} ${path} got no answer: ${reasonOf(err)}`);
      return { status: null, answer: null, signed: false, requestId };
    }
  }

  const call = (method: 'POST' | 'PUT', path: string, body: Record<string, unknown>) =>
    send(method, path, JSON.stringify({ requestId: randomUUID(), ...body }));

  async function placeBet(token: string, amount: number, transactionId: string): Promise<Delivery> {
    const profile = await call('POST', '/user/profile', { token });
    if (profile.status !== 200 || !profile.answer) return profile;
    const { userId, currency } = profile.answer as { userId: string; currency: string };
    const placed = await call('POST', '/payment/bet', {
      token,
      transactionId,
      currency,
      amount,
      userId,
      type: 1,
      coefficient: 2,
      gameType: 'sportsbook',
      ticketType: 'single',
    });
    // No usable answer: Betsy does not keep the bet, it rolls it back (errorCode 10: partner timeout).
    const usable = placed.status === 200 || (placed.status === 400 && placed.answer?.code !== 100);
    if (usable) return placed;
    const rolledBack = await call('PUT', '/payment/bet', {
      transactionId,
      currency,
      amount,
      userId,
      type: 3,
      errorCode: 10,
    });
    return { ...placed, rolledBack };
  }

  async function framePage(url: URL): Promise<string> {
    const token = url.searchParams.get('token') ?? '';
    const cid = url.searchParams.get('cid') ?? '';
    const lines: string[] = [];
    if (cid !== options.cid) lines.push(`Unknown client id ${escapeHtml(cid)}.`);
    else if (!token) lines.push('Guest mode: log in to bet.');
    else {
      const profile = await call('POST', '/user/profile', { token });
      const balance = await call('POST', '/user/balance', { token });
      if (profile.status === 200 && balance.status === 200)
        lines.push(
          `Player ${escapeHtml(String(profile.answer?.userId))}`,
          `Balance ${escapeHtml(String(balance.answer?.amount))} ${escapeHtml(String(balance.answer?.currency))}`,
        );
      else
        lines.push(
          `Token refused (code ${escapeHtml(String(profile.answer?.code ?? balance.answer?.code))}).`,
        );
    }
    return `<!doctype html><html lang="${escapeHtml(url.searchParams.get('locale') ?? 'tr')}"><head><meta charset="utf-8"><title>Betsy stand-in</title></head><body><h1>Betsy stand-in</h1>${lines.map((l) => `<p>${l}</p>`).join('')}</body></html>`;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://standin');
    if (request.method === 'GET' && url.pathname === '/frame') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(await framePage(url));
      return;
    }
    if (request.method !== 'POST') throw new HttpError(404, 'not found');
    const raw = await readBody(request, BODY_LIMIT);
    switch (url.pathname) {
      case '/standin/bets': {
        const body = parseJson(BetBody, raw);
        return sendJson(
          response,
          200,
          await placeBet(body.token, body.amount, body.transactionId ?? randomUUID()),
        );
      }
      case '/standin/settlements': {
        const body = parseJson(SettlementBody, raw);
        const type = body.kind === 'settle' ? 2 : body.kind === 'unsettle' ? 1 : 3;
        const delivery = await call('PUT', '/payment/bet', {
          transactionId: body.transactionId,
          currency: 'TRY',
          amount: body.amount,
          type,
        });
        return sendJson(response, 200, delivery);
      }
      case '/standin/balance': {
        const body = parseJson(BalanceBody, raw);
        return sendJson(response, 200, await call('POST', '/user/balance', { token: body.token }));
      }
      case '/standin/replay': {
        if (!last) throw new HttpError(409, 'nothing sent yet');
        return sendJson(response, 200, await send(last.method, last.path, last.text));
      }
      default:
        throw new HttpError(404, 'not found');
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((err: unknown) => {
      const status = err instanceof HttpError ? err.statusCode : 500;
      if (status === 500) log(`control call failed: ${reasonOf(err)}`);
      sendJson(response, status, { message: err instanceof Error ? err.message : String(err) });
    });
  });
  return listen(server, options.port, options.host);
}

const Cli = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(4198),
  host: z.string().default('127.0.0.1'),
  'wallet-url': z.url(),
  cid: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/),
  'partner-secret': z.string().min(16),
  'call-timeout-ms': z.coerce.number().int().positive().default(5_000),
});

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runStandIn('betsy stand-in', Cli, { 'partner-secret': 'BETSY_PARTNER_SECRET' }, (cli, log) =>
    startBetsyStandIn({
      port: cli.port,
      host: cli.host,
      walletUrl: cli['wallet-url'],
      cid: cli.cid,
      partnerSecret: cli['partner-secret'],
      callTimeoutMs: cli['call-timeout-ms'],
      log,
    }),
  );
}
