import WebSocket from 'ws';
import {
  HISTOGRAM_MAX_MS,
  HISTOGRAM_STEP_MS,
  wallNow,
  type ClientCommand,
  type ClientReply,
} from './fanout-ipc.ts';

/*
 * One process of the benchmark's live-page clients (forked by fanout.ts; the runner splits the 10,000
 * over a few of these so the clients are not one core's bottleneck). Each socket subscribes as the live
 * lobby does and, from then on, every frame is a delta whose `at` (the publisher's clock) is read from
 * its first bytes — no JSON parse — and its age on arrival counted in a histogram.
 */

const CONCURRENCY = 100;
/** As the site's link: something every 15 s (the odds hub cuts a client silent for 35 s). */
const KEEP_ALIVE_MS = 15_000;
const PING = JSON.stringify({ op: 'ping' });
const AT = /"at":([0-9.]+)/;

let sockets: WebSocket[] = [];
let counts = new Uint32Array(Math.ceil(HISTOGRAM_MAX_MS / HISTOGRAM_STEP_MS) + 1);
let received = 0;
let dropped = 0;
let keepAlive: NodeJS.Timeout | undefined;

const reply = (message: ClientReply) => process.send?.(message);

function onDelta(data: Buffer): void {
  const arrived = wallNow();
  const match = AT.exec(data.toString('latin1', 0, 48));
  if (!match) return;
  const bucket = Math.min(Math.floor((arrived - Number(match[1])) / HISTOGRAM_STEP_MS), counts.length - 1);
  counts[Math.max(0, bucket)]! += 1;
  received += 1;
}

function connectOne(
  url: string,
  subscribe: string | undefined,
  expect: string | undefined,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    let ready = false;
    const done = () => {
      ready = true;
      resolve(socket);
    };
    socket.on('open', () => {
      if (subscribe) socket.send(subscribe);
      if (!expect) done();
    });
    socket.on('message', (data: Buffer) => {
      if (ready) return onDelta(data);
      if (expect && data.toString('utf8').includes(`"type":"${expect}"`)) done();
    });
    socket.on('error', (error) => reject(error));
    socket.on('close', (code) => {
      if (!ready) reject(new Error(`closed (${code}) before it was ready`));
      else if (sockets.length > 0) dropped += 1;
    });
  });
}

async function connect(command: Extract<ClientCommand, { type: 'connect' }>): Promise<void> {
  const started = performance.now();
  let next = 0;
  const opened: WebSocket[] = [];
  const worker = async () => {
    while (next < command.count) {
      next += 1;
      opened.push(await connectOne(command.url, command.subscribe, command.expect));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, command.count) }, worker));
  sockets = opened;
  // Pings spread evenly over the period, a slice every 100 ms.
  const perTick = Math.ceil((sockets.length * 100) / KEEP_ALIVE_MS);
  let cursor = 0;
  keepAlive = setInterval(() => {
    for (let n = 0; n < perTick && sockets.length > 0; n++) {
      const socket = sockets[cursor++ % sockets.length]!;
      if (socket.readyState === WebSocket.OPEN) socket.send(PING);
    }
  }, 100);
  reply({ type: 'connected', seconds: (performance.now() - started) / 1_000 });
}

async function close(): Promise<void> {
  clearInterval(keepAlive);
  const closing = sockets;
  sockets = [];
  await Promise.all(
    closing.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.terminate();
        }),
    ),
  );
  reply({ type: 'closed' });
}

process.on('message', (message: ClientCommand) => {
  switch (message.type) {
    case 'connect':
      connect(message).catch((error: unknown) => reply({ type: 'failed', error: String(error) }));
      return;
    case 'measure':
      counts = new Uint32Array(counts.length);
      received = 0;
      dropped = 0;
      return;
    case 'report': {
      const histogram: [number, number][] = [];
      counts.forEach((count, bucket) => {
        if (count > 0) histogram.push([bucket, count]);
      });
      reply({ type: 'report', report: { received, histogram, dropped } });
      return;
    }
    case 'close':
      void close();
      return;
  }
});

process.once('SIGTERM', () => process.exit(0));
