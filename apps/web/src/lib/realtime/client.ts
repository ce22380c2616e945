import {
  HUB_NOTIFY_METHOD,
  HUB_PATH,
  REALTIME_KEEP_ALIVE_INTERVAL_MS,
  REALTIME_RECONNECT_DELAYS_MS,
  REALTIME_SERVER_TIMEOUT_MS,
} from '@lale/contracts';
import type * as SignalRModule from '@microsoft/signalr';
import type { HubConnection } from '@microsoft/signalr';
import { CONNECTION_EVENTS, dispatchRealtime } from './commands.ts';
import { setRealtimeState, type RealtimeState } from './state.ts';

/*
 * The realtime hub client (spec §4, §7, §9): WebSocket only, negotiation skipped, the session token as
 * access token, automatic reconnect after 0, 2, 10 and 30 s and then stop. The library's automatic
 * reconnect only covers a connection that once stood, so a first start that fails is retried here on
 * the same schedule. @microsoft/signalr is imported on demand, so visitors and the home page's first
 * JavaScript never carry it.
 */
type SignalR = typeof SignalRModule;

/**
 * Library errors that are the site's own doing, handled, not faults: the hub's close when the server
 * ended the session (a block, a password change, a time-out), on which the site signs out (the next call
 * answers 401); and a logout while the connection was still starting (stopRealtime during firstStart,
 * whose failed start is then ignored).
 */
const HANDLED = [
  /error on close: Session ended\./,
  /Failed to start the HttpConnection before stop\(\) was called/,
];

/**
 * The library's messages at Warning and above, as its own console logger writes them, except the
 * handled ones above: logged as information, not as an error on a page that works as it should.
 */
export function hubLogger(signalr: SignalR): SignalRModule.ILogger {
  return {
    log(level, message) {
      if (level < signalr.LogLevel.Warning) return;
      if (HANDLED.some((pattern) => pattern.test(message))) console.info(`[SignalR] ${message}`);
      else if (level >= signalr.LogLevel.Error) console.error(`[SignalR] ${message}`);
      else console.warn(`[SignalR] ${message}`);
    },
  };
}

/** Builds (does not start) the connection with the spec's options. Exported for tests. */
export function buildConnection(signalr: SignalR, accessToken: () => string): HubConnection {
  return new signalr.HubConnectionBuilder()
    .withUrl(HUB_PATH, {
      skipNegotiation: true,
      transport: signalr.HttpTransportType.WebSockets,
      accessTokenFactory: accessToken,
    })
    .withAutomaticReconnect([...REALTIME_RECONNECT_DELAYS_MS])
    .withServerTimeout(REALTIME_SERVER_TIMEOUT_MS)
    .withKeepAliveInterval(REALTIME_KEEP_ALIVE_INTERVAL_MS)
    .configureLogging(hubLogger(signalr))
    .build();
}

let connection: HubConnection | null = null;
// Bumped by every start and stop: a start still loading the library when logout happens must not connect.
let generation = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function follow(hub: HubConnection): void {
  const sync = () => setRealtimeState(hub.state as RealtimeState);
  hub.on(HUB_NOTIFY_METHOD, (command: unknown, message: unknown) => {
    if (typeof command === 'string' && command !== '') dispatchRealtime(command, message);
  });
  hub.onreconnecting(sync);
  hub.onreconnected(() => {
    sync();
    dispatchRealtime(CONNECTION_EVENTS.reconnected, null);
  });
  hub.onclose((error) => {
    sync();
    if (error) dispatchRealtime(CONNECTION_EVENTS.error, error);
    dispatchRealtime(CONNECTION_EVENTS.disconnect, error ?? null);
  });
}

/** Connects once per session (later calls while connected or connecting do nothing). */
export async function startRealtime(accessToken: () => string): Promise<void> {
  if (connection) return;
  const mine = ++generation;
  setRealtimeState('Connecting');
  let signalr: SignalR;
  try {
    signalr = await import('@microsoft/signalr');
  } catch (error) {
    // The chunk failed to load (offline, new deploy): the page still works without live messages.
    if (mine === generation) setRealtimeState('Disconnected');
    dispatchRealtime(CONNECTION_EVENTS.error, error);
    return;
  }
  if (mine !== generation || connection) return;
  const hub = buildConnection(signalr, accessToken);
  connection = hub;
  follow(hub);
  await firstStart(hub, mine, 0);
}

/**
 * Starts the hub; a failure waits the attempt's delay and tries again (the state stays Connecting), and
 * after the last delay it gives up (Disconnected) until the next login or page load. A start that
 * succeeds after a failure counts as a reconnect: whatever was pushed meanwhile is lost, so listeners
 * refetch.
 */
async function firstStart(hub: HubConnection, mine: number, failures: number): Promise<void> {
  try {
    await hub.start();
  } catch (error) {
    if (mine !== generation) return;
    dispatchRealtime(CONNECTION_EVENTS.error, error);
    const delay = REALTIME_RECONNECT_DELAYS_MS[failures];
    if (delay === undefined) {
      connection = null;
      setRealtimeState('Disconnected');
      return;
    }
    setRealtimeState('Connecting');
    retryTimer = setTimeout(() => void firstStart(hub, mine, failures + 1), delay);
    return;
  }
  if (mine !== generation) return;
  setRealtimeState(hub.state as RealtimeState);
  if (failures > 0) dispatchRealtime(CONNECTION_EVENTS.reconnected, null);
}

/** Disconnects (logout). Safe to call when nothing is connected. */
export async function stopRealtime(): Promise<void> {
  generation++;
  clearTimeout(retryTimer);
  const hub = connection;
  connection = null;
  if (!hub) {
    setRealtimeState('Disconnected');
    return;
  }
  setRealtimeState('Disconnecting');
  try {
    await hub.stop();
  } finally {
    setRealtimeState('Disconnected');
  }
}
