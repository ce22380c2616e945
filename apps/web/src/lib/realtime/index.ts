export { startRealtime, stopRealtime } from './client.ts';
export { CONNECTION_EVENTS, onRealtimeCommand } from './commands.ts';
export { REALTIME_STATES, useRealtimeState, type RealtimeState } from './state.ts';
