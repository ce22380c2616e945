import { useSyncExternalStore } from 'react';
import { STAFF_AUTH_PATHS, type Permission, type StaffSession } from '@lale/contracts';
import { api, onUnauthorized, setCsrfToken } from './api/client.ts';

/*
 * Who is signed in. The cookie is httpOnly, so the app learns the member from sign-in or from `me`
 * after a reload; it keeps the member, their permissions and the CSRF token in memory only. `notice`
 * says why the last session ended (idle, expired) for the sign-in page to show.
 */

export type SessionState = {
  status: 'unknown' | 'signedOut' | 'signedIn';
  session: StaffSession | null;
  notice: string | null;
};

const SIGNED_OUT: SessionState = { status: 'signedOut', session: null, notice: null };
let state: SessionState = { status: 'unknown', session: null, notice: null };
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

export function startSession(session: StaffSession): void {
  setCsrfToken(session.csrfToken);
  setState({ status: 'signedIn', session, notice: null });
}

export function endSession(notice: string | null = null): void {
  setCsrfToken(null);
  setState({ ...SIGNED_OUT, notice });
}

// Any call answering 401 means the server ended the session (idle, revoked): back to sign-in.
onUnauthorized(() => {
  if (state.status === 'signedIn') endSession('Your session has ended. Sign in again.');
});

/** After a (re)load: is there a live session? 401 → signed out. */
export async function loadSession(): Promise<void> {
  try {
    startSession(await api.get<StaffSession>(STAFF_AUTH_PATHS.me));
  } catch {
    endSession();
  }
}

/** Ends the session on the server too; the app signs out even when that call fails. */
export async function signOut(notice: string | null = null): Promise<void> {
  try {
    await api.post<null>(STAFF_AUTH_PATHS.logout, undefined, { signOutOnUnauthorized: false });
  } catch {
    // The cookie dies with its idle timeout anyway.
  } finally {
    endSession(notice);
  }
}

export function hasPermission(session: StaffSession | null, permission: Permission): boolean {
  return session?.staff.permissions.includes(permission) ?? false;
}

/** Test seam: nobody signed in, nothing known yet. */
export function resetSessionForTests(): void {
  setCsrfToken(null);
  setState({ status: 'unknown', session: null, notice: null });
}
