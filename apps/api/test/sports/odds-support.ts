import { createRequire } from 'node:module';
import { ODDS_PATH, OddsServerFrameSchema, type OddsServerFrame } from '@lale/contracts';

/* A raw WebSocket client of /hub/odds for the tests: sends frames, records what the server sent. */

type ClientSocket = {
  send(data: string): void;
  close(): void;
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
};
// `ws` ships no types and @types/ws is not installed for the api: describe what the tests use.
const WebSocketClient = createRequire(import.meta.url)('ws') as new (url: string) => ClientSocket;

export type OddsClient = Awaited<ReturnType<typeof oddsClient>>;

export async function oddsClient(base: string) {
  const socket = new WebSocketClient(`${base.replace(/^http/, 'ws')}${ODDS_PATH}`);
  const frames: OddsServerFrame[] = [];
  let wake: (() => void) | undefined;
  const closed = new Promise<number>((resolve) => socket.on('close', resolve));
  socket.on('message', (data) => {
    // Every frame the server sends must satisfy the contract the site parses with.
    frames.push(OddsServerFrameSchema.parse(JSON.parse(data.toString('utf8'))));
    wake?.();
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  let read = 0;
  const next = async (): Promise<OddsServerFrame> => {
    while (frames.length <= read) {
      const arrived = new Promise<void>((resolve) => (wake = resolve));
      const result = await Promise.race([arrived.then(() => 'data'), closed.then(() => 'closed')]);
      if (result === 'closed' && frames.length <= read) throw new Error('socket closed');
    }
    return frames[read++]!;
  };
  return {
    frames,
    closed,
    next,
    /** The next frame of `type`, skipping pings. */
    async nextOf<T extends OddsServerFrame['type']>(type: T): Promise<Extract<OddsServerFrame, { type: T }>> {
      for (;;) {
        const frame = await next();
        if (frame.type === 'ping') continue;
        if (frame.type !== type) throw new Error(`expected ${type}, got ${JSON.stringify(frame)}`);
        return frame as Extract<OddsServerFrame, { type: T }>;
      }
    },
    send: (value: unknown) => socket.send(typeof value === 'string' ? value : JSON.stringify(value)),
    /** Subscribes and waits for the server's answer. */
    async subscribe(...topics: string[]) {
      socket.send(JSON.stringify({ op: 'subscribe', topics }));
      return (await this.nextOf('subscribed')).topics;
    },
    close: () => socket.close(),
  };
}
