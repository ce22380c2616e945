import { decimalToMinor, minorToDecimal } from '@lale/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { MoneyService } from '../../../platform/money.ts';
import type { WagerRefusal } from '../../integrity/index.ts';
import { callbackAllow } from '../callback-allow.ts';
import type { GameWalletRepo, ProviderTxRow } from '../repo.ts';
import type { GameWalletService, WalletOutcome } from '../service.ts';
import type { EveryMatrixCredentials } from './config.ts';
import { credentialsCheck } from './credentials.ts';

/*
 * EveryMatrix CasinoEngine OneWallet (PROTOCOLS §4a), one JSON POST at /api/providers/everymatrix/wallet.
 *
 * UNVERIFIED: the protocol is known from ONE public integration, not from EveryMatrix's documents. What
 * that integration shows is followed as written; what it leaves open is decided here, and each such
 * decision has a contract test (test/game-wallet/everymatrix.test.ts) so a real specification can
 * correct it in one place:
 * - `Request` ∈ GetAccount | GetBalance | Wager | Result | Rollback | GetTransactionStatus; every call
 *   carries LoginName, Password and OperatorId (compared in constant time, credentials.ts); every answer
 *   is HTTP 200 with ReturnCode 0 or an error code, and ApiVersion and Request echoed.
 * - SessionId is our game session token (the launch's `_sid`); AccountId our player id (GetAccount
 *   answers it). Wager needs a live session; Result, Rollback, GetBalance and GetTransactionStatus never
 *   check its age (a round in flight always settles).
 * - Amounts and Balance are decimal numbers in the player's currency (1.5 = 1.50 TRY), never floats in
 *   our hands: the JSON text goes straight to minor units.
 * - TransactionId is the idempotency key of Wager and Result. DECIDED: a Rollback's TransactionId names the
 *   Wager it reverses (the integration shows no other id on it); the rollback itself is kept under
 *   `rollback:<id>` (TransactionId never contains ':'), so a resent Rollback is a replay.
 * - RoundStatus "Closed" (any case) closes the round with that call. BonusId, GPId, GPGameId, EMGameId
 *   and Product are read and ignored: the session names the game, and nothing public says a BonusId
 *   makes a wager free, so every Wager debits its Amount.
 * - GetTransactionStatus (the check for a transaction whose answer EveryMatrix never got): 0 with
 *   TransactionStatus Processed | RolledBack | Cancelled (a Rollback came first and reserved the id, no
 *   wager was ever taken) and AccountTransactionId, or 108 when we have no such transaction.
 *
 * Return codes (the integration's six) and why each refusal gets the one it gets:
 * - 103 "user not found": the session names no live player we may take a wager from — unknown or expired
 *   session, AccountId not the session's, and every account state the wager gate refuses (disabled,
 *   blocked, self-excluded, timed out, restricted, unverified, over its session-time limit). The list has
 *   no "blocked" code, and 101 reads as a fault worth retrying, which these are not.
 * - 104 insufficient funds, with the Balance the player has.
 * - 108 transaction not found: a Result for a round we do not know, a Rollback of another player's
 *   wager, a GetTransactionStatus for an id we never saw.
 * - 112 max stake exceeded: the stake is larger than what a limit leaves — the player's own loss or wager
 *   limit, or the running bonus's max bet. A smaller stake may pass, which is what 112 tells the game.
 * - 101 unknown error, with a Message saying which: bad credentials and callers outside
 *   EVERYMATRIX_CALLBACK_ALLOW (nothing more is said to them), malformed requests, a TransactionId reused
 *   with other content, a wager whose id a Rollback already took, a provider or game switched off, a
 *   rollback held for the operator (rollback-after-win.ts: nothing moved), and our own faults.
 */

export const EVERYMATRIX_PATH = '/api/providers/everymatrix/wallet';
const BODY_LIMIT = 32 * 1024;

