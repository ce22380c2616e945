import { beforeEach, describe, expect, it } from 'vitest';
import { DIALOGS, useSession } from '../src/lib/session.ts';

beforeEach(() => {
  useSession.setState({ activeDialog: null, isLoggedIn: false, auth: null });
});

describe('session coordinator (spec §2)', () => {
  it('keeps exactly one dialog open: opening one closes the others', () => {
    for (const name of DIALOGS) {
      useSession.getState().openDialog(name);
      expect(useSession.getState().activeDialog).toBe(name);
    }
  });

  it('resets a flag only when its own dialog closes', () => {
    useSession.getState().openDialog('login');
    useSession.getState().closeDialog('register');
    expect(useSession.getState().activeDialog).toBe('login');
    useSession.getState().closeDialog('login');
    expect(useSession.getState().activeDialog).toBeNull();
  });

  it('ends the session: forgets stored auth data', () => {
    localStorage.setItem('authData', JSON.stringify({ token: 'tok' }));
    useSession.setState({ isLoggedIn: true, auth: { token: 'tok' } });
    useSession.getState().endSession();
    expect(useSession.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem('authData')).toBeNull();
  });
});
