import { randomUUID } from 'node:crypto';
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
 * A stand-alone process that plays EveryMatrix's CasinoEngine towards our API (PROTOCOLS §4a, known from
 * one public integration: as unverified as our adapter), for the production configuration, where the game
 * sandbox is never mounted: the API is configured with this process as EVERYMATRIX_LAUNCH_URL and the
 * same credentials this process sends, exactly as with EveryMatrix.
 *
 *   EVERYMATRIX_LOGIN_NAME=lale EVERYMATRIX_PASSWORD=... EVERYMATRIX_OPERATOR_ID=4193 \
 *   npx tsx tools/standins/everymatrix.ts --port 4193 --domain-id 2041 --wallet-url http://127.0.0.1:3100
 *
 * EveryMatrix's side:
 * - GET /Loader/Start/{domainId}/{slug}?language&funMode&_sid — the launch URL our API builds (no server
 *   call precedes it). The page opens the game with GetAccount and GetBalance (SessionId = `_sid`), and
 *   offers a form (POST /Loader/Play/{launch}) that plays one round, as a game frame would.
 * - Wallet calls to `--wallet-url` (our /api/providers/everymatrix/wallet; a bare origin gets that path),
 *   one JSON POST each with LoginName, Password and OperatorId in the body. An unanswered call (timeout,
 *   broken connection, an HTTP error, a body that is not JSON) is handled the way a OneWallet provider
 *   does: a Result or Rollback is sent again, byte for byte, until answered (--max-attempts); a Wager is
 *   not resent but rolled back (the Rollback retried likewise), so a wager whose answer was lost never
 *   stands. GetTransactionStatus asks after any transaction.
 *
 * The control API, for tests (bound to --host, loopback by default):
 * - GET  /standin/launches[?account=]  launches received, newest last
 * - POST /standin/rounds               { launch, bet, win, loseAnswers? } plays one round: Wager, then a
 *                                      Result (0 for a loss) closing it; amounts are decimal strings
 * - GET  /standin/rounds               every round's report
 * - POST /standin/rollbacks            { round, loseAnswers? } rolls back a round's wager
 * - POST /standin/status               { transaction, account? } GetTransactionStatus's answer
 * - POST /standin/balance              { launch } GetBalance's answer
 * `loseAnswers` ({ wager?, result?, rollback? }: counts) throws away that many answers of the call after
 * they arrived — the API has done the work, EveryMatrix never heard — to prove a retry changes nothing.
 */

export const EVERYMATRIX_WALLET_PATH = '/api/providers/everymatrix/wallet';
const BODY_LIMIT = 32 * 1024;
const API_VERSION = '1.0';

export type EveryMatrixStandInOptions = {
  port: number;
  host: string;
  walletUrl: string;
  /** EVERYMATRIX_DOMAIN_ID: launches for another domain are refused. */
  domainId: number;
  loginName: string;
  password: string;
  operatorId: string;
  callTimeoutMs: number;
  maxAttempts: number;
  retryDelayMs: number;
  log?: (line: string) => void;
};

export type EveryMatrixStandIn = { url: string; close(): Promise<void> };

type Launch = {
  id: string;
  sessionId: string;
  slug: string;
  language: string;
  funMode: string;
  /** Our player id, as GetAccount answered it (null when it refused). */
  accountId: string | null;
  at: string;
};

/** What our wallet answers (every call, HTTP 200, ReturnCode in the body). */
const WalletAnswer = z
  .object({
    ReturnCode: z.number().int(),
    Message: z.string().optional(),
    Balance: z.number().optional(),
    Currency: z.string().optional(),
    AccountId: z.string().optional(),
    AccountTransactionId: z.string().optional(),
    TransactionStatus: z.string().optional(),
  })
  .loose();
type WalletAnswer = z.output<typeof WalletAnswer>;

/** One wallet call as EveryMatrix experienced it. */
export type Delivery =
  | { answered: true; transactionId?: string; attempts: number; answer: WalletAnswer }
  | { answered: false; transactionId?: string; attempts: number; error: string };

export type RoundReport = {
  round: string;
  launch: string;
  outcome:
    'in_play' | 'played' | 'wager_refused' | 'wager_rolled_back' | 'result_refused' | 'result_unanswered';
  wager?: Delivery;
  result?: Delivery;
  rollback?: Delivery;
};

type Round = { id: string; launch: Launch; wagerTx: string; report: RoundReport };

const Decimal = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'a decimal amount, at most 2 places');
const LoseAnswers = z
  .object({
    wager: z.number().int().min(0).max(10),
    result: z.number().int().min(0).max(10),
    rollback: z.number().int().min(0).max(10),
  })
  .partial()
  .default({});
const RoundRequest = z.object({ launch: z.string(), bet: Decimal, win: Decimal, loseAnswers: LoseAnswers });
const RollbackRequest = z.object({ round: z.string(), loseAnswers: LoseAnswers });
const StatusRequest = z.object({ transaction: z.string().min(1), account: z.string().optional() });
const BalanceRequest = z.object({ launch: z.string() });

