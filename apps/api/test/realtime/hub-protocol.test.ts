import { API_CONTRACT } from '@lale/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { listen, newPlayer, rawClient, RS } from './support.ts';

/*
 * Protocol details with a raw WebSocket (shared/docs/PROTOCOLS.md §1): framing, handshake, keep-alive and
 * the silence rule (time is moved on the app's clock and the hub's interval is run by hand), answers to
 * client invocations.
 */

const clock = testClock();
let t: TestApp;
let base: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  base = await listen(t.app);
  ({ token } = await newPlayer(t.app, t.database));
});

afterAll(async () => {
  await t.close();
});

const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;

async function connected() {
  const c = await rawClient(base, token);
  c.send(HANDSHAKE);
  expect(await c.next()).toBe('{}');
  return c;
}

describe('hub protocol', () => {
  it('answers the handshake with {} and a separator, then pushes without an invocationId', async () => {
    const c = await rawClient(base, token);
    c.send(HANDSHAKE);
    expect(await c.next()).toBe('{}');
    expect(c.frames[0]).toBe(`{}${RS}`);

    await t.modules.realtime.hub.toAll('Notification', { n: 1 });
    expect(JSON.parse(await c.next())).toEqual({
      type: 1,
      target: 'NotifyMessage',
      arguments: ['Notification', { n: 1 }],
    });
    c.socket.close();
  });

  it('reads messages after the handshake in the same frame, several per frame, and split across frames', async () => {
    const c = await rawClient(base, token);
    // Handshake plus two blocking invocations in one frame; the second invocation split over two frames.
    c.send(`${HANDSHAKE}{"type":1,"invocationId":"1","target":"A","arguments":[]}${RS}{"type":1,"invoc`);
    c.send(`ationId":"2","target":"B","arguments":[]}${RS}`);
    expect(await c.next()).toBe('{}');
    expect(JSON.parse(await c.next())).toEqual({
      type: 3,
      invocationId: '1',
      error: 'Method does not exist.',
    });
    expect(JSON.parse(await c.next())).toEqual({
      type: 3,
      invocationId: '2',
      error: 'Method does not exist.',
    });
    c.socket.close();
  });

  it('never answers a non-blocking invocation; answers a stream invocation with an error', async () => {
    const c = await connected();
    c.send(
      `{"type":1,"target":"Hello","arguments":[]}${RS}{"type":4,"invocationId":"9","target":"S","arguments":[]}${RS}`,
    );
    // The stream's answer is the first thing back: the fire-and-forget call got none.
    expect(JSON.parse(await c.next())).toEqual({
      type: 3,
      invocationId: '9',
      error: 'Method does not exist.',
    });
    c.socket.close();
  });

  it('refuses an unsupported protocol or version with {"error"} and closes', async () => {
    for (const request of [
      '{"protocol":"messagepack","version":1}',
      '{"protocol":"json","version":2}',
      'nope',
    ]) {
      const c = await rawClient(base, token);
      c.send(request + RS);
      const answer = JSON.parse(await c.next()) as Record<string, unknown>;
      expect(answer.error, request).toEqual(expect.any(String));
      expect(answer).not.toHaveProperty('type');
      await c.closed;
    }
  });

  it('pings a quiet connection every 15 s and keeps a client that talks', async () => {
    const c = await connected();
    clock.advance(15_000);
    await t.modules.realtime.hub.hub.sweepAll();
    expect(await c.next()).toBe('{"type":6}');

    // The client pings at +20 s: at +40 s it has been silent 20 s, under the 30 s limit.
    clock.advance(5_000);
    c.send(`{"type":6}${RS}`);
    await t.modules.realtime.hub.toAll('Sync', 1); // a round trip, so the server has read the ping
    expect(JSON.parse(await c.next())).toMatchObject({ arguments: ['Sync', 1] });
    clock.advance(20_000);
    await t.modules.realtime.hub.hub.sweepAll();
    expect(c.socket.readyState).toBe(1);
    c.socket.close();
  });

  it('drops a client that sent nothing for 30 s', async () => {
    const c = await connected();
    const before = t.modules.realtime.hub.hub.connectionCount;
    clock.advance(29_000);
    await t.modules.realtime.hub.hub.sweepAll();
    expect(c.socket.readyState).toBe(1);
    clock.advance(1_000);
    await t.modules.realtime.hub.hub.sweepAll();
    expect(await c.closed).toBe(1006);
    expect(t.modules.realtime.hub.hub.connectionCount).toBe(before - 1);
  });

  it('closes the socket when the client sends Close, and a protocol error with a Close error', async () => {
    const c = await connected();
    c.send(`{"type":7}${RS}`);
    expect(await c.closed).toBe(1000);

    const bad = await connected();
    bad.send(`[1,2]${RS}`);
    expect(JSON.parse(await bad.next())).toEqual({ type: 7, error: 'Invalid message.' });
    await bad.closed;
  });
});

describe('hub and session expiry', () => {
  /** The client talks and the server has read it (it answers the invocation), so silence is no reason. */
  async function alive(c: Awaited<ReturnType<typeof connected>>) {
    c.send(`{"type":1,"invocationId":"alive","target":"Alive","arguments":[]}${RS}`);
    // The app's own interval may ping in between: skip those.
    let answer: string;
    do answer = await c.next();
    while (answer === '{"type":6}');
    expect(JSON.parse(answer)).toMatchObject({ type: 3, invocationId: 'alive' });
  }

  /** Time passes while the client pings every 15 s (the app's own interval runs meanwhile too). */
  async function pass(c: Awaited<ReturnType<typeof connected>>, ms: number) {
    for (let left = ms; left > 0; left -= 15_000) {
      clock.advance(Math.min(left, 15_000));
      await alive(c);
    }
  }

  it('closes a socket whose session expired (idle) while it was open, without reconnect', async () => {
    ({ token } = await newPlayer(t.app, t.database));
    const c = await connected();
    await pass(c, 60 * 60_000 - 15_000);
    await t.modules.realtime.hub.hub.sweepAll();
    expect(c.socket.readyState).toBe(1);

    // 60 minutes without a request: the session's idle expiry (the client pinged 15 s ago).
    clock.advance(15_000);
    await t.modules.realtime.hub.hub.sweepAll();
    expect(await c.closed).toBe(1008);
    expect(c.pending().map((record) => JSON.parse(record) as unknown)).toContainEqual({
      type: 7,
      error: 'Session ended.',
    });
  });

  it('keeps the socket of a session the player goes on using', async () => {
    ({ token } = await newPlayer(t.app, t.database));
    const c = await connected();
    await pass(c, 30 * 60_000);
    const poll = await t.app.inject({
      method: 'GET',
      url: API_CONTRACT.userBalance.path,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(poll.statusCode).toBe(200);
    await pass(c, 31 * 60_000);
    await t.modules.realtime.hub.hub.sweepAll();
    await alive(c);
    expect(c.socket.readyState).toBe(1);
    c.socket.close();
  });
});

describe('hub shutdown', () => {
  it('sends Close with allowReconnect to every connection, then closes the sockets', async () => {
    const own = await createTestApp({ database: t.database });
    const ownBase = await listen(own.app);
    const player = await newPlayer(own.app, own.database);
    const c = await rawClient(ownBase, player.token);
    c.send(HANDSHAKE);
    expect(await c.next()).toBe('{}');

    await own.close();

    expect(JSON.parse(await c.next())).toEqual({ type: 7, allowReconnect: true });
    expect(await c.closed).toBe(1001);
  });
});
