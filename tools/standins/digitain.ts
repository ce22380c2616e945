import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
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
 * A stand-alone process that plays Digitain's casino RGS towards our API (PROTOCOLS §4b, integrator
 * code only — the API's adapter header says what is thin), for the production configuration where no
 * sandbox is mounted: the API is configured with this process's game page as DIGITAIN_LAUNCH_URL and
 * the same operator id and secret, exactly as with Digitain.
 *
 *   DIGITAIN_SECRET=… npx tsx tools/standins/digitain.ts --port 4194 \
 *     --wallet-url http://127.0.0.1:3100 --operator-id lale-op-7
 *   # the API: DIGITAIN_OPERATOR_ID=lale-op-7 DIGITAIN_SECRET=… \
 *   #          DIGITAIN_LAUNCH_URL=http://127.0.0.1:4194/casino/launch DIGITAIN_CALLBACK_ALLOW=127.0.0.1
 *
 * Digitain's side:
 * - GET /casino/launch?operatorId&gameId&token&language&currency&deviceType&mode&lobbyUrl — the URL our
 *   launch builds (casino/launch/digitain-adapter.ts). It records the launch and shows the game page,
 *   which opens with authenticate and getbalance; its form (POST /games/:launch/play) plays a round:
 *   one betwin call, signed, and shows what our wallet answered.
 * - Wallet calls to `--wallet-url` (our /api/providers/digitain routes; a bare origin gets that path),
 *   each with operatorId, timestamp (Unix seconds) and signature = hex HMAC-SHA256(secret, timestamp +
 *   operatorId); our answers' signatures are checked the same way. Unanswered calls (timeout, broken
 *   connection, HTTP error, not JSON): a win or refund is sent again with the same txId (re-signed: a
 *   new timestamp) until answered (--max-attempts); a bet is not resent but refunded (that retried
 *   likewise), so a bet whose answer was lost never stands.
 *
 * The control API (bound to --host, loopback by default):
 * - GET  /standin/launches[?player=]   launches received, newest last
 * - POST /standin/rounds               { launch, bet, win, mode?: 'bet-win'|'betwin', loseAnswers? } plays
 *                                      one round; amounts are decimal strings
 * - GET  /standin/rounds               every round's report
 * - POST /standin/refunds              { round, loseAnswers? } refunds a round's bet
 * - POST /standin/refresh              { launch } refreshtoken: the launch goes on with the new token
 * - POST /standin/balance              { launch } getbalance as answered
 * - POST /standin/status               { txId } checkStatus as answered
 * `loseAnswers` ({ bet?, win?, refund? }: counts) throws away that many answers after they arrived — the
 * API has done the work, Digitain never heard — to prove a resend changes nothing.
 */

export const DIGITAIN_WALLET_PATH = '/api/providers/digitain';
const BODY_LIMIT = 64 * 1024;

export type DigitainStandInOptions = {
  port: number;
  host: string;
  walletUrl: string;
  operatorId: string;
  secret: string;
  callTimeoutMs: number;
  maxAttempts: number;
  retryDelayMs: number;
  log?: (line: string) => void;
};

type Launch = {
  id: string;
  player: string;
  /** The current token: refreshtoken replaces it. */
  token: string;
  gameId: string;
  currency: string;
  language: string;
  at: string;
};

export type Delivery =
  | {
      answered: true;
      attempts: number;
      errorCode: number;
      /** The first item's code and balance for batches; the call's own otherwise. */
      itemCode?: number;
      balance?: number;
      token?: string;
      status?: string;
      /** Whether our answer's signature verified. */
      signed: boolean;
    }
  | { answered: false; attempts: number; error: string };

export type RoundReport = {
  round: string;
  launch: string;
  betTx: string;
  winTx: string;
  outcome: 'in_play' | 'played' | 'bet_refused' | 'bet_refunded' | 'win_refused' | 'win_unanswered';
  bet?: Delivery;
  win?: Delivery;
  refund?: Delivery;
};

const Decimal = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'a decimal amount, at most 2 places');
const LoseAnswers = z
  .object({
    bet: z.number().int().min(0).max(10),
    win: z.number().int().min(0).max(10),
    refund: z.number().int().min(0).max(10),
  })
  .partial()
  .default({});
