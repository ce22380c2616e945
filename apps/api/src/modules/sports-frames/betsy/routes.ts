import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { MoneyService } from '../../../platform/money.ts';
import { acceptRawBodies, rawBodyOf } from '../../../platform/raw-body.ts';
import type { WagerRefusal } from '../../integrity/index.ts';
import { callbackAllow } from '../../game-wallet/index.ts';
import type { SportsFrameConfig } from '../config.ts';
import type { FrameOutcome, FrameWallet } from '../service.ts';
import type { FrameTokens } from '../tokens.ts';
import { JWS_HEADER, signDetachedJws, verifyDetachedJws } from './jws.ts';
import {
  BalanceRequest,
  BETSY_CODES,
  BETSY_MESSAGES,
  fromMinor,
  PlaceRequest,
  ProfileRequest,
  PutRequest,
  toMinor,
  type BetsyCode,
} from './protocol.ts';
import type { BetsySettlement, SettlementOutcome } from './settlement.ts';

/*
 * Betsy's operator endpoints (protocol.ts), mounted at /api/providers/betsy = Betsy's PARTNER_API_URL.
 * Order of checks: the caller's address (BETSY_CALLBACK_ALLOW), the detached JWS over the raw body,
 * then the body (zod). A caller failing the first two learns nothing (code 1) and changes nothing.
 * Our answers carry an x-sign-jws of their own body. New fcg bets live in the book 'betsy' of the
 * frames' tables (`provider` column), apart from the bets opened on our old protocol (book 'fcg').
 */

export const BETSY_PATH = '/api/providers/betsy';
/** The book (sports_frame_* `provider`) of the bets placed through Betsy's protocol. */
export const BETSY_BOOK = 'betsy' as const;
const BODY_LIMIT = 64 * 1024;

export type BetsyRoutesOptions = {
  frame: SportsFrameConfig & { betsy: NonNullable<SportsFrameConfig['betsy']> };
  tokens: FrameTokens;
  wallet: FrameWallet;
  settlement: BetsySettlement;
  money: MoneyService;
  /** Told of every call answered: `place`, `settle`, … and the code ('0' for success). */
  onCallback?: (call: string, code: string) => void;
};

class Refusal extends Error {
  constructor(readonly code: BetsyCode) {
    super(String(code));
  }
}

/**
 * The wager gate's refusals (and the frames' own) in Betsy's codes. Betsy has finer codes than our old
 * protocol for the gate's reasons, each asking the player for the right thing:
 * - session_ended → 4: the token is out of date, Betsy asks the player to log in again;
 * - session_limit (the player's own session-time limit) → 4 too: it ends the session the token lives by;
 * - self-exclusion and time-out → 14, unverified → 15 (Betsy's self-exclusion list says these);
 * - disabled / blocked / restricted accounts → 9 "user blocked";
 * - loss_limit → 12, wager_limit → 11 (a stake limit);
 * - provider_off / game_off cannot happen for a frame (no switch of ours names it); 9 if they ever did.
 */
const GATE_CODE: Record<WagerRefusal, BetsyCode> = {
  session_ended: BETSY_CODES.TOKEN_EXPIRED,
  session_limit: BETSY_CODES.TOKEN_EXPIRED,
  account_self_excluded: BETSY_CODES.SELF_EXCLUDED,
  account_timed_out: BETSY_CODES.SELF_EXCLUDED,
  account_unverified: BETSY_CODES.NOT_VERIFIED,
  account_disabled: BETSY_CODES.USER_BLOCKED,
  account_blocked: BETSY_CODES.USER_BLOCKED,
  account_restricted: BETSY_CODES.USER_BLOCKED,
  loss_limit: BETSY_CODES.LOSS_LIMIT,
  wager_limit: BETSY_CODES.STAKE_LIMIT,
  provider_off: BETSY_CODES.USER_BLOCKED,
  game_off: BETSY_CODES.USER_BLOCKED,
};

