import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { useSession } from '../src/lib/session.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { notify } from '../src/lib/notify.ts';
import { bodiesSent, envelope, mockApi, renderWithRouter, type ApiHandler } from './helpers.tsx';

beforeAll(async () => {
  await import('../src/app/DialogsHost.tsx');
});

beforeEach(async () => {
  await initI18n('tr');
});

const text = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
// Masked inputs listen to `input` events (react-imask).
const masked = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.input(within(dialog).getByLabelText(label), { target: { value } });

async function openCallRequest(callMe: ApiHandler) {
  const fetchMock = mockApi({ '/api/cms/callme': callMe });
  renderWithRouter(routes, '/pages');
  act(() => useSession.getState().openDialog('callRequest'));
  const dialog = await screen.findByRole('dialog', { name: 'Sizi Arayalım' });
  return { dialog, fetchMock };
}

const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Talebi Kaydet' }));

describe('call request (spec §2, §5, §7)', () => {
  it('warns about an empty phone and sends nothing', async () => {
    const warning = vi.spyOn(notify, 'warning');
    const { dialog, fetchMock } = await openCallRequest(null);
    text(dialog, 'Ad Soyad', 'Ayşe Yılmaz');
    text(dialog, 'Mesajınız', 'Bonus hakkında bilgi almak istiyorum.');
    submit(dialog);

    await waitFor(() => expect(warning).toHaveBeenCalledWith('Lütfen telefon numaranızı girin'));
    expect(within(dialog).getByLabelText('Telefon')).toHaveAccessibleDescription(
      'Lütfen telefon numaranızı girin',
    );
    expect(bodiesSent(fetchMock, '/api/cms/callme')).toHaveLength(0);
  });

  it('checks the name (5-30) and the message (5-100) before sending', async () => {
    const { dialog, fetchMock } = await openCallRequest(null);
    text(dialog, 'Ad Soyad', 'Ayşe');
    masked(dialog, 'Telefon', '5321234567');
    text(dialog, 'Mesajınız', 'x'.repeat(101));
    submit(dialog);

    expect(await within(dialog).findByText('En az 5 karakter olmalıdır.')).toBeVisible();
    expect(within(dialog).getByLabelText('Mesajınız')).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesSent(fetchMock, '/api/cms/callme')).toHaveLength(0);
  });

  it('sends the name and the message carrying the phone, toasts the answer and closes', async () => {
    const success = vi.spyOn(notify, 'success');
    const { dialog, fetchMock } = await openCallRequest(() => ({
      body: envelope(null, 'Talebiniz alındı, sizi arayacağız.'),
    }));
    text(dialog, 'Ad Soyad', 'Ayşe Yılmaz');
    masked(dialog, 'Telefon', '5321234567');
    text(dialog, 'Mesajınız', 'Bonus hakkında bilgi almak istiyorum.');
    submit(dialog);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSent(fetchMock, '/api/cms/callme')).toEqual([
      {
        name: 'Ayşe Yılmaz',
        message: 'Telefon No: 905321234567\nMesaj: Bonus hakkında bilgi almak istiyorum.',
      },
    ]);
    expect(success).toHaveBeenCalledWith('Talebiniz alındı, sizi arayacağız.');
  });

  it('keeps the form open with the server message when the request is refused', async () => {
    const error = vi.spyOn(notify, 'error');
    const { dialog } = await openCallRequest(() => ({
      status: 429,
      body: envelope(null, 'Çok fazla talep gönderdiniz. Lütfen daha sonra deneyin.', false),
    }));
    text(dialog, 'Ad Soyad', 'Ayşe Yılmaz');
    masked(dialog, 'Telefon', '5321234567');
    text(dialog, 'Mesajınız', 'Beni arar mısınız?');
    submit(dialog);

    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Çok fazla talep gönderdiniz. Lütfen daha sonra deneyin.'),
    );
    expect(screen.getByRole('dialog', { name: 'Sizi Arayalım' })).toBeVisible();
  });
});
