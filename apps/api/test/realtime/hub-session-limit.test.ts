import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIVE_SESSIONS_PER_PLAYER } from '../../src/modules/session/service.ts';
import { fullRegistration, login, registerOk } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { hubClient, listen, once } from './support.ts';

/*
 * A session ended because the player signed in once too often loses its live connection like a
 * logged-out one: closed for good, no reconnect.
 */

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
});

afterAll(async () => {
  await t.close();
});

describe('the session limit and the hub', () => {
  it("closes the oldest session's socket when a sign-in goes over the limit", async () => {
    const payload = fullRegistration();
    const { token: oldest } = await registerOk(t.app, payload);
    const c = hubClient(base, oldest);
    await c.connection.start();
    const closed = once<Error | undefined>((cb) => c.connection.onclose(cb));

    for (let n = 2; n <= MAX_LIVE_SESSIONS_PER_PLAYER + 1; n += 1) {
      expect((await login(t.app, payload.username, payload.password)).status).toBe(200);
    }

    expect((await closed)?.message).toContain('Session ended');
    expect(c.connection.state).toBe(HubConnectionState.Disconnected);
  });
});
