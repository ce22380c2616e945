import { decimalToMinor, minorToDecimalText } from '@lale/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { MoneyService } from '../../../platform/money.ts';
import type { WagerRefusal } from '../../integrity/index.ts';
import { callbackAllow } from '../callback-allow.ts';
import type { GameWalletRepo } from '../repo.ts';
import type { GameWalletService, WalletOutcome } from '../service.ts';
import { fundistHmacMatches, fundistSigned } from './hmac.ts';
import { playerOfFundistLogin } from './login.ts';

/*
 * SoftGamings' Fundist OneWallet callback (PROTOCOLS §4), one JSON POST at /api/providers/softgamings/
 * wallet. Fundist's OneWallet specification is a private PDF: what follows is our reading of it through
 * the public integrations (PROTOCOLS §4 lists what is known). Every answer is HTTP 200, signed with
 * `hmac` like the calls (hmac.ts); success `{status:"OK", …}`, failure `{error:"<text>", hmac}`.
 *
 * - Routing: `i_rollback` first — a debit or credit carrying it reverses the transaction it names
 *   (PROTOCOLS §4), it is never a fresh bet or win — then `type` ∈ ping, balance, debit, credit, roundinfo.
 * - `i_gamedesc` ("SystemID:GameType") is not checked: the launch named in `i_extparam` fixes the game,
 *   and how GameType relates to our game codes is not public.
 * - `userid` is the player's Fundist login (login.ts: `lale_<player id>`, created by the launch's
 *   User/Add); `i_extparam` echoes what the launch passed, our game session token; `i_gameid` is the
 *   round, `round_ended` closes it; `tid` (≤ 32) is the idempotency key: the same tid with the same
 *   content answers the first result and applies nothing, with other content it is a mismatch.
 * - A credit with `i_rollback` reverses a debit (the stake goes back: GameWalletService.rollback, which
 *   reserves an unknown debit's tid so it cannot be taken later). A debit with `i_rollback` would take
 *   back a credit: our wallet never takes a paid win back from a player's balance (the player may have
 *   spent it; a disputed win is the operator's to settle), so it is refused with "Rollback not
 *   supported" and nothing moves; a debit-rollback naming an unknown tid reserves that tid, so the credit
 *   arriving later is refused as rolled back.
 *
 * The error TEXTS are ours (the public integrations each invent their own; whether Fundist parses them
 * or only sees `error` is not public): "Invalid HMAC", "Invalid request", "Invalid userid", "Invalid
 * currency", "Invalid amount", "Invalid session", "Session expired", "Insufficient funds", "Transaction
 * parameter mismatch", "Transaction rolled back", "Transaction not found", "Rollback not supported",
 * "Bet limit exceeded", "Rollback held for review", "User blocked", "Game disabled", "Limit reached",
 * "Internal error".
 */

export const SOFTGAMINGS_WALLET_PATH = '/api/providers/softgamings/wallet';
const BODY_LIMIT = 64 * 1024;

export type FundistError =
  | 'Invalid HMAC'
  | 'Invalid request'
  | 'Invalid userid'
  | 'Invalid currency'
  | 'Invalid amount'
  | 'Invalid session'
  | 'Session expired'
  | 'Insufficient funds'
  | 'Transaction parameter mismatch'
  | 'Transaction rolled back'
  | 'Transaction not found'
  | 'Rollback not supported'
  | 'Bet limit exceeded'
  | 'Rollback held for review'
  | 'User blocked'
  | 'Game disabled'
  | 'Limit reached'
  | 'Internal error';

/** The wager gate's refusals in our Fundist error texts. */
const REFUSAL_ERROR: Record<WagerRefusal, FundistError> = {
  session_ended: 'Session expired',
  account_disabled: 'User blocked',
  account_blocked: 'User blocked',
  account_self_excluded: 'User blocked',
  account_timed_out: 'User blocked',
  account_restricted: 'User blocked',
  account_unverified: 'User blocked',
  provider_off: 'Game disabled',
  game_off: 'Game disabled',
  // The game shows Fundist's generic failure; our site tells the player which of their limits it was.
  loss_limit: 'Limit reached',
  wager_limit: 'Limit reached',
  session_limit: 'Limit reached',
};

const OUTCOME_ERROR: Record<Exclude<WalletOutcome['status'], 'ok' | 'refused'>, FundistError> = {
  insufficient_funds: 'Insufficient funds',
  duplicate: 'Transaction parameter mismatch',
  rolled_back: 'Transaction rolled back',
  unknown_bet: 'Transaction not found',
  bet_limit: 'Bet limit exceeded',
  // A refund of a debit whose round already has a credit (rollback-after-win.ts): kept for the operator.
  held: 'Rollback held for review',
};