function codeOfRefusal(outcome: Exclude<FrameOutcome, { code: 'OK' }>): BetsyCode {
  if (outcome.reason) return GATE_CODE[outcome.reason];
  switch (outcome.code) {
    case 'INSUFFICIENT_FUNDS':
      return BETSY_CODES.NOT_ENOUGH_MONEY;
    case 'DUPLICATE_TRANSACTION':
    case 'BET_ROLLED_BACK':
    case 'BET_SETTLED':
      return BETSY_CODES.ALREADY_PROCESSED;
    case 'INVALID_TOKEN':
      // The token was found before the debit: the gate refused its ended session.
      return BETSY_CODES.TOKEN_EXPIRED;
    case 'USER_DISABLED':
      return BETSY_CODES.USER_BLOCKED;
    case 'LIMIT_REACHED':
      return BETSY_CODES.STAKE_LIMIT;
    default:
      return BETSY_CODES.VALIDATION;
  }
}

export const betsyRoutes: FastifyPluginAsync<BetsyRoutesOptions> = async (
  app,
  { frame, tokens, wallet, settlement, money, onCallback = () => {} },
) => {
  acceptRawBodies(app, BODY_LIMIT);
  const secret = frame.betsy.partnerSecret;
  const allowed = callbackAllow(frame.betsy.callbackAllow);

  async function send(reply: FastifyReply, status: number, body: Record<string, unknown>) {
    const text = JSON.stringify(body);
    return reply
      .code(status)
      .type('application/json; charset=utf-8')
      .header(JWS_HEADER, await signDetachedJws(text, secret))
      .send(text);
  }

  /** Checks the caller and the JWS, then answers `handle`'s body (200) or Betsy's error (400). */
  function handler(
    name: (body: unknown) => string,
    handle: (body: unknown) => Promise<Record<string, unknown>>,
  ) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = rawBodyOf(request.body);
      let call = 'unknown';
      try {
        // A caller outside the allow-list is answered like a wrong signature: it is not Betsy.
        if (!allowed(request.ip)) {
          request.log.warn({ ip: request.ip, url: request.url }, 'betsy call from an address not allowed');
          throw new Refusal(BETSY_CODES.BAD_SIGNATURE);
        }
        const header = request.headers[JWS_HEADER];
        if (!(await verifyDetachedJws(raw, typeof header === 'string' ? header : undefined, secret)))
          throw new Refusal(BETSY_CODES.BAD_SIGNATURE);
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new Refusal(BETSY_CODES.VALIDATION);
        }
        call = name(parsed);
        const answer = await handle(parsed);
        onCallback(call, '0');
        return await send(reply, 200, answer);
      } catch (err) {
        const code = err instanceof Refusal ? err.code : BETSY_CODES.SYSTEM;
        if (code === BETSY_CODES.SYSTEM) request.log.error({ err, call }, 'betsy wallet call failed');
        if (code === BETSY_CODES.RECALCULATION_NO_MONEY)
          request.log.warn({ call }, 'betsy resettlement refused: the player spent the win taken back');
        onCallback(call, String(code));
        return send(reply, 400, { code, message: BETSY_MESSAGES[code] });
      }
    };
  }

  function parse<T>(
    schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
    v: unknown,
  ): T {
    const result = schema.safeParse(v);
    if (!result.success) throw new Refusal(BETSY_CODES.VALIDATION);
    return result.data;
  }

  /** The live player of a token: unknown → 3, its session ended → 4. */
  async function livePlayer(token: string) {
    const player = await tokens.resolve(frame.name, token);
    if (player) return player;
    throw new Refusal(
      (await tokens.lookup(frame.name, token)) ? BETSY_CODES.TOKEN_EXPIRED : BETSY_CODES.INVALID_TOKEN,
    );
  }

  const amountOf = (amount: number) => {
    const minor = toMinor(amount);
    if (minor === undefined) throw new Refusal(BETSY_CODES.VALIDATION);
    return minor;
  };

  async function currencyIdOf(code: string) {
    const currency = await money.currencyByCode(code);
    if (!currency) throw new Refusal(BETSY_CODES.VALIDATION);
    return currency.id;
  }

  /** A payment answer: the player, the currency and the cash balance after the call. */
  async function paid(transactionId: string, playerId: number, currencyId: number, cashMinor: bigint) {
    const currency = await money.currency(currencyId);
    return { userId: String(playerId), currency: currency.code, amount: fromMinor(cashMinor), transactionId };
  }

  app.post(
    `${BETSY_PATH}/user/profile`,
    { schema: { hide: true } },
    handler(
      () => 'profile',
      async (v) => {
        const body = parse(ProfileRequest, v);
        const player = await livePlayer(body.token);
        const { code } = await money.currency(player.currencyId);
        return { userId: String(player.playerId), currency: code, currencies: [code], isTest: false };
      },
    ),
  );

  app.post(
    `${BETSY_PATH}/user/balance`,
    { schema: { hide: true } },
    handler(
      () => 'balance',
      async (v) => {
        const body = parse(BalanceRequest, v);
        const player = await livePlayer(body.token);
        if (body.userId !== undefined && body.userId !== String(player.playerId))
          throw new Refusal(BETSY_CODES.INVALID_TOKEN);
        const [{ cash }, currency] = await Promise.all([
          wallet.balance(player.playerId, player.currencyId),
          money.currency(player.currencyId),
        ]);
        return { userId: String(player.playerId), currency: currency.code, amount: fromMinor(cash) };
      },
    ),
  );

  app.post(
    `${BETSY_PATH}/payment/bet`,
    { schema: { hide: true } },
    handler(
      () => 'place',
      async (v) => {
        const body = parse(PlaceRequest, v);
        // Live or not: the wager gate inside the debit's transaction says why a dead token may not stake.
        const player = await tokens.lookup(frame.name, body.token);
        if (!player || body.userId !== String(player.playerId)) throw new Refusal(BETSY_CODES.INVALID_TOKEN);
        const currency = await money.currency(player.currencyId);
        const amount = amountOf(body.amount);
        if (currency.code !== body.currency || amount === 0n) throw new Refusal(BETSY_CODES.VALIDATION);
        const outcome = await wallet.debit({
          provider: BETSY_BOOK,
          providerTx: body.requestId,
          providerBet: body.transactionId,
          playerId: player.playerId,
          currencyId: player.currencyId,
          siteSessionId: player.sessionId,
          amountMinor: amount,
        });
        if (outcome.code !== 'OK') throw new Refusal(codeOfRefusal(outcome));
        return paid(body.transactionId, player.playerId, player.currencyId, outcome.cashMinor ?? 0n);
      },
    ),
  );

  const putName = (v: unknown) => {
    const type = (v as { type?: unknown } | null)?.type;
    return type === 1 ? 'unsettle' : type === 2 ? 'settle' : type === 3 ? 'rollback' : 'put';
  };

  const settled = async (transactionId: string, outcome: SettlementOutcome) => {
    if (!outcome.ok) throw new Refusal(outcome.code);
    return paid(transactionId, outcome.playerId, outcome.currencyId, outcome.cashMinor);
  };

  app.put(
    `${BETSY_PATH}/payment/bet`,
    { schema: { hide: true } },
    handler(putName, async (v) => {
      const body = parse(PutRequest, v);
      const ids = { provider: BETSY_BOOK, providerTx: body.requestId, providerBet: body.transactionId };
      if (body.type === 2) {
        // A cash-out is the player's act: its token must be live. Other settlements are Betsy's own.
        if (body.resultType === 'cashout') await livePlayer(body.token ?? '');
        const currencyId = await currencyIdOf(body.currency);
        return settled(
          body.transactionId,
          await settlement.settle({ ...ids, currencyId, amountMinor: amountOf(body.amount) }),
        );
      }
      if (body.type === 1) return settled(body.transactionId, await settlement.unsettle(ids));
      const outcome = await wallet.rollback(ids);
      if (outcome.code !== 'OK') throw new Refusal(codeOfRefusal(outcome));
      if (outcome.playerId !== null && outcome.currencyId !== null && outcome.cashMinor !== null)
        return paid(body.transactionId, outcome.playerId, outcome.currencyId, outcome.cashMinor);
      // A rollback of a bet we never saw: recorded (its late debit is refused); nothing moved.
      return {
        ...(body.userId !== undefined && { userId: body.userId }),
        currency: body.currency,
        transactionId: body.transactionId,
      };
    }),
  );
};
