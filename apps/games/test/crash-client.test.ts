import { CRASH_PATH, HEADER_LOCALE, ORIGINALS_HUB_PATH } from '@lale/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  connectHub,
  createCrashApi,
  CRASH_PATH as PAGE_PATH,
  HUB_PATH,
  hubUrl,
  PING_AFTER_MS,
} from '../src/lale-aviator/client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the crash game’s calls', () => {
  it('speak the contract’s paths', () => {
    expect(PAGE_PATH).toBe(CRASH_PATH);
    expect(HUB_PATH).toBe(ORIGINALS_HUB_PATH);
    expect(hubUrl({ protocol: 'https:', host: 'lale.example' })).toBe('wss://lale.example/hub/originals');
    expect(hubUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/hub/originals');
  });

  it('send the session, the stake and a target only when one is set, in the player’s language', async () => {
    const sent: { url: string; body: unknown; locale: string }[] = [];
    const api = createCrashApi({
      session: 'sessionToken0123456789',
      lang: 'en',
      unreachable: 'offline',
      fetch: async (url, init) => {
        sent.push({
          url: String(url),
          body: JSON.parse(String(init?.body)),
          locale: (init?.headers as Record<string, string>)[HEADER_LOCALE]!,
        });
        return json(200, { success: true, message: '', data: { ok: true } });
      },
    });
    await api.bet(10, null);
    await api.bet(2.5, 25_000);
    await api.cashOut('3f2b0000-0000-4000-8000-000000000001');
    expect(sent).toEqual([
      { url: `${CRASH_PATH}/bet`, body: { session: 'sessionToken0123456789', stake: 10 }, locale: 'en' },
      {
        url: `${CRASH_PATH}/bet`,
        body: { session: 'sessionToken0123456789', stake: 2.5, autoCashOut: 25_000 },
        locale: 'en',
      },
      {
        url: `${CRASH_PATH}/cashout`,
        body: { session: 'sessionToken0123456789', betId: '3f2b0000-0000-4000-8000-000000000001' },
        locale: 'en',
      },
    ]);
  });

  it('turn a refusal into the server’s message', async () => {
    const api = createCrashApi({
      session: 'sessionToken0123456789',
      lang: 'tr',
      unreachable: 'offline',
      fetch: async () => json(409, { success: false, message: 'Tur uçtu.', data: null }),
    });
    await expect(api.cashOut('x')).rejects.toMatchObject({ message: 'Tur uçtu.', status: 409 });
  });
});

/** A socket the test drives: what the page sent, and the events it listens to. */
class FakeSocket extends EventTarget {
  readyState = 0;
  sent: unknown[] = [];
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
  opened() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  receive(frame: object) {
    const event = new Event('message') as Event & { data: string };
    event.data = JSON.stringify(frame);
    this.dispatchEvent(event);
  }
  dropped() {
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
}

describe('the live socket', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('subscribes to crash, hands on its frames, resyncs on subscribe and on resync, pings when quiet', () => {
    vi.useFakeTimers();
    const sockets: FakeSocket[] = [];
    const frames: unknown[] = [];
    let resyncs = 0;
    const hub = connectHub(
      { frame: (frame) => frames.push(frame), resync: () => (resyncs += 1) },
      { url: 'ws://x/hub/originals', open: () => sockets[sockets.push(new FakeSocket()) - 1] as never },
    );
    sockets[0]!.opened();
    expect(sockets[0]!.sent).toEqual([{ op: 'subscribe', topics: ['crash'] }]);
    sockets[0]!.receive({ type: 'subscribed', topics: ['crash'] });
    sockets[0]!.receive({ at: 1, type: 'crash.takeoff', roundId: 3, startedAt: 9 });
    sockets[0]!.receive({ type: 'resync' });
    sockets[0]!.receive({ type: 'ping' });
    expect(frames).toEqual([{ at: 1, type: 'crash.takeoff', roundId: 3, startedAt: 9 }]);
    expect(resyncs).toBe(2);
    vi.advanceTimersByTime(PING_AFTER_MS);
    expect(sockets[0]!.sent.at(-1)).toEqual({ op: 'ping' });
    hub.close();
  });

  it('reconnects after a drop and catches up with a resync', () => {
    vi.useFakeTimers();
    const sockets: FakeSocket[] = [];
    const up: boolean[] = [];
    let resyncs = 0;
    const hub = connectHub(
      { frame: () => undefined, resync: () => (resyncs += 1), connection: (state) => up.push(state) },
      { url: 'ws://x/hub/originals', open: () => sockets[sockets.push(new FakeSocket()) - 1] as never },
    );
    sockets[0]!.opened();
    sockets[0]!.dropped();
    expect(up).toEqual([false]);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.opened();
    sockets[1]!.receive({ type: 'subscribed', topics: ['crash'] });
    expect(up).toEqual([false, true]);
    expect(resyncs).toBe(1);
    hub.close();
    vi.advanceTimersByTime(20_000);
    expect(sockets).toHaveLength(2);
  });
});
