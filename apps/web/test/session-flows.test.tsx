import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { useSession } from '../src/lib/session.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { page } from '../src/lib/page.ts';
import { dispatchRealtime } from '../src/lib/realtime/commands.ts';
import { bodiesSent, envelope, mockApi, renderWithRouter, sampleAuth } from './helpers.tsx';

beforeAll(async () => {
  // Lazy chunks loaded once up front, so navigations inside a test take no real time.
  await Promise.all([import('../src/app/DialogsHost.tsx'), import('../src/features/home/index.ts')]);
});

beforeEach(async () => {
  await initI18n('tr');
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('logout (spec §4)', () => {
  it('tells the server, clears the session and storage (keeping lang and fingerprint), goes home, reloads after 300 ms', async () => {
    const reload = vi.spyOn(page, 'loadAfresh').mockImplementation(() => {});
    const fetchMock = mockApi({
      '/api/user/balance': { balance: 5, bonusBalance: 0 },
      '/api/auth/logout': null,
    });
    useSession.getState().beginSession(sampleAuth());
    localStorage.setItem('lang', 'tr');
    localStorage.setItem('fingerprint', 'fp-1');
    localStorage.setItem('bootstrap', '{}');
    localStorage.setItem('refId', '42');
    const { router } = renderWithRouter(routes, '/promotions');

    const logoutButton = await screen.findByRole('button', { name: 'Çıkış' });
    // From the click on, only fake time passes, so the 300 ms are measured exactly.
    vi.useFakeTimers();
    fireEvent.click(logoutButton);
    await advance(10);
    expect(router.state.location.pathname).toBe('/');
    expect(bodiesSent(fetchMock, '/api/auth/logout')).toHaveLength(1);
    expect(useSession.getState()).toMatchObject({ isLoggedIn: false, balance: 0, username: '' });
    expect(Object.keys(localStorage).sort()).toEqual(['fingerprint', 'lang']);
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Giriş Yap' })).toBeVisible();

    await advance(289);
    expect(reload).not.toHaveBeenCalled();
    await advance(1);
    expect(reload).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('reloads at home even when the navigation there has not committed by then (its route still loading)', async () => {
    const reload = vi.spyOn(page, 'loadAfresh').mockImplementation(() => {});
    const { logout } = await import('../src/lib/sessionActions.ts');
    mockApi({ '/api/user/balance': { balance: 5, bonusBalance: 0 } });
    useSession.getState().beginSession(sampleAuth());
    const { queryClient } = renderWithRouter(routes, '/promotions');
    vi.useFakeTimers();
    // A navigation that never commits: on a slow connection, the home page's chunk is still on its way.
    logout({ navigate: () => new Promise(() => {}), queryClient }, { tellServer: false });
    await advance(300);
    expect(reload).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('a 401 on any call logs out locally', async () => {
    vi.spyOn(page, 'loadAfresh').mockImplementation(() => {});
    const { setLogoutHandler } = await import('../src/lib/api/index.ts');
    const { logout } = await import('../src/lib/sessionActions.ts');
    mockApi({
      '/api/user/balance': () => ({ status: 401, body: envelope(null, 'Oturum sona erdi.', false) }),
    });
    useSession.getState().beginSession(sampleAuth());
    const { router, queryClient } = renderWithRouter(routes, '/promotions');
    setLogoutHandler(() =>
      logout({ navigate: (to) => router.navigate(to), queryClient }, { tellServer: false }),
    );

    await waitFor(() => expect(useSession.getState().isLoggedIn).toBe(false));
    expect(localStorage.getItem('authData')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    setLogoutHandler(null);
  });
});

describe('guarded routes (spec §2, §6)', () => {
  it('a direct load of a guarded URL shows home with the login dialog open', async () => {
    mockApi({});
    const { router } = renderWithRouter(routes, '/dashboard/deposit');
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a visitor navigating to a guarded page stays where they were and sees the login', async () => {
    mockApi({});
    const { router } = renderWithRouter(routes, '/promotions');
    await screen.findByRole('heading', { level: 1, name: 'Promosyonlar' });
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/promotions');

    act(() => useSession.getState().closeDialog('login'));
    await act(() => router.navigate('/casino/play/abc'));
    expect(router.state.location.pathname).toBe('/promotions');
    expect(useSession.getState().activeDialog).toBe('login');
  });

  it('lets a logged-in player through', async () => {
    mockApi({ '/api/user/balance': { balance: 0, bonusBalance: 0 } });
    useSession.getState().beginSession(sampleAuth());
    const { router } = renderWithRouter(routes, '/promotions');
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hesabım' })).toBeVisible();
    expect(useSession.getState().activeDialog).toBeNull();
  });
});

describe('balance polling (spec §7)', () => {
  it('asks for the balance every 3000 ms while logged in and shows it in tr-TR lira', async () => {
    let balance = 1000;
    const fetchMock = mockApi({
      '/api/user/balance': () => ({ body: envelope({ balance, bonusBalance: 0 }) }),
    });
    useSession.getState().beginSession(sampleAuth({ balance: 0 }));
    renderWithRouter(routes, '/promotions');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('₺1.000,00')).toBeVisible();
    const polls = () => bodiesSent(fetchMock, '/api/user/balance').length;
    const first = polls();

    balance = 1234.5;
    await advance(2900);
    expect(polls()).toBe(first);
    await advance(150);
    expect(polls()).toBe(first + 1);
    expect(await within(banner).findByText('₺1.234,50')).toBeVisible();
    await advance(3000);
    expect(polls()).toBe(first + 2);
  });

  it('asks again at once after a realtime reconnect (a push sent meanwhile is lost)', async () => {
    const fetchMock = mockApi({ '/api/user/balance': { balance: 7, bonusBalance: 0 } });
    useSession.getState().beginSession(sampleAuth({ balance: 0 }));
    renderWithRouter(routes, '/promotions');
    expect(await within(await screen.findByRole('banner')).findByText('₺7,00')).toBeVisible();
    const polls = () => bodiesSent(fetchMock, '/api/user/balance').length;
    const before = polls();

    act(() => dispatchRealtime('reconnected', null));
    await advance(10);
    expect(polls()).toBe(before + 1);
  });

  it('does not poll for a visitor', async () => {
    const fetchMock = mockApi({ '/api/user/balance': { balance: 1, bonusBalance: 0 } });
    renderWithRouter(routes, '/promotions');
    await advance(6500);
    expect(bodiesSent(fetchMock, '/api/user/balance')).toHaveLength(0);
  });
});
