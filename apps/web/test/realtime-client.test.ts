import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ClientModule from '../src/lib/realtime/client.ts';

/*
 * The realtime client against a fake @microsoft/signalr: the builder must get the spec §7/§9 options,
 * and the hub's callbacks must reach the state store and the command listeners.
 */
type Handler = (...args: unknown[]) => void;

const fake = vi.hoisted(() => {
  const record = {
    calls: [] as [string, unknown[]][],
    hub: null as null | Record<string, unknown>,
    /** How many of the next starts fail. */
    failStarts: 0,
  };
  return record;
});

vi.mock('@microsoft/signalr', () => {
  class HubConnectionBuilder {
    withUrl(...args: unknown[]) {
      fake.calls.push(['withUrl', args]);
      return this;
    }
    withAutomaticReconnect(...args: unknown[]) {
      fake.calls.push(['withAutomaticReconnect', args]);
      return this;
    }
    withServerTimeout(...args: unknown[]) {
      fake.calls.push(['withServerTimeout', args]);
      return this;
    }
    withKeepAliveInterval(...args: unknown[]) {
      fake.calls.push(['withKeepAliveInterval', args]);
      return this;
    }
    configureLogging(...args: unknown[]) {
      fake.calls.push(['configureLogging', args]);
      return this;
    }
    build() {
      const handlers: Record<string, Handler> = {};
      const hub = {
        state: 'Disconnected',
        handlers,
        on: vi.fn((name: string, handler: Handler) => (handlers[name] = handler)),
        onreconnecting: vi.fn((handler: Handler) => (handlers.reconnecting = handler)),
        onreconnected: vi.fn((handler: Handler) => (handlers.reconnected = handler)),
        onclose: vi.fn((handler: Handler) => (handlers.close = handler)),
        start: vi.fn(async () => {
          if (fake.failStarts > 0) {
            fake.failStarts--;
            throw new Error('refused');
          }
          hub.state = 'Connected';
        }),
        stop: vi.fn(async () => {
          hub.state = 'Disconnected';
        }),
      };
      fake.hub = hub;
      return hub;
    }
  }
  return {
    HubConnectionBuilder,
    HttpTransportType: { WebSockets: 1 },
    LogLevel: { Information: 2, Warning: 3, Error: 4 },
  };
});

// setup.ts mocks this module for every other test; here the real one runs against the fake above.
const { startRealtime, stopRealtime } = await vi.importActual<typeof ClientModule>(
  '../src/lib/realtime/client.ts',
);
const { onRealtimeCommand } = await import('../src/lib/realtime/commands.ts');
const { useRealtimeState } = await import('../src/lib/realtime/state.ts');

type FakeHub = {
  state: string;
  handlers: Record<string, Handler>;
  start: ReturnType<typeof vi.fn>;
  stop: ReturnType<typeof vi.fn>;
};
const hub = () => fake.hub as unknown as FakeHub;
const call = (name: string) => fake.calls.find(([method]) => method === name)?.[1];

beforeEach(() => {
  fake.calls.length = 0;
  fake.hub = null;
  fake.failStarts = 0;
});

afterEach(async () => {
  await stopRealtime();
  vi.useRealTimers();
});