const RoundRequest = z.object({
  launch: z.string(),
  bet: Decimal,
  win: Decimal,
  mode: z.enum(['bet-win', 'betwin']).default('bet-win'),
  loseAnswers: LoseAnswers,
});
const RefundRequest = z.object({ round: z.string(), loseAnswers: LoseAnswers });
const LaunchRef = z.object({ launch: z.string() });
const StatusRequest = z.object({ txId: z.string().min(1) });
const LaunchQuery = z.object({
  operatorId: z.string(),
  gameId: z.string().min(1),
  token: z.string().min(1),
  language: z.string().default('en'),
  currency: z.string().length(3),
});

const WalletAnswer = z
  .object({
    errorCode: z.number(),
    timestamp: z.string(),
    signature: z.string(),
    balance: z.number().optional(),
    token: z.string().optional(),
    status: z.string().optional(),
    playerId: z.string().optional(),
    items: z.array(z.object({ errorCode: z.number(), balance: z.number().optional() }).loose()).optional(),
  })
  .loose();

const sign = (secret: string, timestamp: string, operatorId: string) =>
  createHmac('sha256', secret).update(`${timestamp}${operatorId}`).digest('hex');

export async function startDigitainStandIn(options: DigitainStandInOptions) {
  const log = options.log ?? (() => {});
  const base = new URL(options.walletUrl);
  const walletUrl =
    base.pathname === '/' ? `${base.origin}${DIGITAIN_WALLET_PATH}` : options.walletUrl.replace(/\/+$/, '');
  const launches = new Map<string, Launch>();
  const rounds = new Map<string, RoundReport & { amount: { bet: number; win: number } }>();

  /** Posts one call, signed anew on every attempt; resent while unanswered when `retry`. */
  async function deliver(
    call: string,
    body: Record<string, unknown>,
    { retry, lose = 0 }: { retry: boolean; lose?: number },
  ): Promise<Delivery> {
    let toLose = lose;
    let error = 'not sent';
    let attempts = 0;
    while (attempts < options.maxAttempts) {
      attempts += 1;
      const timestamp = String(Math.floor(Date.now() / 1000));
      const envelope = {
        operatorId: options.operatorId,
        timestamp,
        signature: sign(options.secret, timestamp, options.operatorId),
      };
      try {
        const response = await fetch(`${walletUrl}/${call}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...envelope, ...body }),
          signal: AbortSignal.timeout(options.callTimeoutMs),
        });
        const raw = await response.text();
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        if (toLose > 0) {
          toLose -= 1;
          throw new Error('answer lost (fault injected)');
        }
        const answer = WalletAnswer.parse(JSON.parse(raw));
        const expected = Buffer.from(sign(options.secret, answer.timestamp, options.operatorId), 'hex');
        const given = Buffer.from(answer.signature, 'hex');
        const signed = given.length === expected.length && timingSafeEqual(given, expected);
        const first = answer.items?.[0];
        log(`${call} attempt ${attempts}: ${answer.errorCode}`);
        return {
          answered: true,
          attempts,
          errorCode: answer.errorCode,
          ...(first ? { itemCode: first.errorCode } : {}),
          balance: first?.balance ?? answer.balance,
          token: answer.token,
          status: answer.status,
          signed,
        };
      } catch (err) {
        error = reasonOf(err);
        log(`${call} attempt ${attempts}: unanswered (${error})`);
        if (!retry) break;
        if (attempts < options.maxAttempts) await delay(options.retryDelayMs);
      }
    }
    return { answered: false, attempts, error };
  }

  function launchOf(id: string): Launch {
    const launch = launches.get(id);
    if (!launch) throw new HttpError(404, `no launch ${id}`);
    return launch;
  }

  const itemOf = (launch: Launch, round: string, txId: string) => ({
    txId,
    token: launch.token,
    playerId: launch.player,
    roundId: round,
    gameId: launch.gameId,
    currencyId: launch.currency,
    info: `standin:${round}`,
  });

  async function refund(report: RoundReport, lose?: number): Promise<Delivery> {
    const launch = launchOf(report.launch);
    return deliver(
      'refund',
      {
        allOrNone: true,
        items: [
          { txId: randomUUID(), originalTxId: report.betTx, playerId: launch.player, roundId: report.round },
        ],
      },
      { retry: true, lose },
    );
  }

  async function playRound(input: z.output<typeof RoundRequest>): Promise<RoundReport> {
    const launch = launchOf(input.launch);
    const round = randomUUID();
    const report: RoundReport & { amount: { bet: number; win: number } } = {
      round,
      launch: launch.id,
      betTx: randomUUID(),
      winTx: randomUUID(),
      outcome: 'in_play',
      amount: { bet: Number(input.bet), win: Number(input.win) },
    };
    rounds.set(round, report);
    if (input.mode === 'betwin') {
      // One call: a betwin is retried like a bet is not — it takes a stake — so it is refunded instead.
      const item = {
        ...itemOf(launch, round, report.betTx),
        betAmount: report.amount.bet,
        winAmount: report.amount.win,
        winTxId: report.winTx,
      };
      report.bet = await deliver(
        'betwin',
        { allOrNone: true, items: [item] },
        { retry: false, lose: input.loseAnswers.bet },
      );
      if (!report.bet.answered) {
        report.refund = await refund(report, input.loseAnswers.refund);
        report.outcome = 'bet_refunded';
      } else report.outcome = report.bet.errorCode === 1 ? 'played' : 'bet_refused';
      return strip(report);
    }
    report.bet = await deliver(
      'bet',
      { allOrNone: true, items: [{ ...itemOf(launch, round, report.betTx), betAmount: report.amount.bet }] },
      { retry: false, lose: input.loseAnswers.bet },
    );
    if (!report.bet.answered) {
      report.refund = await refund(report, input.loseAnswers.refund);
      report.outcome = 'bet_refunded';
      return strip(report);
    }
    if (report.bet.errorCode !== 1) {
      report.outcome = 'bet_refused';
      return strip(report);
    }
    report.win = await deliver(
      'win',
      {
        allOrNone: true,
        items: [
          { ...itemOf(launch, round, report.winTx), winAmount: report.amount.win, betTxId: report.betTx },
        ],
      },
      { retry: true, lose: input.loseAnswers.win },
    );
    report.outcome = !report.win.answered
      ? 'win_unanswered'
      : report.win.errorCode === 1
        ? 'played'
        : 'win_refused';
    return strip(report);
  }

  const strip = ({ amount: _amount, ...report }: RoundReport & { amount?: unknown }): RoundReport => report;

  async function gamePage(launch: Launch, played?: RoundReport): Promise<string> {
    const auth = await deliver('authenticate', { token: launch.token }, { retry: false });
    const balance = await deliver(
      'getbalance',
      { token: launch.token, playerId: launch.player, currencyId: launch.currency },
      { retry: false },
    );
    const shown =
      balance.answered && balance.balance !== undefined
        ? `${balance.balance.toFixed(2)} ${launch.currency}`
        : 'unavailable';
    const opened = auth.answered ? String(auth.errorCode) : auth.error;
    const result = played ? `<p>Round ${escapeHtml(played.round)}: ${escapeHtml(played.outcome)}</p>` : '';
    return (
      `<!doctype html><meta charset="utf-8"><title>Digitain stand-in</title>` +
      `<h1>Digitain stand-in: game ${escapeHtml(launch.gameId)}</h1>` +
      `<p>Player ${escapeHtml(launch.player)}, authenticate: ${escapeHtml(opened)}, balance: ${escapeHtml(shown)}</p>` +
      result +
      `<form method="post" action="/games/${launch.id}/play"><input name="bet" value="1.00">` +
      `<input name="win" value="0.00"><button>Spin</button></form>`
    );
  }

  function html(response: ServerResponse, body: string) {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://standin');
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /casino/launch') {
      const query = LaunchQuery.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) throw new HttpError(400, z.prettifyError(query.error));
      if (query.data.operatorId !== options.operatorId) throw new HttpError(403, 'unknown operator');
      // Who plays is what authenticate answers for the token, as at Digitain.
      const answer = await fetchPlayer(query.data.token);
      const launch: Launch = {
        id: randomUUID(),
        player: answer,
        token: query.data.token,
        gameId: query.data.gameId,
        currency: query.data.currency,
        language: query.data.language,
        at: new Date().toISOString(),
      };
      launches.set(launch.id, launch);
      log(`launch ${launch.id}: player ${launch.player}, game ${launch.gameId}`);
      return html(response, await gamePage(launch));
    }
    const play = /^POST \/games\/([0-9a-f-]{36})\/play$/.exec(route);
    if (play) {
      const form = new URLSearchParams((await readBody(request, BODY_LIMIT)).toString('utf8'));
      const input = RoundRequest.parse({
        launch: play[1],
        bet: form.get('bet'),
        win: form.get('win'),
        mode: 'betwin',
      });
      const report = await playRound(input);
      return html(response, await gamePage(launchOf(play[1]!), report));
    }
    const game = /^GET \/games\/([0-9a-f-]{36})$/.exec(route);
    if (game) return html(response, await gamePage(launchOf(game[1]!)));
    if (route === 'GET /standin/health') return sendJson(response, 200, { ok: true });
    if (route === 'GET /standin/launches') {
      const player = url.searchParams.get('player');
      return sendJson(
        response,
        200,
        [...launches.values()].filter((l) => player === null || l.player === player),
      );
    }
    if (route === 'GET /standin/rounds') return sendJson(response, 200, [...rounds.values()].map(strip));
    if (route === 'POST /standin/rounds')
      return sendJson(
        response,
        200,
        await playRound(parseJson(RoundRequest, await readBody(request, BODY_LIMIT))),
      );
    if (route === 'POST /standin/refunds') {
      const input = parseJson(RefundRequest, await readBody(request, BODY_LIMIT));
      const report = rounds.get(input.round);
      if (!report) throw new HttpError(404, `no round ${input.round}`);
      report.refund = await refund(report, input.loseAnswers.refund);
      return sendJson(response, 200, strip(report));
    }
    if (route === 'POST /standin/refresh') {
      const launch = launchOf(parseJson(LaunchRef, await readBody(request, BODY_LIMIT)).launch);
      const answer = await deliver(
        'refreshtoken',
        { token: launch.token, changeToken: true },
        { retry: false },
      );
      if (answer.answered && answer.errorCode === 1 && answer.token) launch.token = answer.token;
      return sendJson(response, 200, answer);
    }
    if (route === 'POST /standin/balance') {
      const launch = launchOf(parseJson(LaunchRef, await readBody(request, BODY_LIMIT)).launch);
      return sendJson(response, 200, await deliver('getbalance', { token: launch.token }, { retry: true }));
    }
    if (route === 'POST /standin/status') {
      const { txId } = parseJson(StatusRequest, await readBody(request, BODY_LIMIT));
      return sendJson(response, 200, await deliver('checkStatus', { txId }, { retry: true }));
    }
    throw new HttpError(404, `no route ${route}`);
  }

  /** The player id authenticate names for a token (the launch URL carries none). */
  async function fetchPlayer(token: string): Promise<string> {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const response = await fetch(`${walletUrl}/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        operatorId: options.operatorId,
        timestamp,
        signature: sign(options.secret, timestamp, options.operatorId),
        token,
      }),
      signal: AbortSignal.timeout(options.callTimeoutMs),
    });
    const answer = WalletAnswer.parse(await response.json());
    if (answer.errorCode !== 1 || !answer.playerId)
      throw new HttpError(401, `authenticate refused: ${answer.errorCode}`);
    return answer.playerId;
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
  port: z.coerce.number().int().min(0).max(65535).default(4194),
  host: z.string().default('127.0.0.1'),
  'wallet-url': z.url(),
  /** DIGITAIN_OPERATOR_ID, as the API is configured with it. */
  'operator-id': z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  /** DIGITAIN_SECRET (from the environment: secrets stay out of `ps`). */
  secret: z.string().min(16),
  ...RetryOptions,
});

const main = () =>
  runStandIn(
    'digitain stand-in',
    Cli,
    { secret: 'DIGITAIN_SECRET', 'operator-id': 'DIGITAIN_OPERATOR_ID' },
    (cli, log) =>
      startDigitainStandIn({
        port: cli.port,
        host: cli.host,
        walletUrl: cli['wallet-url'],
        operatorId: cli['operator-id'],
        secret: cli.secret,
        ...retrySettings(cli),
        log,
      }),
  );

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