export const RETURN_CODE = {
  ok: 0,
  unknown: 101,
  userNotFound: 103,
  insufficientFunds: 104,
  transactionNotFound: 108,
  maxStakeExceeded: 112,
} as const;
type ReturnCode = (typeof RETURN_CODE)[keyof typeof RETURN_CODE];
type CodeName = keyof typeof RETURN_CODE;
const CODE_NAME = new Map(Object.entries(RETURN_CODE).map(([name, code]) => [code, name as CodeName]));

const REQUESTS = ['GetAccount', 'GetBalance', 'Wager', 'Result', 'Rollback', 'GetTransactionStatus'] as const;
type RequestName = (typeof REQUESTS)[number];

/** The wager gate's refusals in EveryMatrix's codes (why: the header). */
const REFUSAL: Record<WagerRefusal, [ReturnCode, string]> = {
  session_ended: [RETURN_CODE.userNotFound, 'Session ended'],
  account_disabled: [RETURN_CODE.userNotFound, 'Account may not play'],
  account_blocked: [RETURN_CODE.userNotFound, 'Account may not play'],
  account_self_excluded: [RETURN_CODE.userNotFound, 'Account may not play'],
  account_timed_out: [RETURN_CODE.userNotFound, 'Account may not play'],
  account_restricted: [RETURN_CODE.userNotFound, 'Account may not play'],
  account_unverified: [RETURN_CODE.userNotFound, 'Account may not play'],
  session_limit: [RETURN_CODE.userNotFound, 'Session time limit reached'],
  loss_limit: [RETURN_CODE.maxStakeExceeded, 'Loss limit reached'],
  wager_limit: [RETURN_CODE.maxStakeExceeded, 'Wager limit reached'],
  provider_off: [RETURN_CODE.unknown, 'Game unavailable'],
  game_off: [RETURN_CODE.unknown, 'Game unavailable'],
};

/** The game wallet's other outcomes in EveryMatrix's codes (why: the header). */
const OUTCOME: Record<Exclude<WalletOutcome['status'], 'ok' | 'refused'>, [ReturnCode, string]> = {
  insufficient_funds: [RETURN_CODE.insufficientFunds, 'Insufficient funds'],
  duplicate: [RETURN_CODE.unknown, 'TransactionId already used with other content'],
  rolled_back: [RETURN_CODE.unknown, 'Transaction already rolled back'],
  unknown_bet: [RETURN_CODE.transactionNotFound, 'Transaction not found'],
  bet_limit: [RETURN_CODE.maxStakeExceeded, 'Bonus max stake exceeded'],
  held: [RETURN_CODE.unknown, 'Rollback held for review: the round already has a result'],
};

class Refusal extends Error {
  constructor(
    readonly code: ReturnCode,
    message: string,
    readonly balance?: { minor: bigint; currencyId: number },
  ) {
    super(message);
  }
}

/** An id EveryMatrix may send as a string or a number; never ':' (the rollback's own key uses it). */
const Id = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform(String)
  .pipe(z.string().regex(/^[A-Za-z0-9._-]{1,100}$/));
const AccountId = z
  .union([z.string(), z.number().int().positive()])
  .transform(String)
  .pipe(z.string().regex(/^[1-9][0-9]{0,9}$/))
  .transform(Number);
const Token = z.string().min(1).max(200);
const Amount = z.union([z.number().nonnegative(), z.string().regex(/^\d{1,13}(\.\d{1,6})?$/)]);
const Informational = {
  GPGameId: z.unknown().optional(),
  EMGameId: z.unknown().optional(),
  GPId: z.unknown().optional(),
  Product: z.unknown().optional(),
  BonusId: z.unknown().optional(),
};

const Envelope = z.object({
  Request: z.enum(REQUESTS),
  ApiVersion: z
    .union([z.string().max(20), z.number()])
    .transform(String)
    .optional(),
  LoginName: z.string().max(200),
  Password: z.string().max(200),
  OperatorId: z.union([z.string().max(200), z.number()]).transform(String),
});

