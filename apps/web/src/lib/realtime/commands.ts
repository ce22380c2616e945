/*
 * Who listens to which realtime command. The hub's NotifyMessage(cmd, message) is dispatched by `cmd`;
 * the connection's own events are forwarded under the spec §4 names 'error', 'disconnect' and
 * 'reconnected'. Features subscribe here without loading the SignalR library.
 */
export const CONNECTION_EVENTS = {
  error: 'error',
  disconnect: 'disconnect',
  reconnected: 'reconnected',
} as const;

type Handler = (message: unknown) => void;
const handlers = new Map<string, Set<Handler>>();

/** Subscribes to one command; returns the unsubscribe function (for effect clean-up). */
export function onRealtimeCommand(command: string, handler: Handler): () => void {
  let set = handlers.get(command);
  if (!set) {
    set = new Set();
    handlers.set(command, set);
  }
  set.add(handler);
  return () => {
    set.delete(handler);
  };
}

/** Calls every handler of `command`; unknown commands are ignored so the server can add new ones. */
export function dispatchRealtime(command: string, message: unknown): void {
  for (const handler of handlers.get(command) ?? []) {
    // One faulty listener must not stop the others or break the connection's callback.
    try {
      handler(message);
    } catch (error) {
      console.error(`realtime handler for ${command} failed`, error);
    }
  }
}
