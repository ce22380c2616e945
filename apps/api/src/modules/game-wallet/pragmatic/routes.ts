import { decimalToMinor, minorToDecimal } from '@lale/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { MoneyService } from '../../../platform/money.ts';
import type { WagerRefusal } from '../../integrity/index.ts';
import type { GameWalletRepo } from '../repo.ts';
import type { GameWalletService, WalletOutcome } from '../service.ts';
import { callbackAllow } from '../callback-allow.ts';
import { pragmaticHashMatches } from './hash.ts';
import { pragmaticParametersFit, type PragmaticCall } from './parameters.ts';

/*
 * Pragmatic Play's seamless wallet (PROTOCOLS §3), mounted at /api/providers/pragmatic/<call>.html:
 * form-urlencoded POSTs authenticated by `hash`, JSON answers with `error` 0 or a code. `userId` is our
 * player id, `gameId` the game's code in our Pragmatic catalogue, `reference` Pragmatic's transaction id
 * (the idempotency key), `token` (authenticate only) the game session the launch issued.
 */

export const PRAGMATIC_PATH = '/api/providers/pragmatic';
const BODY_LIMIT = 32 * 1024;

const ERROR = {
  ok: 0,
  insufficientBalance: 1,
  playerNotFound: 2,
  betNotAllowed: 3,
  badToken: 4,
  badHash: 5,
  playerFrozen: 6,
  badParameters: 7,
  gameNotFound: 8,
  betLimit: 50,
  internal: 100,
  internalNoRetry: 120,
} as const;

const DESCRIPTION: Record<number, string> = {
  0: 'Success',
  1: 'Insufficient balance',
  2: 'Player not found',
  3: 'Bet is not allowed',
  4: 'Player authentication failed due to invalid, not found or expired token',
  5: 'Invalid hash code',
  6: 'Player is frozen',
  7: 'Invalid request parameters',
  8: 'Game is not found or disabled',
  50: 'Bet limit has been reached',
  100: 'Internal server error',
  120: 'Internal server error, do not retry: the refund is held for the operator',
};

/**
 * The wager gate's refusals in Pragmatic's codes (PROTOCOLS §3): no live launch of the game is a bad or
 * expired token (bet.html carries none, the player's launch is what ended), a blocked account is frozen.
 */
const REFUSAL_ERROR: Record<WagerRefusal, number> = {
  session_ended: ERROR.badToken,
  account_disabled: ERROR.playerFrozen,
  account_blocked: ERROR.playerFrozen,
  account_self_excluded: ERROR.playerFrozen,
  account_timed_out: ERROR.playerFrozen,
  account_restricted: ERROR.playerFrozen,
  // The operator's "verify before play": the account is frozen for play until the identity is verified.
  account_unverified: ERROR.playerFrozen,
  provider_off: ERROR.gameNotFound,
  game_off: ERROR.gameNotFound,
  // Pragmatic's "bet limit" (50): the game tells the player a limit stopped the bet.
  loss_limit: ERROR.betLimit,
  wager_limit: ERROR.betLimit,
  // No bet of any size goes until the time signed in frees up: the account is frozen for play meanwhile.
  session_limit: ERROR.playerFrozen,
};

const OUTCOME_ERROR: Record<Exclude<WalletOutcome['status'], 'ok' | 'refused'>, number> = {
  insufficient_funds: ERROR.insufficientBalance,
  duplicate: ERROR.badParameters,
  rolled_back: ERROR.betNotAllowed,
  unknown_bet: ERROR.badParameters,
  bet_limit: ERROR.betLimit,
  // A refund of a bet whose round already has a result (rollback-after-win.ts): Pragmatic's documents
  // say nothing of it. 0 would tell Pragmatic the stake went back (it did not); 100 asks for retries
  // that can only get the same answer; 120 says "not done, do not retry", so both sides' reconciliation
  // shows the round open while the operator reviews the held refund.
  held: ERROR.internalNoRetry,
};

class Refusal extends Error {
  constructor(readonly code: number) {
    super(String(code));
  }
}

const ID = /^[A-Za-z0-9._:-]{1,100}$/;
const PLAYER = /^[1-9][0-9]{0,9}$/;

