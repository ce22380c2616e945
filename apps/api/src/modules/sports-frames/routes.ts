import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { SportsFrameConfig } from './config.ts';
import type { MoneyService } from '../../platform/money.ts';
import { acceptRawBodies, rawBodyOf } from '../../platform/raw-body.ts';
import {
  BalanceRequest,
  CreditRequest,
  DebitRequest,
  FRAME_WALLET_CODES,
  RollbackRequest,
  SIGNATURE_HEADER,
  signBody,
  verifyBody,
  type FrameWalletCode,
} from './protocol.ts';
import type { FrameOutcome, FrameWallet } from './service.ts';
import type { FrameTokens } from './tokens.ts';

/*
 * One sportsbook frame's wallet endpoints (protocol.ts), mounted at /api/providers/<name>: balance,
 * debit, credit, rollback. The signature is checked on the raw body before anything is parsed; a call
 * that fails it learns nothing more and changes nothing. Answers are signed with the same secret.
 */

export const framesWalletPath = (name: string) => `/api/providers/${name}`;
const BODY_LIMIT = 64 * 1024;

export type FrameWalletRoutesOptions = {
  frame: SportsFrameConfig;
  tokens: FrameTokens;
  wallet: FrameWallet;
  money: MoneyService;
  /** Told of every call answered: its path (`debit`) and the code answered (the metrics). */
  onCallback?: (call: string, code: string) => void;
  /** Retiring (fcg's old protocol beside Betsy's): balance, credit, rollback answer; a debit is refused. */
  retiring?: boolean;
};

class Refusal extends Error {
  constructor(
    readonly code: Exclude<FrameWalletCode, 'INTERNAL'>,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

export const frameWalletRoutes: FastifyPluginAsync<FrameWalletRoutesOptions> = async (
  app,
  { frame, tokens, wallet, money, onCallback = () => {}, retiring = false },
) => {
  acceptRawBodies(app, BODY_LIMIT);
  const base = framesWalletPath(frame.name);

  function send(reply: FastifyReply, status: number, body: Record<string, unknown>) {
    const text = JSON.stringify(body);
    return reply
      .code(status)
      .type('application/json; charset=utf-8')
      .header(SIGNATURE_HEADER, signBody(text, frame.walletSecret))
      .send(text);
  }

  function route<S extends z.ZodType<{ requestId: string; partnerId: string }>>(
    path: string,
    schema: S,
    handle: (body: z.output<S>) => Promise<Record<string, unknown>>,
  ) {
    app.post(`${base}${path}`, { schema: { hide: true } }, async (request, reply) => {
      const raw = rawBodyOf(request.body);
      let requestId: string | null = null;
      try {
        if (!verifyBody(raw, request.headers[SIGNATURE_HEADER] as string | undefined, frame.walletSecret))
          throw new Refusal('INVALID_SIGNATURE');
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new Refusal('BAD_REQUEST');
        }
        const given = (parsed as { requestId?: unknown } | null)?.requestId;
        if (typeof given === 'string' && given.length <= 100) requestId = given;
        const body = schema.safeParse(parsed);
        if (!body.success) throw new Refusal('BAD_REQUEST');
        if (body.data.partnerId !== frame.partnerId) throw new Refusal('INVALID_PARTNER');
        const answer = { code: 'OK', requestId, ...(await handle(body.data)) };
        onCallback(path.slice(1), String(answer.code));
        return send(reply, 200, answer);
      } catch (err) {
        const code: FrameWalletCode = err instanceof Refusal ? err.code : 'INTERNAL';
        if (code === 'INTERNAL')
          request.log.error({ err, provider: frame.name }, 'sportsbook wallet call failed');
        onCallback(path.slice(1), code);
        const { status, message } = FRAME_WALLET_CODES[code];
        // A wrong signature says nothing more: the caller is not known to be the provider.
        const extra = err instanceof Refusal && code !== 'INVALID_SIGNATURE' ? err.extra : {};
        return send(reply, status, {
          code,
          message,
          requestId: code === 'INVALID_SIGNATURE' ? null : requestId,
          ...extra,
        });
      }
    });
  }

  async function currencyOf(currencyId: number) {
    return money.currency(currencyId);
  }

  async function playerOf(token: string) {
    const player = await tokens.resolve(frame.name, token);
    if (!player) throw new Refusal('INVALID_TOKEN');
    return player;
  }

  /** The answer of a wallet outcome: OK with the cash balance, or its refusal (with the balance when known). */
  async function answer(outcome: FrameOutcome) {
    const currencyId = outcome.code === 'OK' ? outcome.currencyId : null;
    const currency = currencyId === null ? null : await currencyOf(currencyId);
    const balance = outcome.cashMinor == null ? {} : { balance: Number(outcome.cashMinor) };
    if (outcome.code !== 'OK') throw new Refusal(outcome.code, balance);
    return {
      transactionId: String(outcome.transactionId),
      ...(outcome.playerId === null ? {} : { playerId: String(outcome.playerId) }),
      ...(currency ? { currency: currency.code } : {}),
      ...balance,
    };
  }

  route('/balance', BalanceRequest, async (body) => {
    const player = await playerOf(body.token);
    const [{ cash }, currency] = await Promise.all([
      wallet.balance(player.playerId, player.currencyId),
      currencyOf(player.currencyId),
    ]);
    return { playerId: String(player.playerId), currency: currency.code, balance: Number(cash) };
  });

  route('/debit', DebitRequest, async (body) => {
    if (retiring) throw new Refusal('PROTOCOL_RETIRED');
    // Live or not: the wager gate inside the debit's transaction says why a dead token may not stake.
    const player = await tokens.lookup(frame.name, body.token);
    if (!player) throw new Refusal('INVALID_TOKEN');
    const currency = await currencyOf(player.currencyId);
    if (currency.code !== body.currency) throw new Refusal('WRONG_CURRENCY');
    const outcome = await wallet.debit({
      provider: frame.name,
      providerTx: body.transactionId,
      providerBet: body.betId,
      playerId: player.playerId,
      currencyId: player.currencyId,
      siteSessionId: player.sessionId,
      amountMinor: BigInt(body.amount),
    });
    return answer(outcome);
  });

  route('/credit', CreditRequest, async (body) => {
    const currency = await money.currencyByCode(body.currency);
    if (!currency) throw new Refusal('WRONG_CURRENCY');
    const outcome = await wallet.credit({
      provider: frame.name,
      providerTx: body.transactionId,
      providerBet: body.betId,
      currencyId: currency.id,
      amountMinor: BigInt(body.amount),
    });
    return answer(outcome);
  });

  route('/rollback', RollbackRequest, async (body) => {
    const outcome = await wallet.rollback({
      provider: frame.name,
      providerTx: body.transactionId,
      providerBet: body.betId,
    });
    return answer(outcome);
  });
};
