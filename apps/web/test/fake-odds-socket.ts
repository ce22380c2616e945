import type { OddsClientFrame, OddsServerFrame } from '@lale/contracts';
import type { OddsSocketLike } from '../src/features/sports/oddsLink.ts';

/* Stand-ins for the browser WebSocket of the live odds link (features/sports/oddsLink.ts). */

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

/** A socket that stays connecting: the page polls, as it does while the real one is down. */
export function neverOpeningSocket(): OddsSocketLike {
  return {
    readyState: CONNECTING,
    send() {},
    close() {},
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
}

/** A socket the test drives: open it, push server frames, read what the page sent, drop it. */
export class FakeOddsSocket implements OddsSocketLike {
  readyState = CONNECTING;
  sent: OddsClientFrame[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(JSON.parse(data) as OddsClientFrame);
  }
  close() {
    this.readyState = CLOSED;
  }
  open() {
    this.readyState = OPEN;
    this.onopen?.({});
  }
  push(frame: OddsServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  /** Answers the last subscribe/unsubscribe as the server would: with every topic now held. */
  acknowledge(topics: string[]) {
    this.push({ type: 'subscribed', topics });
  }
  /** The server went away (a deploy, a network drop). */
  drop() {
    this.readyState = CLOSED;
    this.onclose?.({});
  }
}

/** Every socket a link made, newest last. */
export function fakeOddsServer() {
  const sockets: FakeOddsSocket[] = [];
  return {
    sockets,
    create: (url: string) => {
      const socket = new FakeOddsSocket(url);
      sockets.push(socket);
      return socket;
    },
    get last(): FakeOddsSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
  };
}
