import type { PaymentTransaction } from '@lale/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceQueryKey } from '../src/lib/sessionActions.ts';
import { FinancialActivitiesPage } from '../src/features/cashier/index.ts';
import { transactionsRequest, NO_FILTERS } from '../src/features/cashier/activityFilters.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { notify } from '../src/lib/notify.ts';
import { dispatchRealtime } from '../src/lib/realtime/commands.ts';
import { useSession } from '../src/lib/session.ts';
import { bodiesSent, envelope, mockApi, renderWithRouter, sampleAuth, type ApiHandler } from './helpers.tsx';

const LIST = '/api/payment/transactions';
const CANCEL = '/api/payment/cancelwithdraw';

function row(id: number, overrides: Partial<PaymentTransaction> = {}): PaymentTransaction {
  return {
    id,
    type: 1,
    status: 1,
    amount: 500,
    currency: 'TRY',
    methodTitle: 'Kredi Kartı',
    reference: `LL-${id}`,
    createdAt: '2026-11-20T09:15:00.000Z',
    updatedAt: '2026-11-20T09:16:00.000Z',
    note: null,
    cancellable: false,
    ...overrides,
  };
}

beforeEach(async () => {
  await initI18n('tr');
  useSession.getState().beginSession(sampleAuth());
});

function renderPage(handlers: Record<string, ApiHandler>) {
  const fetchMock = mockApi(handlers);
  return { fetchMock, ...renderWithRouter(<FinancialActivitiesPage />) };
}

