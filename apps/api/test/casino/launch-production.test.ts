import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { bearer, call } from '../support/accounts.ts';
import { newPlayer, someGame } from '../game-wallet/support.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { seedDemoCatalogue } from '../../src/modules/casino/index.ts';
import { seedOriginalsCatalogue } from '../../src/modules/originals/index.ts';

/*
 * With NODE_ENV=production nothing is faked (DESIGN §10): no game sandbox, no wallet without its
 * provider's keys, and a provider that cannot launch is switched off, its games hidden.
 */

let t: TestApp;
let database: TestDatabase;

beforeAll(async () => {
  // The catalogue is there before the app starts, as a real one would be: start-up switches providers off.
  database = await createTestDatabase();
  await seedDemoCatalogue(database.db, 300);
  await seedOriginalsCatalogue(database.db);
  t = await createTestApp({
    database,
    env: {
      NODE_ENV: 'production',
      TOKEN_PEPPER: 'p'.repeat(40),
      SESSION_SECRET: 's'.repeat(40),
      AUDIT_SIGNING_KEY: 'a'.repeat(40),
      KYC_DOCUMENT_KEY: 'a'.repeat(40),
    },
  });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

describe('games in production without provider credentials', () => {
  it('mounts neither the sandbox nor a wallet without keys, and allows no inline script', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(health.headers['content-security-policy'])).not.toContain('sha256-');
    for (const [method, url] of [
      ['GET', '/api/sandbox/games/game.js'],
      ['POST', '/api/sandbox/games/spin'],
      ['POST', '/api/providers/hub88/user/balance'],
      ['POST', '/api/providers/pragmatic/balance.html'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, url).toBe(404);
    }
  });

  it('hides every external provider and refuses their launches; our own games still launch', async () => {
    const games = await call<unknown[][]>(t.app, {
      method: 'POST',
      url: '/api/casino/games',
      payload: { live: false, search: '', skip: 0, take: 10 },
    });
    // Only Lale Originals (non-live: roulette is in the live area) are left.
    const codes = games.body.data.flat().map((game) => game as { gameCode: string; providerName: string });
    expect(codes.length).toBeGreaterThan(1);
    expect(codes.every((game) => game.providerName === 'Lale Originals')).toBe(true);
    expect(codes.map((game) => game.gameCode)).toContain('lale-bahcesi');
    const player = await newPlayer(t, { cashMinor: 1_000n });
    const game = await someGame(t, 'Pragmatic Play');
    const launch = await call(t.app, {
      method: 'POST',
      url: '/api/casino/pragmaticlaunchurl',
      headers: bearer(player.token),
      payload: { code: game.code },
    });
    expect(launch.status).toBe(409);
    expect(launch.body.success).toBe(false);
    const ours = await call<string>(t.app, {
      method: 'POST',
      url: '/api/casino/originalslaunchurl',
      headers: bearer(player.token),
      payload: { code: 'lale-bahcesi', isMobile: true },
    });
    expect(ours.status).toBe(200);
    expect(ours.body.data).toContain('/games/lale-bahcesi/?session=');
  });
});
