import WebSocket from 'ws';

/*
 * Many raw `ws` clients in this one process (the official SignalR client costs too much per connection
 * for ten thousand). Each opens, sends the SignalR handshake and waits for its answer; after that every
 * frame goes to one shared listener with the time it arrived, which the latency phases swap in.
 */

export const RECORD_SEPARATOR = '\u001e';
export const HANDSHAKE = `{"protocol":"json","version":1}${RECORD_SEPARATOR}`;
export const HANDSHAKE_OK = `{}${RECORD_SEPARATOR}`;
/** What the SignalR client sends when it has sent nothing else for 15 s. */
const PING = `{"type":6}${RECORD_SEPARATOR}`;

export type FrameListener = (text: string, receivedAt: number) => void;

export type ClientPool = {
  sockets: WebSocket[];
  /** Receives every frame after the handshake; replace it to route frames elsewhere. */
  onFrame: FrameListener;
  /** Sockets that closed while the pool was open: the server dropped them. */
  dropped: number;
  /** Sends each socket a Ping every `periodMs`, spread evenly, as idle SignalR clients do. Returns a stop. */
  keepAlive(periodMs: number): () => void;
  close(): Promise<void>;
};

type Target = { url: string; handshake: string; expect: string };

function connectOne(target: Target, pool: ClientPool): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(target.url, { perMessageDeflate: false });
    let open = false;
    socket.on('open', () => socket.send(target.handshake));
    socket.on('message', (data: Buffer) => {
      const receivedAt = performance.now();
      const text = data.toString('utf8');
      if (open) return pool.onFrame(text, receivedAt);
      if (text !== target.expect)
        return reject(new Error(`unexpected handshake answer ${JSON.stringify(text)}`));
      open = true;
      resolve(socket);
    });
    socket.on('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused with HTTP ${response.statusCode}`)),
    );
    socket.on('error', (error) => reject(error));
    socket.on('close', (code) => {
      if (!open) reject(new Error(`closed (${code}) before the handshake`));
      else if (pool.sockets.length > 0) pool.dropped += 1;
    });
  });
}

/**
 * Opens `count` connections, `concurrency` at a time, each handshaken before it counts; answers the
 * pool and how long it took. Rejects on the first failure.
 */
export async function openClients(
  count: number,
  concurrency: number,
  target: (index: number) => Target,
): Promise<{ pool: ClientPool; seconds: number }> {
  const opened: WebSocket[] = new Array<WebSocket>(count);
  const pool: ClientPool = {
    sockets: [],
    onFrame: () => {},
    dropped: 0,
    keepAlive(periodMs) {
      const tickMs = 100;
      const perTick = Math.ceil((this.sockets.length * tickMs) / periodMs);
      let next = 0;
      const timer = setInterval(() => {
        for (let n = 0; n < perTick && this.sockets.length > 0; n += 1) {
          const socket = this.sockets[next % this.sockets.length]!;
          if (socket.readyState === WebSocket.OPEN) socket.send(PING);
          next += 1;
        }
      }, tickMs);
      return () => clearInterval(timer);
    },
    async close() {
      const sockets = this.sockets;
      this.sockets = [];
      await Promise.all(
        sockets.map(
          (socket) =>
            new Promise<void>((resolve) => {
              if (socket.readyState === WebSocket.CLOSED) return resolve();
              socket.once('close', () => resolve());
              socket.terminate();
            }),
        ),
      );
    },
  };
  const started = performance.now();
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < count) {
      const index = next++;
      try {
        opened[index] = await connectOne(target(index), pool);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  // allSettled: on a failure the other workers finish their connection in flight, so close() gets them all.
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(concurrency, count) }, worker));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  pool.sockets = opened.filter(Boolean);
  if (failure) {
    await pool.close();
    throw failure.reason;
  }
  return { pool, seconds: (performance.now() - started) / 1_000 };
}