const SCHEMAS = {
  GetAccount: z.object({ SessionId: Token }),
  GetBalance: z.object({ SessionId: Token.optional(), AccountId: AccountId.optional() }),
  Wager: z.object({
    SessionId: Token,
    AccountId,
    Amount,
    TransactionId: Id,
    RoundId: Id,
    RoundStatus: z.string().max(20).optional(),
    ...Informational,
  }),
  Result: z.object({
    SessionId: Token,
    AccountId,
    Amount,
    TransactionId: Id,
    RoundId: Id,
    RoundStatus: z.string().max(20).optional(),
    ...Informational,
  }),
  Rollback: z.object({
    SessionId: Token.optional(),
    AccountId,
    TransactionId: Id,
    RoundId: Id.optional(),
    ...Informational,
  }),
  GetTransactionStatus: z.object({
    SessionId: Token.optional(),
    AccountId: AccountId.optional(),
    TransactionId: Id,
  }),
} satisfies Record<RequestName, z.ZodType>;

type Call<R extends RequestName> = z.output<(typeof SCHEMAS)[R]>;

export type EveryMatrixOptions = {
  games: GameWalletService;
  repo: GameWalletRepo;
  money: MoneyService;
  credentials: EveryMatrixCredentials;
  /** EVERYMATRIX_CALLBACK_ALLOW: the addresses EveryMatrix calls from; undefined: any. */
  callbackAllow?: readonly string[];
  /** Told of every call answered: the Request and the return code's name (the metrics). */
  onCallback?: (request: string, code: string) => void;
};

/** The key the rollback of wager `id` is kept under (an EveryMatrix id never contains ':'). */
export const rollbackKey = (wagerTx: string) => `rollback:${wagerTx}`;

const isClosed = (status: string | undefined) => status?.toLowerCase() === 'closed';

/** What GetTransactionStatus says of a transaction row. */
function statusOf(row: ProviderTxRow): 'Processed' | 'RolledBack' | 'Cancelled' {
  if (row.tombstone) return 'Cancelled';
  return row.rolledBack ? 'RolledBack' : 'Processed';
}

