/*
 * The scheduled games' public socket (ORIGINALS_HUB_PATH, contracts/originals-crash.ts), as every such
 * page uses it (crash, keno, tombala): subscribe to the page's topics, ping when quiet (the hub's
 * liveness), reconnect with a growing pause when the socket drops. Each confirmed subscription and each
 * `resync` (frames were skipped) calls `onResync`: the page loads its state again, so nothing that
 * happened while it was not listening is lost. Other frames reach `onFrame` parsed from JSON only; the
 * page checks their `type`. Plain timers and no `window`, so the module is tested under node.
 */

/** contracts' ORIGINALS_HUB_PATH (held equal by the games' tests). */
export const HUB_PATH = '/hub/originals';
/** The socket is told we are here when we said nothing for this long. */
export const PING_AFTER_MS = 15_000;
const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000];
const OPEN = 1; // WebSocket.OPEN, without needing the browser's WebSocket under node

export type HubFrame = { type: string; [key: string]: unknown };

export type Hub = {
  /** Replaces the subscribed topics (a tombala room change). */
  setTopics(topics: string[]): void;
  close(): void;
};

export type HubOptions = {
  topics: string[];
  onFrame(frame: HubFrame): void;
  onResync(): void;
  /** Whether the socket is up (a page may say so when it is not). */
  onConnection?(up: boolean): void;
  /** The socket's address; the page's own host by default. */
  url?: string;
  /** Tests and screenshots give their own socket; the page uses the browser's. */
  open?: (url: string) => WebSocket;
};

export function hubUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${HUB_PATH}`;
}

type Timer = ReturnType<typeof setTimeout>;

export function connectHub({ topics, onFrame, onResync, onConnection, url, open }: HubOptions): Hub {
  let current = [...topics];
  let socket: WebSocket | null = null;
  let closed = false;
  let attempts = 0;
  let ping: Timer | undefined;
  let retry: Timer | undefined;

  const send = (frame: object) => {
    if (socket?.readyState !== OPEN) return;
    socket.send(JSON.stringify(frame));
    clearTimeout(ping);
    ping = setTimeout(() => send({ op: 'ping' }), PING_AFTER_MS);
  };

  function connect() {
    const target = url ?? hubUrl(window.location);
    const opened = open ? open(target) : new WebSocket(target);
    socket = opened;
    opened.addEventListener('open', () => {
      attempts = 0;
      send({ op: 'subscribe', topics: current });
    });
    opened.addEventListener('message', (event) => {
      let frame: unknown;
      try {
        frame = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (typeof frame !== 'object' || frame === null || typeof (frame as HubFrame).type !== 'string') return;
      const { type } = frame as HubFrame;
      if (type === 'subscribed') {
        onConnection?.(true);
        onResync();
      } else if (type === 'resync') onResync();
      else if (type !== 'ping' && type !== 'error') onFrame(frame as HubFrame);
    });
    opened.addEventListener('close', () => {
      clearTimeout(ping);
      if (closed || socket !== opened) return;
      onConnection?.(false);
      const pause = RECONNECT_MS[Math.min(attempts, RECONNECT_MS.length - 1)]!;
      attempts += 1;
      retry = setTimeout(connect, pause);
    });
  }
  connect();

  return {
    setTopics(next) {
      const gone = current.filter((topic) => !next.includes(topic));
      if (gone.length > 0) send({ op: 'unsubscribe', topics: gone });
      current = [...next];
      send({ op: 'subscribe', topics: current });
    },
    close() {
      closed = true;
      clearTimeout(ping);
      clearTimeout(retry);
      socket?.close();
    },
  };
}
