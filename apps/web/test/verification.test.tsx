import type { KycStatus } from '@lale/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { initI18n } from '../src/lib/i18n/index.ts';
import { notify } from '../src/lib/notify.ts';
import { useSession } from '../src/lib/session.ts';
import { bodiesSent, envelope, mockApi, renderWithRouter, sampleAuth } from './helpers.tsx';

/* /dashboard/verification (issue #26): status, the reasons of a rejection, a document's upload, the submit. */

const REJECTED: KycStatus = {
  level: 'none',
  reviewStatus: 'rejected',
  rejectionReasons: ['Belgenin süresi dolmuş.'],
  canWithdraw: false,
  depositCap: 2000,
  documents: [
    {
      id: 3,
      kind: 'passport',
      contentType: 'image/jpeg',
      sizeBytes: 1200,
      uploadedAt: '2026-11-24T09:00:00.000Z',
    },
  ],
  readyToSubmit: false,
  documentsRequested: false,
};

function fakeApi(status: KycStatus = REJECTED) {
  return mockApi({
    '/api/user/balance': { balance: 1000, bonusBalance: 0 },
    '/api/kyc/status': status,
    '/api/kyc/document': () => ({
      body: envelope(
        {
          document: {
            id: 4,
            kind: 'selfie',
            contentType: 'image/png',
            sizeBytes: 9,
            uploadedAt: '2026-11-24T09:05:00.000Z',
          },
        },
        'Belge yüklendi.',
      ),
    }),
    '/api/kyc/submit': () => ({ body: envelope({ ...status, reviewStatus: 'pending' }, 'Gönderildi.') }),
  });
}

beforeEach(async () => {
  await initI18n('tr');
  useSession.getState().beginSession(sampleAuth());
});

describe('the identity verification page', () => {
  it('shows the level, what it allows, the rejection’s reasons and the documents kept', async () => {
    fakeApi();
    renderWithRouter(routes, '/dashboard/verification');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kimlik Doğrulama' })).toBeVisible();
    expect(await screen.findByText('Doğrulanmadı')).toBeVisible();
    expect(screen.getByText('Reddedildi')).toBeVisible();
    expect(screen.getByText(/toplam ₺2\.000,00 yatırabilirsiniz/)).toBeVisible();
    expect(screen.getByText('Belgenin süresi dolmuş.')).toBeVisible();
    const documents = screen.getByRole('group', { name: 'Yüklenen belgeler' });
    expect(within(documents).getByText('Pasaport')).toBeVisible();
    // A selfie is still missing: nothing to send yet.
    expect(screen.getByRole('button', { name: 'İncelemeye gönder' })).toBeDisabled();
  });

  it('uploads a chosen file as base64 with its kind and type, and toasts the answer', async () => {
    const success = vi.spyOn(notify, 'success');
    const fetchMock = fakeApi();
    renderWithRouter(routes, '/dashboard/verification');
    const kind = await screen.findByLabelText('Belge türü');
    fireEvent.change(kind, { target: { value: 'selfie' } });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x01])], 'me.png', {
      type: 'image/png',
    });
    fireEvent.change(screen.getByLabelText('Dosya'), { target: { files: [png] } });
    fireEvent.click(screen.getByRole('button', { name: 'Yükle' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Belge yüklendi.'));
    expect(bodiesSent(fetchMock, '/api/kyc/document')).toEqual([
      { kind: 'selfie', contentType: 'image/png', data: 'iVBORw0KGgoB' },
    ]);
  });

  it('refuses a file of another type or without a kind before sending anything', async () => {
    const fetchMock = fakeApi();
    renderWithRouter(routes, '/dashboard/verification');
    const file = await screen.findByLabelText('Dosya');
    fireEvent.change(file, { target: { files: [new File(['<html>'], 'a.html', { type: 'text/html' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Yükle' }));
    expect(await screen.findByText('Belge türünü seçin.')).toBeVisible();
    expect(screen.getByText('Yalnızca JPEG, PNG ya da PDF yükleyebilirsiniz.')).toBeVisible();
    expect(bodiesSent(fetchMock, '/api/kyc/document')).toEqual([]);
  });

  it('sends a full set for review', async () => {
    const success = vi.spyOn(notify, 'success');
    const fetchMock = fakeApi({ ...REJECTED, readyToSubmit: true });
    renderWithRouter(routes, '/dashboard/verification');
    const submit = await screen.findByRole('button', { name: 'İncelemeye gönder' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Gönderildi.'));
    expect(bodiesSent(fetchMock, '/api/kyc/submit')).toEqual([{}]);
  });

  it('leads from the withdraw page to verification when withdrawals need it', async () => {
    mockApi({
      '/api/user/balance': { balance: 1000, bonusBalance: 0 },
      '/api/kyc/status': REJECTED,
      '/api/payment/methods': [],
    });
    const { queryClient } = renderWithRouter(routes, '/dashboard/withdraw');
    // As the site's client does (app/queryClient.ts): a fresh answer is reused, not asked again.
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } });
    const link = await screen.findByRole('link', { name: 'Kimliğimi doğrula' });
    expect(link).toHaveAttribute('href', '/dashboard/verification');
    // Followed, the page shows the status the withdraw page already read (one cache for both).
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kimlik Doğrulama' })).toBeVisible();
    expect(await screen.findByText('Doğrulanmadı')).toBeVisible();
  });

  it('opens the upload again for a verified player whom compliance asked for documents', async () => {
    const verified: KycStatus = {
      ...REJECTED,
      level: 'full',
      reviewStatus: 'approved',
      rejectionReasons: [],
      canWithdraw: true,
      depositCap: null,
    };
    fakeApi(verified);
    const { unmount } = renderWithRouter(routes, '/dashboard/verification');
    expect(await screen.findByText('Kimliğiniz doğrulandı. Teşekkürler!')).toBeVisible();
    expect(screen.queryByLabelText('Belge türü')).toBeNull();
    unmount();

    fakeApi({ ...verified, documentsRequested: true });
    renderWithRouter(routes, '/dashboard/verification');
    expect(await screen.findByText(/Hesabınız için sizden belge istedik/)).toBeVisible();
    expect(screen.getByLabelText('Belge türü')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'İncelemeye gönder' })).toBeNull();
  });
});
