import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { useSession } from '../src/lib/session.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { bodiesSent, envelope, mockApi, renderWithRouter, sampleAuth } from './helpers.tsx';

beforeAll(async () => {
  await import('../src/app/DialogsHost.tsx');
});

beforeEach(async () => {
  await initI18n('tr');
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

const text = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const masked = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.input(within(scope).getByLabelText(label), { target: { value } });
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('recovery (spec §2, §4)', () => {
  it('goes through the four steps and opens the login 1 s after the last', async () => {
    const fetchMock = mockApi({
      '/api/auth/sendresetpassword': null,
      '/api/auth/checkresetcode': () => ({ body: envelope(null, '') }),
      '/api/auth/changepasswordwithcode': null,
    });
    renderWithRouter(routes, '/');
    act(() => useSession.getState().openDialog('recovery'));
    const dialog = await screen.findByRole('dialog', { name: 'Şifre Kurtarma' });

    text(dialog, 'Kullanıcı Adı', 'oyuncu1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Devam' }));
    expect(await within(dialog).findByLabelText('Kod')).toBeVisible();
    expect(dialog).toHaveAccessibleDescription('E-posta adresinize bir kod gönderdik. Kodu aşağıya girin.');

    text(dialog, 'Kod', '123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Devam' }));
    expect(await within(dialog).findByLabelText('Yeni Şifre')).toBeVisible();

    text(dialog, 'Yeni Şifre', 'yeni12345');
    text(dialog, 'Yeni Şifre Tekrar', 'yeni12345');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Devam' }));
    expect(
      await within(dialog).findByText('Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.'),
    ).toBeVisible();
    expect(bodiesSent(fetchMock, '/api/auth/changepasswordwithcode')).toEqual([
      { password: 'yeni12345', password2: 'yeni12345', username: 'oyuncu1', code: '123456' },
    ]);

    await advance(900);
    expect(useSession.getState().activeDialog).toBe('recovery');
    await advance(150);
    expect(useSession.getState().activeDialog).toBe('login');
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' })).toBeVisible();
  });

  it('keeps the step when the server refuses', async () => {
    mockApi({
      '/api/auth/sendresetpassword': () => ({
        status: 404,
        body: envelope(null, 'Kullanıcı bulunamadı.', false),
      }),
    });
    renderWithRouter(routes, '/');
    act(() => useSession.getState().openDialog('recovery'));
    const dialog = await screen.findByRole('dialog', { name: 'Şifre Kurtarma' });
    text(dialog, 'Kullanıcı Adı', 'kimsesiz');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Devam' }));
    await advance(50);
    expect(within(dialog).getByLabelText('Kullanıcı Adı')).toBeVisible();
    expect(within(dialog).queryByLabelText('Kod')).toBeNull();
  });
});

describe('profile phone dialog (spec §2, §4)', () => {
  it('sends a code, counts 60 s down, then offers to resend; a failed verify clears the code', async () => {
    let verifyOk = false;
    const fetchMock = mockApi({
      '/api/user/balance': { balance: 0, bonusBalance: 0 },
      '/api/customer/updatephone': (body: unknown) =>
        (body as { step: number }).step === 1 || verifyOk
          ? { body: envelope(null, '') }
          : { status: 400, body: envelope(null, 'Kod hatalı.', false) },
    });
    useSession.getState().beginSession(sampleAuth({ smsVerified: false }));
    renderWithRouter(routes, '/');
    act(() => useSession.getState().openDialog('phoneVerification'));
    const dialog = await screen.findByRole('dialog', { name: 'SMS Doğrulama' });
    expect(within(dialog).getByText('Doğrulanmadı')).toBeVisible();
    expect(within(dialog).getByLabelText('Telefon')).toBeDisabled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Kodu Gönder' }));
    const code = await within(dialog).findByLabelText('SMS Kodu');
    expect(within(dialog).getByText(/Kodu yeniden gönderme süresi/)).toHaveTextContent('60 sn');
    await advance(59_000);
    expect(within(dialog).getByText(/Kodu yeniden gönderme süresi/)).toHaveTextContent('1 sn');
    await advance(1_000);
    expect(within(dialog).getByText(/Kod gelmedi mi\?/)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tekrar göndermek için tıklayın' }));
    await waitFor(() => expect(bodiesSent(fetchMock, '/api/customer/updatephone')).toHaveLength(2));
    expect(await within(dialog).findByText(/60 sn/)).toBeVisible();

    masked(dialog, 'SMS Kodu', '111111');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Doğrula' }));
    await waitFor(() => expect(code).toHaveValue(''));

    verifyOk = true;
    masked(dialog, 'SMS Kodu', '222222');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Doğrula' }));
    expect(await within(dialog).findByText('Doğrulandı')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Numarayı Güncelle' })).toBeVisible();
    expect(useSession.getState().smsVerified).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Numarayı Güncelle' }));
    expect(within(dialog).getByLabelText('Telefon')).toBeEnabled();
  });
});

describe('full-screen phone verification (spec §2, §4)', () => {
  it('Send Code, then Validate, then the congratulations view with Close', async () => {
    const fetchMock = mockApi({
      '/api/user/balance': { balance: 0, bonusBalance: 0 },
      '/api/customer/updatephone': null,
    });
    useSession.getState().beginSession(sampleAuth({ phone: '' }));
    renderWithRouter(routes, '/');
    act(() => useSession.getState().openDialog('smsVerify'));
    const dialog = await screen.findByRole('dialog', { name: 'Telefon Doğrulama' });
    masked(dialog, 'Telefon', '5321234567');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kodu Gönder' }));
    masked(dialog, 'SMS Kodu', (await within(dialog).findByLabelText('SMS Kodu')) && '123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Doğrula' }));

    const done = await screen.findByRole('dialog', { name: 'Tebrikler!' });
    expect(bodiesSent(fetchMock, '/api/customer/updatephone')).toEqual([
      { step: 1, phone: '905321234567' },
      { step: 2, phone: '905321234567', code: '123456' },
    ]);
    fireEvent.click(within(done).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
