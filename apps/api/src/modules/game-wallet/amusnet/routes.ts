import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../../platform/clock.ts';
import type { MoneyService } from '../../../platform/money.ts';
import type { WagerRefusal } from '../../integrity/index.ts';
import { callbackAllow } from '../callback-allow.ts';
import type { GameWalletRepo } from '../repo.ts';
import type { GameWalletService, WalletOutcome } from '../service.ts';
import { checkDefenceCode, defenceCodeHash } from './defence-code.ts';
import type { AmusnetLaunch, AmusnetRepo } from './repo.ts';
import { buildAnswer, MalformedXml, parseCall } from './xml.ts';

/*
 * Amusnet's (ex-EGT Interactive) seamless wallet, direct (PROTOCOLS §4c), mounted at POST
 * /api/providers/amusnet: one XML request per call, named by its root element (AuthRequest,
 * GetPlayerBalanceRequest, WithdrawRequest, DepositRequest, WithdrawAndDepositRequest), answered HTTP 200
 * with `<…Response>` holding ErrorCode, ErrorMessage and Balance (minor units, cash + bonus, as Hub88's).
 *
 * How a call is trusted: Amusnet signs nothing. Every body carries the UserName and Password we gave
 * Amusnet (compared in constant time) and our PortalCode, as the public integrations check; and the
 * caller's address must be in AMUSNET_CALLBACK_ALLOW (credentials in a body can be replayed from
 * anywhere; production refuses to start without the list).
 *
 * How a call finds the launch: the launch minted a one-time DefenceCode (launch-codes.ts); AuthRequest
 * echoes it with Amusnet's own SessionId, and spending the code binds that SessionId to our game session.
 * Every later call names the SessionId, so its stakes go through the wager gate as the launch's
 * (`amusnet.withdraw`, a `game_session` stake path). Wins and cancels never check the launch's age.
 *
 * Money: TransferId is the idempotency key (unique within Amusnet's provider row, apart from Hub88's, so
 * a round opened through Hub88 finishes there and one opened here finishes here); GameNumber the round.
 * Withdraw (ROUND_BEGIN) is a bet; Deposit ROUND_END a win that closes the round, JACKPOT_END a jackpot
 * win paid into its round, ROUND_CANCEL the refund of the round's bets; WithdrawAndDeposit a bet and its
 * win under one TransferId (the win keyed `<TransferId>:win`). An identical replay answers 1100 DUPLICATE
 * with the balance and applies nothing (the public integrations answer a processed TransferId so, and
 * Amusnet takes it as done); the same TransferId with other content is refused with 3000.
 *
 * Thin (no public Amusnet document; two public integrations and PROTOCOLS §4c are all we have):
 * - the codes beyond 1000/1100/3000/3100/3300/3400/3500, and which one a disabled account gets (3000);
 * - 3100 means both "insufficient funds" and "expired" in the public code: we answer it for both;
 * - whether a ROUND_CANCEL names the bet it cancels: the public integrations show only the GameNumber
 *   and the amount, so it reverses every bet of the round and the amount must equal their total; a
 *   cancel of a round we never saw answers 1000 and records nothing (so a bet arriving after it would be
 *   taken: Amusnet sends the cancel because the bet failed, so it does not resend that bet);
 * - whether a JACKPOT_END can come outside a round: here it must name a round we know;
 * - the exact answer fields (CasinoTransferId on money calls follows one integration);
 * - HTTP status on errors: always 200 here (one integration answered 500 for 3000).
 */

export const AMUSNET_PATH = '/api/providers/amusnet';
const BODY_LIMIT = 16 * 1024;

export const AMUSNET_CODE = {
  ok: 1000,
  duplicate: 1100,
  general: 3000,
  /** "Insufficient funds", and in the public integrations also "expired" (a DefenceCode, a session). */
  insufficientOrExpired: 3100,
  betLimit: 3300,
  lossLimit: 3400,
  sessionTimeLimit: 3500,
} as const;
type Code = (typeof AMUSNET_CODE)[keyof typeof AMUSNET_CODE];

