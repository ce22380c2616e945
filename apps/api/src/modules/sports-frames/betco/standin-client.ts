import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { FrameWalletCode } from '../protocol.ts';
import { BETCO_ERRORS, betcoHash, betcoPartnerApiPath, HASH_FIELDS, type BetcoMethod } from './protocol.ts';

/*
 * BetConstruct's side of the Partner API, for the sandbox frame (outside production): it calls OUR
 * Partner API as BetConstruct does — the same paths, bodies and MD5 hashes, TS from the app's clock —
 * through `app.inject`, so each call passes the allow-list, hash and shape checks like a real one. It
 * answers in the sandbox's words (the old protocol's codes, ../sandbox/routes.ts), so the frame page is
 * the same for both providers. tools/standins/betco.ts plays the same role over HTTP for production.
 *
 * BetConstruct's ids are Longs; the sandbox names a bet by a UUID, so its BetId is a number derived from
 * it (48 bits of its SHA-256: unique enough for a sandbox), the BetPlaced TransactionId BetId×10+1 (the
 * one a Rollback names), and each BetResulted a fresh random TransactionId.
 */

export type StandInReply = { code: FrameWalletCode | 'OK'; balance?: number; message?: string };

/** BetConstruct's codes in the old protocol's words (what the sandbox page shows). */
const AS_FRAME_CODE: Record<string, FrameWalletCode> = {
  [BETCO_ERRORS.BALANCE.code]: 'INSUFFICIENT_FUNDS',
  [BETCO_ERRORS.TOKEN.code]: 'INVALID_TOKEN',
  [BETCO_ERRORS.NOT_LOGGED_IN.code]: 'INVALID_TOKEN',
  [BETCO_ERRORS.USER_BLOCKED.code]: 'USER_DISABLED',
  [BETCO_ERRORS.CLIENT_LIMIT.code]: 'LIMIT_REACHED',
  [BETCO_ERRORS.BET_SETTLED.code]: 'BET_SETTLED',
  [BETCO_ERRORS.BET_ROLLED_BACK.code]: 'BET_ROLLED_BACK',
  [BETCO_ERRORS.BET_NOT_FOUND.code]: 'BET_NOT_FOUND',
  [BETCO_ERRORS.DUPLICATE.code]: 'DUPLICATE_TRANSACTION',
};

/** A numeric BetId for a sandbox bet's UUID. */
export const sandboxBetId = (bet: string) =>
  BigInt(`0x${createHash('sha256').update(bet).digest('hex').slice(0, 12)}`);

/** Minor units → the decimal text BetConstruct writes (2 places: TRY). */
const decimal = (minor: number) => (minor / 100).toFixed(2);

export function betcoStandInClient(root: FastifyInstance, sharedKey: string, clock: Clock) {
  /** Posts one call: the body's fields in the method's hash order, then the others, then Hash. */
  async function post(method: BetcoMethod, fields: Record<string, string | number>): Promise<StandInReply> {
    const body: Record<string, string | number> = { TS: Math.floor(clock.now().getTime() / 1000), ...fields };
    const hash = betcoHash(
      HASH_FIELDS[method].map((name) => [name, body[name] === undefined ? undefined : String(body[name])]),
      sharedKey,
    );
    // Amounts are written with their two decimals ("25.00"): the text is what the hash covers.
    const text = JSON.stringify({ ...body, Hash: hash }).replace(
      /"(Amount|TotalPrice)":"(\d+\.\d+)"/g,
      '"$1":$2',
    );
    const response = await root.inject({
      method: 'POST',
      url: `${betcoPartnerApiPath}/${method}`,
      headers: { 'content-type': 'application/json' },
      payload: text,
    });
    const answer = JSON.parse(response.body) as { ErrorCode: string; ErrorText: string; Balance?: number };
    if (answer.ErrorCode === '0')
      return { code: 'OK', ...(answer.Balance === undefined ? {} : { balance: answer.Balance }) };
    return { code: AS_FRAME_CODE[answer.ErrorCode] ?? 'BAD_REQUEST', message: answer.ErrorText };
  }

  /** The call's reply with the player's balance after it (minor units), when the token still lives. */
  async function withBalance(reply: StandInReply, token: string | undefined): Promise<StandInReply> {
    if (!token) return reply;
    const balance = await post('GetClientBalance', { AuthToken: token });
    return balance.code === 'OK' && balance.balance !== undefined
      ? { ...reply, balance: Math.round(balance.balance * 100) }
      : reply;
  }

  return {
    async balance(token: string): Promise<StandInReply> {
      const reply = await post('GetClientBalance', { AuthToken: token });
      return reply.balance === undefined ? reply : { ...reply, balance: Math.round(reply.balance * 100) };
    },
    async debit(token: string, bet: string, amountMinor: number, odds = '2.00') {
      const betId = sandboxBetId(bet);
      const placed = await post('BetPlaced', {
        AuthToken: token,
        TransactionId: Number(betId * 10n + 1n),
        BetId: Number(betId),
        Amount: decimal(amountMinor),
        Created: clock.now().toISOString(),
        BetType: 1,
        TotalPrice: odds,
      });
      return withBalance(placed, token);
    },
    async credit(bet: string, amountMinor: number, token?: string, betState?: number) {
      const result = await post('BetResulted', {
        AuthToken: token ?? 'sandbox-settlement',
        TransactionId: randomInt(1, 2 ** 47),
        BetId: Number(sandboxBetId(bet)),
        BetState: betState ?? (amountMinor > 0 ? 4 : 3),
        Amount: decimal(amountMinor),
      });
      return withBalance(result, token);
    },
    async rollback(bet: string, token?: string) {
      const betId = sandboxBetId(bet);
      const rolled = await post('Rollback', {
        AuthToken: token ?? 'sandbox-settlement',
        TransactionId: Number(betId * 10n + 1n),
        BetId: Number(betId),
      });
      return withBalance(rolled, token);
    },
  };
}
