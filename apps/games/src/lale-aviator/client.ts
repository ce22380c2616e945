import type { CrashBetResult, CrashFrame, CrashState } from '@lale/contracts';
// The shell's protocol module itself rather than its index: the index brings the page's sounds, and this
// module is tested under node (test/crash-client.test.ts).
import { createSessionCall } from '../shell/api.ts';
import type { Lang } from '../shell/index.ts';

/*
 * Lale Aviator's own protocol (contracts/originals-crash.ts), beside the shell's instant-game calls:
 * HTTP `state` / `bet` / `cashout` under CRASH_PATH with the launch's game session, and the public
 * socket ORIGINALS_HUB_PATH, topic `crash`. Types only from @lale/contracts (its schemas would bring zod
 * into the bundle); the paths are held equal to the contract's by test/crash-client.test.ts.
 */

export const CRASH_PATH = '/api/originals/crash';
export const HUB_PATH = '/hub/originals';
/** The socket is told we are here when we said nothing for this long (the hub's liveness). */
export const PING_AFTER_MS = 15_000;

export type CrashApi = {
  state(): Promise<CrashState>;
  bet(stake: number, autoCashOut: number | null): Promise<CrashBetResult>;
  cashOut(betId: string): Promise<CrashBetResult>;
};

export function createCrashApi(options: {
  session: string;
  lang: Lang;
  unreachable: string;
  fetch?: typeof fetch;
}): CrashApi {
  const call = createSessionCall(CRASH_PATH, options);
  return {
    state: () => call('state', {}),
    bet: (stake, autoCashOut) => call('bet', autoCashOut === null ? { stake } : { stake, autoCashOut }),
    cashOut: (betId) => call('cashout', { betId }),
  };
}

export type HubEvents = {
  frame(frame: CrashFrame): void;
  /** Frames may have been missed (a reconnect or the hub's `resync`): read `state` again. */
  resync(): void;
  /** Whether the socket is up (the page says so when it is not). */
  connection?(up: boolean): void;
};

type Timer = ReturnType<typeof setTimeout>;
/** WebSocket.OPEN (the constant, so the module loads where there is no WebSocket global). */
const OPEN = 1;

/** The `crash` topic of the originals hub, reconnecting with a growing pause (1 s … 10 s). */
export function connectHub(
  events: HubEvents,
  { url = hubUrl(window.location), open = (target: string) => new WebSocket(target) } = {},
): { close(): void } {
  let socket: WebSocket | null = null;
  let closed = false;
  let attempt = 0;
  let ping: Timer | undefined;
  let retry: Timer | undefined;

  const send = (frame: object) => {
    if (socket?.readyState !== OPEN) return;
    socket.send(JSON.stringify(frame));
    clearTimeout(ping);
    ping = setTimeout(() => send({ op: 'ping' }), PING_AFTER_MS);
  };

  const connect = () => {
    const current = open(url);
    socket = current;
    current.addEventListener('open', () => {
      attempt = 0;
      send({ op: 'subscribe', topics: ['crash'] });
    });
    current.addEventListener('message', (message) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      if (typeof data !== 'object' || data === null) return;
      const type = (data as { type?: unknown }).type;
      if (type === 'subscribed') {
        events.connection?.(true);
        // Whatever happened while we were away is in the state.
        events.resync();
      } else if (type === 'resync') events.resync();
      else if (typeof type === 'string' && type.startsWith('crash.')) events.frame(data as CrashFrame);
    });
    current.addEventListener('close', () => {
      clearTimeout(ping);
      if (closed || socket !== current) return;
      events.connection?.(false);
      attempt += 1;
      retry = setTimeout(connect, Math.min(10_000, 1_000 * attempt));
    });
  };
  connect();
  return {
    close() {
      closed = true;
      clearTimeout(ping);
      clearTimeout(retry);
      socket?.close();
    },
  };
}

export function hubUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${HUB_PATH}`;
}
