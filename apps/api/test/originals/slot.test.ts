import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_RTP } from '@lale/originals';
import { seedOriginalsCatalogue, SLOT_GAME_CODE } from '../../src/modules/originals/index.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { bearer, call } from '../support/accounts.ts';
import { newPlayer, seedGames } from '../game-wallet/support.ts';

/*
 * Lale Bahçesi, Lale Originals' slot: launched like any game (casino/originalslaunchurl), its page in
 * the play frame spins through /api/originals/slot/spin, and every spin is a round of the game wallet.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t);
  await seedOriginalsCatalogue(t.database.db);
  await seedOriginalsCatalogue(t.database.db); // twice: a restart seeds again and must change nothing
});
afterAll(() => t.close());

type Spin = { grid?: string[][]; win?: number; balance: number; message?: string; lines?: { win: number }[] };

async function launch(token: string): Promise<string> {
  const answer = await call<string>(t.app, {
    method: 'POST',
    url: '/api/casino/originalslaunchurl',
    headers: bearer(token),
    payload: { code: SLOT_GAME_CODE, isMobile: false },
  });
  expect(answer.status).toBe(200);
  return new URL(answer.body.data).searchParams.get('session')!;
}

const spin = async (session: string, bet: number) =>
  await t.app.inject({ method: 'POST', url: '/api/originals/slot/spin', payload: { session, bet } });

describe('Lale Bahçesi', () => {
  it('is in the catalogue with its published RTP, first in the lobby', async () => {
    const games = await call<{ gameCode: string; providerName: string }[][]>(t.app, {
      method: 'POST',
      url: '/api/casino/games',
      payload: { live: false, search: 'lale bahcesi', skip: 0, take: 4 },
    });
    expect(games.body.data.flat()).toEqual([
      expect.objectContaining({ gameCode: SLOT_GAME_CODE, providerName: 'Lale Originals' }),
    ]);
    const { token } = await newPlayer(t);
    const session = await launch(token);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/originals/slot/play?session=${session}&lang=tr`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`%${PUBLISHED_RTP.toFixed(2).replace('.', ',')}`);
    expect(page.body).not.toMatch(/<script>|style="/);
  });

  it('spins ten times: each a round whose bet and win move the balance exactly', async () => {
    const player = await newPlayer(t, { cashMinor: 100_000n });
    const session = await launch(player.token);
    const state = await t.app.inject({
      method: 'POST',
      url: '/api/originals/slot/state',
      payload: { session },
    });
    expect(state.json()).toEqual({ balance: 1000, stakes: [1, 2, 5, 10, 20, 50] });
    let balance = 1000;
    const wins: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const answer = (await spin(session, 2)).json<Spin>();
      expect(answer.grid).toHaveLength(5);
      const lineTotal = Math.round((answer.lines ?? []).reduce((sum, line) => sum + line.win, 0) * 100) / 100;
      expect(answer.win).toBe(lineTotal);
      balance = Math.round((balance - 2 + answer.win!) * 100) / 100;
      expect(answer.balance).toBe(balance);
      wins.push(answer.win!);
    }
    const history = await call<{
      items: {
        providerName: string;
        gameName: string;
        betAmount: number;
        winAmount: number;
        status: number;
      }[];
    }>(t.app, {
      method: 'POST',
      url: '/api/casino/gamehistory',
      headers: bearer(player.token),
      payload: { take: 20 },
    });
    expect(history.body.data.items).toHaveLength(10);
    expect(history.body.data.items.map((round) => round.winAmount).reverse()).toEqual(wins);
    for (const round of history.body.data.items)
      expect(round).toMatchObject({
        providerName: 'Lale Originals',
        gameName: 'Lale Bahçesi',
        betAmount: 2,
        status: 2,
      });
    expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
  });

  it('refuses a stake that is not a bet level, a spin above the balance, and an unknown session', async () => {
    const player = await newPlayer(t, { cashMinor: 150n });
    const session = await launch(player.token);
    const odd = await spin(session, 3);
    expect(odd.statusCode).toBe(400);
    const poor = (await spin(session, 2)).json<Spin>();
    expect(poor).toEqual({ balance: 1.5, message: 'Bakiye yetersiz.' });
    expect((await spin('y'.repeat(32), 1)).statusCode).toBe(404);
    const history = await call<{ total: number }>(t.app, {
      method: 'POST',
      url: '/api/casino/gamehistory',
      headers: bearer(player.token),
      payload: {},
    });
    expect(history.body.data.total).toBe(0);
  });
});