// Fundist's scalars arrive as strings or numbers (public integrations see both); flags also as booleans.
const scalar = z.union([z.string(), z.number()]).transform(String);
const flag = z
  .union([z.boolean(), z.string(), z.number()])
  .optional()
  .transform((value) => value === true || value === '1' || value === 1 || value === 'true');
const TID = z.string().regex(/^[A-Za-z0-9._:-]{1,32}$/);
const Extra = { hmac: z.string() };

const PingSchema = z.looseObject({ type: z.literal('ping'), ...Extra });
const BalanceSchema = z.looseObject({
  type: z.literal('balance'),
  userid: scalar,
  currency: z.string().length(3),
  i_extparam: scalar.optional(),
  ...Extra,
});
const MoneySchema = z.looseObject({
  type: z.enum(['debit', 'credit']),
  userid: scalar,
  currency: z.string().length(3),
  tid: TID,
  // A rollback names what it reverses; its amount (if sent) is not needed.
  amount: scalar.optional(),
  i_gameid: scalar.pipe(z.string().min(1).max(64)).optional(),
  i_extparam: scalar.optional(),
  i_rollback: TID.optional(),
  round_ended: flag,
  ...Extra,
});
const RoundInfoSchema = z.looseObject({ type: z.literal('roundinfo'), ...Extra });

class Refusal extends Error {
  constructor(readonly error: FundistError) {
    super(error);
  }
}

export type FundistOptions = {
  games: GameWalletService;
  repo: GameWalletRepo;
  money: MoneyService;
  /** SOFTGAMINGS_SECRET: Fundist's HMAC secret. */
  secret: string;
  /** SOFTGAMINGS_CALLBACK_ALLOW: the addresses Fundist calls from; undefined: any. */
  callbackAllow?: readonly string[];
  /** Told of every call answered: its name (`debit`, `credit-rollback`) and `OK` or the error (metrics). */
  onCallback?: (call: string, outcome: string) => void;
};