export async function startEveryMatrixStandIn(
  options: EveryMatrixStandInOptions,
): Promise<EveryMatrixStandIn> {
  const log = options.log ?? (() => {});
  const walletBase = new URL(options.walletUrl);
  const walletUrl =
    walletBase.pathname === '/'
      ? `${walletBase.origin}${EVERYMATRIX_WALLET_PATH}`
      : options.walletUrl.replace(/\/+$/, '');
  const launches = new Map<string, Launch>();
  const rounds = new Map<string, Round>();
  const credentials = {
    LoginName: options.loginName,
    Password: options.password,
    OperatorId: options.operatorId,
  };

  /** Posts one wallet call, resending the same bytes while unanswered when `retry` (see the header). */
  async function deliver(
    request: string,
    fields: Record<string, unknown>,
    { retry, lose = 0 }: { retry: boolean; lose?: number },
  ): Promise<Delivery> {
    const text = JSON.stringify({ ApiVersion: API_VERSION, Request: request, ...credentials, ...fields });
    const transactionId = typeof fields.TransactionId === 'string' ? fields.TransactionId : undefined;
    let toLose = lose;
    let error = 'not sent';
    let attempts = 0;
    while (attempts < options.maxAttempts) {
      attempts += 1;
      try {
        const response = await fetch(walletUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: text,
          signal: AbortSignal.timeout(options.callTimeoutMs),
        });
        const raw = await response.text();
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        if (toLose > 0) {
          toLose -= 1;
          throw new Error('answer lost (fault injected)');
        }
        const answer = WalletAnswer.parse(JSON.parse(raw));
        log(`${request} ${transactionId ?? ''} attempt ${attempts}: ${answer.ReturnCode}`);
        return { answered: true, transactionId, attempts, answer };
      } catch (err) {
        error = reasonOf(err);
        log(`${request} ${transactionId ?? ''} attempt ${attempts}: unanswered (${error})`);
        if (!retry) break;
        if (attempts < options.maxAttempts) await delay(options.retryDelayMs);
      }
    }
    return { answered: false, transactionId, attempts, error };
  }

  function launchOf(id: string): Launch {
    const launch = launches.get(id);
    if (!launch) throw new HttpError(404, `no launch ${id}`);
    return launch;
  }

  const player = (launch: Launch) => ({ SessionId: launch.sessionId, AccountId: launch.accountId });
  const game = (launch: Launch) => ({ GPGameId: launch.slug, Product: 'Casino' });

  async function rollback(round: Round, lose?: number): Promise<Delivery> {
    return deliver(
      'Rollback',
      { ...player(round.launch), TransactionId: round.wagerTx, RoundId: round.id, ...game(round.launch) },
      { retry: true, lose },
    );
  }

  async function playRound(input: z.output<typeof RoundRequest>): Promise<RoundReport> {
    const launch = launchOf(input.launch);
    if (launch.accountId === null) throw new HttpError(409, 'the launch did not open (GetAccount refused)');
    const id = randomUUID();
    const round: Round = {
      id,
      launch,
      wagerTx: randomUUID(),
      report: { round: id, launch: launch.id, outcome: 'in_play' },
    };
    rounds.set(id, round);
    const report = round.report;
    const money = { ...player(launch), RoundId: id, ...game(launch) };
    const wager = await deliver(
      'Wager',
      { ...money, Amount: Number(input.bet), TransactionId: round.wagerTx, RoundStatus: 'Open' },
      { retry: false, lose: input.loseAnswers.wager },
    );
    report.wager = wager;
    if (!wager.answered) {
      report.rollback = await rollback(round, input.loseAnswers.rollback);
      report.outcome = 'wager_rolled_back';
      return report;
    }
    if (wager.answer.ReturnCode !== 0) {
      report.outcome = 'wager_refused';
      return report;
    }
    const result = await deliver(
      'Result',
      { ...money, Amount: Number(input.win), TransactionId: randomUUID(), RoundStatus: 'Closed' },
      { retry: true, lose: input.loseAnswers.result },
    );
    report.result = result;
    report.outcome = !result.answered
      ? 'result_unanswered'
      : result.answer.ReturnCode === 0
        ? 'played'
        : 'result_refused';
    return report;
  }

  function balanceText(delivery: Delivery): string {
    if (!delivery.answered || delivery.answer.Balance === undefined) return 'unavailable';
    return `${delivery.answer.Balance.toFixed(2)} ${delivery.answer.Currency ?? ''}`.trim();
  }

  async function gamePage(launch: Launch, played?: RoundReport): Promise<string> {
    const balance = await deliver('GetBalance', { SessionId: launch.sessionId }, { retry: false });
    const form =
      launch.accountId === null
        ? ''
        : `<form method="post" action="/Loader/Play/${escapeHtml(launch.id)}">` +
          `<label>Bet <input name="bet" value="1.00"></label> <label>Win <input name="win" value="0"></label> ` +
          `<button>Play a round</button></form>`;
    const last = played ? `<p>Last round: ${escapeHtml(played.outcome)}</p>` : '';
    return (
      `<!doctype html><meta charset="utf-8"><title>EveryMatrix stand-in</title>` +
      `<h1>EveryMatrix stand-in: ${escapeHtml(launch.slug)}</h1>` +
      `<p>Account ${escapeHtml(launch.accountId ?? 'none')}, session opened: ` +
      `${launch.accountId === null ? 'refused' : '0'}, balance: ${escapeHtml(balanceText(balance))}</p>` +
      last +
      form
    );
  }

  function sendHtml(response: ServerResponse, html: string) {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(html);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://standin');
    const route = `${request.method} ${url.pathname}`;
    const start = /^GET \/Loader\/Start\/(\d+)\/([^/]+)$/.exec(route);
    if (start) {
      if (Number(start[1]) !== options.domainId) throw new HttpError(404, `no domain ${start[1]}`);
      const sessionId = url.searchParams.get('_sid');
      if (!sessionId) throw new HttpError(400, '_sid is required');
      const opened = await deliver('GetAccount', { SessionId: sessionId }, { retry: false });
      const launch: Launch = {
        id: randomUUID(),
        sessionId,
        slug: decodeURIComponent(start[2]!),
        language: url.searchParams.get('language') ?? '',
        funMode: url.searchParams.get('funMode') ?? '',
        accountId:
          opened.answered && opened.answer.ReturnCode === 0 ? (opened.answer.AccountId ?? null) : null,
        at: new Date().toISOString(),
      };
      launches.set(launch.id, launch);
      log(`launch ${launch.id}: account ${launch.accountId ?? 'refused'}, game ${launch.slug}`);
      return sendHtml(response, await gamePage(launch));
    }
    const play = /^POST \/Loader\/Play\/([0-9a-f-]{36})$/.exec(route);
    if (play) {
      const form = new URLSearchParams((await readBody(request, BODY_LIMIT)).toString('utf8'));
      const input = RoundRequest.safeParse({ launch: play[1], bet: form.get('bet'), win: form.get('win') });
      if (!input.success) throw new HttpError(400, z.prettifyError(input.error));
      const report = await playRound(input.data);
      return sendHtml(response, await gamePage(launchOf(play[1]!), report));
    }
    if (route === 'GET /standin/health') return sendJson(response, 200, { ok: true });
    if (route === 'GET /standin/launches') {
      const account = url.searchParams.get('account');
      return sendJson(
        response,
        200,
        [...launches.values()].filter((launch) => account === null || launch.accountId === account),
      );
    }
    if (route === 'GET /standin/rounds')
      return sendJson(
        response,
        200,
        [...rounds.values()].map((round) => round.report),
      );
    if (route === 'POST /standin/rounds')
      return sendJson(
        response,
        200,
        await playRound(parseJson(RoundRequest, await readBody(request, BODY_LIMIT))),
      );
    if (route === 'POST /standin/rollbacks') {
      const input = parseJson(RollbackRequest, await readBody(request, BODY_LIMIT));
      const round = rounds.get(input.round);
      if (!round) throw new HttpError(404, `no round ${input.round}`);
      round.report.rollback = await rollback(round, input.loseAnswers.rollback);
      return sendJson(response, 200, round.report);
    }
    if (route === 'POST /standin/status') {
      const input = parseJson(StatusRequest, await readBody(request, BODY_LIMIT));
      return sendJson(
        response,
        200,
        await deliver(
          'GetTransactionStatus',
          { TransactionId: input.transaction, ...(input.account ? { AccountId: input.account } : {}) },
          { retry: true },
        ),
      );
    }
    if (route === 'POST /standin/balance') {
      const launch = launchOf(parseJson(BalanceRequest, await readBody(request, BODY_LIMIT)).launch);
      return sendJson(
        response,
        200,
        await deliver('GetBalance', { SessionId: launch.sessionId }, { retry: true }),
      );
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
  return listen(server, options.port, options.host);
}

// ── The command line ──────────────────────────────────────────────────────────────────────────────────

const Cli = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(4193),
  host: z.string().default('127.0.0.1'),
  'wallet-url': z.url(),
  /** EVERYMATRIX_DOMAIN_ID, as the API is configured with it. */
  'domain-id': z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'a positive integer')
    .transform(Number),
  'login-name': z.string().min(1),
  password: z.string().min(1),
  'operator-id': z.string().min(1),
  ...RetryOptions,
});

const main = () =>
  runStandIn(
    'everymatrix stand-in',
    Cli,
    {
      'domain-id': 'EVERYMATRIX_DOMAIN_ID',
      'login-name': 'EVERYMATRIX_LOGIN_NAME',
      password: 'EVERYMATRIX_PASSWORD',
      'operator-id': 'EVERYMATRIX_OPERATOR_ID',
    },
    (cli, log) =>
      startEveryMatrixStandIn({
        port: cli.port,
        host: cli.host,
        walletUrl: cli['wallet-url'],
        domainId: cli['domain-id'],
        loginName: cli['login-name'],
        password: cli.password,
        operatorId: cli['operator-id'],
        ...retrySettings(cli),
        log,
      }),
  );

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