describe('financial activities request', () => {
  it('leaves empty filters out and pages with skip/take', () => {
    expect(transactionsRequest(NO_FILTERS, 0)).toEqual({ skip: 0, take: 10 });
    expect(transactionsRequest({ type: '2', status: '5', from: '2026-11-01', to: '2026-11-30' }, 3)).toEqual({
      skip: 30,
      take: 10,
      type: 2,
      status: 5,
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });
});

describe('/dashboard/financial-activities', () => {
  it('lists the transactions with status names and amounts in lira', async () => {
    renderPage({
      [LIST]: {
        items: [
          row(1),
          row(2, { type: 2, status: 2, amount: 1250.5, methodTitle: 'Banka Havalesi', cancellable: true }),
          row(3, { status: 4, note: 'IBAN sahibi eşleşmedi' }),
          row(4, { status: 5 }),
          row(5, { status: 6 }),
        ],
        total: 5,
      },
    });
    const table = await screen.findByRole('table', {
      name: 'Para yatırma ve çekme işlemleriniz, en yenisi önce',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(within(rows[1]!).getByText('Para Çekme')).toBeVisible();
    expect(within(rows[1]!).getByText('₺1.250,50')).toBeVisible();
    expect(within(rows[1]!).getByText('Beklemede')).toBeVisible();
    expect(within(rows[0]!).getByText('Onaylandı')).toBeVisible();
    expect(within(rows[2]!).getByText('Reddedildi')).toBeVisible();
    expect(within(rows[2]!).getByText('IBAN sahibi eşleşmedi')).toBeVisible();
    expect(within(rows[3]!).getByText('İptal Edildi')).toBeVisible();
    expect(within(rows[4]!).getByText('Oluşturuldu')).toBeVisible();
    // Only the pending withdrawal can be cancelled.
    expect(within(table).getAllByRole('button', { name: /İptal Et/ })).toHaveLength(1);
    // Each cell names its column, so a phone shows every row as a labelled card.
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Tarih', 'İşlem türü', 'Yöntem', 'Tutar', 'Durum', 'Referans', 'İşlem']);
  });

  it('names the statuses in English too', async () => {
    await initI18n('en');
    renderPage({ [LIST]: { items: [row(1, { status: 2, type: 2 }), row(2, { status: 4 })], total: 2 } });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Pending')).toBeVisible();
    expect(within(table).getByText('Rejected')).toBeVisible();
    expect(within(table).getByText('Withdraw')).toBeVisible();
    expect(screen.getByRole('form', { name: 'Filter' })).toBeVisible();
  });

  it("says 'No data found' when there is nothing", async () => {
    renderPage({ [LIST]: { items: [], total: 0 } });
    expect(await screen.findByText('Kayıt bulunamadı')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('builds the request from the type, status and date filters, back to the first page', async () => {
    const { fetchMock } = renderPage({
      [LIST]: (body: unknown) => {
        const { skip } = body as { skip: number };
        return { body: envelope({ items: [row(skip + 1)], total: 25 }) };
      },
    });
    await screen.findByRole('table');
    expect(bodiesSent(fetchMock, LIST)).toEqual([{ skip: 0, take: 10 }]);

    fireEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    await screen.findByText('Sayfa 2 / 3');
    expect(bodiesSent(fetchMock, LIST).at(-1)).toEqual({ skip: 10, take: 10 });

    const filters = screen.getByRole('form', { name: 'Filtrele' });
    fireEvent.change(within(filters).getByLabelText('İşlem türü'), { target: { value: '2' } });
    await waitFor(() => expect(bodiesSent(fetchMock, LIST).at(-1)).toEqual({ skip: 0, take: 10, type: 2 }));
    fireEvent.change(within(filters).getByLabelText('Durum'), { target: { value: '2' } });
    fireEvent.change(within(filters).getByLabelText('Başlangıç tarihi'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(filters).getByLabelText('Bitiş tarihi'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(bodiesSent(fetchMock, LIST).at(-1)).toEqual({
        skip: 0,
        take: 10,
        type: 2,
        status: 2,
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    );
    // The status filter offers the spec's statuses (None is not a status a player filters by).
    expect(
      within(within(filters).getByLabelText('Durum'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Tümü',
      'Onaylandı',
      'Beklemede',
      'Birleştirildi',
      'Reddedildi',
      'İptal Edildi',
      'Oluşturuldu',
    ]);

    fireEvent.click(within(filters).getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => expect(bodiesSent(fetchMock, LIST).at(-1)).toEqual({ skip: 0, take: 10 }));
  });

  it('cancels a pending withdrawal after asking, then refreshes the list and the balance', async () => {
    const success = vi.spyOn(notify, 'success');
    let cancelled = false;
    const { fetchMock, queryClient } = renderPage({
      [LIST]: () => ({
        body: envelope({
          items: [row(9, { type: 2, status: cancelled ? 5 : 2, cancellable: !cancelled, amount: 300 })],
          total: 1,
        }),
      }),
      [CANCEL]: () => {
        cancelled = true;
        return { body: envelope(null, 'Çekim talebiniz iptal edildi.') };
      },
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(await screen.findByRole('button', { name: 'İptal Et: LL-9' }));

    const confirm = await screen.findByRole('dialog', { name: 'Çekim talebi iptal edilsin mi?' });
    expect(confirm).toHaveAccessibleDescription(
      '₺300,00 tutarındaki çekim talebiniz iptal edilecek ve tutar bakiyenize geri dönecek.',
    );
    // Keeping it changes nothing.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hayır, kalsın' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSent(fetchMock, CANCEL)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'İptal Et: LL-9' }));
    const again = await screen.findByRole('dialog', { name: 'Çekim talebi iptal edilsin mi?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Evet, iptal et' }));
    await waitFor(() => expect(bodiesSent(fetchMock, CANCEL)).toEqual([{ id: 9 }]));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Çekim talebiniz iptal edildi.'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: balanceQueryKey });
    const table = screen.getByRole('table');
    expect(await within(table).findByText('İptal Edildi')).toBeVisible();
    expect(screen.queryByRole('button', { name: /İptal Et/ })).not.toBeInTheDocument();
  });

  it('shows the refusal and keeps the row when the cancel is refused', async () => {
    const error = vi.spyOn(notify, 'error');
    renderPage({
      [LIST]: { items: [row(9, { type: 2, status: 2, cancellable: true })], total: 1 },
      [CANCEL]: () => ({ status: 409, body: envelope(null, 'Bu çekim artık iptal edilemez.', false) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'İptal Et: LL-9' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Evet, iptal et' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Bu çekim artık iptal edilemez.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks again when a Deposit or Withdraw notification arrives', async () => {
    const { fetchMock } = renderPage({ [LIST]: { items: [row(1)], total: 1 } });
    await screen.findByRole('table');
    expect(bodiesSent(fetchMock, LIST)).toHaveLength(1);
    dispatchRealtime('Notification', { id: 5, type: 3 });
    dispatchRealtime('Notification', { id: 6, type: 2 });
    await waitFor(() => expect(bodiesSent(fetchMock, LIST)).toHaveLength(2));
  });
});
