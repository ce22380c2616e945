import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceQueryKey } from '../src/lib/sessionActions.ts';
import { CashierScreen } from '../src/features/cashier/index.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { notify } from '../src/lib/notify.ts';
import { useSession } from '../src/lib/session.ts';
import {
  CARD,
  CARD_FIELDS,
  EVERY_KIND,
  HAVALE,
  IBAN_FIELDS,
  IBAN_WITHDRAW,
  VALID_CARD,
  VALID_IBAN,
  VALID_IBAN_MASKED,
} from './cashier-support.tsx';
import { bodiesSent, envelope, mockApi, renderWithRouter, sampleAuth, type ApiHandler } from './helpers.tsx';

const METHODS = '/api/payment/methods';
const DETAIL = '/api/payment/detail';
const DEPOSIT = '/api/payment/deposit';
const WITHDRAW = '/api/payment/withdraw';

beforeEach(async () => {
  await initI18n('tr');
  useSession.getState().beginSession(sampleAuth());
});

afterEach(() => {
  vi.useRealTimers();
});

function renderScreen(type: 1 | 2, handlers: Record<string, ApiHandler>) {
  const fetchMock = mockApi(handlers);
  const view = renderWithRouter(<CashierScreen type={type} />);
  return { fetchMock, ...view };
}

async function openMethod(title: string) {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(title) }));
  return screen.findByRole('dialog', { name: title });
}

const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
/** Masked inputs (IMask) listen to input events. */
const typeMasked = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.input(within(scope).getByLabelText(label), { target: { value } });
const submit = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/**
 * Under fake timers without auto-advance (so 99 ms means 99 ms): lets answers, renders and effects
 * run without moving the clock, until `done` holds.
 */
async function settle(done: () => boolean) {
  for (let round = 0; round < 100 && !done(); round += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise<void>((resolve) => queueMicrotask(resolve));
    });
  }
  expect(done()).toBe(true);
}

async function fillCard(dialog: HTMLElement) {
  type(dialog, 'Tutar', '500');
  typeMasked(dialog, 'Kart Numarası', VALID_CARD);
  type(dialog, 'Kart Sahibi', 'Ayşe Yılmaz');
  typeMasked(dialog, 'Son Kullanma Tarihi', '1235');
  typeMasked(dialog, 'CVV', '123');
}

describe('method tiles (spec §2)', () => {
  it('lists the methods of the type with logo, title and limits in lira', async () => {
    const { fetchMock } = renderScreen(1, { [METHODS]: [HAVALE, CARD] });
    const list = await screen.findByRole('list', { name: 'Ödeme yöntemleri' });
    const tiles = within(list).getAllByRole('button');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'Havale/EFTEn az ₺50,00En çok ₺100.000,00',
      'Kredi KartıEn az ₺100,00En çok ₺50.000,00',
    ]);
    expect(list.querySelector('img')).toHaveAttribute('src', '/media/payments/havale.svg');
    expect(bodiesSent(fetchMock, METHODS)).toEqual([{ type: 1 }]);
  });

  it("says 'No data found' when there is no method", async () => {
    renderScreen(2, { [METHODS]: [] });
    expect(await screen.findByText('Kayıt bulunamadı')).toBeVisible();
  });

  it('asks payment/detail with the id and type of the tile clicked', async () => {
    const { fetchMock } = renderScreen(1, { [METHODS]: [CARD], [DETAIL]: CARD_FIELDS });
    const dialog = await openMethod('Kredi Kartı');
    expect(await within(dialog).findByLabelText('Tutar')).toBeVisible();
    expect(bodiesSent(fetchMock, DETAIL)).toEqual([{ id: 2, type: 1 }]);
    expect(dialog).toHaveAccessibleDescription('Para yatırma · ₺100,00 – ₺50.000,00');
  });
});

