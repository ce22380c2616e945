import confetti from 'canvas-confetti';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { useSession } from '../src/lib/session.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { useSiteSettings } from '../src/lib/siteSettings.ts';
import { bodiesSent, envelope, mockApi, renderWithRouter, sampleAuth, type ApiHandler } from './helpers.tsx';

const COUNTRIES = [
  { id: 1, name: 'Almanya' },
  { id: 7, name: 'Türkiye' },
];

beforeAll(async () => {
  await import('../src/app/DialogsHost.tsx');
});

beforeEach(async () => {
  await initI18n('tr');
  useSiteSettings.setState({ options: {} });
});

function api(trialAmount: number, extra: Record<string, ApiHandler> = {}) {
  return mockApi({
    '/api/auth/form': { countries: COUNTRIES },
    '/api/bonus/trialbonusamount': trialAmount,
    '/api/user/balance': { balance: 0, bonusBalance: 0 },
    '/api/auth/register': () => ({ body: envelope(sampleAuth({ balance: 0 }), 'Kaydınız alındı.') }),
    '/api/customer/updatephone': () => ({ body: envelope(null, 'Kod gönderildi.') }),
    ...extra,
  });
}

/** The limits step after the form (issue #26): passed over with "Şimdi değil". */
async function passLimitsStep() {
  const step = await screen.findByRole('dialog', { name: 'Limitlerinizi belirleyin' });
  fireEvent.click(within(step).getByRole('button', { name: 'Şimdi değil' }));
}

async function openSignUp() {
  renderWithRouter(routes, '/');
  act(() => useSession.getState().openDialog('register'));
  return screen.findByRole('dialog', { name: 'Kayıt Ol' });
}

const text = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
// Masked inputs listen to `input` events (react-imask).
const masked = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.input(within(dialog).getByLabelText(label), { target: { value } });

async function fillFullForm(dialog: HTMLElement) {
  text(dialog, 'Ad', 'Ayşe');
  text(dialog, 'Soyad', 'Yılmaz');
  text(dialog, 'Kullanıcı Adı', 'ayse1990');
  text(dialog, 'E-posta', 'ayse@example.com');
  text(dialog, 'Şifre', 'gizli123');
  text(dialog, 'Şifre Tekrar', 'gizli123');
  masked(dialog, 'Telefon', '5321234567');
  masked(dialog, 'T.C. Kimlik No', '10000000146');
  masked(dialog, 'Gün', '07');
  masked(dialog, 'Ay', '03');
  masked(dialog, 'Yıl', '1990');
  await waitFor(() => expect(within(dialog).getByLabelText('Ülke')).toHaveValue('7'));
}