export type PragmaticOptions = {
  games: GameWalletService;
  repo: GameWalletRepo;
  money: MoneyService;
  secret: string;
  /** PRAGMATIC_CALLBACK_ALLOW: the addresses Pragmatic calls from; undefined: any. */
  callbackAllow?: readonly string[];
  /** Told of every call answered: its name (`bet`) and the outcome, `ok` or the error's name (the metrics). */
  onCallback?: (call: PragmaticCall, outcome: string) => void;
};

/** An answer's `error` code by its name in ERROR (`insufficientBalance`): a bounded word for the metrics. */
const ERROR_NAME = new Map<number, string>(Object.entries(ERROR).map(([name, code]) => [code, name]));
const errorName = (code: unknown): string =>
  (typeof code === 'number' ? ERROR_NAME.get(code) : undefined) ?? 'unknown';

export const pragmaticRoutes: FastifyPluginAsync<PragmaticOptions> = async (
  app,
  { games, repo, money, secret, callbackAllow: allowList, onCallback = () => {} },
) => {
  const allowed = callbackAllow(allowList);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  let pragmaticId: number | undefined;
  async function providerId(): Promise<number> {
    pragmaticId ??= await repo.providerId('Pragmatic Play');
    if (pragmaticId === undefined) throw new Error("the catalogue has no 'Pragmatic Play' provider row");
    return pragmaticId;
  }

  const field = (params: Record<string, string>, name: string, pattern = ID) => {
    const value = params[name];
    if (value === undefined || !pattern.test(value)) throw new Refusal(ERROR.badParameters);
    return value;
  };

  async function playerOf(params: Record<string, string>) {
    const player = await repo.player(Number(field(params, 'userId', PLAYER)));
    if (!player) throw new Refusal(ERROR.playerNotFound);
    return player;
  }

  async function gameOf(params: Record<string, string>) {
    const game = await repo.gameByCode('Pragmatic Play', field(params, 'gameId'));
    if (!game) throw new Refusal(ERROR.gameNotFound);
    return game;
  }

  async function amountOf(params: Record<string, string>, currencyId: number) {
    const minor = decimalToMinor(
      field(params, 'amount', /^\d{1,13}(\.\d{1,6})?$/),
      (await money.currency(currencyId)).minorUnits,
    );
    if (minor === null) throw new Refusal(ERROR.badParameters);
    return minor;
  }

  async function funds(
    player: { id: number; currencyId: number; currencyCode: string },
    balances?: { cash: bigint; bonus: bigint },
  ) {
    const { minorUnits } = await money.currency(player.currencyId);
    const b = balances ?? (await games.balances(player.id, player.currencyId));
    return {
      currency: player.currencyCode,
      cash: minorToDecimal(b.cash, minorUnits),
      bonus: minorToDecimal(b.bonus, minorUnits),
    };
  }

  async function moneyAnswer(
    player: { id: number; currencyId: number; currencyCode: string },
    outcome: WalletOutcome,
  ) {
    if (outcome.status === 'ok')
      return {
        transactionId: outcome.transactionId,
        ...(await funds(player, outcome.balances)),
        usedPromo: 0,
        error: 0,
        description: DESCRIPTION[0],
      };
    if (outcome.status === 'insufficient_funds')
      return {
        ...(await funds(player, outcome.balances)),
        error: ERROR.insufficientBalance,
        description: DESCRIPTION[1],
      };
    if (outcome.status === 'refused') throw new Refusal(REFUSAL_ERROR[outcome.reason]);
    throw new Refusal(OUTCOME_ERROR[outcome.status]);
  }

  function route(
    name: PragmaticCall,
    handle: (params: Record<string, string>) => Promise<Record<string, unknown>>,
  ) {
    app.post(`${PRAGMATIC_PATH}/${name}.html`, { schema: { hide: true } }, async (request, reply) => {
      const params = Object.fromEntries(
        new URLSearchParams(typeof request.body === 'string' ? request.body : ''),
      );
      try {
        // A caller outside the allow-list is answered as one who cannot hash: it is not Pragmatic.
        if (!allowed(request.ip)) {
          request.log.warn({ ip: request.ip, call: name }, 'pragmatic call from an address not allowed');
          throw new Refusal(ERROR.badHash);
        }
        if (!pragmaticHashMatches(params, secret)) throw new Refusal(ERROR.badHash);
        // The hash does not say which call it was made for: each call takes exactly its own names.
        if (!pragmaticParametersFit(name, params)) throw new Refusal(ERROR.badParameters);
        const answer = await handle(params);
        onCallback(name, errorName(answer.error));
        return reply.send(answer);
      } catch (err) {
        const code = err instanceof Refusal ? err.code : ERROR.internal;
        onCallback(name, errorName(code));
        if (code === ERROR.internal) request.log.error({ err }, 'pragmatic wallet call failed');
        return reply.send({ error: code, description: DESCRIPTION[code] });
      }
    });
  }

  route('authenticate', async (params) => {
    const session = await games.session(field(params, 'token', /^[A-Za-z0-9_-]{1,200}$/));
    if (!session || session === 'expired') throw new Refusal(ERROR.badToken);
    // A launch that died (logout, password change, block, provider or game off) does not open.
    const refusal = await games.frameRefusal(session.id);
    if (refusal) throw new Refusal(REFUSAL_ERROR[refusal]);
    const player = await repo.player(session.playerId);
    if (!player) throw new Refusal(ERROR.playerNotFound);
    return {
      userId: String(player.id),
      ...(await funds(player)),
      token: params.token,
      error: 0,
      description: DESCRIPTION[0],
    };
  });

  route('balance', async (params) => {
    const player = await playerOf(params);
    return { ...(await funds(player)), error: 0, description: DESCRIPTION[0] };
  });

  route('bet', async (params) => {
    const player = await playerOf(params);
    const game = await gameOf(params);
    const outcome = await games.bet({
      providerId: await providerId(),
      providerTx: field(params, 'reference'),
      providerRound: field(params, 'roundId'),
      playerId: player.id,
      currencyId: player.currencyId,
      gameId: game.id,
      amountMinor: await amountOf(params, player.currencyId),
      roundClosed: false,
      stakePath: 'pragmatic.bet',
      // bet.html names no launch: the gate wants a live launch of this game by this player.
      gameSessionId: null,
    });
    return moneyAnswer(player, outcome);
  });

  // A round's win, and the bonus-feature and jackpot wins paid into a round: all credit the round.
  for (const name of ['result', 'bonusWin', 'jackpotWin'] as const) {
    route(name, async (params) => {
      const player = await playerOf(params);
      const game = await gameOf(params);
      const outcome = await games.win({
        providerId: await providerId(),
        providerTx: field(params, 'reference'),
        providerRound: field(params, 'roundId'),
        playerId: player.id,
        currencyId: player.currencyId,
        gameId: game.id,
        amountMinor: await amountOf(params, player.currencyId),
        // Pragmatic's result is the round's last word unless the game goes on (then endRound closes it).
        roundClosed: name === 'result',
      });
      return moneyAnswer(player, outcome);
    });
  }

  // A tournament or prize-drop payout: no round and no game, named by its reference and campaign.
  route('promoWin', async (params) => {
    const player = await playerOf(params);
    const outcome = await games.promoWin({
      providerId: await providerId(),
      providerTx: field(params, 'reference'),
      playerId: player.id,
      currencyId: player.currencyId,
      amountMinor: await amountOf(params, player.currencyId),
      campaign: field(params, 'campaignId'),
    });
    return moneyAnswer(player, outcome);
  });

  route('refund', async (params) => {
    const player = await playerOf(params);
    const reference = field(params, 'reference');
    const outcome = await games.rollback({
      providerId: await providerId(),
      // Pragmatic names a refund by the bet's reference only: the refund's own id is derived from it.
      providerTx: `refund:${reference}`,
      playerId: player.id,
      currencyId: player.currencyId,
      referenceTx: reference,
      heldAnswer: String(OUTCOME_ERROR.held),
    });
    if (outcome.status === 'refused') throw new Refusal(REFUSAL_ERROR[outcome.reason]);
    if (outcome.status !== 'ok') throw new Refusal(OUTCOME_ERROR[outcome.status]);
    return { transactionId: outcome.transactionId, error: 0, description: DESCRIPTION[0] };
  });

  route('endRound', async (params) => {
    const player = await playerOf(params);
    await gameOf(params);
    await games.closeRound(await providerId(), field(params, 'roundId'), player.id);
    return { ...(await funds(player)), error: 0, description: DESCRIPTION[0] };
  });
};
