import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_PER_ADDRESS } from '../src/modules/auth/routes.ts';
import { fullRegistration, registerOk } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { createTestDatabase, type TestDatabase } from './support/db.ts';

/*
 * With REDIS_URL, the login allowance of an address is one count for the whole deployment: attempts
 * spread over two API processes share it. Runs when REDIS_URL is set (CI sets it).
 */
const REDIS_URL = process.env.REDIS_URL?.trim() || undefined;
if (!REDIS_URL) console.log('[api tests] login-flood-redis: skipped, REDIS_URL is not set');

describe.skipIf(!REDIS_URL)('login rate limit through Redis', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await createTestApp({ database, env: { REDIS_URL } });
    b = await createTestApp({ database, env: { REDIS_URL } });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('counts an address across processes', async () => {
    const player = fullRegistration();
    await registerOk(a.app, player);
    // Counts live in Redis for the whole window: a fresh address per run keeps runs apart.
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const attempt = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { username: player.username, password: player.password },
      });
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ADDRESS.max; i += 1) {
      expect((await attempt(i % 2 === 0 ? a : b)).statusCode, `login ${i + 1}`).toBe(200);
    }
    const refused = await attempt(b);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await attempt(a)).statusCode).toBe(429);
  });
});
