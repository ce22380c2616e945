import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import {
  escapeHtml,
  HttpError,
  listen,
  parseJson,
  readBody,
  reasonOf,
  RetryOptions,
  retrySettings,
  runStandIn,
  sendJson,
} from './http-kit.ts';

/*
 * A stand-alone process that plays BetConstruct (FeedConstruct's BetGuard) towards our API the way the
 * real one does (PROTOCOLS §4d, modules/sports-frames/betco/protocol.ts), for the production
 * configuration, where the sportsbook sandbox is never mounted: the API is configured with this
 * process's frame page as BETCO_FRAME_URL (behind https in a real cluster), the same shared key as
 * BETCO_SHARED_KEY and this process's address in BETCO_CALLBACK_ALLOW.
 *
 *   BETCO_STANDIN_SHARED_KEY=... npx tsx tools/standins/betco.ts --port 4197 \
 *     --api-url http://127.0.0.1:3100
 *
 * BetConstruct's side, every call an MD5-hashed JSON body (name+value in FeedConstruct's order, the
 * shared key appended; amounts written with two decimals), TS = now:
 * - GET /frame?token=&partner=&view=&lang= — the sportsbook frame: asks GetClientDetails and
 *   GetClientBalance with the token and shows the player's balance (or that it is a guest).
 * - Placing a bet is BetGuard's CreateBet: GetClientDetails (the player must be logged in), then
 *   BetPlaced; a BetPlaced answered with an error, or not answered within --call-timeout-ms, is followed
 *   by a Rollback of it (resent until answered), so an unconfirmed bet never stands — as FeedConstruct
 *   does after its 5 seconds.
 * - BetResulted: each result has its own TransactionId; unanswered, it is resent (fresh TS and hash, the
 *   same TransactionId) up to --max-attempts, as FeedConstruct's retry does.
 *
 * The control API, for tests (bound to --host, loopback by default):
 * - POST /standin/bets      { token, amount, odds? } places a bet; its report (BetId, TransactionId, answers)
 * - POST /standin/results   { bet, state, amount } sends a BetResulted (state 1 = a result reverted)
 * - POST /standin/rollbacks { bet } rolls a placed bet back
 * - POST /standin/balance   { token } the player's balance as GetClientBalance answers it
 * - GET  /standin/bets      every bet's report
 * `loseAnswers: n` on bets/results throws away that many answers (the API did the work, BetConstruct
 * never heard), to show a resend changes nothing.
 */

export const BETCO_PARTNER_API_PATH = '/api/providers/betco/partner-api';
const BODY_LIMIT = 64 * 1024;

/** FeedConstruct's "Hash Parameters Lists per Method" (GetClientBalance: thin, as protocol.ts says). */
const HASH_FIELDS = {
  GetClientDetails: ['AuthToken', 'TS'],
  GetClientBalance: ['AuthToken', 'TS'],
  BetPlaced: [
    'AuthToken',
    'TS',
    'TransactionId',
    'BetId',
    'Amount',
    'Created',
    'BetType',
    'SystemMinCount',
    'TotalPrice',
  ],
  BetResulted: ['AuthToken', 'TS', 'TransactionId', 'BetId', 'BetState', 'Amount'],
  Rollback: ['AuthToken', 'TS', 'TransactionId'],
} as const;
type Method = keyof typeof HASH_FIELDS;

export type BetcoStandInOptions = {
  port: number;
  host: string;
  /** Our API's origin (the Partner API's path is added). */
  apiUrl: string;
  sharedKey: string;
  callTimeoutMs: number;
  maxAttempts: number;
  retryDelayMs: number;
  log?: (line: string) => void;
};

/** One call as sent: its answer's ErrorCode (null: none came) and how many sends it took. */
export type CallReport = { errorCode: string | null; attempts: number; tries: string[] };

export type BetReport = {
  betId: number;
  transactionId: number;
  token: string;
  amount: string;
  outcome: 'placed' | 'refused' | 'rolled_back';
  placed: CallReport;
  rollback?: CallReport;
  results: (CallReport & { transactionId: number; state: number; amount: string })[];
};

/** Minor-unit-free decimal text with two places, as BetConstruct writes amounts. */
const amountText = (amount: string) => {
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(amount)) throw new HttpError(400, `not an amount: ${amount}`);
  return Number(amount).toFixed(2);
};

