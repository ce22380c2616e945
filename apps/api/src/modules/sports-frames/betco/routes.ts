import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { MoneyService } from '../../../platform/money.ts';
import { acceptRawBodies, rawBodyOf } from '../../../platform/raw-body.ts';
import { minorToDecimal } from '@lale/contracts';
import type { SportsFrameConfig } from '../config.ts';
import type { FrameOutcome, FrameWallet } from '../service.ts';
import type { FrameTokens } from '../tokens.ts';
import { callbackAllow } from '../../game-wallet/index.ts';
import {
  BETCO_BODIES,
  BETCO_ERRORS,
  betcoHash,
  betcoPartnerApiPath,
  hashMatches,
  partnerBetId,
  partnerRollbackTxId,
  partnerTxId,
  requestHash,
  TS_WINDOW_SECONDS,
  type BetcoError,
  type BetcoMethod,
} from './protocol.ts';
import { rawTopLevelFields } from './raw-fields.ts';
import type { BetcoResults, ResultOutcome } from './results.ts';

/*
 * BetConstruct's Partner API (protocol.ts), mounted at /api/providers/betco/partner-api/<Method>.
 * Order of checks, each answering before the next is looked at: the caller's address (allow-list),
 * then the body's Hash over its fields as written, then the call's shape, then TS freshness. A call
 * failing the first two learns only 1700 and changes nothing.
 *
 * - GetClientDetails / GetClientBalance need a LIVE token (the player logged in); an unknown token is
 *   1005, a token whose session ended 1008 ("not logged in", as the GetClientDetails page asks).
 * - BetPlaced: the token names the player (live or not: the wager gate in the stake's transaction
 *   says why a dead one may not stake); the stake through the shared frame service (../service.ts).
 * - BetResulted: no token check — "the AuthToken may be significantly old" (days, weeks) and may be
 *   another of the player's tokens; the hash and the allow-list say it is BetConstruct. results.ts.
 * - Rollback: cancels the bet of the BetPlaced transaction named; an unknown bet's id is reserved (a
 *   BetPlaced arriving after its Rollback is refused) and the call answered 0, as FeedConstruct asks
 *   ("can be safely ignored ... must still return a valid success response").
 */

export type BetcoRoutesOptions = {
  frame: SportsFrameConfig & { partnerApi: NonNullable<SportsFrameConfig['partnerApi']> };
  tokens: FrameTokens;
  wallet: FrameWallet;
  results: BetcoResults;
  money: MoneyService;
  clock: Clock;
  /** Told of every call answered: the method and the ErrorCode (the metrics). */
  onCallback?: (call: string, code: string) => void;
};

const BODY_LIMIT = 64 * 1024;

class Refusal extends Error {
  constructor(readonly error: BetcoError) {
    super(error);
  }
}

/** The shared frame service's refusals in BetConstruct's codes (the wager gate's included). */
const FRAME_REFUSALS: Record<Exclude<FrameOutcome['code'], 'OK'>, BetcoError> = {
  BAD_REQUEST: 'MALFORMED',
  WRONG_CURRENCY: 'AMOUNT',
  INVALID_SIGNATURE: 'ACCESS',
  INVALID_PARTNER: 'ACCESS',
  // The gate's session_ended (and a frame's provider/game switch, which a frame has none of).
  INVALID_TOKEN: 'NOT_LOGGED_IN',
  USER_DISABLED: 'USER_BLOCKED',
  INSUFFICIENT_FUNDS: 'BALANCE',
  LIMIT_REACHED: 'CLIENT_LIMIT',
  BET_NOT_FOUND: 'BET_NOT_FOUND',
  DUPLICATE_TRANSACTION: 'DUPLICATE',
  BET_ROLLED_BACK: 'BET_ROLLED_BACK',
  BET_SETTLED: 'BET_SETTLED',
  // Only the old protocol's retired debit route answers this (sports-frames/routes.ts); the shared
  // service never does, so it cannot reach BetConstruct: were it to, it would be our fault.
  PROTOCOL_RETIRED: 'INTERNAL',
};

const RESULT_REFUSALS: Record<Exclude<ResultOutcome['code'], 'OK'>, BetcoError> = {
  BET_NOT_FOUND: 'BET_NOT_FOUND',
  BET_ROLLED_BACK: 'BET_ROLLED_BACK',
  DUPLICATE_TRANSACTION: 'DUPLICATE',
  BAD_AMOUNT: 'AMOUNT',
};