const MESSAGE: Record<Code, string> = {
  1000: 'OK',
  1100: 'DUPLICATE',
  3000: 'INTERNAL_SERVER_ERROR',
  3100: 'INSUFFICIENT_FUNDS',
  3300: 'BET_LIMIT_REACHED',
  3400: 'LOSS_LIMIT_REACHED',
  3500: 'SESSION_TIME_LIMIT_REACHED',
};

/**
 * The wager gate's refusals in Amusnet's codes. The player's own limits have theirs: a loss limit is
 * 3400, a session-time limit 3500, and a wager limit (a cap on the total staked) is 3300 "bet limit",
 * Amusnet's refusal of a stake for its size. A launch that ended is "expired" (3100, as the public
 * integrations answer an expired session). Amusnet has no code for a blocked, excluded or unverified
 * account or a game switched off: those are 3000, which the game shows as a general refusal (the site
 * tells the player why).
 */
const REFUSAL_CODE: Record<WagerRefusal, Code> = {
  session_ended: AMUSNET_CODE.insufficientOrExpired,
  account_disabled: AMUSNET_CODE.general,
  account_blocked: AMUSNET_CODE.general,
  account_self_excluded: AMUSNET_CODE.general,
  account_timed_out: AMUSNET_CODE.general,
  account_restricted: AMUSNET_CODE.general,
  account_unverified: AMUSNET_CODE.general,
  provider_off: AMUSNET_CODE.general,
  game_off: AMUSNET_CODE.general,
  loss_limit: AMUSNET_CODE.lossLimit,
  wager_limit: AMUSNET_CODE.betLimit,
  session_limit: AMUSNET_CODE.sessionTimeLimit,
};

const OUTCOME_CODE: Record<Exclude<WalletOutcome['status'], 'ok' | 'refused'>, Code> = {
  insufficient_funds: AMUSNET_CODE.insufficientOrExpired,
  duplicate: AMUSNET_CODE.general,
  rolled_back: AMUSNET_CODE.general,
  unknown_bet: AMUSNET_CODE.general,
  // The running bonus's max bet: a stake refused for its size.
  bet_limit: AMUSNET_CODE.betLimit,
  // A cancel of a round that already has a win (rollback-after-win.ts): kept for the operator.
  held: AMUSNET_CODE.general,
};

const text = (max: number) => z.string().min(1).max(max);
const digits = z.string().regex(/^\d{1,18}$/);
const Common = z.object({
  UserName: text(100),
  Password: text(200),
  PlayerId: z.string().regex(/^[1-9][0-9]{0,9}$/),
  PortalCode: text(100),
  SessionId: text(200),
});
const AuthSchema = Common.extend({ DefenceCode: text(100) });
const BalanceSchema = Common.extend({
  Currency: z.string().length(3).optional(),
  GameId: text(100).optional(),
});
const Money = Common.extend({
  TransferId: z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/),
  GameId: text(100),
  GameNumber: z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/),
  Amount: digits,
  Currency: z.string().length(3),
});
const WithdrawSchema = Money.extend({ Reason: z.literal('ROUND_BEGIN') });
const DepositSchema = Money.extend({ Reason: z.enum(['ROUND_END', 'ROUND_CANCEL', 'JACKPOT_END']) });
const WithdrawAndDepositSchema = Money.extend({
  WinAmount: digits,
  Reason: z.enum(['ROUND_BEGIN', 'ROUND_END']),
});

const CALLS = {
  AuthRequest: AuthSchema,
  GetPlayerBalanceRequest: BalanceSchema,
  WithdrawRequest: WithdrawSchema,
  DepositRequest: DepositSchema,
  WithdrawAndDepositRequest: WithdrawAndDepositSchema,
} as const;
type CallName = keyof typeof CALLS;

class Refusal extends Error {
  constructor(
    readonly code: Code,
    override readonly message: string = MESSAGE[code],
    readonly balance?: bigint,
  ) {
    super(message);
  }
}

