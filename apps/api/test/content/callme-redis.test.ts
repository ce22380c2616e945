import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_ME_LIMIT } from '../../src/modules/cms/routes.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';

/*
 * With REDIS_URL, the call-request allowance is one count for the whole deployment: requests from one
 * address spread over two API processes share it. Runs when REDIS_URL is set (CI sets it).
 */
const REDIS_URL = process.env.REDIS_URL?.trim() || undefined;
if (!REDIS_URL) console.log('[api tests] callme-redis: skipped, REDIS_URL is not set');

describe.skipIf(!REDIS_URL)('call-request rate limit through Redis', () => {
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

  const send = (t: TestApp, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cms/callme',
      remoteAddress: ip,
      payload: { name: 'Ayşe Yılmaz', message: 'Telefon No: 905321234567\nMesaj: Akşam arayın' },
    });

  it('counts an address across processes', async () => {
    // Counts live in Redis for the whole window: a fresh address per run keeps runs apart.
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    for (let i = 0; i < CALL_ME_LIMIT.max; i += 1) {
      const answer = await send(i % 2 === 0 ? a : b, ip);
      expect(answer.statusCode, `request ${i + 1}`).toBe(200);
    }
    for (const t of [b, a]) {
      const refused = await send(t, ip);
      expect(refused.statusCode).toBe(429);
      // Counted in Redis, the wait is still announced (whole seconds, at most the window).
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(CALL_ME_LIMIT.windowMs / 1000);
    }
  });
});
