// The connection itself (client.ts, session.ts) is kept by the signed-in header's chunk; everything
// else subscribes here without loading it.
export { CONNECTION_EVENTS, onRealtimeCommand } from './commands.ts';
export { REALTIME_STATES, useRealtimeState, type RealtimeState } from './state.ts';
