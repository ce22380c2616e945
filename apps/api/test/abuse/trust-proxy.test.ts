import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATIONS_PER_IP } from '../../src/modules/limits/index.ts';
import { loadConfig } from '../../src/config.ts';
import { fullRegistration, testClock } from '../support/accounts.ts';
import { createTestApp, tempDir, type TestApp } from '../support/app.ts';

/*
 * Behind a reverse proxy every request comes from the proxy's address; TRUST_PROXY names the proxies
 * whose X-Forwarded-For is believed, so the limits count clients. Nobody else's header counts, or a
 * client could pick a new address for every request.
 */

const PROXY = '10.0.0.1';
const CLIENT = '203.0.113.7';

/** The address a route sees for the request (`request.ip`). */
const whoAmI = (app: TestApp, remoteAddress: string, forwardedFor?: string) =>
  app.app
    .inject({
      method: 'GET',
      url: '/test/ip',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })
    .then((response) => response.json<{ ip: string }>().ip);

const extend: Parameters<typeof createTestApp>[0] = {
  extend: (app) => app.get('/test/ip', async (request) => ({ ip: request.ip })),
};

describe('TRUST_PROXY', () => {
  let behindProxy: TestApp;
  let direct: TestApp;
  const clock = testClock('2026-03-10T09:00:00Z');

  beforeAll(async () => {
    behindProxy = await createTestApp({ ...extend, clock, env: { TRUST_PROXY: `${PROXY}, 192.168.0.0/16` } });
    direct = await createTestApp(extend);
  });
  afterAll(async () => {
    await behindProxy?.close();
    await direct?.close();
  });

  it('takes the client address from X-Forwarded-For only when the request comes from a trusted proxy', async () => {
    expect(await whoAmI(behindProxy, PROXY, CLIENT)).toBe(CLIENT);
    expect(await whoAmI(behindProxy, '192.168.4.4', CLIENT)).toBe(CLIENT);
    // A chain: the client's own (forgeable) entry is ignored, the proxy's view of it is used.
    expect(await whoAmI(behindProxy, PROXY, `198.51.100.1, ${CLIENT}`)).toBe(CLIENT);
    expect(await whoAmI(behindProxy, '198.51.100.9', CLIENT)).toBe('198.51.100.9');
    expect(await whoAmI(behindProxy, PROXY)).toBe(PROXY);
  });

  it('trusts nobody when unset', async () => {
    expect(await whoAmI(direct, PROXY, CLIENT)).toBe(PROXY);
  });

  it('counts the sign-up allowance per client behind the proxy, and a forged header does not escape it', async () => {
    const signUp = (remoteAddress: string, forwardedFor: string) =>
      behindProxy.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: fullRegistration(),
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < REGISTRATIONS_PER_IP.max; i += 1)
      expect((await signUp(PROXY, CLIENT)).statusCode).toBe(200);
    expect((await signUp(PROXY, CLIENT)).statusCode).toBe(429);
    expect((await signUp(PROXY, '203.0.113.8')).statusCode).toBe(200);

    // An untrusted client naming a new address each time is still one address.
    const untrusted = '198.51.100.20';
    const answers = [];
    for (let i = 0; i <= REGISTRATIONS_PER_IP.max; i += 1)
      answers.push((await signUp(untrusted, `203.0.113.${100 + i}`)).statusCode);
    expect(answers.at(-1)).toBe(429);
  });

  it('refuses a value that is not a list of addresses or CIDRs, naming the variable', () => {
    const dir = tempDir();
    try {
      expect(loadConfig({ DATA_DIR: dir.path }).trustProxy).toEqual([]);
      expect(loadConfig({ DATA_DIR: dir.path, TRUST_PROXY: '10.0.0.0/8, ::1,loopback' }).trustProxy).toEqual([
        '10.0.0.0/8',
        '::1',
        'loopback',
      ]);
      for (const bad of ['true', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/2'])
        expect(() => loadConfig({ DATA_DIR: dir.path, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    } finally {
      dir.remove();
    }
  });
});
