import { randomUUID, sign, verify, type KeyObject } from 'node:crypto';
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
import { readStandInKeys } from './hub88-keys.ts';

/*
 * A stand-alone process that plays Hub88 towards our API the way the real one does (PROTOCOLS §2), for
 * the production configuration, where the game sandbox is never mounted: the API is configured with
 * this process as HUB88_API_URL and its public key as HUB88_PUBLIC_KEY, exactly as with Hub88.
 *
 *   npx tsx tools/standins/hub88-keys.ts /tmp/hub88-keys      # once: both sides' test keys
 *   npx tsx tools/standins/hub88.ts --port 4188 --keys /tmp/hub88-keys \
 *     --wallet-url http://127.0.0.1:3100 --operator-id 1
 *
 * Hub88's side:
 * - POST /operator/generic/v2/game/url — our launch request, checked against our public key and
 *   operator id; answers `{ url }`, a page of this process (GET /games/:launch) that opens the game
 *   with /user/info and shows /user/balance, as a game frame would.
 * - Wallet calls to `--wallet-url` (our /api/providers/hub88 routes; a URL without a path gets it),
 *   Hub88-shaped and signed with Hub88's key; our answers' signatures are checked with our public key.
 *   An unanswered call (no answer within --call-timeout-ms, a broken connection, an HTTP error such as
 *   the proxy's 502/503 while a process dies, a body that is not JSON) is handled as Hub88 handles it:
 *   a win or rollback is sent again, byte for byte (same transaction_uuid and request_uuid), until
 *   answered (--max-attempts); a bet is not resent but rolled back (the rollback retried likewise),
 *   so a bet whose answer was lost never stands.
 *
 * The control API, for tests and the fault test (bound to --host, loopback by default):
 * - GET  /standin/launches[?user=]       launches received, newest last
 * - POST /standin/rounds                 { launch, bet, win, loseAnswers? } plays one round: bet, then
 *                                        win (0 for a loss) closing it; amounts are decimal strings
 * - GET  /standin/rounds                 every round's report (outcome, each call's answer and attempts)
 * - POST /standin/rollbacks              { round, loseAnswers? } rolls back a round's bet (its report)
 * - POST /standin/balance                { launch } the player's balance as /user/balance answers it
 * - GET  /standin/totals?day=YYYY-MM-DD   the day's totals in the JSON shape of our reconciliation's
 *                                        totals URL (HUB88_TOTALS_URL; apps/api .../reconciliation/
 *                                        totals-feed.ts): what this process sent and our wallet answered
 *                                        RS_OK, by the UTC day of that answer (see `book` below)
 * `loseAnswers` ({ bet?, win?, rollback? }: counts) throws away that many answers of the call after
 * they arrived — the API has done the work, Hub88 never heard — to prove a retry changes nothing.
 */

export const HUB88_WALLET_PATH = '/api/providers/hub88';
const SIGNATURE_HEADER = 'x-hub88-signature';
/** Hub88 amounts are integers ×100000 (3.56 → 356000). */
const AMOUNT_DIGITS = 5;
const BODY_LIMIT = 64 * 1024;

export type Hub88StandInOptions = {
  port: number;
  host: string;
  /** Our wallet's base URL (…/api/providers/hub88); a bare origin gets that path. */
  walletUrl: string;
  /** The operator id our launches must carry (HUB88_OPERATOR_ID). */
  operatorId: number;
  hub88PrivateKey: KeyObject;
  operatorPublicKey: KeyObject;
  /** Where players reach this process (the game URL's origin); default http://host:port. */
  publicUrl?: string;
  callTimeoutMs: number;
  maxAttempts: number;
  retryDelayMs: number;
  log?: (line: string) => void;
};

export type Hub88StandIn = { url: string; close(): Promise<void> };

// ── Hub88's launch request (modules/casino/launch/provider-adapters.ts sends it) ──────────────────────

const LaunchRequest = z.object({
  user: z.string().min(1),
  token: z.string().min(1),
  platform: z.enum(['GPL_DESKTOP', 'GPL_MOBILE']),
  operator_id: z.number().int(),
  lobby_url: z.string(),
  lang: z.string(),
  ip: z.string(),
  game_code: z.string().min(1),
  currency: z.string().length(3),
  country: z.string(),
});

type Launch = {
  id: string;
  user: string;
  token: string;
  gameCode: string;
  currency: string;
  platform: string;
  at: string;
};

/** What became of a round, as Hub88 saw it: the fault test reconciles these with the ledger. */
export type RoundReport = {
  round: string;
  launch: string;
  outcome: 'in_play' | 'played' | 'bet_refused' | 'bet_rolled_back' | 'win_refused' | 'win_unanswered';
  bet?: Delivery;
  win?: Delivery;
  rollback?: Delivery;
};