describe('sign-up form (spec §2, §5)', () => {
  it('full variant: every field, Türkiye preselected 300 ms after the list loads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api(0);
    const dialog = await openSignUp();
    for (const label of ['Ad', 'Soyad', 'Kullanıcı Adı', 'E-posta', 'Şifre', 'Şifre Tekrar', 'Telefon']) {
      expect(within(dialog).getByLabelText(label)).toBeVisible();
    }
    for (const label of ['T.C. Kimlik No', 'Gün', 'Ay', 'Yıl'])
      expect(within(dialog).getByLabelText(label)).toBeVisible();
    const country = within(dialog).getByLabelText('Ülke');
    expect(within(country).getByRole('option', { name: 'Ülke Seçin' })).toBeDisabled();
    await waitFor(() => expect(screen.getByText('+90')).toBeVisible());

    // The list has loaded; nothing is chosen until 300 ms later.
    await act(async () => vi.advanceTimersByTime(100));
    expect(country).toHaveValue('');
    await act(async () => vi.advanceTimersByTime(250));
    expect(country).toHaveValue('7');
    vi.useRealTimers();
  });

  it('fast variant: no birth date, PersonalNo or country picker; sends isFast and the country', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useSiteSettings.setState({ options: { registertype: 'fast' } });
    localStorage.setItem('refId', '42');
    const fetchMock = api(0);
    const dialog = await openSignUp();
    for (const label of ['T.C. Kimlik No', 'Gün', 'Ay', 'Yıl', 'Ülke']) {
      expect(within(dialog).queryByLabelText(label)).toBeNull();
    }
    text(dialog, 'Ad', 'Ayşe');
    text(dialog, 'Soyad', 'Yılmaz');
    text(dialog, 'Kullanıcı Adı', 'ayse1990');
    text(dialog, 'E-posta', 'ayse@example.com');
    text(dialog, 'Şifre', 'gizli123');
    text(dialog, 'Şifre Tekrar', 'gizli123');
    masked(dialog, 'Telefon', '5321234567');
    // The country is still preselected (300 ms after the list arrives) and sent.
    await waitFor(() => expect(bodiesSent(fetchMock, '/api/auth/form')).toHaveLength(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(350);
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kayıt Ol' }));

    await waitFor(() => expect(bodiesSent(fetchMock, '/api/auth/register')).toHaveLength(1));
    const sent = bodiesSent(fetchMock, '/api/auth/register')[0] as Record<string, unknown>;
    expect(sent).toMatchObject({ isFast: true, country: 7, currencyId: 1, phone: '905321234567', refId: 42 });
    expect(sent).not.toHaveProperty('trialBonus');
    expect(sent).not.toHaveProperty('PersonalNo');
    expect(sent).not.toHaveProperty('birthDate');
    vi.useRealTimers();
  });

  it('offers the trial bonus only when its amount is above 0, with the amount', async () => {
    api(50);
    const dialog = await openSignUp();
    expect(await within(dialog).findByRole('checkbox', { name: /₺50,00/ })).not.toBeChecked();
    act(() => useSession.getState().closeDialog('register'));

    api(0);
    const again = await openSignUp();
    await waitFor(() => expect(within(again).getByLabelText('Ülke')).toHaveValue('7'));
    expect(within(again).queryByRole('checkbox')).toBeNull();
  });

  it('reports mismatching passwords under the confirmation and sends nothing', async () => {
    const fetchMock = api(0);
    const dialog = await openSignUp();
    text(dialog, 'Şifre', 'gizli123');
    text(dialog, 'Şifre Tekrar', 'gizli124');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kayıt Ol' }));
    expect(await within(dialog).findByText('Şifreler eşleşmiyor.')).toBeVisible();
    expect(within(dialog).getByLabelText('Şifre Tekrar')).toHaveAccessibleDescription('Şifreler eşleşmiyor.');
    expect(bodiesSent(fetchMock, '/api/auth/register')).toHaveLength(0);
  });
});

