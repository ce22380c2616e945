import {
  answerHandshake,
  closeWithError,
  completionError,
  HANDSHAKE_OK,
  handshakeError,
  MessageType,
  parseMessage,
  splitRecords,
} from './protocol.ts';

/*
 * One client's socket after the upgrade. State is a handful of fields (no timers, no closures per
 * message) because a process holds ten thousand of these: the hub's one interval does pings and the
 * silence sweep from `lastReceived` / `lastSent`.
 */

/** What the hub needs of a `ws` WebSocket (structural, so tests and the bench can pass their own). */
export type HubSocket = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
};

const OPEN = 1;

/** ws close codes: 1000 normal, 1002 protocol error, 1008 policy (session ended), 1009 too big, 1001 going away. */
export const CloseCode = { normal: 1000, goingAway: 1001, protocolError: 1002, policy: 1008, tooBig: 1009 };

/** A client may buffer at most this much of an unfinished message; the hub's inbound traffic is tiny. */
export const MAX_BUFFERED_CHARS = 32 * 1024;

/** What a hub method answers: this hub exposes none (it only pushes NotifyMessage). */
export const NO_METHOD = 'Method does not exist.';

export class HubConnection {
  /** Text after the last record separator, waiting for the rest of its message. */
  private buffered = '';
  handshaken = false;
  closed = false;
  lastReceived: number;
  lastSent: number;

  constructor(
    readonly socket: HubSocket,
    readonly playerId: number,
    readonly sessionId: number,
    now: number,
    /** Which of the hub's sweep buckets holds it. */
    readonly bucket: number,
    /** When the hub next asks whether the session still lives (epoch ms): the earliest it could expire. */
    public checkAt: number,
  ) {
    this.lastReceived = now;
    this.lastSent = now;
  }

  /** Answers whether it was sent (not on a closed socket). */
  send(data: string, now: number): boolean {
    if (this.closed || this.socket.readyState !== OPEN) return false;
    this.socket.send(data);
    this.lastSent = now;
    return true;
  }

  /** Sends a last message (Close or handshake error) and closes the socket. */
  end(last: string | undefined, code: number, now: number): void {
    if (this.closed) return;
    if (last) this.send(last, now);
    this.closed = true;
    this.socket.close(code);
  }

  /**
   * A text (or binary, decoded as UTF-8) frame from the client: any frame proves the client alive.
   */
  receive(chunk: string, now: number): void {
    if (this.closed) return;
    this.lastReceived = now;
    const { records, rest } = splitRecords(this.buffered, chunk);
    if (rest.length > MAX_BUFFERED_CHARS) {
      this.end(closeWithError('Message too large.'), CloseCode.tooBig, now);
      return;
    }
    this.buffered = rest;
    for (const record of records) {
      if (this.closed) break;
      if (!this.handshaken) this.handshake(record, now);
      else this.handle(record, now);
    }
  }

  private handshake(record: string, now: number): void {
    const answer = answerHandshake(record);
    if (!answer.ok) {
      this.end(handshakeError(answer.error), CloseCode.protocolError, now);
      return;
    }
    this.handshaken = true;
    this.send(HANDSHAKE_OK, now);
  }

  private handle(record: string, now: number): void {
    const message = parseMessage(record);
    if (!message) {
      this.end(closeWithError('Invalid message.'), CloseCode.protocolError, now);
      return;
    }
    switch (message.type) {
      case MessageType.Invocation:
        // A non-blocking invocation (no id) is never answered, as the protocol requires.
        if (message.invocationId) this.send(completionError(message.invocationId, NO_METHOD), now);
        return;
      case MessageType.StreamInvocation:
        this.send(completionError(message.invocationId, NO_METHOD), now);
        return;
      case MessageType.Close:
        this.end(undefined, CloseCode.normal, now);
        return;
      default:
        // Ping (its arrival already counted as life), CancelInvocation (nothing runs), the rest: ignored.
        return;
    }
  }
}
