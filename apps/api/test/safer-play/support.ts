import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { players } from '../../src/db/schema.ts';
import { fullRegistration, login } from '../support/accounts.ts';
import type { TestApp } from '../support/app.ts';
import { hub88, hub88Bet, hub88Win, newPlayer, sessionFor } from '../game-wallet/support.ts';

/** Hub88's units: 1 TRY. */
export const TRY_1 = 100_000;

/** A player with ₺1,000 and a live Hub88 launch of `game` from the sign-up's session; amounts in lira. */
export async function hubPlayer(t: TestApp, game: { id: number; code: string }) {
  const player = await newPlayer(t, { cashMinor: 100_000n });
  const token = await sessionFor(t, player.playerId, game.id);
  const base = { user: player.playerId, token, game: game.code };
  return {
    ...player,
    async bet(lira: number, round = randomUUID()) {
      const body = hub88Bet({ ...base, round, amount: lira * TRY_1 });
      return { answer: await hub88(t, '/transaction/bet', body), round, tx: body.transaction_uuid };
    },
    async win(lira: number, bet: { round: string; tx: string }) {
      const body = hub88Win({ ...base, round: bet.round, amount: lira * TRY_1, reference: bet.tx });
      return hub88(t, '/transaction/win', body);
    },
    balance: () => hub88(t, '/user/balance', { request_uuid: randomUUID(), user: String(player.playerId) }),
    async rollback(bet: { round: string; tx: string }) {
      return hub88(t, '/transaction/rollback', {
        user: String(player.playerId),
        token,
        request_uuid: randomUUID(),
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: bet.tx,
        round: bet.round,
        round_closed: true,
        game_code: game.code,
      });
    },
  };
}

/** The player signs in again (their test password); the new session's token. */
export async function signIn(t: TestApp, playerId: number) {
  const [row] = await t.database.db
    .select({ username: players.username })
    .from(players)
    .where(eq(players.id, playerId));
  const answer = await login(t.app, row!.username, fullRegistration().password);
  expect(answer.status).toBe(200);
  return answer.body.data.token as string;
}
