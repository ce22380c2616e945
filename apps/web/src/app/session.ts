import type { AuthData } from '@lale/contracts';
import { create } from 'zustand';
import { readJson, remove, STORAGE_KEYS } from '../lib/storage.ts';

/*
 * Session coordinator (spec §2): who is signed in, and which one of the account dialogs is open.
 * Opening a dialog closes any other first, so at most one is ever open; closing resets only its own
 * flag. The dialogs themselves and the full login/logout flows arrive with the auth issue.
 */
export const DIALOGS = [
  'login',
  'register',
  'recovery',
  'changePassword',
  'smsVerify',
  'phoneVerification',
  'callRequest',
] as const;
export type DialogName = (typeof DIALOGS)[number];

/** Stored authData (spec §3); only the token is relied on until the auth issue validates the rest. */
export type StoredAuth = Partial<AuthData> & { token: string };

function storedAuth(): StoredAuth | null {
  const auth = readJson<StoredAuth>(STORAGE_KEYS.authData);
  return auth && typeof auth.token === 'string' && auth.token !== '' ? auth : null;
}

type SessionState = {
  auth: StoredAuth | null;
  isLoggedIn: boolean;
  activeDialog: DialogName | null;
  openDialog: (name: DialogName) => void;
  closeDialog: (name: DialogName) => void;
  /** Forgets the session in this browser (the local half of logout; used on a 401). */
  endSession: () => void;
};

export const useSession = create<SessionState>((set) => {
  const auth = storedAuth();
  return {
    auth,
    isLoggedIn: auth !== null,
    activeDialog: null,
    openDialog: (name) => set({ activeDialog: name }),
    closeDialog: (name) => set((state) => (state.activeDialog === name ? { activeDialog: null } : state)),
    endSession: () => {
      remove(STORAGE_KEYS.authData);
      set({ auth: null, isLoggedIn: false });
    },
  };
});

/** Whether the given dialog is the open one; components subscribe to just that. */
export function useDialogOpen(name: DialogName): boolean {
  return useSession((state) => state.activeDialog === name);
}
