import { ODDS_KEEP_ALIVE_MS, ODDS_TIMEOUT_MS } from '@lale/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';

/** What a client may send: (un)subscribe topics or ping. Each hub brings the schema of its own topics. */
export type TopicClientFrame =
  { op: 'subscribe' | 'unsubscribe'; topics: readonly string[] } | { op: 'ping' };
export type ClientFrameParser = {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: TopicClientFrame }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
};

/*
 * A topic hub: this process's subscribers of one public socket, /hub/odds (contracts/sports-live.ts) or
 * /hub/originals (contracts/originals-crash.ts); each brings its own topics. A connection holds a set of topics; per
 * topic, the set of its connections. A delta is one Buffer written to every subscriber of its topics
 * (each connection once, however many of them it holds): the frame is serialised and encoded once.
 *
 * Backpressure: a connection whose socket has more than HIGH_WATER bytes queued (a slow phone, a stalled
 * tab) is skipped instead of queueing more; once its queue drains below LOW_WATER it gets a `resync`
 * (read your topics again) and deltas resume. One stuck behind for MAX_BEHIND_MS is cut. Nothing a slow
 * client does makes the others wait: a send never blocks, it only appends to that socket's queue.
 *
 * Liveness as the hub does it: one shared interval, connections dealt into buckets, each tick sweeps
 * one bucket (pings the quiet, cuts the silent) and re-checks the connections that fell behind.
 */

/** What a topic hub needs of a `ws` WebSocket (structural, so tests and the bench can pass their own). */
export type TopicSocket = {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: Buffer, options: { binary: boolean }): void;
  close(code?: number): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
};

const OPEN = 1;
const CLOSE_GOING_AWAY = 1001;
const CLOSE_POLICY = 1008;

export type TopicHubLimits = {
  /** Bytes queued on a socket above which it is skipped. */
  highWater: number;
  /** Bytes queued below which a skipped socket is resynced. */
  lowWater: number;
  /** A socket skipped for this long is cut (the client reconnects and reads its topics again). */
  maxBehindMs: number;
  /** Frames a client may send per window; past that the connection is closed (1008). */
  framesPerWindow: number;
  windowMs: number;
  /** A client frame longer than this (characters) is refused. */
  maxFrameChars: number;
};

export const DEFAULT_LIMITS: TopicHubLimits = {
  highWater: 256 * 1024,
  lowWater: 16 * 1024,
  maxBehindMs: 30_000,
  framesPerWindow: 60,
  windowMs: 10_000,
  maxFrameChars: 4_096,
};

export type TopicHubTiming = { keepAliveMs: number; timeoutMs: number; sweepMs: number; tickMs: number };

/** Both topic hubs keep the liveness contracts/sports-live.ts states (the site's socket client is one). */
export const DEFAULT_TIMING: TopicHubTiming = {
  keepAliveMs: ODDS_KEEP_ALIVE_MS,
  timeoutMs: ODDS_TIMEOUT_MS,
  sweepMs: 5_000,
  tickMs: 250,
};

/** The frames a topic hub itself sends, next to its topics' own (the same on both sockets). */
export type TopicHubFrame =
  | { type: 'ping' }
  | { type: 'resync' }
  | { type: 'error'; message: string }
  | { type: 'subscribed'; topics: string[] };

const encode = (frame: TopicHubFrame) => Buffer.from(JSON.stringify(frame));
const PING = encode({ type: 'ping' });
const RESYNC = encode({ type: 'resync' });
const TEXT = { binary: false } as const;

class TopicConnection {
  readonly topics = new Set<string>();
  lastReceived: number;
  lastSent: number;
  /** Frames received in the current rate window, and when it began. */
  frames = 0;
  windowStart: number;
  /** Since when deltas are skipped for it (undefined while it keeps up). */
  behindSince: number | undefined;
  /** The last delivery it was sent (a delivery reaches it once even through several topics). */
  delivery = 0;
  closed = false;

  constructor(
    readonly socket: TopicSocket,
    readonly bucket: number,
    now: number,
    /** Which topics this connection may hold (a staff member's permissions); absent: any. */
    readonly may: TopicPermit | undefined,
  ) {
    this.lastReceived = now;
    this.lastSent = now;
    this.windowStart = now;
  }

  /** Answers whether it was written (not on a closed socket). */
  write(data: Buffer, at: number): boolean {
    if (this.closed || this.socket.readyState !== OPEN) return false;
    this.socket.send(data, TEXT);
    this.lastSent = at;
    return true;
  }
}

