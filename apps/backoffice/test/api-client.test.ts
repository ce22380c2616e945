import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, FORBIDDEN_MESSAGE } from '../src/lib/api/client.ts';
import { useIdleTimeout } from '../src/lib/idle.ts';
import { sessionStore, startSession } from '../src/lib/session.ts';
import { stubFetch } from './support.tsx';

function signIn() {
  startSession({
    staff: { id: 1, username: 'ayse', displayName: 'Ayşe', role: 'owner', permissions: [] },
    csrfToken: 'csrf-9',
    idleTimeoutSeconds: 900,
    recoveryCodes: null,
  });
}

const refusal = (status: number, message: string) =>
  Response.json({ success: false, message, data: null }, { status });

describe('the back-office client', () => {
  it('sends the cookie on every call and the CSRF token only on unsafe ones', async () => {
    signIn();
    const calls = stubFetch(() => ({ ok: true }));
    await api.get('/api/admin/players', { q: 'ali', status: '' });
    await api.put('/api/admin/staff/2', { role: 'support' });
    const init = vi.mocked(fetch).mock.calls[0]![1]!;
    expect(init.credentials).toBe('include');
    expect(calls[0]!.url.search).toBe('?q=ali');
    expect(calls[0]!.headers.get('x-csrf-token')).toBeNull();
    expect(calls[1]!.headers.get('x-csrf-token')).toBe('csrf-9');
  });

  it('answers the data of the envelope, and rejects with the server message when refused', async () => {
    stubFetch(() => refusal(409, 'The same member cannot approve twice.'));
    await expect(api.post('/api/admin/payments/1/confirm')).rejects.toThrow(
      'The same member cannot approve twice.',
    );
  });

  it('signs the member out on a 401 and says "You do not have permission" on a 403', async () => {
    signIn();
    stubFetch(({ url }) =>
      url.pathname.endsWith('forbidden') ? refusal(403, 'Forbidden') : refusal(401, 'Sign in'),
    );
    await expect(api.get('/api/admin/forbidden')).rejects.toThrow(FORBIDDEN_MESSAGE);
    expect(sessionStore.get().status).toBe('signedIn');
    await expect(api.get('/api/admin/players')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toMatchObject({ status: 'signedOut', session: null });
  });
});

describe('the idle timeout', () => {
  it('fires after the given seconds without activity, and activity restarts the count', () => {
    vi.useFakeTimers();
    try {
      const onIdle = vi.fn();
      renderHook(() => useIdleTimeout(60, onIdle));
      vi.advanceTimersByTime(59_000);
      window.dispatchEvent(new KeyboardEvent('keydown'));
      vi.advanceTimersByTime(59_000);
      expect(onIdle).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1_000);
      expect(onIdle).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
