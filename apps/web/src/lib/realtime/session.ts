import { useEffect } from 'react';
import { startRealtime, stopRealtime } from './client.ts';
import { useSession } from '../session.ts';

/*
 * Spec §4: the realtime connection starts with the session (login, or a page load while logged in) and
 * stops with it (logout, 401). The token is read at every (re)connect, so it is always the current one.
 */
function currentToken(): string {
  return useSession.getState().auth?.token ?? '';
}

export function useRealtimeSession(): void {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  useEffect(() => {
    if (!isLoggedIn) return;
    void startRealtime(currentToken);
    return () => {
      void stopRealtime();
    };
  }, [isLoggedIn]);
}
