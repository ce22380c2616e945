import { z } from 'zod';

/*
 * Betsy's operator API (BETER's sportsbook frame; PROTOCOLS.md §4d, Betsy's public partner docs). The
 * frame's backend calls us at {PARTNER_API_URL} = /api/providers/betsy:
 *
 * - POST /user/profile {token, requestId} → {userId, currency, currencies, isTest}
 * - POST /user/balance {token, userId, currency, requestId} → {userId, currency, amount}
 * - /payment/bet {token?, transactionId, requestId, userId, currency, amount, type, …}:
 *   POST type 1 place (debit), PUT type 2 settle/resettle (amount 0 = lost; a later settle of the same
 *   transactionId re-states the payout: applied on the delta), PUT type 1 unsettle (the settlement
 *   undone, the bet open again), PUT type 3 rollback (the stake returned; `errorCode` says why).
 * - Amounts are floats in currency units with a dot ("12.12"); we hold kuruş, so an amount with more
 *   than two decimals is a validation error (5), never rounded.
 * - Errors: HTTP 400 {code, message}; only `code` matters to Betsy. A non-200/400 answer or code 100
 *   makes Betsy roll the bet back.
 * - `requestId` is the idempotency key of a call (a replay answers the first result, applies nothing);
 *   `transactionId` is the bet.
 *
 * Thin in the public source (each has a contract test): the answer of /payment/bet is documented as
 * "the same format as Place bet" without an example, so we answer {userId, currency, amount (the
 * balance after the call), transactionId}; whether Betsy checks a JWS on our answers is not said, so
 * we sign them the same way; the codes Betsy reads on a settle (20, 21) and a place (7–16) are its
 * lists, the rest of our refusals use the general ones (5, 100).
 */

export const BETSY_CODES = {
  BAD_SIGNATURE: 1,
  INVALID_TOKEN: 3,
  TOKEN_EXPIRED: 4,
  VALIDATION: 5,
  NOT_ENOUGH_MONEY: 7,
  ALREADY_PROCESSED: 8,
  USER_BLOCKED: 9,
  STAKE_LIMIT: 11,
  LOSS_LIMIT: 12,
  SELF_EXCLUDED: 14,
  NOT_VERIFIED: 15,
  RECALCULATION_BLOCKED: 20,
  RECALCULATION_NO_MONEY: 21,
  SYSTEM: 100,
} as const;

export type BetsyCode = (typeof BETSY_CODES)[keyof typeof BETSY_CODES];

export const BETSY_MESSAGES: Record<BetsyCode, string> = {
  1: 'Request signature is invalid',
  3: 'Invalid token',
  4: 'Token is out of date',
  5: 'Request data validation error',
  7: 'Not enough money',
  8: 'The bet has already been processed',
  9: 'The user is blocked',
  11: 'The user’s stake limit has been reached',
  12: 'The user loss limit has been reached',
  14: 'The user is self-excluded',
  15: 'The user is not verified',
  20: 'The transaction recalculation is blocked',
  21: 'Recalculation is blocked: not enough money on the balance',
  100: 'System error',
};

/** Betsy's tokens are 10–64 characters; ours are 43 (32 random bytes, base64url). */
const Token = z.string().min(10).max(64);
const RequestId = z.string().min(1).max(64);
const Id = z.string().min(1).max(100);
/** A JSON number of currency units, at most two decimals (kuruş); see `toMinor`. */
const Amount = z.number().nonnegative().max(1e12);

export const ProfileRequest = z.object({ token: Token, requestId: RequestId });
export const BalanceRequest = z.object({
  token: Token,
  requestId: RequestId,
  userId: z.string().min(1).max(64).optional(),
  currency: z.string().min(3).max(5).optional(),
});

const BetBase = z.object({
  requestId: RequestId,
  transactionId: Id,
  userId: z.string().min(1).max(64),
  currency: z.string().min(3).max(5),
  amount: Amount,
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export const PlaceRequest = BetBase.extend({ token: Token, type: z.literal(1) });
export const PutRequest = BetBase.extend({
  token: Token.nullish(),
  /** Sent by Betsy; the bet is found by transactionId, so we do not require it. */
  userId: z.string().min(1).max(64).optional(),
  /** "cashout" on a settle: the player asked for it, so the token must be live. */
  resultType: z.string().max(40).nullish(),
  /** A rollback's reason (Betsy's list: 8 odds changed, 9 event over, 10 our timeout, …). */
  errorCode: z.number().int().nullish(),
});

export type PlaceRequest = z.output<typeof PlaceRequest>;
export type PutRequest = z.output<typeof PutRequest>;

/**
 * Currency units to kuruş, exactly: the number's shortest decimal form must have at most two decimals
 * (12.12 → 1212n; 12.125 or 1e-7 → undefined). No float arithmetic touches the amount.
 */
export function toMinor(amount: number): bigint | undefined {
  const text = String(amount);
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** Kuruş to the float Betsy reads (1290.1 for 129010n); exact for any balance below 2^53 kuruş. */
export const fromMinor = (minor: bigint): number => Number(minor) / 100;