export async function startBetcoStandIn(options: BetcoStandInOptions) {
  const log = options.log ?? (() => {});
  const bets = new Map<number, BetReport>();
  // Longs unique across restarts: milliseconds × 1000 plus a counter (below 2^53).
  let nextId = Date.now() * 1000;
  const newId = () => (nextId += 1);

  /** The body text: TS first, the method's fields, amounts as numbers with two decimals, then Hash. */
  function bodyOf(method: Method, fields: Record<string, string | number>): string {
    const body: Record<string, string | number> = {
      ...fields,
      TS: Math.floor(Date.now() / 1000),
    };
    const source = HASH_FIELDS[method]
      .filter((name) => body[name] !== undefined && body[name] !== '')
      .map((name) => `${name}${String(body[name])}`)
      .join('');
    const hash = createHash('md5')
      .update(source + options.sharedKey)
      .digest('hex');
    return JSON.stringify({ ...body, Hash: hash }).replace(/"(Amount|TotalPrice)":"(\d+\.\d+)"/g, '"$1":$2');
  }

  /** Sends a call until answered (or attempts run out); `lose` answers are thrown away after arriving. */
  async function send(
    method: Method,
    fields: Record<string, string | number>,
    { lose = 0, attempts = options.maxAttempts } = {},
  ): Promise<CallReport & { answer?: Record<string, unknown> }> {
    const report: CallReport & { answer?: Record<string, unknown> } = {
      errorCode: null,
      attempts: 0,
      tries: [],
    };
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      report.attempts = attempt;
      try {
        const response = await fetch(`${options.apiUrl}${BETCO_PARTNER_API_PATH}/${method}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // A resend is a new message (fresh TS and hash: BetConstruct's TS lives 20 s) of the same ids.
          body: bodyOf(method, fields),
          signal: AbortSignal.timeout(options.callTimeoutMs),
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const answer = (await response.json()) as Record<string, unknown>;
        if (lose > 0) {
          lose -= 1;
          report.tries.push(`answer ${String(answer.ErrorCode)} lost`);
          throw new Error('answer lost');
        }
        report.tries.push(`answered ${String(answer.ErrorCode)}`);
        report.errorCode = String(answer.ErrorCode);
        report.answer = answer;
        return report;
      } catch (err) {
        if (!report.tries.at(-1)?.endsWith('lost')) report.tries.push(reasonOf(err));
        log(`${method} attempt ${attempt}: ${reasonOf(err)}`);
        if (attempt < attempts) await delay(options.retryDelayMs);
      }
    }
    return report;
  }

  const Place = z
    .object({
      token: z.string().min(1).max(200),
      amount: z.string(),
      odds: z
        .string()
        .regex(/^\d{1,4}\.\d{2,3}$/)
        .default('2.00'),
      loseAnswers: z.number().int().min(0).max(5).default(0),
    })
    .strict();
  const Result = z
    .object({
      bet: z.number().int().positive(),
      state: z.number().int().min(1).max(5),
      amount: z.string(),
      loseAnswers: z.number().int().min(0).max(5).default(0),
    })
    .strict();
  const Cancel = z.object({ bet: z.number().int().positive() }).strict();
  const Balance = z.object({ token: z.string().min(1).max(200) }).strict();

  async function place(input: z.output<typeof Place>): Promise<BetReport> {
    // CreateBet: the player first (GetClientDetails), only one who is logged in may bet.
    const details = await send('GetClientDetails', { AuthToken: input.token }, { attempts: 1 });
    const betId = newId();
    const transactionId = newId();
    const amount = amountText(input.amount);
    const report: BetReport = {
      betId,
      transactionId,
      token: input.token,
      amount,
      outcome: 'refused',
      placed: details,
      results: [],
    };
    bets.set(betId, report);
    if (details.errorCode !== '0') return report;
    // BetPlaced is sent once: an error or no answer is followed by its Rollback, never by a resend.
    report.placed = await send(
      'BetPlaced',
      {
        AuthToken: input.token,
        TransactionId: transactionId,
        BetId: betId,
        Amount: amount,
        Created: new Date().toISOString(),
        BetType: 1,
        TotalPrice: input.odds,
      },
      { attempts: 1, lose: input.loseAnswers },
    );
    if (report.placed.errorCode === '0') {
      report.outcome = 'placed';
      return report;
    }
    report.rollback = await send('Rollback', {
      AuthToken: input.token,
      TransactionId: transactionId,
      BetId: betId,
    });
    if (report.placed.errorCode === null) report.outcome = 'rolled_back';
    return report;
  }

  const betOf = (id: number) => {
    const bet = bets.get(id);
    if (!bet) throw new HttpError(404, `no bet ${id}`);
    return bet;
  };

  async function frame(url: URL, response: ServerResponse) {
    const token = url.searchParams.get('token');
    let line = 'Guest: log in on the site to bet.';
    if (token) {
      const details = await send('GetClientDetails', { AuthToken: token }, { attempts: 1 });
      const balance = await send('GetClientBalance', { AuthToken: token }, { attempts: 1 });
      line =
        details.errorCode === '0' && balance.errorCode === '0'
          ? `Player ${String(details.answer?.ExternalId)}: balance ${Number(balance.answer?.Balance).toFixed(2)} ${String(balance.answer?.CurrencyId)}`
          : `Not logged in (${details.errorCode ?? 'no answer'})`;
    }
    response.statusCode = 200;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('cache-control', 'no-store');
    response.setHeader('content-security-policy', "default-src 'none'; base-uri 'none'");
    response.end(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>BetConstruct stand-in</title>` +
        `<p id="player">${escapeHtml(line)}</p></html>`,
    );
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://standin');
    if (request.method === 'GET' && url.pathname === '/frame') return frame(url, response);
    if (request.method === 'GET' && url.pathname === '/standin/bets')
      return sendJson(response, 200, [...bets.values()]);
    if (request.method !== 'POST') throw new HttpError(404, 'not found');
    const raw = await readBody(request, BODY_LIMIT);
    switch (url.pathname) {
      case '/standin/bets':
        return sendJson(response, 200, await place(parseJson(Place, raw)));
      case '/standin/results': {
        const input = parseJson(Result, raw);
        const bet = betOf(input.bet);
        const transactionId = newId();
        const amount = amountText(input.amount);
        const sent = await send(
          'BetResulted',
          {
            AuthToken: bet.token,
            TransactionId: transactionId,
            BetId: bet.betId,
            BetState: input.state,
            Amount: amount,
          },
          { lose: input.loseAnswers },
        );
        const { answer: _answer, ...report } = sent;
        bet.results.push({ ...report, transactionId, state: input.state, amount });
        return sendJson(response, 200, bet);
      }
      case '/standin/rollbacks': {
        const bet = betOf(parseJson(Cancel, raw).bet);
        bet.rollback = await send('Rollback', {
          AuthToken: bet.token,
          TransactionId: bet.transactionId,
          BetId: bet.betId,
        });
        if (bet.rollback.errorCode === '0') bet.outcome = 'rolled_back';
        return sendJson(response, 200, bet);
      }
      case '/standin/balance': {
        const sent = await send(
          'GetClientBalance',
          { AuthToken: parseJson(Balance, raw).token },
          { attempts: 1 },
        );
        return sendJson(response, 200, sent.answer ?? { ErrorCode: null });
      }
      default:
        throw new HttpError(404, 'not found');
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((err: unknown) => {
      const status = err instanceof HttpError ? err.statusCode : 500;
      if (status === 500) log(`control call failed: ${reasonOf(err)}`);
      sendJson(response, status, { error: err instanceof Error ? err.message : String(err) });
    });
  });
  return listen(server, options.port, options.host);
}

// ── The command line ──────────────────────────────────────────────────────────────────────────────────

const Cli = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(4197),
  host: z.string().default('127.0.0.1'),
  'api-url': z.url({ protocol: /^https?$/ }),
  'shared-key': z.string().min(16, 'at least 16 characters, as the API demands'),
  ...RetryOptions,
});

const main = () =>
  runStandIn(
    'betco stand-in',
    Cli,
    // The shared key may come from the environment rather than the command line (visible in `ps`).
    { 'shared-key': 'BETCO_STANDIN_SHARED_KEY' },
    (cli, log) =>
      startBetcoStandIn({
        port: cli.port,
        host: cli.host,
        apiUrl: cli['api-url'].replace(/\/$/, ''),
        sharedKey: cli['shared-key'],
        ...retrySettings(cli),
        log,
      }),
  );

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
