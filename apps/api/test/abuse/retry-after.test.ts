import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_ME_LIMIT } from '../../src/modules/cms/routes.ts';
import { REGISTRATIONS_PER_IP, SMS_PER_PLAYER } from '../../src/modules/limits/index.ts';
import { bearer, freshAddress, fullRegistration, registerOk, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

/*
 * Every 429 the API answers says when to come back (Retry-After, whole seconds), so the site, a proxy
 * or a well-behaved client waits instead of hammering. One case per way the API can refuse with 429.
 */

const clock = testClock('2026-03-10T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

/** Repeats `request` until it answers 429 (at most `tries` times) and answers that 429. */
async function until429(request: () => InjectOptions, tries: number): Promise<LightMyRequestResponse> {
  for (let i = 0; i < tries; i += 1) {
    const response = await t.app.inject(request());
    if (response.statusCode === 429) return response;
  }
  throw new Error(`no 429 after ${tries} requests`);
}

const CASES: [string, () => Promise<LightMyRequestResponse>][] = [
  [
    'call requests (@fastify/rate-limit)',
    () => {
      const address = freshAddress();
      return until429(
        () => ({
          method: 'POST',
          url: '/api/cms/callme',
          remoteAddress: address,
          payload: { name: 'Ayşe Yılmaz', message: 'Telefon No: 905321234567\nMesaj: Akşam arayın' },
        }),
        CALL_ME_LIMIT.max + 1,
      );
    },
  ],
  [
    'failed logins (username locked)',
    async () => {
      const player = fullRegistration();
      await registerOk(t.app, player);
      const address = freshAddress();
      return until429(
        () => ({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: address,
          payload: { username: player.username, password: 'Yanlis123!' },
        }),
        10,
      );
    },
  ],
  [
    'a code asked again within the resend countdown',
    async () => {
      const player = fullRegistration();
      const { token } = await registerOk(t.app, player);
      return until429(
        () => ({
          method: 'POST',
          url: '/api/customer/updatephone',
          headers: bearer(token),
          payload: { step: 1, phone: player.phone },
        }),
        2,
      );
    },
  ],
  [
    'SMS allowance of a player',
    async () => {
      const { token } = await registerOk(t.app);
      const address = freshAddress();
      let n = 0;
      return until429(
        () => ({
          method: 'POST',
          url: '/api/customer/updatephone',
          headers: bearer(token),
          remoteAddress: address,
          payload: { step: 1, phone: `90545${String((n += 1)).padStart(7, '0')}` },
        }),
        SMS_PER_PLAYER.max + 1,
      );
    },
  ],
  [
    'sign-ups from one address',
    () => {
      const address = freshAddress();
      return until429(
        () => ({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: address,
          payload: fullRegistration(),
        }),
        REGISTRATIONS_PER_IP.max + 1,
      );
    },
  ],
];

describe('Retry-After', () => {
  it.each(CASES)('comes with the 429 of %s', async (_name, produce) => {
    const response = await produce();
    expect(response.statusCode).toBe(429);
    expect(response.json<{ success: boolean }>().success).toBe(false);
    expect(response.headers['retry-after']).toMatch(/^[1-9]\d*$/);
  });
});
