import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  API_ENDPOINTS,
  BALANCE_POLL_INTERVAL_MS,
  LOGOUT_RELOAD_DELAY_MS,
  type AuthData,
  type Envelope,
} from '@lale/contracts';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { call } from './api/index.ts';
import { notify } from './notify.ts';
import { page } from './page.ts';
import { stopRealtime } from './realtime/client.ts';
import { CONNECTION_EVENTS, onRealtimeCommand } from './realtime/index.ts';
import { clearAllExcept, STORAGE_KEYS } from './storage.ts';
import { useSession } from './session.ts';

/*
 * The session flows of spec §4. Login and registration call `beginSession`; logout and a 401 call
 * `logout`. They live in lib/ because the header, the dialogs and the account pages (features) all use
 * them, and features may not import app/.
 */

/** Login or registration answered with auth data: keep it, show the player, say the server's message. */
export function beginSession(answer: Envelope<AuthData>): void {
  useSession.getState().beginSession(answer.data);
  if (answer.message) notify.success(answer.message);
}

export type LogoutDeps = { navigate: (to: string) => unknown; queryClient: QueryClient };

/**
 * Spec §4 logout: tell the server (its answer is ignored), forget the session and local storage,
 * go home, reset state, and reload after 300 ms so no player data survives in memory.
 * Local storage keeps only `lang` and `fingerprint`: they describe the browser, not the player
 * (keeping the language avoids a Turkish flash for an English reader after every logout).
 * `tellServer` is false after a 401: the token is already dead and the call would only 401 again.
 */
export function logout(deps: LogoutDeps, { tellServer }: { tellServer: boolean }): void {
  const { isLoggedIn, auth } = useSession.getState();
  if (!isLoggedIn) return;
  // The hub first, the server after: a session the server ends while the hub is still starting or
  // reconnecting would refuse its handshake, which the browser reports as an error on a page that works.
  const hubStopped = stopRealtime();
  const token = auth?.token;
  if (tellServer && token)
    void hubStopped
      .catch(() => undefined)
      .then(() => call(API_ENDPOINTS.authLogout, {}, { token }))
      .catch(() => undefined);
  clearAllExcept([STORAGE_KEYS.lang, STORAGE_KEYS.fingerprint]);
  useSession.getState().endSession();
  deps.queryClient.clear();
  void deps.navigate('/');
  // Home again, whether or not the navigation above has committed by then (its route may still be loading).
  window.setTimeout(() => page.loadAfresh('/'), LOGOUT_RELOAD_DELAY_MS);
}

/** The logout action for buttons (header, dashboard tile). */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => logout({ navigate, queryClient }, { tellServer: true }), [navigate, queryClient]);
}

export const balanceQueryKey = ['user', 'balance'] as const;

/**
 * GET user/balance every 3000 ms while logged in (spec §7). TanStack Query pauses the interval in a
 * hidden tab and resumes on return, so idle tabs don't hammer the hottest endpoint (DESIGN §8).
 * After a realtime reconnect it asks at once: a balance push sent while the connection was down is
 * lost, and the player should not wait for the next poll.
 */
export function useBalancePolling(): void {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isLoggedIn) return;
    return onRealtimeCommand(CONNECTION_EVENTS.reconnected, () => {
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
    });
  }, [isLoggedIn, queryClient]);
  useQuery({
    queryKey: balanceQueryKey,
    queryFn: async ({ signal }) => {
      const { data } = await call(API_ENDPOINTS.userBalance, {}, { signal });
      // An answer that arrives after logout must not bring the old balance back.
      if (useSession.getState().isLoggedIn) useSession.getState().setBalance(data);
      return data;
    },
    enabled: isLoggedIn,
    refetchInterval: BALANCE_POLL_INTERVAL_MS,
    staleTime: 0,
    retry: false,
  });
}