describe('dynamic dialog fields (spec §3, §5)', () => {
  it('renders one input per field, each by its kind', async () => {
    renderScreen(1, { [METHODS]: [CARD], [DETAIL]: EVERY_KIND });
    const dialog = await openMethod('Kredi Kartı');

    // Decimal amount: the number input with the lira prefix (tr-TR) and step buttons.
    const amount = await within(dialog).findByLabelText('Tutar');
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    expect(amount.parentElement).toHaveTextContent('₺');
    expect(within(dialog).getByRole('button', { name: 'Tutar artır' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Tutar azalt' })).toBeVisible();

    // Masked text: the mask is the placeholder.
    expect(within(dialog).getByLabelText('IBAN')).toHaveAttribute(
      'placeholder',
      'TR00 0000 0000 0000 0000 0000 00',
    );
    // option present: a dropdown with the offered names.
    const network = within(dialog).getByLabelText('Ağ');
    expect(network.tagName).toBe('SELECT');
    expect(
      within(network)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Seçiniz', 'TRC20', 'ERC20']);
    // A Long without a mask is a whole-number input.
    expect(within(dialog).getByLabelText('Hesap Numarası')).toHaveAttribute('inputmode', 'numeric');
    // An unknown key is labelled with the key itself.
    expect(within(dialog).getByLabelText('Memo')).toHaveAttribute('type', 'text');
    expect(within(dialog).getByLabelText('Accept')).toHaveAttribute('type', 'checkbox');
    // Paste only for Iban and CardNo.
    expect(
      within(dialog)
        .getAllByRole('button', { name: /yapıştır/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['IBAN alanına yapıştır']);
  });

  it('labels in English and drops the lira prefix outside tr-TR', async () => {
    await initI18n('en');
    renderScreen(1, { [METHODS]: [CARD], [DETAIL]: CARD_FIELDS });
    const dialog = await openMethod('Kredi Kartı');
    const amount = await within(dialog).findByLabelText('Amount');
    expect(amount.parentElement).not.toHaveTextContent('₺');
    for (const label of ['Card Number', 'Card Holder', 'Expiry Date', 'CVV']) {
      expect(within(dialog).getByLabelText(label)).toBeVisible();
    }
    expect(within(dialog).getByRole('button', { name: 'Paste into Card Number' })).toBeVisible();
    expect(submit(dialog, 'Deposit')).toBeDisabled();
  });

  it('keeps Submit disabled until every field is valid', async () => {
    renderScreen(1, { [METHODS]: [CARD], [DETAIL]: CARD_FIELDS });
    const dialog = await openMethod('Kredi Kartı');
    await within(dialog).findByLabelText('Tutar');
    const button = submit(dialog, 'Yatır');
    expect(button).toBeDisabled();

    type(dialog, 'Tutar', '500');
    typeMasked(dialog, 'Kart Numarası', VALID_CARD);
    type(dialog, 'Kart Sahibi', 'Ayşe Yılmaz');
    typeMasked(dialog, 'Son Kullanma Tarihi', '1235');
    await waitFor(() => expect(within(dialog).getByLabelText('Son Kullanma Tarihi')).toHaveValue('12/35'));
    // The CVV is still missing.
    await act(async () => {});
    expect(button).toBeDisabled();

    typeMasked(dialog, 'CVV', '123');
    await waitFor(() => expect(button).toBeEnabled());

    // Not a number in a Decimal field: disabled again, with the reason under the field.
    type(dialog, 'Tutar', 'beş yüz');
    await waitFor(() => expect(button).toBeDisabled());
    expect(within(dialog).getByLabelText('Tutar')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends numeric types as numbers, a numeric dropdown id as a number and text as typed', async () => {
    const { fetchMock } = renderScreen(1, {
      [METHODS]: [CARD],
      [DETAIL]: EVERY_KIND,
      [DEPOSIT]: () => ({ body: envelope(null, 'Talebiniz alındı.') }),
    });
    const dialog = await openMethod('Kredi Kartı');
    await within(dialog).findByLabelText('Tutar');
    type(dialog, 'Tutar', '250,50');
    typeMasked(dialog, 'IBAN', VALID_IBAN);
    fireEvent.change(within(dialog).getByLabelText('Ağ'), { target: { value: '1' } });
    type(dialog, 'Hesap Numarası', '1234567890');
    type(dialog, 'Memo', ' not 42 ');
    fireEvent.click(within(dialog).getByLabelText('Accept'));
    const button = submit(dialog, 'Yatır');
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);

    await waitFor(() => expect(bodiesSent(fetchMock, DEPOSIT)).toHaveLength(1));
    expect(bodiesSent(fetchMock, DEPOSIT)[0]).toEqual({
      id: 2,
      target: 'pay',
      detail: {
        amount: 250.5,
        Iban: VALID_IBAN_MASKED,
        Network: 1,
        AccountNo: 1234567890,
        Memo: ' not 42 ',
        Accept: true,
      },
    });
  });

  it('sends a text dropdown id as text', async () => {
    const { fetchMock } = renderScreen(1, {
      [METHODS]: [CARD],
      [DETAIL]: EVERY_KIND.filter((f) => f.key === 'Network'),
      [DEPOSIT]: () => ({ body: envelope(null, 'Tamam') }),
    });
    const dialog = await openMethod('Kredi Kartı');
    fireEvent.change(await within(dialog).findByLabelText('Ağ'), { target: { value: 'erc20' } });
    const button = submit(dialog, 'Yatır');
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() =>
      expect(bodiesSent(fetchMock, DEPOSIT)).toEqual([
        { id: 2, target: 'pay', detail: { Network: 'erc20' } },
      ]),
    );
  });

  it('pastes an IBAN from the clipboard through the mask', async () => {
    const readText = vi.fn(async () => ' tr33 0006 1005 1978 6457 8413 26 ');
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { clipboard: { readText } }));
    renderScreen(2, { [METHODS]: [IBAN_WITHDRAW], [DETAIL]: IBAN_FIELDS });
    const dialog = await openMethod('Banka Havalesi');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'IBAN alanına yapıştır' }));
    await waitFor(() => expect(within(dialog).getByLabelText('IBAN')).toHaveValue(VALID_IBAN_MASKED));
    expect(readText).toHaveBeenCalledOnce();
  });

  it('says quietly when the clipboard cannot be read', async () => {
    const warning = vi.spyOn(notify, 'warning');
    const readText = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { clipboard: { readText } }));
    renderScreen(1, { [METHODS]: [CARD], [DETAIL]: CARD_FIELDS });
    const dialog = await openMethod('Kredi Kartı');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Kart Numarası alanına yapıştır' }));
    await waitFor(() =>
      expect(warning).toHaveBeenCalledWith('Panodan okunamadı. Lütfen değeri elle yazın.', {
        toastId: 'cashier-paste',
      }),
    );
    expect(within(dialog).getByLabelText('Kart Numarası')).toHaveValue('');
  });
});

