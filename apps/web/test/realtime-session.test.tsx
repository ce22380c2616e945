import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRealtimeSession } from '../src/lib/realtime/session.ts';
import { useSession } from '../src/lib/session.ts';
import { startRealtime, stopRealtime } from '../src/lib/realtime/client.ts';
import { sampleAuth } from './helpers.tsx';

// setup.ts replaces the client with spies: this checks when the session starts and stops it.
describe('realtime session', () => {
  it('connects on login with the current token and disconnects on logout', () => {
    vi.mocked(startRealtime).mockClear();
    vi.mocked(stopRealtime).mockClear();
    renderHook(() => useRealtimeSession());
    expect(startRealtime).not.toHaveBeenCalled();

    act(() => useSession.getState().beginSession(sampleAuth({ token: 'tok-9' })));
    expect(startRealtime).toHaveBeenCalledTimes(1);
    const token = vi.mocked(startRealtime).mock.calls[0]![0];
    expect(token()).toBe('tok-9');

    act(() => useSession.getState().endSession());
    expect(stopRealtime).toHaveBeenCalledTimes(1);
  });

  it('connects at page load when already signed in', () => {
    vi.mocked(startRealtime).mockClear();
    useSession.getState().beginSession(sampleAuth());
    renderHook(() => useRealtimeSession());
    expect(startRealtime).toHaveBeenCalledTimes(1);
  });
});
