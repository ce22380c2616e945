import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/*
 * Our old sportsbook-frame wallet protocol (ARCHITECTURE.md, "Sportsbook frames"), from before issue #29:
 * fcg now speaks Betsy's (betsy/) and betco BetConstruct's Partner API (betco/). These routes stay mounted
 * only while their old key is set, to settle and roll back the bets opened on them; they take no new bet.
 *
 * - POST JSON to /api/providers/<name>/{balance,debit,credit,rollback}.
 * - `X-Lale-Signature`: hex HMAC-SHA256 of the raw request body, keyed by the provider's wallet secret.
 *   Our answers carry the same header over the answer's body.
 * - Amounts are integers in the currency's minor units (12.50 TRY = 1250); currency is ISO 4217 (TRY).
 * - `transactionId` is the provider's and is the idempotency key: the same id with the same content
 *   answers the first result again, with other content DUPLICATE_TRANSACTION.
 * - A debit places a bet (`betId`, one debit per bet); a credit settles it once (amount 0 = lost); a
 *   rollback cancels an open bet's debit. Credits and rollbacks need no token: settlement may come
 *   long after the player's session ended.
 */

export const SIGNATURE_HEADER = 'x-lale-signature';

export function signBody(body: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function verifyBody(body: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(body, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** Every refusal of the protocol, its HTTP status and what it means (the one table). */
export const FRAME_WALLET_CODES = {
  BAD_REQUEST: { status: 400, message: 'The body is not valid JSON of this call.' },
  WRONG_CURRENCY: { status: 400, message: "The currency is not the player's." },
  INVALID_SIGNATURE: { status: 401, message: 'The signature does not match the body.' },
  INVALID_PARTNER: { status: 403, message: 'The partner id is not ours.' },
  INVALID_TOKEN: { status: 403, message: 'The token is unknown, or its session has ended.' },
  USER_DISABLED: { status: 403, message: 'The account is closed or self-excluded: it may not bet.' },
  INSUFFICIENT_FUNDS: { status: 402, message: 'The player cannot cover the stake.' },
  LIMIT_REACHED: { status: 403, message: 'The stake would break a loss or wager limit the player set.' },
  BET_NOT_FOUND: { status: 404, message: 'No bet with this betId.' },
  DUPLICATE_TRANSACTION: {
    status: 409,
    message: 'This transactionId (or betId) was used with other content.',
  },
  BET_ROLLED_BACK: { status: 409, message: 'The bet was rolled back.' },
  BET_SETTLED: { status: 409, message: 'The bet is already settled.' },
  PROTOCOL_RETIRED: {
    status: 410,
    message: 'This protocol takes no new bets (fcg speaks Betsy); it only settles the bets opened on it.',
  },
  INTERNAL: { status: 500, message: 'Something failed on our side; retry with the same transactionId.' },
} as const;

export type FrameWalletCode = keyof typeof FRAME_WALLET_CODES;

const id = z.string().min(1).max(100);
/** Minor units; a JSON number that is an exact integer (never a float of lira). */
const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const Base = z.object({ requestId: id, partnerId: z.string().min(1).max(64) });
export const BalanceRequest = Base.extend({ token: z.string().min(1).max(200) });
export const DebitRequest = Base.extend({
  token: z.string().min(1).max(200),
  transactionId: id,
  betId: id,
  amount: minor.min(1),
  currency: z.string().length(3),
});
export const CreditRequest = Base.extend({
  transactionId: id,
  betId: id,
  amount: minor,
  currency: z.string().length(3),
});
export const RollbackRequest = Base.extend({ transactionId: id, betId: id });

export type BalanceRequest = z.output<typeof BalanceRequest>;
export type DebitRequest = z.output<typeof DebitRequest>;
export type CreditRequest = z.output<typeof CreditRequest>;
export type RollbackRequest = z.output<typeof RollbackRequest>;

/** A successful answer: the player's cash balance after the call (absent for a rollback of an unknown bet). */
export type FrameWalletAnswer = {
  code: 'OK';
  requestId: string;
  playerId?: string;
  currency?: string;
  balance?: number;
  /** Our id of the transaction (debit, credit, rollback). */
  transactionId?: string;
};
