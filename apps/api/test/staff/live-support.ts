import { STAFF_LIVE_PATH, type StaffLiveFrame } from '@lale/contracts';
import { staffHeaders } from '../support/staff-headers.ts';
import { WebSocketClient } from '../realtime/support.ts';

/* A back office's live socket in tests: frames read in order, pings skipped (staff/live.ts). */

type Socket = InstanceType<typeof WebSocketClient>;

/** Every socket opened, with the promise of its close: a test file closes them between tests. */
export type OpenSockets = { socket: Socket; closed: Promise<number> }[];

/** The cookie of a staff session string, and the Origin a page of the back office sends. */
export const upgradeHeaders = (token: string, origin: string) => ({
  cookie: staffHeaders(token).cookie!,
  origin,
});

/** Opens the channel at `base` (the app listening) as the member of `token`. */
export async function connectStaffLive(base: string, sockets: OpenSockets, token: string, origin = base) {
  const socket = new WebSocketClient(`${base.replace(/^http/, 'ws')}${STAFF_LIVE_PATH}`, {
    headers: upgradeHeaders(token, origin),
  });
  const frames: StaffLiveFrame[] = [];
  let wake: (() => void) | undefined;
  const closed = new Promise<number>((resolve) => socket.on('close', resolve));
  sockets.push({ socket, closed });
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString('utf8')) as StaffLiveFrame);
    wake?.();
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  let read = 0;
  /** The next frame that is not a ping. */
  async function next(): Promise<StaffLiveFrame> {
    for (;;) {
      while (frames.length <= read) {
        const arrived = new Promise<'data'>((resolve) => (wake = () => resolve('data')));
        if ((await Promise.race([arrived, closed.then(() => 'closed' as const)])) === 'closed')
          if (frames.length <= read) throw new Error('socket closed');
      }
      const frame = frames[read++]!;
      if (frame.type !== 'ping') return frame;
    }
  }
  return {
    next,
    closed,
    send: (value: unknown) => socket.send(JSON.stringify(value)),
    /** Frames not read yet (pings included). */
    unread: () => frames.slice(read),
  };
}
