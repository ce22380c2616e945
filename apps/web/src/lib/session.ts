import type { AuthData, Balance } from '@lale/contracts';
import { create } from 'zustand';
import { readJson, remove, STORAGE_KEYS, writeJson } from './storage.ts';

/*
 * Session coordinator (spec §2, §4): who is signed in, what the header shows about them, and which one
 * of the account dialogs is open. Opening a dialog closes any other first, so at most one is ever open;
 * closing resets only its own flag. The flows that change the session live in sessionActions.ts.
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

/** Stored authData (spec §3). Older copies may lack fields, so only the token is relied on. */
export type StoredAuth = Partial<AuthData> & { token: string };

function storedAuth(): StoredAuth | null {
  const auth = readJson<StoredAuth>(STORAGE_KEYS.authData);
  return auth && typeof auth.token === 'string' && auth.token !== '' ? auth : null;
}

/** What the header and account pages show about the player (spec §3 auth state). */
type Player = {
  balance: number;
  bonusBalance: number;
  username: string;
  usercode: string;
  phone: string;
  smsVerified: boolean;
};

const NO_PLAYER: Player = {
  balance: 0,
  bonusBalance: 0,
  username: '',
  usercode: '',
  phone: '',
  smsVerified: false,
};

function playerFrom(auth: StoredAuth | null): Player {
  if (!auth) return NO_PLAYER;
  return {
    ...NO_PLAYER,
    balance: auth.balance ?? 0,
    username: auth.username ?? '',
    usercode: auth.usercode ?? '',
    phone: auth.phone ?? '',
    smsVerified: auth.smsVerified ?? false,
  };
}

type SessionState = Player & {
  auth: StoredAuth | null;
  isLoggedIn: boolean;
  activeDialog: DialogName | null;
  openDialog: (name: DialogName) => void;
  closeDialog: (name: DialogName) => void;
  /** Login or registration succeeded: keep the auth data and show the player. */
  beginSession: (auth: AuthData) => void;
  setBalance: (balance: Balance) => void;
  /** The phone was (re)verified: remembered locally too, so a reload keeps the badge. */
  setPhone: (phone: string, smsVerified: boolean) => void;
  /** Forgets the session in this browser (the local half of logout; also used on a 401). */
  endSession: () => void;
};

export const useSession = create<SessionState>((set, get) => {
  const auth = storedAuth();
  return {
    ...playerFrom(auth),
    auth,
    isLoggedIn: auth !== null,
    activeDialog: null,
    openDialog: (name) => set({ activeDialog: name }),
    closeDialog: (name) => set((state) => (state.activeDialog === name ? { activeDialog: null } : state)),
    beginSession: (data) => {
      writeJson(STORAGE_KEYS.authData, data);
      set({ ...playerFrom(data), auth: data, isLoggedIn: true });
    },
    setBalance: ({ balance, bonusBalance }) => set({ balance, bonusBalance }),
    setPhone: (phone, smsVerified) => {
      const current = get().auth;
      if (current) writeJson(STORAGE_KEYS.authData, { ...current, phone, smsVerified });
      set({ phone, smsVerified, auth: current ? { ...current, phone, smsVerified } : null });
    },
    endSession: () => {
      remove(STORAGE_KEYS.authData);
      set({ ...NO_PLAYER, auth: null, isLoggedIn: false, activeDialog: null });
    },
  };
});

/** Whether the given dialog is the open one; components subscribe to just that. */
export function useDialogOpen(name: DialogName): boolean {
  return useSession((state) => state.activeDialog === name);
}

/** One dialog's open flag and its close action, for the dialog itself. */
export function useDialog(name: DialogName): { open: boolean; close: () => void } {
  const open = useDialogOpen(name);
  const closeDialog = useSession((state) => state.closeDialog);
  return { open, close: () => closeDialog(name) };
}
