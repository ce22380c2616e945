import type { KeyObject } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { MoneyService } from '../../../platform/money.ts';
import { acceptRawBodies, rawBodyOf } from '../../../platform/raw-body.ts';
import { callbackAllow } from '../callback-allow.ts';
import type { WagerRefusal } from '../../integrity/index.ts';
import type { GameWalletRepo } from '../repo.ts';
import type { GameWalletService, WalletOutcome } from '../service.ts';
import { HUB88_SIGNATURE_HEADER, hub88Sign, hub88ToMinor, hub88Verify, minorToHub88 } from './signature.ts';

/*
 * Hub88's operator wallet API (PROTOCOLS §2), mounted at /api/providers/hub88: /user/info,
 * /user/balance, /transaction/bet, /transaction/win, /transaction/rollback. Every call is signed by Hub88
 * over its raw body; every answer is HTTP 200 with a status in the body, signed by us. `user` is our
 * player id; `token` the game session the launch issued. In development the five providers without a
 * wallet protocol of ours reach us through this one too (an aggregator's route), so a session's game may
 * belong to any provider; transaction and round ids are Hub88's, unique within Hub88.
 */

export const HUB88_PATH = '/api/providers/hub88';
const BODY_LIMIT = 64 * 1024;

type Status =
  | 'RS_OK'
  | 'RS_ERROR_UNKNOWN'
  | 'RS_ERROR_INVALID_TOKEN'
  | 'RS_ERROR_INVALID_GAME'
  | 'RS_ERROR_WRONG_CURRENCY'
  | 'RS_ERROR_NOT_ENOUGH_MONEY'
  | 'RS_ERROR_USER_DISABLED'
  | 'RS_ERROR_INVALID_SIGNATURE'
  | 'RS_ERROR_TOKEN_EXPIRED'
  | 'RS_ERROR_WRONG_SYNTAX'
  | 'RS_ERROR_WRONG_TYPES'
  | 'RS_ERROR_DUPLICATE_TRANSACTION'
  | 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'
  | 'RS_ERROR_TRANSACTION_ROLLED_BACK';

const id = z.string().min(1).max(100);
const Base = z.object({
  request_uuid: id,
  user: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .optional(),
  token: z.string().min(1).max(200).optional(),
});
const UserSchema = Base.extend({
  token: z.string().min(1).max(200),
  game_code: z.string().max(100).optional(),
});
const BalanceSchema = Base.extend({
  user: Base.shape.user.unwrap(),
  game_code: z.string().max(100).optional(),
});
const MoneySchema = Base.extend({
  user: Base.shape.user.unwrap(),
  token: z.string().min(1).max(200),
  transaction_uuid: id,
  round: id,
  round_closed: z.boolean().optional().default(false),
  currency: z.string().length(3),
  game_code: z.string().min(1).max(100),
  amount: z.number().int().min(0),
});
const BetSchema = MoneySchema.extend({
  bet: z.string().nullable().optional(),
  is_free: z.boolean().optional(),
  /** A supplier-funded promotion's bet (Hub88, since 2025): a free round like is_free (PROTOCOLS §4f). */
  is_supplier_promo: z.boolean().optional(),
});
const WinSchema = MoneySchema.extend({ reference_transaction_uuid: id });
const RollbackSchema = Base.extend({
  user: Base.shape.user.unwrap(),
  transaction_uuid: id,
  reference_transaction_uuid: id,
  round: id.optional(),
  game_code: z.string().max(100).optional(),
});

/** The wager gate's refusals in Hub88's words (PROTOCOLS §2). */
const REFUSAL_STATUS: Record<WagerRefusal, Status> = {
  session_ended: 'RS_ERROR_INVALID_TOKEN',
  account_disabled: 'RS_ERROR_USER_DISABLED',
  account_blocked: 'RS_ERROR_USER_DISABLED',
  account_self_excluded: 'RS_ERROR_USER_DISABLED',
  account_timed_out: 'RS_ERROR_USER_DISABLED',
  account_restricted: 'RS_ERROR_USER_DISABLED',
  account_unverified: 'RS_ERROR_USER_DISABLED',
  provider_off: 'RS_ERROR_INVALID_GAME',
  game_off: 'RS_ERROR_INVALID_GAME',
  // Hub88 has no status for a player's own limit; the round is refused as for a player who may not bet
  // now, and the game shows its generic message (our site tells the player which limit).
  loss_limit: 'RS_ERROR_USER_DISABLED',
  wager_limit: 'RS_ERROR_USER_DISABLED',
  session_limit: 'RS_ERROR_USER_DISABLED',
};

