import { create } from 'zustand';

/*
 * The realtime connection's state for the UI (spec §4: Disconnected, Connecting, Connected,
 * Disconnecting, Reconnecting). Kept apart from the client so showing it never loads @microsoft/signalr.
 */
export const REALTIME_STATES = [
  'Disconnected',
  'Connecting',
  'Connected',
  'Disconnecting',
  'Reconnecting',
] as const;
export type RealtimeState = (typeof REALTIME_STATES)[number];

export const useRealtimeState = create<{ state: RealtimeState }>(() => ({ state: 'Disconnected' }));

export function setRealtimeState(state: RealtimeState): void {
  useRealtimeState.setState({ state });
}
