import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { useSession } from '../src/lib/session.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { notify } from '../src/lib/notify.ts';
import { bodiesSent, envelope, mockApi, renderWithRouter, sampleAuth } from './helpers.tsx';

beforeAll(async () => {
  // The dialogs chunk is lazy; loading it once up front keeps each test's waits short.
  await import('../src/app/DialogsHost.tsx');
});

beforeEach(async () => {
  await initI18n('tr');
});

function type(label: string, value: string, scope: HTMLElement = document.body) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

describe('session coordinator dialogs (spec §2)', () => {
  it('shows exactly one dialog: opening sign-up closes login', async () => {
    mockApi({ '/api/auth/form': { countries: [] }, '/api/bonus/trialbonusamount': 0 });
    renderWithRouter(routes, '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' })).toBeVisible();

    fireEvent.click(screen.getByRole('link', { name: 'Üye değil misin? Hemen Kayıt Ol!' }));
    expect(await screen.findByRole('dialog', { name: 'Kayıt Ol' })).toBeVisible();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(useSession.getState().activeDialog).toBe('register');
  });

  it('opens recovery from the login dialog', async () => {
    renderWithRouter(routes, '/');
    act(() => useSession.getState().openDialog('login'));
    fireEvent.click(await screen.findByRole('link', { name: 'Şifremi Unuttum' }));
    expect(await screen.findByRole('dialog', { name: 'Şifre Kurtarma' })).toBeVisible();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

describe('login (spec §2, §4, §5)', () => {
  it('does nothing while invalid and says why under each field', async () => {
    const fetchMock = mockApi({});
    renderWithRouter(routes, '/');
    act(() => useSession.getState().openDialog('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Giriş Yap' });
    type('Kullanıcı Adı', 'abc', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Giriş Yap' }));

    expect(await within(dialog).findByText('En az 5 karakter olmalıdır.')).toBeVisible();
    expect(within(dialog).getByText('Bu alan zorunludur.')).toBeVisible();
    const password = within(dialog).getByLabelText('Şifre');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Bu alan zorunludur.');
    expect(bodiesSent(fetchMock, '/api/auth/login')).toHaveLength(0);
  });

  it('stores the auth data, shows the player in the header, toasts the message and closes', async () => {
    const success = vi.spyOn(notify, 'success');
    const fetchMock = mockApi({
      '/api/auth/login': () => ({
        body: envelope(sampleAuth({ balance: 1000, smsVerified: true }), 'Hoş geldiniz!'),
      }),
      '/api/user/balance': { balance: 1000, bonusBalance: 0 },
    });
    renderWithRouter(routes, '/');
    act(() => useSession.getState().openDialog('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Giriş Yap' });
    type('Kullanıcı Adı', 'oyuncu1', dialog);
    type('Şifre', 'gizli123', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Giriş Yap' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSent(fetchMock, '/api/auth/login')).toEqual([{ username: 'oyuncu1', password: 'gizli123' }]);
    expect(JSON.parse(localStorage.getItem('authData') ?? '{}')).toMatchObject({ token: 'tok-1' });
    expect(success).toHaveBeenCalledWith('Hoş geldiniz!');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('₺1.000,00')).toBeVisible();
    expect(within(banner).getByRole('link', { name: 'Hesabım' })).toHaveAttribute('href', '/dashboard');
    expect(within(banner).getByRole('link', { name: /Para Yatır/ })).toHaveAttribute(
      'href',
      '/dashboard/deposit',
    );
    expect(within(banner).getByRole('button', { name: 'Çıkış' })).toBeVisible();
    expect(within(banner).queryByRole('button', { name: 'Giriş Yap' })).toBeNull();
  });

  it('offers the full-screen phone verification right after a login whose phone is not verified', async () => {
    const fetchMock = mockApi({
      '/api/auth/login': () => ({ body: envelope(sampleAuth({ smsVerified: false }), 'Hoş geldiniz!') }),
      '/api/user/balance': { balance: 1000, bonusBalance: 0 },
      '/api/customer/updatephone': () => ({ body: envelope(null, 'Kod gönderildi.') }),
    });
    renderWithRouter(routes, '/');
    act(() => useSession.getState().openDialog('login'));
    const login = await screen.findByRole('dialog', { name: 'Giriş Yap' });
    type('Kullanıcı Adı', 'oyuncu1', login);
    type('Şifre', 'gizli123', login);
    fireEvent.click(within(login).getByRole('button', { name: 'Giriş Yap' }));

    // The login dialog gives way to the phone verification: one dialog, with the player's phone.
    const verify = await screen.findByRole('dialog', { name: 'Telefon Doğrulama' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(useSession.getState().activeDialog).toBe('smsVerify');
    fireEvent.click(within(verify).getByRole('button', { name: 'Kodu Gönder' }));
    await waitFor(() => expect(bodiesSent(fetchMock, '/api/customer/updatephone')).toHaveLength(1));
    expect(bodiesSent(fetchMock, '/api/customer/updatephone')[0]).toMatchObject({ step: 1 });
  });

  it('keeps the dialog open and shows the server message and field errors on refusal', async () => {
    const error = vi.spyOn(notify, 'error');
    mockApi({
      '/api/auth/login': () => ({
        status: 400,
        body: envelope({ errors: { password: 'Şifre hatalı.' } }, 'Giriş başarısız.', false),
      }),
    });
    renderWithRouter(routes, '/');
    act(() => useSession.getState().openDialog('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Giriş Yap' });
    type('Kullanıcı Adı', 'oyuncu1', dialog);
    type('Şifre', 'yanlis12', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Giriş Yap' }));

    expect(await within(dialog).findByText('Şifre hatalı.')).toBeVisible();
    expect(error).toHaveBeenCalledWith('Giriş başarısız.');
    expect(useSession.getState().isLoggedIn).toBe(false);
  });
});
