/*
 * The SignalR JSON hub protocol, as far as this hub speaks it (shared/docs/PROTOCOLS.md §1, checked
 * against ASP.NET Core's HubProtocol.md and the @microsoft/signalr client): every message is JSON text
 * ended by the record separator 0x1E; the first message is the handshake. Pure functions only, so the
 * framing rules are tested without sockets.
 */

export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

/** The only hub protocol served: text JSON, version 1 (version 2 means stateful reconnect, which needs negotiation). */
export const SUPPORTED_PROTOCOL = { name: 'json', version: 1 } as const;

/** A message the client sent, reduced to what the hub acts on. */
export type ClientMessage =
  | { type: typeof MessageType.Invocation; target: string; invocationId: string | undefined }
  | { type: typeof MessageType.StreamInvocation; target: string; invocationId: string }
  | { type: typeof MessageType.CancelInvocation }
  | { type: typeof MessageType.Ping }
  | { type: typeof MessageType.Close }
  | { type: 'other' };

export type Records = { records: string[]; rest: string };

/**
 * Complete records in `buffered + chunk`, and what is left after the last separator (a message split
 * across frames, which the official client never sends but a proxy or another client might).
 */
export function splitRecords(buffered: string, chunk: string): Records {
  const text = buffered + chunk;
  const last = text.lastIndexOf(RECORD_SEPARATOR);
  if (last === -1) return { records: [], rest: text };
  const records = text.slice(0, last).split(RECORD_SEPARATOR);
  return { records, rest: text.slice(last + 1) };
}

export const frame = (message: object): string => JSON.stringify(message) + RECORD_SEPARATOR;

/** The handshake answer for a client's first record: `{}` or `{"error": ...}`, never a `type` field. */
export function answerHandshake(record: string): { ok: true } | { ok: false; error: string } {
  let request: unknown;
  try {
    request = JSON.parse(record);
  } catch {
    return { ok: false, error: 'Handshake request is not valid JSON.' };
  }
  if (typeof request !== 'object' || request === null) {
    return { ok: false, error: 'Handshake request must be a JSON object.' };
  }
  const { protocol, version } = request as { protocol?: unknown; version?: unknown };
  if (protocol !== SUPPORTED_PROTOCOL.name) {
    return { ok: false, error: `The protocol '${String(protocol)}' is not supported.` };
  }
  if (version !== SUPPORTED_PROTOCOL.version) {
    return {
      ok: false,
      error: `The server does not support version ${String(version)} of the '${SUPPORTED_PROTOCOL.name}' protocol.`,
    };
  }
  return { ok: true };
}

/** One record after the handshake; null when it is not a hub message at all (a protocol error). */
export function parseMessage(record: string): ClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, target, invocationId } = value as Record<string, unknown>;
  const id = typeof invocationId === 'string' && invocationId !== '' ? invocationId : undefined;
  switch (type) {
    case MessageType.Invocation:
      return typeof target === 'string' ? { type, target, invocationId: id } : null;
    case MessageType.StreamInvocation:
      return typeof target === 'string' && id ? { type, target, invocationId: id } : null;
    case MessageType.CancelInvocation:
    case MessageType.Ping:
    case MessageType.Close:
      return { type };
    default:
      // Completions, stream items, Ack/Sequence (stateful reconnect, never negotiated here): nothing to do.
      return typeof type === 'number' ? { type: 'other' } : null;
  }
}

export const HANDSHAKE_OK = frame({});
export const PING = frame({ type: MessageType.Ping });
/** Sent on shutdown: the client reconnects (to another instance behind the load balancer). */
export const CLOSE_RECONNECT = frame({ type: MessageType.Close, allowReconnect: true });

export const handshakeError = (error: string): string => frame({ error });

/** Close without allowReconnect: the client stops for good (a protocol error, an ended session). */
export const closeWithError = (error: string): string => frame({ type: MessageType.Close, error });

/** The answer to a blocking invocation: this hub has no client-callable methods. */
export const completionError = (invocationId: string, error: string): string =>
  frame({ type: MessageType.Completion, invocationId, error });

/** Server push without invocationId: fire-and-forget, the client answers nothing. */
export const notifyFrame = (command: string, message: unknown): string =>
  frame({ type: MessageType.Invocation, target: 'NotifyMessage', arguments: [command, message ?? null] });