type Round = { id: string; launch: Launch; betTx: string; report: RoundReport };

// ── The control API's bodies ──────────────────────────────────────────────────────────────────────────

const Decimal = z.string().regex(/^\d{1,12}(\.\d{1,5})?$/, 'a decimal amount, at most 5 places');
const LoseAnswers = z
  .object({
    bet: z.number().int().min(0).max(10),
    win: z.number().int().min(0).max(10),
    rollback: z.number().int().min(0).max(10),
  })
  .partial()
  .default({});
const RoundRequest = z.object({ launch: z.string(), bet: Decimal, win: Decimal, loseAnswers: LoseAnswers });
const RollbackRequest = z.object({ round: z.string(), loseAnswers: LoseAnswers });
const BalanceRequest = z.object({ launch: z.string() });

/** What our wallet answers (every call, HTTP 200, status in the body). */
const WalletAnswer = z.object({ status: z.string(), balance: z.number().optional() }).loose();

/**
 * One attempt of a call: the API process that answered (the local cluster's proxy names it in
 * X-Lale-Backend; null without one) and the status, or why there was no answer.
 */
export type Attempt = { backend: string | null; outcome: string };

/** One wallet call as Hub88 experienced it. */
export type Delivery =
  | {
      answered: true;
      transaction_uuid?: string;
      attempts: number;
      tries: Attempt[];
      status: string;
      /** Hub88 units (×100000); absent when the answer carries none. */
      balance?: number;
      /** Whether our answer's signature verified with our public key. */
      signed: boolean;
    }
  | { answered: false; transaction_uuid?: string; attempts: number; tries: Attempt[]; error: string };

/** The proxy's tag of the process behind an answer (deploy/README.md "Local cluster"). */
const BACKEND_HEADER = 'x-lale-backend';

/** Minor units of the currencies a test plays in (ISO 4217); others are taken to have 2. */
const MINOR_UNITS: Record<string, number> = { TRY: 2, EUR: 2, USD: 2, JPY: 0, KWD: 3 };
const minorUnitsOf = (currency: string) => MINOR_UNITS[currency] ?? 2;

export function toHub88Amount(decimal: string): number {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return Number(whole) * 10 ** AMOUNT_DIGITS + Number(fraction.padEnd(AMOUNT_DIGITS, '0'));
}