const OUTCOME_STATUS: Record<Exclude<WalletOutcome['status'], 'ok' | 'refused'>, Status> = {
  insufficient_funds: 'RS_ERROR_NOT_ENOUGH_MONEY',
  duplicate: 'RS_ERROR_DUPLICATE_TRANSACTION',
  rolled_back: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  unknown_bet: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  bet_limit: 'RS_ERROR_UNKNOWN',
  // A rollback of a bet a win already settled (rollback-after-win.ts). Hub88 rolls back a bet whose
  // call failed and retries a win until it succeeds, so such a bet never failed: Hub88 documents no
  // status for this, and RS_ERROR_UNKNOWN is its "general error status, for cases without a special
  // error code". The call is kept for the operator; nothing moved.
  held: 'RS_ERROR_UNKNOWN',
};

export type Hub88Options = {
  games: GameWalletService;
  repo: GameWalletRepo;
  money: MoneyService;
  /** Hub88's public key: its calls are signed with the private half. */
  hub88Key: KeyObject;
  /** Our private key: answers are signed with it. */
  operatorKey: KeyObject;
  /** HUB88_CALLBACK_ALLOW: the addresses Hub88 calls from; undefined: any. */
  callbackAllow?: readonly string[];
  /** Told of every call answered: its path (`transaction/bet`) and the status answered (the metrics). */
  onCallback?: (call: string, status: Status) => void;
};

class Refusal extends Error {
  constructor(readonly status: Status) {
    super(status);
  }
}

