import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, testClock, type TestClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { frameCall, framedPlayer } from './support.ts';

/*
 * The sportsbook frames' tokens: issued per provider and site session, published with the bootstrap.
 * Both providers are played by the sandbox here (no configuration, outside production).
 */

let t: TestApp;
let clock: TestClock;

beforeAll(async () => {
  clock = testClock('2026-11-24T10:00:00Z');
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

// Neither frame takes new bets on our old protocol any more (issue #29): betco speaks BetConstruct's
// Partner API (betco.test.ts), fcg speaks Betsy (betsy.test.ts); each of those files proves its old
// routes still settle and roll back the bets opened on them, and take no new one.

describe('tokens', () => {
  it('are issued per provider and session: login fills the five authData fields', async () => {
    const { auth, username, password } = await framedPlayer(t);
    expect(auth).toMatchObject({
      betsyCid: 'sandbox-fcg',
      betsyUrl: '/api/sandbox/sportsbook/fcg/frame',
      betcoUrl: '/api/sandbox/sportsbook/betco/frame',
    });
    const answer = await call<typeof auth>(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
    });
    expect(answer.status).toBe(200);
    const login = answer.body.data;
    expect(login.betsyToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.betcoToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set([login.betsyToken, login.betcoToken, auth.betsyToken, auth.betcoToken]).size).toBe(4);
    // A token is one provider's: fcg's token means nothing to betco.
    expect(await frameCall(t, 'betco', '/balance', { token: login.betsyToken })).toMatchObject({
      code: 'INVALID_TOKEN',
    });
  });

  it('are published with the bootstrap only as url and partner id', async () => {
    const answer = await call<{ sportsFrameList: unknown }>(t.app, {
      method: 'GET',
      url: '/api/cms/grouped',
    });
    expect(answer.body.data.sportsFrameList).toEqual([
      { provider: 'fcg', url: '/api/sandbox/sportsbook/fcg/frame', partnerId: 'sandbox-fcg' },
      { provider: 'betco', url: '/api/sandbox/sportsbook/betco/frame', partnerId: 'sandbox-betco' },
    ]);
  });
});
