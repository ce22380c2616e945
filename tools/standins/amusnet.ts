import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
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
 * A stand-alone process that plays Amusnet (ex-EGT Interactive) towards our API the way its game server
 * does (PROTOCOLS §4c), for the production configuration, where no sandbox is mounted: the API is
 * configured with this process's /game page as AMUSNET_LAUNCH_URL and with the credentials given here.
 *
 *   AMUSNET_PASSWORD=… npx tsx tools/standins/amusnet.ts --port 4195 \
 *     --wallet-url http://127.0.0.1:3100 --username lale-amusnet --portal-code Lale_TRY
 *
 * Amusnet's side:
 * - GET /game?defenceCode&playerId&portalCode&gameId&… — the play frame our launch URL opens. It sends
 *   AuthRequest with the DefenceCode and a new SessionId of its own (as Amusnet's game server does) and
 *   shows the player's balance, or the refusal (a DefenceCode used twice or too old is refused by us).
 * - Wallet calls: XML POSTs to `--wallet-url` (our /api/providers/amusnet; a URL without a path gets it),
 *   with the UserName, Password and PortalCode in the body. A Deposit that got no answer (timeout, broken
 *   connection, HTTP error, a body that is not XML) is sent again byte for byte until answered
 *   (--max-attempts); a Withdraw that got none is not resent but cancelled with a ROUND_CANCEL deposit
 *   (retried likewise), so a stake whose answer was lost never stands.
 *
 * The control API, for tests (bound to --host, loopback by default):
 * - GET  /standin/sessions[?player=]   sessions opened by the game page, newest last
 * - POST /standin/rounds               { session, bet, win, combined?, loseAnswers? } one round: a Withdraw
 *                                      then a Deposit ROUND_END (or one WithdrawAndDeposit); minor units
 * - POST /standin/cancel               { round } a ROUND_CANCEL of a round's stake
 * - POST /standin/balance              { session } GetPlayerBalance
 */

export const AMUSNET_WALLET_PATH = '/api/providers/amusnet';
const BODY_LIMIT = 64 * 1024;

type Session = {
  id: string;
  playerId: string;
  gameId: string;
  currency: string;
  balance: string;
  at: string;
};
type Answer = { name: string; fields: Record<string, string> };
export type Delivery = {
  answered: boolean;
  attempts: number;
  code?: string;
  balance?: string;
  error?: string;
};
export type AmusnetRound = {
  round: string;
  session: string;
  bet: number;
  withdraw?: Delivery;
  deposit?: Delivery;
  cancel?: Delivery;
  outcome: 'settled' | 'refused' | 'cancelled' | 'unsettled';
};

const Amount = z.number().int().min(0).max(1e12);
const LoseAnswers = z
  .object({ withdraw: z.number().int().min(0).optional(), deposit: z.number().int().min(0).optional() })
  .default({});
const RoundRequest = z.object({
  session: z.string(),
  bet: Amount,
  win: Amount,
  combined: z.boolean().default(false),
  loseAnswers: LoseAnswers,
});

const parser = new XMLParser({ ignoreDeclaration: true, parseTagValue: false, processEntities: true });
const builder = new XMLBuilder({ format: false });

export type AmusnetStandInOptions = {
  port: number;
  host: string;
  walletUrl: string;
  username: string;
  password: string;
  portalCode: string;
  callTimeoutMs: number;
  maxAttempts: number;
  retryDelayMs: number;
  log?: (line: string) => void;
};

export async function startAmusnetStandIn(options: AmusnetStandInOptions) {
  const log = options.log ?? (() => {});
  const base = new URL(options.walletUrl);
  const walletUrl = base.pathname === '/' ? `${base.origin}${AMUSNET_WALLET_PATH}` : options.walletUrl;
  const sessions = new Map<string, Session>();
  const rounds = new Map<string, AmusnetRound>();

  /** One call's XML, built by the library (values escaped), credentials first as Amusnet sends them. */
  const xmlOf = (name: string, fields: Record<string, string | number>) =>
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${
      builder.build({
        [name]: {
          UserName: options.username,
          Password: options.password,
          ...fields,
          PortalCode: options.portalCode,
        },
      }) as string
    }`;

  async function post(xml: string): Promise<Answer> {
    const response = await fetch(walletUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      body: xml,
      signal: AbortSignal.timeout(options.callTimeoutMs),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const doc = parser.parse(text) as Record<string, Record<string, string>>;
    const name = Object.keys(doc)[0];
    if (!name || typeof doc[name] !== 'object') throw new Error('the answer is not XML');
    return { name, fields: doc[name] };
  }

  /** Sends `xml`; `retry`: again, the same bytes, until answered. `lose`: answers thrown away after arriving. */
  async function deliver(
    xml: string,
    { retry, lose = 0 }: { retry: boolean; lose?: number },
  ): Promise<Delivery> {
    let toLose = lose;
    let attempts = 0;
    let error = 'not sent';
    while (attempts < options.maxAttempts) {
      attempts += 1;
      try {
        const answer = await post(xml);
        if (toLose > 0) {
          toLose -= 1;
          throw new Error('answer lost (fault injected)');
        }
        return { answered: true, attempts, code: answer.fields.ErrorCode, balance: answer.fields.Balance };
      } catch (err) {
        error = reasonOf(err);
        log(`attempt ${attempts} unanswered: ${error}`);
        if (!retry) break;
        await delay(options.retryDelayMs);
      }
    }
    return { answered: false, attempts, error };
  }

  const accepted = (d: Delivery | undefined) =>
    d?.answered === true && (d.code === '1000' || d.code === '1100');

  function sessionOf(id: string) {
    const session = sessions.get(id);
    if (!session) throw new HttpError(404, `no session ${id}`);
    return session;
  }

  const money = (session: Session, fields: Record<string, string | number>) => ({
    PlayerId: session.playerId,
    SessionId: session.id,
    GameId: session.gameId,
    Currency: session.currency,
    ...fields,
  });

  async function cancel(round: AmusnetRound): Promise<Delivery> {
    const session = sessionOf(round.session);
    const xml = xmlOf(
      'DepositRequest',
      money(session, {
        TransferId: `${round.round}-cancel`,
        GameNumber: round.round,
        Amount: round.bet,
        Reason: 'ROUND_CANCEL',
      }),
    );
    round.cancel = await deliver(xml, { retry: true });
    if (accepted(round.cancel)) round.outcome = 'cancelled';
    return round.cancel;
  }

  async function playRound(input: z.output<typeof RoundRequest>): Promise<AmusnetRound> {
    const session = sessionOf(input.session);
    const round: AmusnetRound = {
      round: String(Date.now()) + String(rounds.size),
      session: session.id,
      bet: input.bet,
      outcome: 'unsettled',
    };
    rounds.set(round.round, round);
    if (input.combined) {
      const xml = xmlOf(
        'WithdrawAndDepositRequest',
        money(session, {
          TransferId: `${round.round}-wd`,
          GameNumber: round.round,
          Amount: input.bet,
          WinAmount: input.win,
          Reason: 'ROUND_END',
        }),
      );
      // One call carrying the stake: like a Withdraw, cancelled when unanswered.
      round.withdraw = await deliver(xml, { retry: false, lose: input.loseAnswers.withdraw });
      if (!round.withdraw.answered) await cancel(round);
      else round.outcome = accepted(round.withdraw) ? 'settled' : 'refused';
      return round;
    }
    round.withdraw = await deliver(
      xmlOf(
        'WithdrawRequest',
        money(session, {
          TransferId: `${round.round}-w`,
          GameNumber: round.round,
          Amount: input.bet,
          Reason: 'ROUND_BEGIN',
        }),
      ),
      { retry: false, lose: input.loseAnswers.withdraw },
    );
    if (!round.withdraw.answered) {
      await cancel(round);
      return round;
    }
    if (!accepted(round.withdraw)) {
      round.outcome = 'refused';
      return round;
    }
    round.deposit = await deliver(
      xmlOf(
        'DepositRequest',
        money(session, {
          TransferId: `${round.round}-d`,
          GameNumber: round.round,
          Amount: input.win,
          Reason: 'ROUND_END',
        }),
      ),
      { retry: true, lose: input.loseAnswers.deposit },
    );
    if (accepted(round.deposit)) round.outcome = 'settled';
    return round;
  }

  /** The play frame: authenticates with the launch's DefenceCode under a new SessionId. */
  async function gamePage(query: URLSearchParams): Promise<string> {
    const playerId = query.get('playerId') ?? '';
    const gameId = query.get('gameId') ?? '';
    const id = randomUUID().replace(/-/g, '');
    let shown: string;
    try {
      const answer = await post(
        xmlOf('AuthRequest', {
          PlayerId: playerId,
          DefenceCode: query.get('defenceCode') ?? '',
          SessionId: id,
        }),
      );
      if (answer.fields.ErrorCode === '1000') {
        const session: Session = {
          id,
          playerId,
          gameId,
          currency: answer.fields.Currency ?? 'TRY',
          balance: answer.fields.Balance ?? '',
          at: new Date().toISOString(),
        };
        sessions.set(id, session);
        log(`session ${id}: player ${playerId}, game ${gameId}`);
        shown = `session ${id}, balance ${session.balance} ${session.currency}`;
      } else shown = `refused: ${answer.fields.ErrorCode} ${answer.fields.ErrorMessage ?? ''}`;
    } catch (err) {
      shown = `no answer: ${reasonOf(err)}`;
    }
    return (
      `<!doctype html><meta charset="utf-8"><title>Amusnet stand-in</title>` +
      `<h1>Amusnet stand-in: ${escapeHtml(gameId)}</h1>` +
      `<p>Player ${escapeHtml(playerId)}: <span id="status">${escapeHtml(shown)}</span></p>`
    );
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://standin');
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /game') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      return response.end(await gamePage(url.searchParams));
    }
    if (route === 'GET /standin/health') return sendJson(response, 200, { ok: true });
    if (route === 'GET /standin/sessions') {
      const player = url.searchParams.get('player');
      return sendJson(
        response,
        200,
        [...sessions.values()].filter((s) => player === null || s.playerId === player),
      );
    }
    if (route === 'POST /standin/rounds')
      return sendJson(
        response,
        200,
        await playRound(parseJson(RoundRequest, await readBody(request, BODY_LIMIT))),
      );
    if (route === 'POST /standin/cancel') {
      const input = parseJson(z.object({ round: z.string() }), await readBody(request, BODY_LIMIT));
      const round = rounds.get(input.round);
      if (!round) throw new HttpError(404, `no round ${input.round}`);
      await cancel(round);
      return sendJson(response, 200, round);
    }
    if (route === 'POST /standin/balance') {
      const session = sessionOf(
        parseJson(z.object({ session: z.string() }), await readBody(request, BODY_LIMIT)).session,
      );
      const xml = xmlOf('GetPlayerBalanceRequest', {
        PlayerId: session.playerId,
        SessionId: session.id,
        Currency: session.currency,
        GameId: session.gameId,
      });
      return sendJson(response, 200, await deliver(xml, { retry: true }));
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
  port: z.coerce.number().int().min(0).max(65535).default(4195),
  host: z.string().default('127.0.0.1'),
  'wallet-url': z.url(),
  username: z.string().min(1),
  password: z.string().min(1),
  'portal-code': z.string().min(1),
  ...RetryOptions,
});

const main = () =>
  runStandIn(
    'amusnet stand-in',
    Cli,
    { username: 'AMUSNET_USERNAME', password: 'AMUSNET_PASSWORD', 'portal-code': 'AMUSNET_PORTAL_CODE' },
    (cli, log) =>
      startAmusnetStandIn({
        port: cli.port,
        host: cli.host,
        walletUrl: cli['wallet-url'],
        username: cli.username,
        password: cli.password,
        portalCode: cli['portal-code'],
        ...retrySettings(cli),
        log,
      }),
  );

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