export const hub88Routes: FastifyPluginAsync<Hub88Options> = async (
  app,
  { games, repo, money, hub88Key, operatorKey, callbackAllow: allowList, onCallback = () => {} },
) => {
  acceptRawBodies(app, BODY_LIMIT);
  const allowed = callbackAllow(allowList);

  let hub88Id: number | undefined;
  async function providerId(): Promise<number> {
    hub88Id ??= await repo.providerId('Hub88');
    if (hub88Id === undefined) throw new Error("the catalogue has no 'Hub88' provider row");
    return hub88Id;
  }

  function send(reply: FastifyReply, body: Record<string, unknown>) {
    const text = JSON.stringify(body);
    return reply
      .code(200)
      .type('application/json; charset=utf-8')
      .header(HUB88_SIGNATURE_HEADER, hub88Sign(text, operatorKey))
      .send(text);
  }

  /** The player's session for a money call; wins and rollbacks never check its age (PROTOCOLS §2). */
  async function sessionFor(token: string | undefined, user: string, { anyAge }: { anyAge: boolean }) {
    if (!token) throw new Refusal('RS_ERROR_INVALID_TOKEN');
    const session = await games.session(token, { anyAge });
    if (session === 'expired') throw new Refusal('RS_ERROR_TOKEN_EXPIRED');
    if (!session || String(session.playerId) !== user) throw new Refusal('RS_ERROR_INVALID_TOKEN');
    return session;
  }

  async function answer(
    user: string,
    requestUuid: string,
    currencyId: number,
    outcome: WalletOutcome | { status: 'ok'; balances: { cash: bigint; bonus: bigint } },
  ) {
    const currency = await money.currency(currencyId);
    if (outcome.status === 'refused') throw new Refusal(REFUSAL_STATUS[outcome.reason]);
    if (outcome.status !== 'ok' && outcome.status !== 'insufficient_funds')
      throw new Refusal(OUTCOME_STATUS[outcome.status]);
    const status: Status = outcome.status === 'ok' ? 'RS_OK' : 'RS_ERROR_NOT_ENOUGH_MONEY';
    const { cash, bonus } = outcome.balances;
    return {
      user,
      status,
      request_uuid: requestUuid,
      currency: currency.code,
      balance: minorToHub88(cash + bonus, currency.minorUnits),
    };
  }

  function route<S extends z.ZodType>(
    path: string,
    schema: S,
    handle: (body: z.output<S>) => Promise<Record<string, unknown>>,
  ) {
    app.post(`${HUB88_PATH}${path}`, { schema: { hide: true } }, async (request, reply) => {
      const raw = rawBodyOf(request.body);
      let requestUuid: unknown;
      try {
        // A caller outside the allow-list is answered like a wrong signature: it is not Hub88.
        if (!allowed(request.ip)) {
          request.log.warn({ ip: request.ip, path }, 'hub88 call from an address not allowed');
          throw new Refusal('RS_ERROR_INVALID_SIGNATURE');
        }
        const parsed: unknown = JSON.parse(raw.toString('utf8'));
        requestUuid = (parsed as { request_uuid?: unknown } | null)?.request_uuid;
        if (!hub88Verify(raw, request.headers[HUB88_SIGNATURE_HEADER] as string | undefined, hub88Key))
          throw new Refusal('RS_ERROR_INVALID_SIGNATURE');
        const body = schema.safeParse(parsed);
        if (!body.success) throw new Refusal('RS_ERROR_WRONG_TYPES');
        const answer = await handle(body.data);
        onCallback(path.slice(1), answer.status as Status);
        return send(reply, answer);
      } catch (err) {
        const status: Status =
          err instanceof Refusal
            ? err.status
            : err instanceof SyntaxError
              ? 'RS_ERROR_WRONG_SYNTAX'
              : 'RS_ERROR_UNKNOWN';
        if (status === 'RS_ERROR_UNKNOWN') request.log.error({ err }, 'hub88 wallet call failed');
        onCallback(path.slice(1), status);
        const uuid = typeof requestUuid === 'string' ? requestUuid : null;
        // A wrong signature says nothing more: the caller is not known to be Hub88.
        return send(reply, { status, request_uuid: uuid });
      }
    });
  }

  async function amountOf(amount: number, currencyId: number, code: string) {
    const currency = await money.currency(currencyId);
    if (currency.code !== code) throw new Refusal('RS_ERROR_WRONG_CURRENCY');
    const minor = hub88ToMinor(amount, currency.minorUnits);
    if (minor === null) throw new Refusal('RS_ERROR_WRONG_TYPES');
    return minor;
  }

  async function gameMatches(gameId: number, code: string | undefined) {
    const game = await repo.gameFacts(gameId);
    if (!game || (code !== undefined && game.gameCode !== code)) throw new Refusal('RS_ERROR_INVALID_GAME');
  }

  route('/user/info', UserSchema, async (body) => {
    const session = await games.session(body.token);
    if (session === 'expired') throw new Refusal('RS_ERROR_TOKEN_EXPIRED');
    if (!session || (body.user !== undefined && String(session.playerId) !== body.user))
      throw new Refusal('RS_ERROR_INVALID_TOKEN');
    // A launch that died (logout, password change, block, provider or game off) does not open.
    const refusal = await games.frameRefusal(session.id);
    if (refusal) throw new Refusal(REFUSAL_STATUS[refusal]);
    return {
      user: String(session.playerId),
      status: 'RS_OK',
      request_uuid: body.request_uuid,
      country: 'TR',
    };
  });

  route('/user/balance', BalanceSchema, async (body) => {
    const player = await repo.player(Number(body.user));
    if (!player) throw new Refusal('RS_ERROR_INVALID_TOKEN');
    const balances = await games.balances(player.id, player.currencyId);
    return answer(body.user, body.request_uuid, player.currencyId, { status: 'ok', balances });
  });

  route('/transaction/bet', BetSchema, async (body) => {
    const session = await sessionFor(body.token, body.user, { anyAge: false });
    await gameMatches(session.gameId, body.game_code);
    const amountMinor = await amountOf(body.amount, session.currencyId, body.currency);
    const outcome = await games.bet({
      providerId: await providerId(),
      providerTx: body.transaction_uuid,
      providerRound: body.round,
      playerId: session.playerId,
      currencyId: session.currencyId,
      gameId: session.gameId,
      amountMinor,
      roundClosed: body.round_closed,
      free: body.is_free === true || body.is_supplier_promo === true,
      stakePath: 'hub88.bet',
      gameSessionId: session.id,
    });
    return answer(body.user, body.request_uuid, session.currencyId, outcome);
  });

  route('/transaction/win', WinSchema, async (body) => {
    const session = await sessionFor(body.token, body.user, { anyAge: true });
    await gameMatches(session.gameId, body.game_code);
    const amountMinor = await amountOf(body.amount, session.currencyId, body.currency);
    const outcome = await games.win({
      providerId: await providerId(),
      providerTx: body.transaction_uuid,
      providerRound: body.round,
      playerId: session.playerId,
      currencyId: session.currencyId,
      gameId: session.gameId,
      amountMinor,
      roundClosed: body.round_closed,
      referenceTx: body.reference_transaction_uuid,
    });
    return answer(body.user, body.request_uuid, session.currencyId, outcome);
  });

  route('/transaction/rollback', RollbackSchema, async (body) => {
    const player = await repo.player(Number(body.user));
    if (!player) throw new Refusal('RS_ERROR_INVALID_TOKEN');
    const outcome = await games.rollback({
      providerId: await providerId(),
      providerTx: body.transaction_uuid,
      playerId: player.id,
      currencyId: player.currencyId,
      referenceTx: body.reference_transaction_uuid,
      heldAnswer: OUTCOME_STATUS.held,
    });
    return answer(body.user, body.request_uuid, player.currencyId, outcome);
  });
};
