import {
  ODDS_KEEP_ALIVE_MS,
  ODDS_PATH,
  ODDS_TIMEOUT_MS,
  OddsServerFrameSchema,
  type OddsClientFrame,
  type OddsDelta,
} from '@lale/contracts';

/*
 * The site's one connection to the live odds (/hub/odds, contracts/sports-live.ts). Pages say which
 * topics they want (reference counted: two components may want the same lobby); the link subscribes
 * them, passes deltas on, and says when a topic became live (acknowledged), so its owner reads the
 * topic once more and catches up with what changed before the subscription stood.
 *
 * It reconnects after a drop with growing, jittered delays (1, 2, 5, 10, then every 30 s), so ten
 * thousand tabs do not come back in the same second after a deploy. Both sides send something every
 * 15 s; when nothing arrived for 35 s the link takes the socket as dead and reconnects. With no topic
 * wanted for a while it closes the socket.
 */

/** What the link needs of a browser WebSocket (tests pass their own). */
export type OddsSocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

export type OddsLinkState = 'idle' | 'connecting' | 'open' | 'down';

export type OddsLinkOptions = {
  create?: (url: string) => OddsSocketLike;
  url?: () => string;
  /** In [0, 1): spreads reconnect delays (tests pass a constant). */
  random?: () => number;
};

export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;
/** How often the link checks whether it should ping or give the socket up. */
export const HEARTBEAT_CHECK_MS = 5_000;
/** With no topic wanted for this long the socket is closed (a page change wants new ones at once). */
export const IDLE_CLOSE_MS = 10_000;

const OPEN = 1;