describe('deposit result (spec §4 deposit flow)', () => {
  it('opens the provider page in Iframe mode when data starts with http', async () => {
    const { fetchMock, queryClient } = renderScreen(1, {
      [METHODS]: [CARD],
      [DETAIL]: CARD_FIELDS,
      [DEPOSIT]: () => ({
        body: envelope('http://localhost/api/dev/checkout/abc', 'Ödeme sayfasına yönlendiriliyorsunuz.'),
      }),
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const dialog = await openMethod('Kredi Kartı');
    await within(dialog).findByLabelText('Tutar');
    await fillCard(dialog);
    const button = submit(dialog, 'Yatır');
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);

    const frame = await within(dialog).findByTitle('Kredi Kartı ödeme sayfası');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'http://localhost/api/dev/checkout/abc');
    expect(within(dialog).getByText('Ödeme sayfasına yönlendiriliyorsunuz.')).toBeVisible();
    const newTab = within(dialog).getByRole('link', { name: /Ödeme sayfasını yeni sekmede aç/ });
    expect(newTab).toHaveAttribute('target', '_blank');
    expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
    expect(bodiesSent(fetchMock, DEPOSIT)[0]).toMatchObject({
      detail: {
        amount: 500,
        CardNo: '4111 1111 1111 1111',
        CardHolder: 'Ayşe Yılmaz',
        ExpiryDate: '12/35',
        Cvv: '123',
      },
    });

    invalidate.mockClear();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Devam' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: balanceQueryKey });
  });

  it('shows the message in Message mode when data is not a URL (a bank transfer)', async () => {
    renderScreen(1, {
      [METHODS]: [CARD],
      [DETAIL]: CARD_FIELDS,
      [DEPOSIT]: () => ({
        body: envelope(
          'Alıcı: Lale Ödeme A.Ş.\nIBAN: TR33 0006 1005 1978 6457 8413 26\nAçıklama: LL-7F3K2',
          'Havale talebiniz alındı.',
        ),
      }),
    });
    const dialog = await openMethod('Kredi Kartı');
    await within(dialog).findByLabelText('Tutar');
    await fillCard(dialog);
    const button = submit(dialog, 'Yatır');
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Havale talebiniz alındı.');
    expect(within(dialog).getByText(/Açıklama: LL-7F3K2/)).toBeVisible();
    expect(within(dialog).queryByTitle(/ödeme sayfası/)).not.toBeInTheDocument();
  });

  it('shows the message alone when data is null', async () => {
    renderScreen(1, {
      [METHODS]: [CARD],
      [DETAIL]: CARD_FIELDS,
      [DEPOSIT]: () => ({ body: envelope(null, 'Yatırımınız onaylandı.') }),
    });
    const dialog = await openMethod('Kredi Kartı');
    await within(dialog).findByLabelText('Tutar');
    await fillCard(dialog);
    await waitFor(() => expect(submit(dialog, 'Yatır')).toBeEnabled());
    fireEvent.click(submit(dialog, 'Yatır'));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Yatırımınız onaylandı.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Devam' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server field errors under their fields and keeps the form', async () => {
    const error = vi.spyOn(notify, 'error');
    renderScreen(1, {
      [METHODS]: [CARD],
      [DETAIL]: CARD_FIELDS,
      [DEPOSIT]: () => ({
        status: 400,
        body: envelope(
          { errors: { 'detail.CardNo': 'Kart numarası geçersiz.' } },
          'Lütfen bilgileri kontrol edin.',
          false,
        ),
      }),
    });
    const dialog = await openMethod('Kredi Kartı');
    await within(dialog).findByLabelText('Tutar');
    await fillCard(dialog);
    await waitFor(() => expect(submit(dialog, 'Yatır')).toBeEnabled());
    fireEvent.click(submit(dialog, 'Yatır'));

    expect(await within(dialog).findByText('Kart numarası geçersiz.')).toBeVisible();
    expect(within(dialog).getByLabelText('Kart Numarası')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Kart Numarası')).toHaveAccessibleDescription(
      'Kart numarası geçersiz.',
    );
    expect(error).toHaveBeenCalledWith('Lütfen bilgileri kontrol edin.');
  });
});

describe('dialog timings (spec §4, §8, §9)', () => {
  it("toasts 'No data found' and closes 100 ms after an empty field list", async () => {
    const error = vi.spyOn(notify, 'error');
    renderScreen(1, { [METHODS]: [CARD], [DETAIL]: [] });
    const tile = await screen.findByRole('button', { name: /Kredi Kartı/ });
    vi.useFakeTimers();
    fireEvent.click(tile);
    await settle(() => error.mock.calls.length > 0);
    expect(error).toHaveBeenCalledWith('Kayıt bulunamadı', expect.anything());
    await advance(99);
    expect(screen.getByRole('dialog', { name: 'Kredi Kartı' })).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it("toasts the server's message and closes 100 ms after a failed field list", async () => {
    const error = vi.spyOn(notify, 'error');
    renderScreen(1, {
      [METHODS]: [CARD],
      [DETAIL]: () => ({ status: 404, body: envelope(null, 'Ödeme yöntemi bulunamadı.', false) }),
    });
    const tile = await screen.findByRole('button', { name: /Kredi Kartı/ });
    vi.useFakeTimers();
    fireEvent.click(tile);
    await settle(() => error.mock.calls.length > 0);
    expect(error).toHaveBeenCalledWith('Ödeme yöntemi bulunamadı.', expect.anything());
    await advance(99);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes 500 ms after a successful withdrawal, with a success toast and a balance refetch', async () => {
    const success = vi.spyOn(notify, 'success');
    const { fetchMock, queryClient } = renderScreen(2, {
      [METHODS]: [IBAN_WITHDRAW],
      [DETAIL]: IBAN_FIELDS,
      [WITHDRAW]: () => ({ body: envelope(null, 'Çekim talebiniz alındı.') }),
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const dialog = await openMethod('Banka Havalesi');
    await within(dialog).findByLabelText('Tutar');
    type(dialog, 'Tutar', '150');
    typeMasked(dialog, 'IBAN', VALID_IBAN);
    type(dialog, 'Ad Soyad', 'Ayşe Yılmaz');
    const button = submit(dialog, 'Çekim Talebi Gönder');
    await waitFor(() => expect(button).toBeEnabled());
    vi.useFakeTimers();
    fireEvent.click(button);
    await settle(() => success.mock.calls.length > 0);
    expect(success).toHaveBeenCalledWith('Çekim talebiniz alındı.');
    expect(bodiesSent(fetchMock, WITHDRAW)).toEqual([
      { id: 7, detail: { amount: 150, Iban: VALID_IBAN_MASKED, FullName: 'Ayşe Yılmaz' } },
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: balanceQueryKey });
    // No second request while it closes.
    expect(button).toBeDisabled();

    await advance(499);
    expect(screen.getByRole('dialog', { name: 'Banka Havalesi' })).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open on a refused withdrawal', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const error = vi.spyOn(notify, 'error');
    renderScreen(2, {
      [METHODS]: [IBAN_WITHDRAW],
      [DETAIL]: IBAN_FIELDS,
      [WITHDRAW]: () => ({ status: 409, body: envelope(null, 'Bakiyeniz yetersiz.', false) }),
    });
    const dialog = await openMethod('Banka Havalesi');
    await within(dialog).findByLabelText('Tutar');
    type(dialog, 'Tutar', '150');
    typeMasked(dialog, 'IBAN', VALID_IBAN);
    type(dialog, 'Ad Soyad', 'Ayşe Yılmaz');
    await waitFor(() => expect(submit(dialog, 'Çekim Talebi Gönder')).toBeEnabled());
    fireEvent.click(submit(dialog, 'Çekim Talebi Gönder'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Bakiyeniz yetersiz.'));
    await advance(1000);
    expect(screen.getByRole('dialog', { name: 'Banka Havalesi' })).toBeInTheDocument();
    expect(submit(dialog, 'Çekim Talebi Gönder')).toBeEnabled();
  });
});