export type AmusnetOptions = {
  games: GameWalletService;
  repo: GameWalletRepo;
  amusnet: AmusnetRepo;
  money: MoneyService;
  clock: Clock;
  config: { secret: string; username: string; password: string; portalCode: string };
  /** AMUSNET_CALLBACK_ALLOW: the addresses Amusnet calls from; undefined: any. */
  callbackAllow?: readonly string[];
  /** Told of every call answered: its name (`Withdraw`) and the code answered (the metrics). */
  onCallback?: (call: string, code: string) => void;
};

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export const amusnetRoutes: FastifyPluginAsync<AmusnetOptions> = async (
  app,
  { games, repo, amusnet, money, clock, config, callbackAllow: allowList, onCallback = () => {} },
) => {
  const allowed = callbackAllow(allowList);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  let amusnetId: number | undefined;
  async function providerId(): Promise<number> {
    amusnetId ??= await repo.providerId('Amusnet');
    if (amusnetId === undefined) throw new Error("the catalogue has no 'Amusnet' provider row");
    return amusnetId;
  }

  const balanceOf = async (who: { playerId: number; currencyId: number }) => {
    const b = await games.balances(who.playerId, who.currencyId);
    return b.cash + b.bonus;
  };

  /** The launch Amusnet's SessionId names, for this player; `anyAge` for wins and cancels. */
  async function launchOf(body: z.output<typeof Common>, { anyAge }: { anyAge: boolean }) {
    const launch = await amusnet.launchBySession(body.SessionId);
    if (!launch || String(launch.playerId) !== body.PlayerId)
      throw new Refusal(AMUSNET_CODE.general, 'SESSION_NOT_FOUND');
    if (!anyAge && launch.expiresAt <= clock.now())
      throw new Refusal(AMUSNET_CODE.insufficientOrExpired, 'SESSION_EXPIRED');
    return launch;
  }

  /** The call's currency and game must be the launch's. */
  async function check(launch: AmusnetLaunch, body: { Currency: string; GameId: string }) {
    const currency = await money.currency(launch.currencyId);
    if (currency.code !== body.Currency) throw new Refusal(AMUSNET_CODE.general, 'WRONG_CURRENCY');
    const game = await repo.gameFacts(launch.gameId);
    if (!game || game.gameCode !== body.GameId) throw new Refusal(AMUSNET_CODE.general, 'WRONG_GAME');
  }

  /** A money call's answer: 1000, or 1100 for a replay, with the balance; refusals thrown. */
  function moneyAnswer(outcome: WalletOutcome): Record<string, string | number | bigint> {
    if (outcome.status === 'ok') {
      const code = outcome.replayed ? AMUSNET_CODE.duplicate : AMUSNET_CODE.ok;
      return {
        ErrorCode: code,
        ErrorMessage: MESSAGE[code],
        Balance: outcome.balances.cash + outcome.balances.bonus,
        CasinoTransferId: outcome.transactionId,
      };
    }
    if (outcome.status === 'insufficient_funds')
      throw new Refusal(
        AMUSNET_CODE.insufficientOrExpired,
        MESSAGE[3100],
        outcome.balances.cash + outcome.balances.bonus,
      );
    if (outcome.status === 'refused') throw new Refusal(REFUSAL_CODE[outcome.reason]);
    if (outcome.status === 'duplicate')
      throw new Refusal(AMUSNET_CODE.general, 'TRANSFER_ID_USED_WITH_OTHER_CONTENT');
    throw new Refusal(OUTCOME_CODE[outcome.status], outcome.status.toUpperCase());
  }

  async function bet(launch: AmusnetLaunch, body: z.output<typeof Money>, roundClosed: boolean) {
    return games.bet({
      providerId: await providerId(),
      providerTx: body.TransferId,
      providerRound: body.GameNumber,
      playerId: launch.playerId,
      currencyId: launch.currencyId,
      gameId: launch.gameId,
      amountMinor: BigInt(body.Amount),
      roundClosed,
      stakePath: 'amusnet.withdraw',
      gameSessionId: launch.gameSessionId,
    });
  }

  async function win(
    launch: AmusnetLaunch,
    body: z.output<typeof Money>,
    {
      tx,
      amount,
      reference,
      roundClosed = true,
    }: { tx: string; amount: string; reference?: string; roundClosed?: boolean },
  ) {
    return games.win({
      providerId: await providerId(),
      providerTx: tx,
      providerRound: body.GameNumber,
      playerId: launch.playerId,
      currencyId: launch.currencyId,
      gameId: launch.gameId,
      amountMinor: BigInt(amount),
      roundClosed,
      ...(reference ? { referenceTx: reference } : {}),
    });
  }

  /**
   * ROUND_CANCEL: every bet of the round reversed, the first under the cancel's own TransferId (so that
   * id is taken, and its replay or reuse is recognised), the others under `<TransferId>:<bet's id>`.
   */
  async function cancelRound(launch: AmusnetLaunch, body: z.output<typeof Money>): Promise<WalletOutcome> {
    const provider = await providerId();
    const bets = await amusnet.roundBets(provider, body.GameNumber, launch.playerId);
    const staked = bets.reduce((sum, b) => sum + b.amountMinor, 0n);
    if (bets.length === 0) {
      return {
        status: 'ok',
        transactionId: 0,
        replayed: false,
        balances: await games.balances(launch.playerId, launch.currencyId),
      };
    }
    if (staked !== BigInt(body.Amount))
      throw new Refusal(AMUSNET_CODE.general, 'AMOUNT_DOES_NOT_MATCH_THE_ROUND');
    let last: WalletOutcome | undefined;
    let replayed = true;
    for (const [i, b] of bets.entries()) {
      const outcome = await games.rollback({
        providerId: provider,
        providerTx: i === 0 ? body.TransferId : `${body.TransferId}:${b.providerTx}`,
        playerId: launch.playerId,
        currencyId: launch.currencyId,
        referenceTx: b.providerTx,
        heldAnswer: String(OUTCOME_CODE.held),
      });
      if (outcome.status !== 'ok') return outcome;
      replayed &&= outcome.replayed;
      last = outcome;
    }
    return last!.status === 'ok' ? { ...last!, replayed } : last!;
  }

  const handlers: {
    [K in CallName]: (body: z.output<(typeof CALLS)[K]>) => Promise<Record<string, string | number | bigint>>;
  } = {
    async AuthRequest(body) {
      const player = await repo.player(Number(body.PlayerId));
      if (!player) throw new Refusal(AMUSNET_CODE.general, 'PLAYER_NOT_FOUND');
      const now = clock.now();
      const checked = checkDefenceCode(body.DefenceCode, {
        playerId: player.id,
        currency: player.currencyCode,
        secret: config.secret,
        nowMs: now.getTime(),
      });
      if (checked !== 'ok') throw new Refusal(AMUSNET_CODE.insufficientOrExpired, 'DEFENCE_CODE_EXPIRED');
      const launch = await amusnet.spendCode(
        defenceCodeHash(body.DefenceCode),
        player.id,
        body.SessionId,
        now,
      );
      if (!launch) throw new Refusal(AMUSNET_CODE.insufficientOrExpired, 'DEFENCE_CODE_EXPIRED');
      // A launch that died meanwhile (logout, block, game off) does not open.
      const refusal = await games.frameRefusal(launch.gameSessionId);
      if (refusal) throw new Refusal(REFUSAL_CODE[refusal]);
      return {
        ErrorCode: AMUSNET_CODE.ok,
        ErrorMessage: MESSAGE[1000],
        Balance: await balanceOf(launch),
        Currency: player.currencyCode,
        PlayerId: player.id,
      };
    },

    async GetPlayerBalanceRequest(body) {
      const launch = await launchOf(body, { anyAge: true });
      return { ErrorCode: AMUSNET_CODE.ok, ErrorMessage: MESSAGE[1000], Balance: await balanceOf(launch) };
    },

    async WithdrawRequest(body) {
      const launch = await launchOf(body, { anyAge: false });
      await check(launch, body);
      return moneyAnswer(await bet(launch, body, false));
    },

    async DepositRequest(body) {
      const launch = await launchOf(body, { anyAge: true });
      await check(launch, body);
      if (body.Reason === 'ROUND_CANCEL') return moneyAnswer(await cancelRound(launch, body));
      return moneyAnswer(await win(launch, body, { tx: body.TransferId, amount: body.Amount }));
    },

    async WithdrawAndDepositRequest(body) {
      const launch = await launchOf(body, { anyAge: false });
      await check(launch, body);
      const staked = await bet(launch, body, false);
      if (staked.status !== 'ok') return moneyAnswer(staked);
      const won = await win(launch, body, {
        tx: `${body.TransferId}:win`,
        amount: body.WinAmount,
        reference: body.TransferId,
        // ROUND_BEGIN: the game goes on (a feature follows), so the round stays open for its later calls.
        roundClosed: body.Reason === 'ROUND_END',
      });
      if (won.status !== 'ok') return moneyAnswer(won);
      return moneyAnswer({ ...won, replayed: staked.replayed && won.replayed });
    },
  };

  function send(reply: FastifyReply, name: string, fields: Record<string, string | number | bigint>) {
    return reply.code(200).type('application/xml; charset=utf-8').send(buildAnswer(name, fields));
  }

  app.post(AMUSNET_PATH, { schema: { hide: true } }, async (request, reply) => {
    let name = 'Error';
    let answerName = 'ErrorResponse';
    let balanceWho: { playerId: number; currencyId: number } | undefined;
    try {
      // A caller outside the allow-list is answered as one with wrong credentials: it is not Amusnet.
      if (!allowed(request.ip)) {
        request.log.warn({ ip: request.ip }, 'amusnet call from an address not allowed');
        throw new Refusal(AMUSNET_CODE.general, 'INVALID_CREDENTIALS');
      }
      const call = parseCall(typeof request.body === 'string' ? request.body : '');
      if (!(call.name in CALLS)) throw new Refusal(AMUSNET_CODE.general, 'UNKNOWN_REQUEST');
      const callName = call.name as CallName;
      name = callName.replace(/Request$/, '');
      answerName = `${name}Response`;
      const parsed = CALLS[callName].safeParse(call.fields);
      if (!parsed.success) throw new Refusal(AMUSNET_CODE.general, 'INVALID_REQUEST');
      const body = parsed.data;
      if (!same(body.UserName, config.username) || !same(body.Password, config.password))
        throw new Refusal(AMUSNET_CODE.general, 'INVALID_CREDENTIALS');
      if (body.PortalCode !== config.portalCode)
        throw new Refusal(AMUSNET_CODE.general, 'INVALID_PORTAL_CODE');
      const player = await repo.player(Number(body.PlayerId));
      if (player) balanceWho = { playerId: player.id, currencyId: player.currencyId };
      const answer = await (
        handlers[callName] as (b: unknown) => Promise<Record<string, string | number | bigint>>
      )(body);
      onCallback(name, String(answer.ErrorCode));
      return send(reply, answerName, answer);
    } catch (err) {
      const refusal =
        err instanceof Refusal
          ? err
          : err instanceof MalformedXml
            ? new Refusal(AMUSNET_CODE.general, 'MALFORMED_XML')
            : new Refusal(AMUSNET_CODE.general);
      if (!(err instanceof Refusal) && !(err instanceof MalformedXml))
        request.log.error({ err }, 'amusnet wallet call failed');
      onCallback(name, String(refusal.code));
      // An insufficient-funds answer tells the actual balance, as the game shows it.
      const balance =
        refusal.balance ??
        (refusal.code === AMUSNET_CODE.insufficientOrExpired && balanceWho
          ? await balanceOf(balanceWho)
          : undefined);
      return send(reply, answerName, {
        ErrorCode: refusal.code,
        ErrorMessage: refusal.message,
        ...(balance !== undefined ? { Balance: balance } : {}),
      });
    }
  });
};