export const betcoPartnerRoutes: FastifyPluginAsync<BetcoRoutesOptions> = async (
  app,
  { frame, tokens, wallet, results, money, clock, onCallback = () => {} },
) => {
  acceptRawBodies(app, BODY_LIMIT);
  const { sharedKey } = frame.partnerApi;
  const allowed = callbackAllow(frame.partnerApi.callbackAllow);

  /** Our answer: its fields, TS (ours) and Hash over AuthToken and TS (protocol.ts). */
  function send(reply: FastifyReply, authToken: string | undefined, body: Record<string, unknown>) {
    const ts = String(Math.floor(clock.now().getTime() / 1000));
    const hash = betcoHash(
      [
        ['AuthToken', authToken],
        ['TS', ts],
      ],
      sharedKey,
    );
    return reply
      .code(200)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ ...body, TS: Number(ts), Hash: hash }));
  }

  function route<M extends BetcoMethod>(
    method: M,
    handle: (
      body: ReturnType<(typeof BETCO_BODIES)[M]['parse']>,
      raw: Map<string, string | null>,
    ) => Promise<Record<string, unknown>>,
  ) {
    app.post(`${betcoPartnerApiPath}/${method}`, { schema: { hide: true } }, async (request, reply) => {
      let authToken: string | undefined;
      try {
        // A caller outside the list is answered like a wrong hash: it is not BetConstruct.
        if (!allowed(request.ip)) {
          request.log.warn({ ip: request.ip, method }, 'betco call from an address not allowed');
          throw new Refusal('ACCESS');
        }
        const raw = rawTopLevelFields(rawBodyOf(request.body).toString('utf8'));
        if (!raw) throw new Refusal('MALFORMED');
        if (!hashMatches(raw.get('Hash'), requestHash(method, raw, sharedKey))) throw new Refusal('ACCESS');
        const token = raw.get('AuthToken');
        if (typeof token === 'string' && token.length <= 200) authToken = token;
        const parsed = BETCO_BODIES[method].safeParse(JSON.parse(rawBodyOf(request.body).toString('utf8')));
        if (!parsed.success) throw new Refusal('MALFORMED');
        const age = Math.floor(clock.now().getTime() / 1000) - parsed.data.TS;
        if (Math.abs(age) > TS_WINDOW_SECONDS) throw new Refusal('EXPIRED');
        const answer = await handle(parsed.data as ReturnType<(typeof BETCO_BODIES)[M]['parse']>, raw);
        onCallback(method, BETCO_ERRORS.OK.code);
        return send(reply, authToken, {
          ...answer,
          ErrorCode: BETCO_ERRORS.OK.code,
          ErrorText: BETCO_ERRORS.OK.text,
        });
      } catch (err) {
        const error: BetcoError = err instanceof Refusal ? err.error : 'INTERNAL';
        if (error === 'INTERNAL') request.log.error({ err, method }, 'betco partner api call failed');
        const { code, text } = BETCO_ERRORS[error];
        onCallback(method, code);
        // A caller not known to be BetConstruct gets no echo of what it sent.
        return send(reply, error === 'ACCESS' ? undefined : authToken, { ErrorCode: code, ErrorText: text });
      }
    });
  }

  /** The token's player while logged in: 1005 for a token we never issued, 1008 once its session ended. */
  async function loggedIn(token: string) {
    const player = await tokens.lookup('betco', token);
    if (!player) throw new Refusal('TOKEN');
    const live = await tokens.resolve('betco', token);
    if (!live) throw new Refusal('NOT_LOGGED_IN');
    return { ...player, currency: await money.currency(player.currencyId) };
  }

  const refuseFrame = (outcome: FrameOutcome) => {
    if (outcome.code !== 'OK') throw new Refusal(FRAME_REFUSALS[outcome.code]);
  };

  /** The id as written in the body (Long ids may pass 2^53; JSON.parse would round them). */
  const rawId = (raw: Map<string, string | null>, name: string) => {
    const value = raw.get(name);
    if (typeof value !== 'string' || !/^\d{1,19}$/.test(value)) throw new Refusal('MALFORMED');
    return value;
  };

  route('GetClientDetails', async (body) => {
    const player = await loggedIn(body.AuthToken);
    const id = String(player.playerId);
    // Login may be the ExternalId (the page says so): the username is personal data BetConstruct needs not.
    return { Login: id, ExternalId: id, CurrencyId: player.currency.code };
  });

  route('GetClientBalance', async (body) => {
    const player = await loggedIn(body.AuthToken);
    const { cash } = await wallet.balance(player.playerId, player.currencyId);
    return {
      ExternalId: String(player.playerId),
      CurrencyId: player.currency.code,
      Balance: minorToDecimal(cash, player.currency.minorUnits),
    };
  });

  route('BetPlaced', async (body, raw) => {
    const player = await tokens.lookup('betco', body.AuthToken);
    if (!player) throw new Refusal('TOKEN');
    const amountMinor = await money.toMinor(raw.get('Amount') ?? '', player.currencyId);
    if (amountMinor === null || amountMinor <= 0n) throw new Refusal('AMOUNT');
    refuseFrame(
      await wallet.debit({
        provider: 'betco',
        providerTx: partnerTxId(rawId(raw, 'TransactionId')),
        providerBet: partnerBetId(rawId(raw, 'BetId')),
        playerId: player.playerId,
        currencyId: player.currencyId,
        siteSessionId: player.sessionId,
        amountMinor,
      }),
    );
    return {};
  });

  route('BetResulted', async (body, raw) => {
    const outcome = await results.result({
      providerTx: partnerTxId(rawId(raw, 'TransactionId')),
      providerBet: partnerBetId(rawId(raw, 'BetId')),
      betState: body.BetState,
      amount: raw.get('Amount') ?? '',
    });
    if (outcome.code !== 'OK') throw new Refusal(RESULT_REFUSALS[outcome.code]);
    return {};
  });

  route('Rollback', async (_body, raw) => {
    if (await results.everResulted(partnerBetId(rawId(raw, 'BetId')))) throw new Refusal('BET_SETTLED');
    refuseFrame(
      await wallet.rollback({
        provider: 'betco',
        providerTx: partnerRollbackTxId(rawId(raw, 'TransactionId')),
        providerBet: partnerBetId(rawId(raw, 'BetId')),
      }),
    );
    return {};
  });
};
