/*
 * The scheduled games' public socket (ORIGINALS_HUB_PATH, contracts/originals-crash.ts): subscribe to
 * the page's topics, ping when quiet, and reconnect with a growing pause when the socket drops. After a
 * `resync` (frames were skipped) or a reconnect the page must load its state again: `onResync` says so.
 * Frames of the game's topics reach `onFrame` unparsed beyond JSON; the page checks their `type`.
 */

/** contracts' ORIGINALS_HUB_PATH. */
export const HUB_PATH = '/hub/originals';
const PING_AFTER_MS = 15_000;
const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000];

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
  /** Tests and screenshots give their own socket; the page uses the browser's. */
  open?: (url: string) => WebSocket;
};

export function hubUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${HUB_PATH}`;
}

export function connectHub({ topics, onFrame, onResync, open }: HubOptions): Hub {
  let current = [...topics];
  let socket: WebSocket | null = null;
  let closed = false;
  let attempts = 0;
  let pingTimer = 0;
  let retryTimer = 0;
  let everOpened = false;

  const send = (frame: unknown) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
    window.clearTimeout(pingTimer);
    pingTimer = window.setTimeout(() => send({ op: 'ping' }), PING_AFTER_MS);
  };

  function connect() {
    const url = hubUrl(window.location);
    socket = open ? open(url) : new WebSocket(url);
    socket.addEventListener('open', () => {
      attempts = 0;
      send({ op: 'subscribe', topics: current });
      // A reconnect may have missed frames: the state tells what happened meanwhile.
      if (everOpened) onResync();
      everOpened = true;
    });
    socket.addEventListener('message', (event) => {
      let frame: unknown;
      try {
        frame = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (typeof frame !== 'object' || frame === null || typeof (frame as HubFrame).type !== 'string') return;
      const { type } = frame as HubFrame;
      if (type === 'resync') onResync();
      else if (type !== 'subscribed' && type !== 'ping' && type !== 'error') onFrame(frame as HubFrame);
    });
    socket.addEventListener('close', () => {
      window.clearTimeout(pingTimer);
      if (closed) return;
      const pause = RECONNECT_MS[Math.min(attempts, RECONNECT_MS.length - 1)]!;
      attempts += 1;
      retryTimer = window.setTimeout(connect, pause);
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
      window.clearTimeout(pingTimer);
      window.clearTimeout(retryTimer);
      socket?.close();
    },
  };
}