export const fundistRoutes: FastifyPluginAsync<FundistOptions> = async (
  app,
  { games, repo, money, secret, callbackAllow: allowList, onCallback = () => {} },
) => {
  const allowed = callbackAllow(allowList);
  app.removeAllContentTypeParsers();
  // The body is parsed here, not by Fastify, so a broken one is answered in Fundist's form.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  let softgamingsId: number | undefined;
  async function providerId(): Promise<number> {
    softgamingsId ??= await repo.providerId('SoftGamings');
    if (softgamingsId === undefined) throw new Error("the catalogue has no 'SoftGamings' provider row");
    return softgamingsId;
  }

  function send(reply: FastifyReply, answer: Record<string, string>) {
    return reply
      .code(200)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(fundistSigned(answer, secret)));
  }

  async function playerOf(userid: string, currency: string) {
    const playerId = playerOfFundistLogin(userid);
    const player = playerId === undefined ? undefined : await repo.player(playerId);
    if (!player) throw new Refusal('Invalid userid');
    if (player.currencyCode !== currency) throw new Refusal('Invalid currency');
    return player;
  }

  async function balanceText(currencyId: number, balances: { cash: bigint; bonus: bigint }) {
    const { minorUnits } = await money.currency(currencyId);
    return minorToDecimalText(balances.cash + balances.bonus, minorUnits);
  }

  async function amountOf(amount: string | undefined, currencyId: number): Promise<bigint> {
    if (amount === undefined) throw new Refusal('Invalid amount');
    const minor = decimalToMinor(amount, (await money.currency(currencyId)).minorUnits);
    if (minor === null) throw new Refusal('Invalid amount');
    return minor;
  }

  /** The launch a debit or credit names (i_extparam), which must be this player's. */
  async function launchOf(extparam: string | undefined, playerId: number, { anyAge }: { anyAge: boolean }) {
    if (!extparam) throw new Refusal('Invalid session');
    const session = await games.session(extparam, { anyAge });
    if (session === 'expired') throw new Refusal('Session expired');
    if (!session || session.playerId !== playerId) throw new Refusal('Invalid session');
    return session;
  }

  async function moneyAnswer(tid: string, currencyId: number, outcome: WalletOutcome) {
    if (outcome.status === 'refused') throw new Refusal(REFUSAL_ERROR[outcome.reason]);
    if (outcome.status !== 'ok') throw new Refusal(OUTCOME_ERROR[outcome.status]);
    return { status: 'OK', tid, balance: await balanceText(currencyId, outcome.balances) };
  }

  async function rollback(
    body: z.output<typeof MoneySchema>,
    reversed: string,
  ): Promise<Record<string, string>> {
    const player = await playerOf(body.userid, body.currency);
    const outcome = await games.rollback({
      providerId: await providerId(),
      providerTx: body.tid,
      playerId: player.id,
      currencyId: player.currencyId,
      referenceTx: reversed,
      heldAnswer: OUTCOME_ERROR.held,
    });
    // A debit-rollback names a credit: the service finds no debit by that tid (it reserved an unknown
    // one), so "not found" here means a win we paid and do not take back.
    if (body.type === 'debit' && outcome.status === 'unknown_bet')
      throw new Refusal('Rollback not supported');
    return moneyAnswer(body.tid, player.currencyId, outcome);
  }

  async function debit(body: z.output<typeof MoneySchema>): Promise<Record<string, string>> {
    const player = await playerOf(body.userid, body.currency);
    const session = await launchOf(body.i_extparam, player.id, { anyAge: false });
    const outcome = await games.bet({
      providerId: await providerId(),
      providerTx: body.tid,
      providerRound: body.i_gameid ?? body.tid,
      playerId: player.id,
      currencyId: session.currencyId,
      gameId: session.gameId,
      amountMinor: await amountOf(body.amount, session.currencyId),
      roundClosed: body.round_ended,
      stakePath: 'softgamings.debit',
      gameSessionId: session.id,
    });
    return moneyAnswer(body.tid, session.currencyId, outcome);
  }

  async function credit(body: z.output<typeof MoneySchema>): Promise<Record<string, string>> {
    const player = await playerOf(body.userid, body.currency);
    // Wins never check the launch's age (a round may end after the launch expired).
    const session = await launchOf(body.i_extparam, player.id, { anyAge: true });
    const outcome = await games.win({
      providerId: await providerId(),
      providerTx: body.tid,
      providerRound: body.i_gameid ?? body.tid,
      playerId: player.id,
      currencyId: session.currencyId,
      gameId: session.gameId,
      amountMinor: await amountOf(body.amount, session.currencyId),
      roundClosed: body.round_ended,
    });
    return moneyAnswer(body.tid, session.currencyId, outcome);
  }

  /** Which call a body is, `i_rollback` before `type`; the answer, or a Refusal. */
  async function handle(
    parsed: Record<string, unknown>,
  ): Promise<{ call: string; answer: Record<string, string> }> {
    const isMoney = parsed.type === 'debit' || parsed.type === 'credit';
    if (isMoney) {
      const body = MoneySchema.safeParse(parsed);
      if (!body.success) throw new Refusal('Invalid request');
      if (body.data.i_rollback !== undefined)
        return {
          call: `${body.data.type}-rollback`,
          answer: await rollback(body.data, body.data.i_rollback),
        };
      return {
        call: body.data.type,
        answer: body.data.type === 'debit' ? await debit(body.data) : await credit(body.data),
      };
    }
    if (parsed.type === 'ping') {
      if (!PingSchema.safeParse(parsed).success) throw new Refusal('Invalid request');
      return { call: 'ping', answer: { status: 'OK' } };
    }
    if (parsed.type === 'balance') {
      const body = BalanceSchema.safeParse(parsed);
      if (!body.success) throw new Refusal('Invalid request');
      const player = await playerOf(body.data.userid, body.data.currency);
      const balances = await games.balances(player.id, player.currencyId);
      return {
        call: 'balance',
        answer: { status: 'OK', balance: await balanceText(player.currencyId, balances) },
      };
    }
    if (parsed.type === 'roundinfo') {
      // A summary of a round Fundist already settled with debits and credits: acknowledged, nothing moves.
      if (!RoundInfoSchema.safeParse(parsed).success) throw new Refusal('Invalid request');
      return { call: 'roundinfo', answer: { status: 'OK' } };
    }
    throw new Refusal('Invalid request');
  }

  app.post(SOFTGAMINGS_WALLET_PATH, { schema: { hide: true } }, async (request, reply) => {
    let call = 'unknown';
    try {
      // A caller outside the allow-list is answered like a wrong HMAC: it is not Fundist.
      if (!allowed(request.ip)) {
        request.log.warn({ ip: request.ip }, 'softgamings call from an address not allowed');
        throw new Refusal('Invalid HMAC');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(request.body));
      } catch {
        throw new Refusal('Invalid request');
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Refusal('Invalid request');
      const body = parsed as Record<string, unknown>;
      if (!fundistHmacMatches(body, secret)) throw new Refusal('Invalid HMAC');
      const done = await handle(body);
      call = done.call;
      onCallback(call, 'OK');
      return send(reply, done.answer);
    } catch (err) {
      const error: FundistError = err instanceof Refusal ? err.error : 'Internal error';
      if (error === 'Internal error') request.log.error({ err }, 'softgamings wallet call failed');
      onCallback(call, error);
      return send(reply, { error });
    }
  });
};