describe('registration steps (spec §4)', () => {
  it('without the trial box: logged in, trial amount 0, celebration with Deposit and Live Chat', async () => {
    const fetchMock = api(50);
    const dialog = await openSignUp();
    await within(dialog).findByRole('checkbox');
    await fillFullForm(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kayıt Ol' }));
    await passLimitsStep();

    expect(await screen.findByRole('heading', { name: 'Tebrikler!' })).toBeVisible();
    const sent = bodiesSent(fetchMock, '/api/auth/register')[0] as Record<string, unknown>;
    expect(sent).toMatchObject({ PersonalNo: '10000000146', birthDate: '1990-03-07', country: 7 });
    expect(sent).not.toHaveProperty('trialBonus');
    expect(sent).not.toHaveProperty('isFast');
    expect(useSession.getState().isLoggedIn).toBe(true);
    expect(bodiesSent(fetchMock, '/api/customer/updatephone')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Para Yatır' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Canlı Destek' })).toBeVisible();
  });

  it('with the trial box: code requested at once, step 2, verify → celebration offering the bonus', async () => {
    const fetchMock = api(50);
    const dialog = await openSignUp();
    fireEvent.click(await within(dialog).findByRole('checkbox'));
    await fillFullForm(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kayıt Ol' }));
    // The code is asked for at once, while the limits step shows.
    await screen.findByRole('dialog', { name: 'Limitlerinizi belirleyin' });
    await waitFor(() =>
      expect(bodiesSent(fetchMock, '/api/customer/updatephone')).toEqual([
        { step: 1, phone: '905321234567' },
      ]),
    );
    await passLimitsStep();

    const phoneDialog = await screen.findByRole('dialog', { name: 'Telefon Doğrulama' });
    expect(await within(phoneDialog).findByLabelText('SMS Kodu')).toBeVisible();
    expect(within(phoneDialog).getByLabelText('Telefon')).toBeDisabled();
    expect(within(phoneDialog).getByRole('link', { name: 'Doğrulamayı Atla' })).toBeVisible();

    // 'Change Phone Number' goes back to step 1 with the phone unlocked.
    fireEvent.click(within(phoneDialog).getByRole('link', { name: 'Telefon Numarasını Değiştir' }));
    expect(within(phoneDialog).queryByLabelText('SMS Kodu')).toBeNull();
    expect(within(phoneDialog).getByLabelText('Telefon')).toBeEnabled();
    fireEvent.click(within(phoneDialog).getByRole('button', { name: 'Telefonu Değiştir' }));
    const code = await within(phoneDialog).findByLabelText('SMS Kodu');

    masked(phoneDialog, 'SMS Kodu', '123456');
    expect(code).toHaveValue('12-34-56');
    fireEvent.click(within(phoneDialog).getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByRole('heading', { name: 'Tebrikler!' })).toBeVisible();
    expect(bodiesSent(fetchMock, '/api/customer/updatephone').at(-1)).toEqual({
      step: 2,
      phone: '905321234567',
      code: '123456',
    });
    expect(screen.getByRole('button', { name: 'Evet' })).toBeVisible();
    expect(useSession.getState().smsVerified).toBe(true);
  });

  it('the limits step sets the daily limits the player typed, at once, then goes on with the sign-up', async () => {
    const fetchMock = api(50, {
      '/api/customer/setdepositlimit': () => ({
        body: envelope(null, 'Günlük para yatırma limitiniz güncellendi.'),
      }),
      '/api/saferplay/setlimit': () => ({ body: envelope(null, 'Günlük kayıp limitiniz güncellendi.') }),
    });
    const dialog = await openSignUp();
    await within(dialog).findByRole('checkbox');
    await fillFullForm(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kayıt Ol' }));
    const step = await screen.findByRole('dialog', { name: 'Limitlerinizi belirleyin' });
    text(step, 'Günlük kayıp limiti', '100');
    text(step, 'Günlük bahis limiti', 'yüz');
    fireEvent.click(within(step).getByRole('button', { name: 'Limitleri kaydet' }));
    expect(await within(step).findByRole('alert')).toHaveTextContent('Sıfırdan büyük');
    expect(bodiesSent(fetchMock, '/api/saferplay/setlimit')).toHaveLength(0);
    text(step, 'Günlük bahis limiti', '1.500,00');
    fireEvent.click(within(step).getByRole('button', { name: 'Limitleri kaydet' }));
    expect(await screen.findByRole('heading', { name: 'Tebrikler!' })).toBeVisible();
    expect(bodiesSent(fetchMock, '/api/saferplay/setlimit')).toEqual([
      { kind: 'loss', period: 'daily', amount: 100 },
      { kind: 'wager', period: 'daily', amount: 1500 },
    ]);
    expect(bodiesSent(fetchMock, '/api/customer/setdepositlimit')).toHaveLength(0);
  });

  it('Skip Verification closes the dialog', async () => {
    api(50);
    const dialog = await openSignUp();
    fireEvent.click(await within(dialog).findByRole('checkbox'));
    await fillFullForm(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kayıt Ol' }));
    await passLimitsStep();
    const phoneDialog = await screen.findByRole('dialog', { name: 'Telefon Doğrulama' });
    fireEvent.click(await within(phoneDialog).findByRole('link', { name: 'Doğrulamayı Atla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('claiming the trial bonus fires 150 confetti and closes the dialog 1 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = api(50, { '/api/bonus/definetrialbonus': null });
    const dialog = await openSignUp();
    fireEvent.click(await within(dialog).findByRole('checkbox'));
    await fillFullForm(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kayıt Ol' }));
    await passLimitsStep();
    const phoneDialog = await screen.findByRole('dialog', { name: 'Telefon Doğrulama' });
    masked(phoneDialog, 'SMS Kodu', (await within(phoneDialog).findByLabelText('SMS Kodu')) && '123456');
    fireEvent.click(within(phoneDialog).getByRole('button', { name: 'Doğrula' }));

    const yes = await screen.findByRole('button', { name: 'Evet' });
    const fire = vi.mocked(confetti.create).mock.results[0]?.value as ReturnType<typeof vi.fn>;
    expect(fire).toHaveBeenLastCalledWith(expect.objectContaining({ particleCount: 150 })); // on showing
    fire.mockClear();
    fireEvent.click(yes);
    await waitFor(() => expect(bodiesSent(fetchMock, '/api/bonus/definetrialbonus')).toHaveLength(1));
    await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 150 })));

    await act(async () => {
      await vi.advanceTimersByTimeAsync(900);
    });
    expect(screen.getByRole('dialog', { name: 'Tebrikler!' })).toBeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.useRealTimers();
  });
});
