import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOFTGAMINGS_SANDBOX_SCRIPT } from '../../src/platform/sandbox-inline-script.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { bearer, call } from '../support/accounts.ts';
import { newPlayer, seedGames, someGame } from '../game-wallet/support.ts';

/*
 * Launching games (spec §7) outside production: every provider is played by the game-provider sandbox,
 * whose page spins through our real wallet endpoints with signed requests (DESIGN §10). Favourites.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t);
});
afterAll(() => t.close());

const post = <T>(token: string | undefined, url: string, payload: Record<string, unknown>) =>
  call<T>(t.app, { method: 'POST', url, headers: token ? bearer(token) : {}, payload });

const LOBBY = 'http://localhost:3000/casino/slot';

async function spin(session: string, bet: number) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/games/spin',
    payload: { session, bet },
  });
  return answer.json<{ balance: number; win?: number; symbols?: string[]; message?: string }>();
}

const sessionOf = (url: string) => new URL(url).searchParams.get('session')!;

describe('launching a game', () => {
  it('needs a signed-in player, and a game of that provider', async () => {
    const game = await someGame(t, 'Pragmatic Play');
    expect((await post(undefined, '/api/casino/pragmaticlaunchurl', { code: game.code })).status).toBe(401);
    const { token } = await newPlayer(t);
    const unknown = await post(token, '/api/casino/pragmaticlaunchurl', { code: 'no-such-game' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/bulunamadı/);
    // A Hub88 game asked for through Pragmatic's call is not Pragmatic's.
    const hub = await someGame(t, 'Hub88');
    expect((await post(token, '/api/casino/pragmaticlaunchurl', { code: hub.code })).status).toBe(404);
  });

  it('opens a Pragmatic sandbox game whose spins move money through the Pragmatic wallet', async () => {
    const game = await someGame(t, 'Pragmatic Play');
    const player = await newPlayer(t, { cashMinor: 10_000n });
    const launch = await post<string>(player.token, '/api/casino/pragmaticlaunchurl', { code: game.code });
    expect(launch.status).toBe(200);
    expect(launch.body.data).toMatch(/^http:\/\/localhost:\d+\/api\/sandbox\/games\/play\?session=/);
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(launch.body.data).pathname + new URL(launch.body.data).search,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/api/sandbox/games/game.js" defer></script>');

    const session = sessionOf(launch.body.data);
    let balance = 100;
    for (let round = 0; round < 3; round += 1) {
      const answer = await spin(session, 5);
      expect(answer.symbols).toHaveLength(3);
      balance = Math.round((balance - 5 + answer.win!) * 100) / 100;
      expect(answer.balance).toBe(balance);
    }
    const history = await post<{ items: { providerName: string; betAmount: number; status: number }[] }>(
      player.token,
      '/api/casino/gamehistory',
      {},
    );
    expect(history.body.data.items).toHaveLength(3);
    for (const round of history.body.data.items)
      expect(round).toMatchObject({ providerName: 'Pragmatic Play', betAmount: 5, status: 2 });
  });

  it('opens the other providers through the Hub88 protocol, and SoftGamings as an HTML block', async () => {
    const player = await newPlayer(t, { cashMinor: 10_000n });
    const egt = await someGame(t, 'Egt Digital');
    const launch = await post<string>(player.token, '/api/casino/egtlaunchurl', {
      platform: 1,
      gameCode: egt.code,
      language: 'en',
      lobbyUrl: LOBBY,
    });
    expect(launch.status).toBe(200);
    const answer = await spin(sessionOf(launch.body.data), 10);
    expect(answer.balance).toBe(90 + answer.win!);

    const sg = await someGame(t, 'SoftGamings');
    const html = await post<string>(player.token, '/api/casino/softgamingslaunchurl', {
      system: '998',
      pageCode: sg.code,
      isMobile: 0,
    });
    expect(html.status).toBe(200);
    expect(html.body.data).toContain(`<script>${SOFTGAMINGS_SANDBOX_SCRIPT}</script>`);
    expect(html.body.data).toMatch(/data-src="http:\/\/localhost:\d+\/api\/sandbox\/games\/play\?session=/);

    for (const [path, body] of [
      [
        '/api/casino/hub88launchurl',
        { platform: 2, gameCode: (await someGame(t, 'Hub88')).code, language: 'tr', lobbyUrl: LOBBY },
      ],
      ['/api/casino/amusnetlaunchurl', { code: (await someGame(t, 'Amusnet')).code, isMobile: true }],
      ['/api/casino/dtlaunchurl', { code: (await someGame(t, 'Digitain')).code }],
    ] as const) {
      expect((await post(player.token, path, body)).status, path).toBe(200);
    }
    expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
  });

  it('refuses a spin above the balance and a spin on an unknown session', async () => {
    const game = await someGame(t, 'Hub88');
    const player = await newPlayer(t, { cashMinor: 300n });
    const launch = await post<string>(player.token, '/api/casino/hub88launchurl', {
      platform: 1,
      gameCode: game.code,
      language: 'tr',
      lobbyUrl: LOBBY,
    });
    const answer = await spin(sessionOf(launch.body.data), 5);
    expect(answer).toMatchObject({ balance: 3, message: 'Bakiye yetersiz.' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/games/spin',
      payload: { session: 'x'.repeat(32), bet: 1 },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('favourites', () => {
  it("toggles a game in and out of the player's favourites with the spec's messages", async () => {
    const game = await someGame(t, 'Pragmatic Play');
    const player = await newPlayer(t);
    const providerId = 5;
    const add = await post<{ isFavorite: boolean }>(player.token, '/api/casino/togglefavorite', {
      code: game.code,
      providerId,
    });
    expect(add.body).toMatchObject({
      success: true,
      message: 'Favorilere eklendi',
      data: { isFavorite: true },
    });
    const list = await call<{ gameCode: string }[]>(t.app, {
      method: 'GET',
      url: '/api/casino/favorites',
      headers: bearer(player.token),
    });
    expect(list.body.data.map((g) => g.gameCode)).toEqual([game.code]);
    const remove = await call<{ isFavorite: boolean }>(t.app, {
      method: 'POST',
      url: '/api/casino/togglefavorite',
      headers: { ...bearer(player.token), 'x-locale': 'en' },
      payload: { code: game.code, providerId },
    });
    expect(remove.body).toMatchObject({ message: 'Removed from favorites', data: { isFavorite: false } });
    const other = await newPlayer(t);
    await post(other.token, '/api/casino/togglefavorite', { code: game.code, providerId });
    const mine = await call<unknown[]>(t.app, {
      method: 'GET',
      url: '/api/casino/favorites',
      headers: bearer(player.token),
    });
    expect(mine.body.data).toEqual([]);
    expect(
      (await post(player.token, '/api/casino/togglefavorite', { code: game.code, providerId: 2 })).status,
    ).toBe(404);
    expect(
      (await post(undefined, '/api/casino/togglefavorite', { code: game.code, providerId })).status,
    ).toBe(401);
  });
});