describe('realtime client', () => {
  it('builds the connection with the spec options and the current token', async () => {
    let token = 'tok-1';
    await startRealtime(() => token);

    const [url, options] = call('withUrl') as [string, Record<string, unknown>];
    expect(url).toBe('/hub/frnotify');
    expect(options).toMatchObject({ skipNegotiation: true, transport: 1 });
    token = 'tok-2';
    expect((options.accessTokenFactory as () => string)()).toBe('tok-2');
    expect(call('withAutomaticReconnect')).toEqual([[0, 2000, 10000, 30000]]);
    expect(call('withServerTimeout')).toEqual([30000]);
    expect(call('withKeepAliveInterval')).toEqual([15000]);
    expect(hub().start).toHaveBeenCalledTimes(1);
    expect(useRealtimeState.getState().state).toBe('Connected');
  });

  it('logs the server ending the session and a logout while connecting as information, real errors as errors', async () => {
    await startRealtime(() => 't');
    const [logger] = call('configureLogging') as [{ log(level: number, message: string): void }];
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    logger.log(4, 'Connection disconnected with error: Server returned an error on close: Session ended.');
    logger.log(4, 'Failed to start the HttpConnection before stop() was called.');
    logger.log(4, 'Failed to start the connection: WebSocket failed to connect.');
    logger.log(2, 'WebSocket connected.');
    expect(info).toHaveBeenCalledTimes(2);
    expect(error.mock.calls).toEqual([
      ['[SignalR] Failed to start the connection: WebSocket failed to connect.'],
    ]);
  });

  it('connects once however often it is started', async () => {
    await startRealtime(() => 't');
    const first = hub();
    await startRealtime(() => 't');
    expect(hub()).toBe(first);
    expect(first.start).toHaveBeenCalledTimes(1);
  });

  it('dispatches NotifyMessage by command and ignores commands nobody listens to', async () => {
    const onNotification = vi.fn();
    const off = onRealtimeCommand('Notification', onNotification);
    await startRealtime(() => 't');

    hub().handlers.NotifyMessage?.('Notification', { id: 1 });
    hub().handlers.NotifyMessage?.('SomethingNew', { id: 2 });
    expect(onNotification).toHaveBeenCalledExactlyOnceWith({ id: 1 });
    off();
  });

  it('keeps the five states and forwards error, disconnect and reconnected', async () => {
    const seen: string[] = [];
    const offs = ['error', 'disconnect', 'reconnected'].map((name) =>
      onRealtimeCommand(name, () => seen.push(name)),
    );
    await startRealtime(() => 't');

    hub().state = 'Reconnecting';
    hub().handlers.reconnecting?.(new Error('lost'));
    expect(useRealtimeState.getState().state).toBe('Reconnecting');
    hub().state = 'Connected';
    hub().handlers.reconnected?.('id');
    expect(useRealtimeState.getState().state).toBe('Connected');
    hub().state = 'Disconnected';
    hub().handlers.close?.(new Error('gone'));
    expect(useRealtimeState.getState().state).toBe('Disconnected');
    expect(seen).toEqual(['reconnected', 'error', 'disconnect']);
    offs.forEach((off) => off());
  });

  it('stops on logout, passing through Disconnecting', async () => {
    await startRealtime(() => 't');
    const states: string[] = [];
    const unsubscribe = useRealtimeState.subscribe(({ state }) => states.push(state));
    await stopRealtime();
    unsubscribe();
    expect(hub().stop).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['Disconnecting', 'Disconnected']);
  });

  it('does not connect when logout comes while the library is still loading', async () => {
    const starting = startRealtime(() => 't');
    await stopRealtime();
    await starting;
    expect(fake.hub).toBeNull();
    expect(useRealtimeState.getState().state).toBe('Disconnected');
  });

  it('retries a failed first start after 0, 2, 10 and 30 s, then gives up Disconnected', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const off = onRealtimeCommand('error', onError);
    fake.failStarts = Infinity;
    await startRealtime(() => 't');
    expect(hub().start).toHaveBeenCalledTimes(1);
    expect(useRealtimeState.getState().state).toBe('Connecting');

    await vi.advanceTimersByTimeAsync(0);
    expect(hub().start).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(hub().start).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(hub().start).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(hub().start).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(hub().start).toHaveBeenCalledTimes(5);
    expect(onError).toHaveBeenCalledTimes(5);
    expect(useRealtimeState.getState().state).toBe('Disconnected');

    await vi.advanceTimersByTimeAsync(600_000);
    expect(hub().start).toHaveBeenCalledTimes(5);
    off();
  });

  it('connects on a retry and tells listeners to refetch what they missed', async () => {
    vi.useFakeTimers();
    const onReconnected = vi.fn();
    const off = onRealtimeCommand('reconnected', onReconnected);
    fake.failStarts = 2;
    await startRealtime(() => 't');
    await vi.advanceTimersByTimeAsync(0);
    expect(onReconnected).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);

    expect(hub().start).toHaveBeenCalledTimes(3);
    expect(useRealtimeState.getState().state).toBe('Connected');
    expect(onReconnected).toHaveBeenCalledTimes(1);
    off();
  });

  it('a first start that works at once is not a reconnect', async () => {
    const onReconnected = vi.fn();
    const off = onRealtimeCommand('reconnected', onReconnected);
    await startRealtime(() => 't');
    expect(onReconnected).not.toHaveBeenCalled();
    off();
  });

  it('stops retrying on logout', async () => {
    vi.useFakeTimers();
    fake.failStarts = Infinity;
    await startRealtime(() => 't');
    await stopRealtime();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(hub().start).toHaveBeenCalledTimes(1);
    expect(useRealtimeState.getState().state).toBe('Disconnected');
  });
});