/** Where the odds socket is: the page's own origin (the API serves the site). */
export function defaultOddsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${ODDS_PATH}`;
}

let defaultCreate: (url: string) => OddsSocketLike = (url) => new WebSocket(url) as unknown as OddsSocketLike;

/** Replaces how sockets are made for links created from now on (tests: a fake). */
export function setOddsSocketFactory(create: (url: string) => OddsSocketLike): void {
  defaultCreate = create;
}

export type OddsLink = ReturnType<typeof createOddsLink>;

export function createOddsLink(options: OddsLinkOptions = {}) {
  const create = options.create ?? defaultCreate;
  const url = options.url ?? defaultOddsUrl;
  const random = options.random ?? Math.random;

  /** Topic → how many wanted it. */
  const wanted = new Map<string, number>();
  /** Topics the server confirmed on the current socket. */
  let acknowledged = new Set<string>();
  let state: OddsLinkState = 'idle';
  let socket: OddsSocketLike | undefined;
  let failures = 0;
  let lastReceived = 0;
  let lastSent = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let flushQueued = false;

  const deltaListeners = new Set<(delta: OddsDelta) => void>();
  const liveListeners = new Set<(topics: string[]) => void>();
  const stateListeners = new Set<() => void>();

  function setState(next: OddsLinkState): void {
    if (state === next) return;
    state = next;
    for (const listener of stateListeners) listener();
  }

  function send(frame: OddsClientFrame): void {
    if (!socket || socket.readyState !== OPEN) return;
    socket.send(JSON.stringify(frame));
    lastSent = Date.now();
  }

  /** Brings the server's set in line with `wanted`, in at most two frames (batched per task). */
  function flush(): void {
    flushQueued = false;
    if (!socket || socket.readyState !== OPEN) return;
    const add = [...wanted.keys()].filter((topic) => !acknowledged.has(topic));
    const drop = [...acknowledged].filter((topic) => !wanted.has(topic));
    if (drop.length > 0) {
      for (const topic of drop) acknowledged.delete(topic);
      send({ op: 'unsubscribe', topics: drop });
    }
    if (add.length > 0) send({ op: 'subscribe', topics: add });
  }

  function queueFlush(): void {
    if (flushQueued) return;
    flushQueued = true;
    queueMicrotask(flush);
  }

  function onFrame(text: string): void {
    lastReceived = Date.now();
    let parsed;
    try {
      parsed = OddsServerFrameSchema.safeParse(JSON.parse(text));
    } catch {
      return;
    }
    if (!parsed.success) return;
    const frame = parsed.data;
    switch (frame.type) {
      case 'delta':
        for (const listener of deltaListeners) listener(frame);
        return;
      case 'subscribed': {
        const now = new Set(frame.topics);
        const fresh = frame.topics.filter((topic) => !acknowledged.has(topic) && wanted.has(topic));
        acknowledged = now;
        failures = 0;
        if (state === 'open') for (const listener of stateListeners) listener();
        else setState('open');
        if (fresh.length > 0) for (const listener of liveListeners) listener(fresh);
        return;
      }
      case 'resync':
        // Deltas were dropped while this tab lagged: every topic is read again.
        for (const listener of liveListeners) listener([...acknowledged]);
        return;
      default:
        // ping (its arrival already counted), error (a refused frame changed nothing).
        return;
    }
  }

  function stopHeartbeat(): void {
    clearInterval(heartbeat);
    heartbeat = undefined;
  }

  function dropSocket(): void {
    stopHeartbeat();
    const old = socket;
    socket = undefined;
    acknowledged = new Set();
    if (old) {
      old.onopen = old.onmessage = old.onclose = old.onerror = null;
      if (old.readyState <= OPEN) old.close();
    }
  }

  function connect(): void {
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    if (socket || wanted.size === 0) return;
    setState(state === 'down' ? 'down' : 'connecting');
    let opened: OddsSocketLike;
    try {
      opened = create(url());
    } catch {
      lost();
      return;
    }
    socket = opened;
    opened.onopen = () => {
      lastReceived = lastSent = Date.now();
      heartbeat = setInterval(beat, HEARTBEAT_CHECK_MS);
      flush();
    };
    opened.onmessage = (event) => {
      if (typeof event.data === 'string') onFrame(event.data);
    };
    opened.onclose = () => lost();
    opened.onerror = () => {
      // A close follows every error; reconnecting happens there.
    };
  }

  /** The socket is gone (or never opened): poll meanwhile, try again after the next delay. */
  function lost(): void {
    dropSocket();
    if (wanted.size === 0) {
      setState('idle');
      return;
    }
    setState('down');
    const base = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    failures += 1;
    // Between half and the whole delay.
    reconnectTimer = setTimeout(connect, Math.round(base * (0.5 + random() / 2)));
  }

  function beat(): void {
    const now = Date.now();
    if (now - lastReceived >= ODDS_TIMEOUT_MS) {
      lost();
      return;
    }
    if (now - lastSent >= ODDS_KEEP_ALIVE_MS - HEARTBEAT_CHECK_MS) send({ op: 'ping' });
  }

  function closeWhenIdle(): void {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (wanted.size > 0) return;
      clearTimeout(reconnectTimer);
      dropSocket();
      setState('idle');
    }, IDLE_CLOSE_MS);
  }

  return {
    get state(): OddsLinkState {
      return state;
    },

    /** Wants `topic` until the returned function is called. */
    want(topic: string): () => void {
      wanted.set(topic, (wanted.get(topic) ?? 0) + 1);
      clearTimeout(idleTimer);
      if (!socket && reconnectTimer === undefined) connect();
      else queueFlush();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const count = (wanted.get(topic) ?? 1) - 1;
        if (count > 0) wanted.set(topic, count);
        else wanted.delete(topic);
        queueFlush();
        if (wanted.size === 0) closeWhenIdle();
      };
    },

    /** Whether deltas of `topic` are arriving now. */
    isLive: (topic: string) => state === 'open' && acknowledged.has(topic),

    onDelta(listener: (delta: OddsDelta) => void): () => void {
      deltaListeners.add(listener);
      return () => deltaListeners.delete(listener);
    },

    /** Topics that just became live (or must be read again after a resync). */
    onLive(listener: (topics: string[]) => void): () => void {
      liveListeners.add(listener);
      return () => liveListeners.delete(listener);
    },

    /** State changes, and every change of the topics acknowledged. */
    onState(listener: () => void): () => void {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
  };
}
