import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  HUB88_PATH,
  HUB88_SIGNATURE_HEADER,
  hub88Sign,
  PRAGMATIC_PATH,
  pragmaticHash,
} from '../../game-wallet/index.ts';

/*
 * The stand-in provider's server side (DESIGN §10): it calls OUR wallet endpoints exactly as the real
 * Hub88 or Pragmatic Play would — same paths, same bodies, signed with the sandbox's keys — through
 * `app.inject`, so the request goes through routing, body parsing and signature checks like any other.
 * Hub88 plays the five providers that have no wallet protocol of ours (as an aggregator routes them).
 */

export type SandboxKeys = { hub88PrivateKeyPem: string; pragmaticSecret: string };

export type SpinResult =
  { ok: true; balance: number } | { ok: false; reason: 'funds' | 'refused'; balance?: number };

export type ProviderClient = {
  /** The player's balance (cash + bonus) in the currency's decimals. */
  balance(player: { playerId: number; token: string }): Promise<number | undefined>;
  /** One round: the stake, then the win (0 for a loss), closing the round. */
  playRound(
    player: { playerId: number; token: string; gameCode: string },
    stake: string,
    win: string,
  ): Promise<SpinResult>;
};

/** Hub88 amounts are ×100000 integers; the sandbox's decimals have at most 2 places. */
const toHub88 = (decimal: string) => Math.round(Number(decimal) * 100) * 1000;
const fromHub88 = (amount: number) => amount / 100_000;

export function hub88Client(root: FastifyInstance, keys: SandboxKeys): ProviderClient {
  async function post(path: string, body: Record<string, unknown>) {
    const text = JSON.stringify(body);
    const response = await root.inject({
      method: 'POST',
      url: `${HUB88_PATH}${path}`,
      headers: {
        'content-type': 'application/json',
        [HUB88_SIGNATURE_HEADER]: hub88Sign(text, keys.hub88PrivateKeyPem),
      },
      payload: text,
    });
    return JSON.parse(response.body) as { status: string; balance?: number };
  }
  return {
    async balance({ playerId, token }) {
      const answer = await post('/user/balance', {
        request_uuid: randomUUID(),
        user: String(playerId),
        token,
      });
      return answer.status === 'RS_OK' && answer.balance !== undefined
        ? fromHub88(answer.balance)
        : undefined;
    },
    async playRound({ playerId, token, gameCode }, stake, win) {
      const round = randomUUID();
      const betId = randomUUID();
      const common = { user: String(playerId), token, round, game_code: gameCode, currency: 'TRY' };
      const bet = await post('/transaction/bet', {
        ...common,
        request_uuid: randomUUID(),
        transaction_uuid: betId,
        round_closed: false,
        amount: toHub88(stake),
        bet: 'spin',
        is_free: false,
      });
      if (bet.status === 'RS_ERROR_NOT_ENOUGH_MONEY')
        return {
          ok: false,
          reason: 'funds',
          balance: bet.balance === undefined ? undefined : fromHub88(bet.balance),
        };
      if (bet.status !== 'RS_OK') return { ok: false, reason: 'refused' };
      const paid = await post('/transaction/win', {
        ...common,
        request_uuid: randomUUID(),
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: betId,
        round_closed: true,
        amount: toHub88(win),
      });
      if (paid.status !== 'RS_OK' || paid.balance === undefined) return { ok: false, reason: 'refused' };
      return { ok: true, balance: fromHub88(paid.balance) };
    },
  };
}

export function pragmaticClient(root: FastifyInstance, keys: SandboxKeys): ProviderClient {
  async function post(call: string, params: Record<string, string>) {
    const all = { providerId: 'PragmaticPlay', ...params };
    const response = await root.inject({
      method: 'POST',
      url: `${PRAGMATIC_PATH}/${call}.html`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...all, hash: pragmaticHash(all, keys.pragmaticSecret) }).toString(),
    });
    return JSON.parse(response.body) as { error: number; cash?: number; bonus?: number };
  }
  const total = (answer: { cash?: number; bonus?: number }) =>
    Math.round(((answer.cash ?? 0) + (answer.bonus ?? 0)) * 100) / 100;
  return {
    async balance({ playerId }) {
      const answer = await post('balance', { userId: String(playerId) });
      return answer.error === 0 ? total(answer) : undefined;
    },
    async playRound({ playerId, gameCode }, stake, win) {
      const roundId = randomUUID();
      const common = { userId: String(playerId), gameId: gameCode, roundId, timestamp: String(Date.now()) };
      const bet = await post('bet', {
        ...common,
        reference: randomUUID(),
        amount: stake,
        roundDetails: 'spin',
      });
      if (bet.error === 1) return { ok: false, reason: 'funds', balance: total(bet) };
      if (bet.error !== 0) return { ok: false, reason: 'refused' };
      const result = await post('result', {
        ...common,
        reference: randomUUID(),
        amount: win,
        roundDetails: 'spin',
      });
      if (result.error !== 0) return { ok: false, reason: 'refused' };
      return { ok: true, balance: total(result) };
    },
  };
}
