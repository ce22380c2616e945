import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SportsFrameConfig } from '../config.ts';
import type { FrameWalletCode } from '../protocol.ts';
import type { WalletReply } from '../sandbox/provider-client.ts';
import { JWS_HEADER, signDetachedJws } from './jws.ts';
import { BETSY_CODES, type BetsyCode } from './protocol.ts';
import { BETSY_PATH } from './routes.ts';

/*
 * The sandbox's Betsy (outside production, DESIGN §10): the server side of the stand-in fcg frame calls
 * OUR Betsy endpoints exactly as Betsy would — same paths, methods, bodies, a detached JWS under the
 * sandbox's partner secret — through `app.inject`, so every call goes through the allow-list, the JWS
 * check and validation. It answers in the sandbox page's terms (WalletReply, kuruş) so the page and its
 * routes stay one for both frames. Stateless: the player's id comes from /user/profile on each bet,
 * as Betsy asks for it when the frame loads.
 */

/** Betsy's codes in the sandbox page's words (it only tells funds, session and "already done" apart). */
const REPLY_CODE: Partial<Record<BetsyCode, FrameWalletCode>> = {
  [BETSY_CODES.NOT_ENOUGH_MONEY]: 'INSUFFICIENT_FUNDS',
  [BETSY_CODES.INVALID_TOKEN]: 'INVALID_TOKEN',
  [BETSY_CODES.TOKEN_EXPIRED]: 'INVALID_TOKEN',
  [BETSY_CODES.ALREADY_PROCESSED]: 'BET_SETTLED',
  [BETSY_CODES.USER_BLOCKED]: 'USER_DISABLED',
  [BETSY_CODES.SELF_EXCLUDED]: 'USER_DISABLED',
  [BETSY_CODES.LOSS_LIMIT]: 'LIMIT_REACHED',
  [BETSY_CODES.STAKE_LIMIT]: 'LIMIT_REACHED',
};

type BetsyAnswer = { code?: BetsyCode; amount?: number; userId?: string; currency?: string };

export function betsySandboxClient(root: FastifyInstance, frame: SportsFrameConfig) {
  const secret = frame.betsy!.partnerSecret;

  async function call(method: 'POST' | 'PUT', path: string, body: Record<string, unknown>) {
    const text = JSON.stringify({ requestId: randomUUID(), ...body });
    const response = await root.inject({
      method,
      url: `${BETSY_PATH}${path}`,
      headers: { 'content-type': 'application/json', [JWS_HEADER]: await signDetachedJws(text, secret) },
      payload: text,
    });
    return { ok: response.statusCode === 200, answer: JSON.parse(response.body) as BetsyAnswer };
  }

  function reply({ ok, answer }: { ok: boolean; answer: BetsyAnswer }): WalletReply {
    const balance = typeof answer.amount === 'number' ? Math.round(answer.amount * 100) : undefined;
    if (ok) return { code: 'OK', ...(balance !== undefined && { balance }) };
    return { code: REPLY_CODE[answer.code!] ?? 'BAD_REQUEST' };
  }

  const settle = (bet: string, amountMinor: number) =>
    call('PUT', '/payment/bet', {
      transactionId: bet,
      type: 2,
      amount: amountMinor / 100,
      currency: 'TRY',
    }).then(reply);

  return {
    balance: (token: string) => call('POST', '/user/balance', { token }).then(reply),
    async debit(token: string, bet: string, amountMinor: number): Promise<WalletReply> {
      const profile = await call('POST', '/user/profile', { token });
      if (!profile.ok) return reply(profile);
      return reply(
        await call('POST', '/payment/bet', {
          token,
          transactionId: bet,
          userId: profile.answer.userId,
          currency: profile.answer.currency,
          amount: amountMinor / 100,
          type: 1,
        }),
      );
    },
    /** Settles or resettles: what the bet pays now (Betsy restates a corrected result the same way). */
    credit: settle,
    /** A cancelled event returns the stake: Betsy settles it for the stake (a rollback is for placing). */
    rollback: (bet: string, stakeMinor: number) => settle(bet, stakeMinor),
  };
}