/** Whether one connection may subscribe to a topic (the staff channel asks the member's role). */
export type TopicPermit = (topic: string) => boolean;

export type TopicHub = ReturnType<typeof createTopicHub>;

export function createTopicHub({
  clock,
  log,
  name,
  limits = DEFAULT_LIMITS,
  timing = DEFAULT_TIMING,
  clientFrames,
  maxTopics,
}: {
  clock: Clock;
  log: FastifyBaseLogger;
  /** What the logs call it (`odds`, `originals`). */
  name: string;
  limits?: TopicHubLimits;
  timing?: TopicHubTiming;
  /** The frames a client may send, with this hub's topics (contracts' `...ClientFrameSchema`). */
  clientFrames: ClientFrameParser;
  /** Topics one connection may hold (all or nothing past it). */
  maxTopics: number;
}) {
  const all = new Set<TopicConnection>();
  const byTopic = new Map<string, Set<TopicConnection>>();
  const behind = new Set<TopicConnection>();
  const buckets = Array.from(
    { length: Math.max(1, Math.round(timing.sweepMs / timing.tickMs)) },
    () => new Set<TopicConnection>(),
  );
  let sweepIndex = 0;
  let dealIndex = 0;
  let deliveries = 0;
  /** Deltas written to sockets (the metrics read it at scrape time: no work per frame beyond this). */
  let messagesSent = 0;
  let interval: NodeJS.Timeout | undefined;
  let closing = false;
  let drained: (() => void) | undefined;
  const now = () => clock.now().getTime();

  function leave(connection: TopicConnection): void {
    connection.closed = true;
    all.delete(connection);
    behind.delete(connection);
    buckets[connection.bucket]?.delete(connection);
    for (const topic of connection.topics) unsubscribe(connection, topic);
    if (all.size === 0) drained?.();
  }

  function unsubscribe(connection: TopicConnection, topic: string): void {
    connection.topics.delete(topic);
    const set = byTopic.get(topic);
    if (set?.delete(connection) && set.size === 0) byTopic.delete(topic);
  }

  function answer(connection: TopicConnection, frame: TopicHubFrame, at: number): void {
    connection.write(encode(frame), at);
  }

  function cut(connection: TopicConnection, code: number): void {
    if (connection.closed) return;
    connection.closed = true;
    connection.socket.close(code);
    leave(connection);
  }

  function receive(connection: TopicConnection, text: string, at: number): void {
    connection.lastReceived = at;
    if (at - connection.windowStart >= limits.windowMs) {
      connection.windowStart = at;
      connection.frames = 0;
    }
    if (++connection.frames > limits.framesPerWindow) {
      // A client in a loop (or a flood): its socket goes; a well-behaved page sends a few frames a minute.
      answer(connection, { type: 'error', message: 'Too many frames.' }, at);
      cut(connection, CLOSE_POLICY);
      return;
    }
    if (text.length > limits.maxFrameChars) {
      answer(connection, { type: 'error', message: 'Frame too large.' }, at);
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      answer(connection, { type: 'error', message: 'A frame is one JSON object.' }, at);
      return;
    }
    const parsed = clientFrames.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      answer(
        connection,
        { type: 'error', message: `Invalid frame. ${where}${issue?.message ?? ''}`.trim() },
        at,
      );
      return;
    }
    const frame = parsed.data;
    if (frame.op === 'ping') return;
    if (frame.op === 'unsubscribe') {
      for (const topic of frame.topics) unsubscribe(connection, topic);
    } else {
      const may = connection.may;
      const refused = may ? frame.topics.filter((topic) => !may(topic)) : [];
      if (refused.length > 0) {
        // All or nothing, as below: a topic the member may not hold leaves the set as it was.
        answer(connection, { type: 'error', message: `Not permitted: ${refused.join(', ')}.` }, at);
        return;
      }
      const added = new Set(frame.topics.filter((topic) => !connection.topics.has(topic)));
      if (connection.topics.size + added.size > maxTopics) {
        // All or nothing: the client learns its set stayed as it was.
        answer(connection, { type: 'error', message: `At most ${maxTopics} topics.` }, at);
        return;
      }
      for (const topic of added) {
        connection.topics.add(topic);
        let set = byTopic.get(topic);
        if (!set) byTopic.set(topic, (set = new Set()));
        set.add(connection);
      }
    }
    answer(connection, { type: 'subscribed', topics: [...connection.topics] }, at);
  }

  /** Writes `data` unless the socket is behind; a socket that just went over the mark starts skipping. */
  function push(connection: TopicConnection, data: Buffer, at: number): void {
    if (connection.behindSince !== undefined) return;
    if (connection.socket.bufferedAmount > limits.highWater) {
      connection.behindSince = at;
      behind.add(connection);
      return;
    }
    if (connection.write(data, at)) messagesSent++;
  }

  /** Resumes connections that caught up (with a resync: they missed deltas), cuts those stuck too long. */
  function recheckBehind(at: number): void {
    for (const connection of behind) {
      if (connection.socket.bufferedAmount <= limits.lowWater) {
        behind.delete(connection);
        connection.behindSince = undefined;
        connection.write(RESYNC, at);
      } else if (at - (connection.behindSince ?? at) >= limits.maxBehindMs) {
        connection.socket.terminate();
        leave(connection);
      }
    }
  }

  function sweep(bucket: Set<TopicConnection>, at: number): void {
    for (const connection of bucket) {
      if (at - connection.lastReceived >= timing.timeoutMs) {
        connection.socket.terminate();
        leave(connection);
      } else if (at - connection.lastSent >= timing.keepAliveMs - timing.sweepMs) {
        connection.write(PING, at);
      }
    }
  }

  return {
    get closing() {
      return closing;
    },
    get connectionCount() {
      return all.size;
    },
    /** Deltas written to this process's sockets so far. */
    get messagesSent() {
      return messagesSent;
    },
    /** Connections of this process subscribed to `topic`. */
    subscriberCount: (topic: string) => byTopic.get(topic)?.size ?? 0,
    /** Connections being skipped because they fell behind. */
    get behindCount() {
      return behind.size;
    },

    /** A new socket; `may` limits the topics it can subscribe to (unset on the public sockets). */
    accept(socket: TopicSocket, may?: TopicPermit): void {
      const at = now();
      if (closing) {
        socket.close(CLOSE_GOING_AWAY);
        return;
      }
      const connection = new TopicConnection(socket, dealIndex, at, may);
      dealIndex = (dealIndex + 1) % buckets.length;
      all.add(connection);
      buckets[connection.bucket]!.add(connection);
      socket.on('message', (data, isBinary) => {
        if (connection.closed) return;
        if (isBinary) {
          answer(connection, { type: 'error', message: 'Frames are JSON text.' }, now());
          return;
        }
        const text = Array.isArray(data)
          ? Buffer.concat(data).toString('utf8')
          : Buffer.from(data as ArrayBuffer).toString('utf8');
        receive(connection, text, now());
      });
      socket.on('close', () => leave(connection));
    },

    /** Sends `frame` to every connection subscribed to any of `topics`, each once. */
    deliver(topics: readonly string[], frame: Buffer): void {
      const at = now();
      const delivery = ++deliveries;
      for (const topic of topics) {
        const set = byTopic.get(topic);
        if (!set) continue;
        for (const connection of set) {
          if (connection.delivery === delivery) continue;
          connection.delivery = delivery;
          push(connection, frame, at);
        }
      }
    },

    tick(): void {
      const at = now();
      if (behind.size > 0) recheckBehind(at);
      const bucket = buckets[sweepIndex];
      sweepIndex = (sweepIndex + 1) % buckets.length;
      if (bucket) sweep(bucket, at);
    },

    /** Every bucket at once, as a whole sweep does over `sweepMs`. Tests call it after moving the clock. */
    sweepAll(): void {
      for (let i = 0; i < buckets.length; i++) this.tick();
    },

    start(): void {
      if (interval || closing) return;
      interval = setInterval(() => {
        try {
          this.tick();
        } catch (error) {
          log.error({ err: error, hub: name }, 'topic hub tick failed');
        }
      }, timing.tickMs);
      interval.unref();
    },

    /** Closes every socket (1001: the client reconnects, to another instance) and cuts the stragglers. */
    async shutdown(graceMs = 2_000): Promise<void> {
      closing = true;
      clearInterval(interval);
      interval = undefined;
      for (const connection of [...all]) connection.socket.close(CLOSE_GOING_AWAY);
      if (all.size > 0) {
        await new Promise<void>((resolve) => {
          const deadline = setTimeout(resolve, graceMs);
          drained = () => {
            clearTimeout(deadline);
            resolve();
          };
        });
        drained = undefined;
      }
      for (const connection of [...all]) {
        connection.socket.terminate();
        leave(connection);
      }
    },
  };
}