export const everyMatrixRoutes: FastifyPluginAsync<EveryMatrixOptions> = async (
  app,
  { games, repo, money, credentials, callbackAllow: allowList, onCallback = () => {} },
) => {
  const allowed = callbackAllow(allowList);
  const credentialsMatch = credentialsCheck(credentials);
  // Any body is read as text and parsed here, so broken JSON is answered in EveryMatrix's terms too.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  let everyMatrixId: number | undefined;
  /** The EveryMatrix provider row: its ids (transactions, rounds) are kept apart from Hub88's. */
  async function providerId(): Promise<number> {
    everyMatrixId ??= await repo.providerId('EveryMatrix');
    if (everyMatrixId === undefined) throw new Error("the catalogue has no 'EveryMatrix' provider row");
    return everyMatrixId;
  }

  /** Balance and Currency as answered: cash and bonus together, as the game shows one balance. */
  async function balanceFields(currencyId: number, minor: bigint) {
    const currency = await money.currency(currencyId);
    return { Balance: minorToDecimal(minor, currency.minorUnits), Currency: currency.code };
  }

  async function currentBalance(playerId: number, currencyId: number) {
    const { cash, bonus } = await games.balances(playerId, currencyId);
    return balanceFields(currencyId, cash + bonus);
  }

  /** The session a call names, for `playerId` when given; `anyAge` for calls that settle a round. */
  async function sessionOf(token: string, playerId: number | undefined, { anyAge }: { anyAge: boolean }) {
    const session = await games.session(token, { anyAge });
    if (session === 'expired') throw new Refusal(RETURN_CODE.userNotFound, 'Session expired');
    if (!session || (playerId !== undefined && session.playerId !== playerId))
      throw new Refusal(RETURN_CODE.userNotFound, 'Session not found');
    return session;
  }

  async function playerOf(playerId: number) {
    const player = await repo.player(playerId);
    if (!player) throw new Refusal(RETURN_CODE.userNotFound, 'User not found');
    return player;
  }

  async function minorOf(amount: string | number, currencyId: number): Promise<bigint> {
    const minor = decimalToMinor(amount, (await money.currency(currencyId)).minorUnits);
    if (minor === null) throw new Refusal(RETURN_CODE.unknown, 'Invalid Amount');
    return minor;
  }

  /** A money call's answer: ok with our transaction id and the balance, or its refusal. */
  async function settled(outcome: WalletOutcome, who: { playerId: number; currencyId: number }) {
    if (outcome.status === 'refused') {
      const [code, message] = REFUSAL[outcome.reason];
      throw new Refusal(code, message);
    }
    if (outcome.status === 'insufficient_funds') {
      const { cash, bonus } = outcome.balances;
      const [code, message] = OUTCOME.insufficient_funds;
      throw new Refusal(code, message, { minor: cash + bonus, currencyId: who.currencyId });
    }
    if (outcome.status !== 'ok') {
      const [code, message] = OUTCOME[outcome.status];
      throw new Refusal(code, message);
    }
    const { cash, bonus } = outcome.balances;
    return {
      ...(await balanceFields(who.currencyId, cash + bonus)),
      AccountTransactionId: String(outcome.transactionId),
    };
  }

  const HANDLERS: { [R in RequestName]: (call: Call<R>) => Promise<Record<string, unknown>> } = {
    async GetAccount(call) {
      const session = await sessionOf(call.SessionId, undefined, { anyAge: false });
      // A launch that died (logout, block, provider or game off) does not open.
      const refusal = await games.frameRefusal(session.id);
      if (refusal) throw new Refusal(...REFUSAL[refusal]);
      return {
        SessionId: call.SessionId,
        AccountId: String(session.playerId),
        ...(await currentBalance(session.playerId, session.currencyId)),
      };
    },

    async GetBalance(call) {
      if (call.SessionId === undefined && call.AccountId === undefined)
        throw new Refusal(RETURN_CODE.unknown, 'SessionId or AccountId is required');
      const who =
        call.SessionId !== undefined
          ? await sessionOf(call.SessionId, call.AccountId, { anyAge: true })
          : await playerOf(call.AccountId!).then((p) => ({ playerId: p.id, currencyId: p.currencyId }));
      return {
        ...(call.SessionId !== undefined ? { SessionId: call.SessionId } : {}),
        AccountId: String(who.playerId),
        ...(await currentBalance(who.playerId, who.currencyId)),
      };
    },

    async Wager(call) {
      const session = await sessionOf(call.SessionId, call.AccountId, { anyAge: false });
      const outcome = await games.bet({
        providerId: await providerId(),
        providerTx: call.TransactionId,
        providerRound: call.RoundId,
        playerId: session.playerId,
        currencyId: session.currencyId,
        gameId: session.gameId,
        amountMinor: await minorOf(call.Amount, session.currencyId),
        roundClosed: isClosed(call.RoundStatus),
        stakePath: 'everymatrix.wager',
        gameSessionId: session.id,
      });
      return { SessionId: call.SessionId, ...(await settled(outcome, session)) };
    },

    async Result(call) {
      const session = await sessionOf(call.SessionId, call.AccountId, { anyAge: true });
      const outcome = await games.win({
        providerId: await providerId(),
        providerTx: call.TransactionId,
        providerRound: call.RoundId,
        playerId: session.playerId,
        currencyId: session.currencyId,
        gameId: session.gameId,
        amountMinor: await minorOf(call.Amount, session.currencyId),
        roundClosed: isClosed(call.RoundStatus),
      });
      return { SessionId: call.SessionId, ...(await settled(outcome, session)) };
    },

    async Rollback(call) {
      const player = await playerOf(call.AccountId);
      if (call.SessionId !== undefined) await sessionOf(call.SessionId, player.id, { anyAge: true });
      const who = { playerId: player.id, currencyId: player.currencyId };
      const outcome = await games.rollback({
        providerId: await providerId(),
        providerTx: rollbackKey(call.TransactionId),
        ...who,
        referenceTx: call.TransactionId,
        heldAnswer: `${OUTCOME.held[0]} ${OUTCOME.held[1]}`,
      });
      return {
        ...(call.SessionId !== undefined ? { SessionId: call.SessionId } : {}),
        ...(await settled(outcome, who)),
      };
    },

    async GetTransactionStatus(call) {
      const row = await repo.transactionByProviderTx(repo.executor, await providerId(), call.TransactionId);
      if (!row || (call.AccountId !== undefined && row.playerId !== call.AccountId))
        throw new Refusal(RETURN_CODE.transactionNotFound, 'Transaction not found');
      const player = await playerOf(row.playerId);
      return {
        ...(call.SessionId !== undefined ? { SessionId: call.SessionId } : {}),
        TransactionId: call.TransactionId,
        TransactionStatus: statusOf(row),
        ...(row.tombstone ? {} : { AccountTransactionId: String(row.id) }),
        ...(await currentBalance(player.id, player.currencyId)),
      };
    },
  };

  app.post(EVERYMATRIX_PATH, { schema: { hide: true } }, async (request, reply) => {
    let envelope: z.output<typeof Envelope> | undefined;
    let body: { ReturnCode: ReturnCode; Message: string } & Record<string, unknown>;
    try {
      // A caller outside the allow-list is answered as one with wrong credentials: it is not EveryMatrix.
      if (!allowed(request.ip)) {
        request.log.warn({ ip: request.ip }, 'everymatrix call from an address not allowed');
        throw new Refusal(RETURN_CODE.unknown, 'Authentication failed');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(typeof request.body === 'string' ? request.body : '');
      } catch {
        throw new Refusal(RETURN_CODE.unknown, 'Malformed JSON');
      }
      const head = Envelope.safeParse(parsed);
      if (!head.success) throw new Refusal(RETURN_CODE.unknown, 'Invalid request');
      envelope = head.data;
      const { LoginName, Password, OperatorId } = envelope;
      if (!credentialsMatch({ loginName: LoginName, password: Password, operatorId: OperatorId })) {
        request.log.warn({ ip: request.ip }, 'everymatrix call with wrong credentials');
        envelope = undefined; // nothing of the call is echoed to a caller that is not EveryMatrix
        throw new Refusal(RETURN_CODE.unknown, 'Authentication failed');
      }
      const call = SCHEMAS[envelope.Request].safeParse(parsed);
      if (!call.success) throw new Refusal(RETURN_CODE.unknown, 'Invalid request');
      const handle = HANDLERS[envelope.Request] as (call: unknown) => Promise<Record<string, unknown>>;
      body = { ...(await handle(call.data)), ReturnCode: RETURN_CODE.ok, Message: 'Success' };
    } catch (err) {
      const refusal =
        err instanceof Refusal ? err : new Refusal(RETURN_CODE.unknown, 'Internal error, please retry');
      if (!(err instanceof Refusal)) request.log.error({ err }, 'everymatrix wallet call failed');
      body = {
        ReturnCode: refusal.code,
        Message: refusal.message,
        ...(refusal.balance ? await balanceFields(refusal.balance.currencyId, refusal.balance.minor) : {}),
      };
    }
    const answer = { ApiVersion: envelope?.ApiVersion ?? '1.0', Request: envelope?.Request ?? null, ...body };
    onCallback(envelope?.Request ?? 'unknown', CODE_NAME.get(body.ReturnCode) ?? 'unknown');
    return reply.code(200).type('application/json; charset=utf-8').send(JSON.stringify(answer));
  });
};