export async function startHub88StandIn(options: Hub88StandInOptions): Promise<Hub88StandIn> {
  const log = options.log ?? (() => {});
  const walletBase = new URL(options.walletUrl);
  const walletUrl =
    walletBase.pathname === '/'
      ? `${walletBase.origin}${HUB88_WALLET_PATH}`
      : options.walletUrl.replace(/\/+$/, '');
  const launches = new Map<string, Launch>();
  const rounds = new Map<string, Round>();
  let publicUrl = options.publicUrl?.replace(/\/+$/, '');

  /*
   * Hub88's side of the daily reconciliation: every money call our wallet answered RS_OK, once per
   * transaction_uuid (a resend that was answered again is the same call), on the UTC day of the answer.
   * A rollback is a refund of its bet's amount when that bet was answered RS_OK; a rollback of a bet
   * whose answer was lost is not booked — this process cannot know whether our wallet took that bet,
   * though our ledger then shows both the bet and its refund, so such a day does not match and the
   * difference is for an operator to chase, as with the real Hub88.
   */
  type Booked = { day: string; currency: string; kind: 'bet' | 'win' | 'refund'; amount: bigint };
  const booked = new Map<string, Booked>();
  const betsBooked = new Map<string, { currency: string; amount: bigint }>();
  function book(delivery: Delivery, kind: Booked['kind'], currency: string, amount: bigint): boolean {
    if (!delivery.answered || delivery.status !== 'RS_OK' || !delivery.transaction_uuid) return false;
    if (!booked.has(delivery.transaction_uuid))
      booked.set(delivery.transaction_uuid, {
        day: new Date().toISOString().slice(0, 10),
        currency,
        kind,
        amount,
      });
    return true;
  }

  /** The day's totals per currency, minor units as decimal text (Hub88 amounts are ×100000). */
  function totalsOf(day: string) {
    const byCurrency = new Map<
      string,
      { bets: bigint; wins: bigint; refunds: bigint; transactions: bigint }
    >();
    for (const entry of booked.values()) {
      if (entry.day !== day) continue;
      const line = byCurrency.get(entry.currency) ?? { bets: 0n, wins: 0n, refunds: 0n, transactions: 0n };
      const minor = entry.amount / 10n ** BigInt(AMOUNT_DIGITS - minorUnitsOf(entry.currency));
      if (entry.kind === 'bet') line.bets += minor;
      else if (entry.kind === 'win') line.wins += minor;
      else line.refunds += minor;
      line.transactions += 1n;
      byCurrency.set(entry.currency, line);
    }
    return {
      day,
      // Nothing settles later here: what was answered is final, so a day is complete at any moment.
      complete: true,
      totals: [...byCurrency].map(([currency, line]) => ({
        currency,
        bets: String(line.bets),
        wins: String(line.wins),
        refunds: String(line.refunds),
        transactions: String(line.transactions),
      })),
    };
  }

  /** Posts one wallet call, resending the same bytes while unanswered when `retry` (see the header). */
  async function deliver(
    path: string,
    body: Record<string, unknown>,
    { retry, lose = 0 }: { retry: boolean; lose?: number },
  ): Promise<Delivery> {
    const text = JSON.stringify(body);
    const signature = sign('sha256', Buffer.from(text), options.hub88PrivateKey).toString('base64');
    const transaction_uuid = typeof body.transaction_uuid === 'string' ? body.transaction_uuid : undefined;
    let toLose = lose;
    const tries: Attempt[] = [];
    let error = 'not sent';
    let attempts = 0;
    while (attempts < options.maxAttempts) {
      attempts += 1;
      let backend: string | null = null;
      try {
        const response = await fetch(`${walletUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
          body: text,
          signal: AbortSignal.timeout(options.callTimeoutMs),
        });
        backend = response.headers.get(BACKEND_HEADER);
        const raw = Buffer.from(await response.arrayBuffer());
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        if (toLose > 0) {
          toLose -= 1;
          throw new Error('answer lost (fault injected)');
        }
        const answer = WalletAnswer.parse(JSON.parse(raw.toString('utf8')));
        const header = response.headers.get(SIGNATURE_HEADER);
        const signed =
          header !== null && verify('sha256', raw, options.operatorPublicKey, Buffer.from(header, 'base64'));
        log(`${path} ${transaction_uuid ?? ''} attempt ${attempts}: ${answer.status}`);
        tries.push({ backend, outcome: answer.status });
        return {
          answered: true,
          transaction_uuid,
          attempts,
          tries,
          status: answer.status,
          balance: answer.balance,
          signed,
        };
      } catch (err) {
        error = reasonOf(err);
        tries.push({ backend, outcome: error });
        log(`${path} ${transaction_uuid ?? ''} attempt ${attempts}: unanswered (${error})`);
        if (!retry) break;
        if (attempts < options.maxAttempts) await delay(options.retryDelayMs);
      }
    }
    return { answered: false, transaction_uuid, attempts, tries, error };
  }

  const common = (launch: Launch) => ({ user: launch.user, token: launch.token, game_code: launch.gameCode });

  function launchOf(id: string): Launch {
    const launch = launches.get(id);
    if (!launch) throw new HttpError(404, `no launch ${id}`);
    return launch;
  }

  async function rollback(round: Round, lose?: number): Promise<Delivery> {
    const delivery = await deliver(
      '/transaction/rollback',
      {
        user: round.launch.user,
        request_uuid: randomUUID(),
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: round.betTx,
        round: round.id,
        game_code: round.launch.gameCode,
      },
      { retry: true, lose },
    );
    const bet = betsBooked.get(round.betTx);
    if (bet) book(delivery, 'refund', bet.currency, bet.amount);
    return delivery;
  }

  async function playRound(input: z.output<typeof RoundRequest>): Promise<RoundReport> {
    const launch = launchOf(input.launch);
    const id = randomUUID();
    const round: Round = {
      id,
      launch,
      betTx: randomUUID(),
      report: { round: id, launch: launch.id, outcome: 'in_play' },
    };
    rounds.set(round.id, round);
    const report = round.report;
    const money = { ...common(launch), round: round.id, currency: launch.currency };
    const bet = await deliver(
      '/transaction/bet',
      {
        ...money,
        request_uuid: randomUUID(),
        transaction_uuid: round.betTx,
        round_closed: false,
        amount: toHub88Amount(input.bet),
        bet: 'spin',
        is_free: false,
      },
      { retry: false, lose: input.loseAnswers.bet },
    );
    report.bet = bet;
    if (book(bet, 'bet', launch.currency, BigInt(toHub88Amount(input.bet))))
      betsBooked.set(round.betTx, { currency: launch.currency, amount: BigInt(toHub88Amount(input.bet)) });
    if (!bet.answered) {
      report.rollback = await rollback(round, input.loseAnswers.rollback);
      report.outcome = 'bet_rolled_back';
      return report;
    }
    if (bet.status !== 'RS_OK') {
      report.outcome = 'bet_refused';
      return report;
    }
    const win = await deliver(
      '/transaction/win',
      {
        ...money,
        request_uuid: randomUUID(),
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: round.betTx,
        round_closed: true,
        amount: toHub88Amount(input.win),
      },
      { retry: true, lose: input.loseAnswers.win },
    );
    report.win = win;
    book(win, 'win', launch.currency, BigInt(toHub88Amount(input.win)));
    report.outcome = !win.answered ? 'win_unanswered' : win.status === 'RS_OK' ? 'played' : 'win_refused';
    return report;
  }

  async function gamePage(launch: Launch): Promise<string> {
    const info = await deliver(
      '/user/info',
      { ...common(launch), request_uuid: randomUUID() },
      { retry: false },
    );
    const balance = await deliver(
      '/user/balance',
      { ...common(launch), request_uuid: randomUUID() },
      { retry: false },
    );
    const shown =
      balance.answered && balance.balance !== undefined
        ? `${(balance.balance / 10 ** AMOUNT_DIGITS).toFixed(2)} ${launch.currency}`
        : 'unavailable';
    const opened = info.answered ? info.status : info.error;
    return (
      `<!doctype html><meta charset="utf-8"><title>Hub88 stand-in</title>` +
      `<h1>Hub88 stand-in: ${escapeHtml(launch.gameCode)}</h1>` +
      `<p>Player ${escapeHtml(launch.user)}, session opened: ${escapeHtml(opened)}, balance: ${escapeHtml(shown)}</p>`
    );
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://standin');
    const route = `${request.method} ${url.pathname}`;
    if (route === 'POST /operator/generic/v2/game/url') {
      const raw = await readBody(request, BODY_LIMIT);
      const header = request.headers[SIGNATURE_HEADER];
      const signed =
        typeof header === 'string' &&
        verify('sha256', raw, options.operatorPublicKey, Buffer.from(header, 'base64'));
      if (!signed) throw new HttpError(401, 'RS_ERROR_INVALID_SIGNATURE');
      const body = parseJson(LaunchRequest, raw);
      if (body.operator_id !== options.operatorId) throw new HttpError(403, 'RS_ERROR_INVALID_PARTNER');
      const launch: Launch = {
        id: randomUUID(),
        user: body.user,
        token: body.token,
        gameCode: body.game_code,
        currency: body.currency,
        platform: body.platform,
        at: new Date().toISOString(),
      };
      launches.set(launch.id, launch);
      log(`launch ${launch.id}: user ${launch.user}, game ${launch.gameCode}`);
      return sendJson(response, 200, { url: `${publicUrl}/games/${launch.id}` });
    }
    const game = /^GET \/games\/([0-9a-f-]{36})$/.exec(route);
    if (game) {
      const html = await gamePage(launchOf(game[1]!));
      response.setHeader('content-type', 'text/html; charset=utf-8');
      return response.end(html);
    }
    if (route === 'GET /standin/health') return sendJson(response, 200, { ok: true });
    if (route === 'GET /standin/totals') {
      const day = url.searchParams.get('day') ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new HttpError(400, 'day=YYYY-MM-DD');
      return sendJson(response, 200, totalsOf(day));
    }
    if (route === 'GET /standin/launches') {
      const user = url.searchParams.get('user');
      return sendJson(
        response,
        200,
        [...launches.values()].filter((launch) => user === null || launch.user === user),
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
    if (route === 'POST /standin/balance') {
      const launch = launchOf(parseJson(BalanceRequest, await readBody(request, BODY_LIMIT)).launch);
      return sendJson(
        response,
        200,
        await deliver('/user/balance', { ...common(launch), request_uuid: randomUUID() }, { retry: true }),
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
  const listening = await listen(server, options.port, options.host);
  publicUrl ??= listening.url;
  return listening;
}

// ── The command line ──────────────────────────────────────────────────────────────────────────────────

const Cli = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(4188),
  host: z.string().default('127.0.0.1'),
  'wallet-url': z.url(),
  keys: z.string().min(1),
  /** HUB88_OPERATOR_ID, as the API is configured with it. */
  'operator-id': z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'a positive integer')
    .transform(Number),
  'public-url': z.url().optional(),
  ...RetryOptions,
});

const main = () =>
  runStandIn(
    'hub88 stand-in',
    Cli,
    { keys: 'HUB88_STANDIN_KEYS', 'operator-id': 'HUB88_OPERATOR_ID' },
    (cli, log) =>
      startHub88StandIn({
        port: cli.port,
        host: cli.host,
        walletUrl: cli['wallet-url'],
        operatorId: cli['operator-id'],
        ...readStandInKeys(cli.keys),
        publicUrl: cli['public-url'],
        ...retrySettings(cli),
        log,
      }),
  );

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
