import type { DepositLimit } from '@lale/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { parseLiraInput } from '../src/features/account/depositLimits.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { notify } from '../src/lib/notify.ts';
import { useSession } from '../src/lib/session.ts';
import { bodiesSent, envelope, mockApi, renderWithRouter, sampleAuth } from './helpers.tsx';

/* /dashboard/deposit-limits (issue #11): limits, used, remaining, waiting changes; set and remove. */

const LIMITS: DepositLimit[] = [
  { period: 'daily', amount: 1000, used: 250.5, remaining: 749.5, pending: null },
  {
    period: 'weekly',
    amount: 5000,
    used: 250.5,
    remaining: 4749.5,
    pending: { amount: 8000, effectiveAt: '2026-11-25T09:00:00Z', confirmable: false },
  },
  { period: 'monthly', amount: null, used: 250.5, remaining: null, pending: null },
];

/** The same, a day on: the weekly increase's cooling-off is over, it waits for the player's confirmation. */
const READY: DepositLimit[] = LIMITS.map((limit) =>
  limit.pending ? { ...limit, pending: { ...limit.pending, confirmable: true } } : limit,
);

function fakeApi(
  setAnswer: (body: unknown) => { status?: number; body: unknown },
  limits: DepositLimit[] = LIMITS,
) {
  return mockApi({
    '/api/user/balance': { balance: 1000, bonusBalance: 0 },
    '/api/customer/depositlimits': limits,
    '/api/customer/setdepositlimit': setAnswer,
    '/api/customer/confirmdepositlimit': setAnswer,
  });
}

const periodCard = (name: string) => screen.findByRole('article', { name });

beforeEach(async () => {
  await initI18n('tr');
  useSession.getState().beginSession(sampleAuth());
});

describe('the deposit limits page', () => {
  it('shows each period with its limit, what is used and what remains, and a waiting change', async () => {
    fakeApi(() => ({ body: envelope(null) }));
    renderWithRouter(routes, '/dashboard/deposit-limits');
    expect(await screen.findByRole('heading', { level: 1, name: 'Para Yatırma Limitleri' })).toBeVisible();

    const daily = await periodCard('Günlük limit');
    expect(within(daily).getByText('Geçerli limit').nextSibling).toHaveTextContent('₺1.000,00');
    expect(within(daily).getByText('Kullanılan (son 24 saat)').nextSibling).toHaveTextContent('₺250,50');
    expect(within(daily).getByText('Kalan').nextSibling).toHaveTextContent('₺749,50');

    const weekly = await periodCard('Haftalık limit');
    expect(
      within(weekly).getByText(
        /₺8\.000,00 olarak artırma isteğiniz: 25\.11\.2026 .* itibarıyla onaylayabilirsiniz/,
      ),
    ).toBeVisible();
    // Not before its cooling-off is over.
    expect(within(weekly).queryByRole('button', { name: 'Onayla' })).toBeNull();

    const monthly = await periodCard('Aylık limit');
    expect(within(monthly).getByText('Limit yok')).toBeVisible();
    // Nothing to remove where there is no limit.
    expect(within(monthly).getByRole('button', { name: 'Limiti kaldır' })).toBeDisabled();
  });

  it('reads a Turkish amount, sends it as a number and toasts the answer', async () => {
    const success = vi.spyOn(notify, 'success');
    const fetchMock = fakeApi(() => ({ body: envelope(null, 'Günlük para yatırma limitiniz güncellendi.') }));
    renderWithRouter(routes, '/dashboard/deposit-limits');
    const daily = await periodCard('Günlük limit');
    const input = within(daily).getByLabelText('Yeni günlük limit');
    fireEvent.change(input, { target: { value: '1.500,50' } });
    fireEvent.click(within(daily).getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Günlük para yatırma limitiniz güncellendi.'));
    expect(bodiesSent(fetchMock, '/api/customer/setdepositlimit')).toEqual([
      { period: 'daily', amount: 1500.5 },
    ]);
  });

  it('removes a limit with null', async () => {
    const fetchMock = fakeApi(() => ({ body: envelope(null, 'Kaldırılacak.') }));
    renderWithRouter(routes, '/dashboard/deposit-limits');
    const weekly = await periodCard('Haftalık limit');
    fireEvent.click(within(weekly).getByRole('button', { name: 'Limiti kaldır' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, '/api/customer/setdepositlimit')).toEqual([
        { period: 'weekly', amount: null },
      ]),
    );
  });

  it('confirms an increase whose cooling-off is over: it never applies on its own', async () => {
    const success = vi.spyOn(notify, 'success');
    const fetchMock = fakeApi(
      () => ({ body: envelope(null, 'Haftalık para yatırma limitiniz güncellendi.') }),
      READY,
    );
    renderWithRouter(routes, '/dashboard/deposit-limits');
    const weekly = await periodCard('Haftalık limit');
    expect(within(weekly).getByText('₺8.000,00 olarak artırma isteğiniz onayınızı bekliyor.')).toBeVisible();
    fireEvent.click(within(weekly).getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Haftalık para yatırma limitiniz güncellendi.'));
    expect(bodiesSent(fetchMock, '/api/customer/confirmdepositlimit')).toEqual([{ period: 'weekly' }]);
  });

  it('says what is wrong with an amount under the input and sends nothing', async () => {
    const fetchMock = fakeApi(() => ({ body: envelope(null) }));
    renderWithRouter(routes, '/dashboard/deposit-limits');
    const daily = await periodCard('Günlük limit');
    fireEvent.change(within(daily).getByLabelText('Yeni günlük limit'), { target: { value: '12,345' } });
    fireEvent.click(within(daily).getByRole('button', { name: 'Kaydet' }));
    expect(within(daily).getByLabelText('Yeni günlük limit')).toHaveAccessibleDescription(
      'Sıfırdan büyük, en fazla 2 ondalık basamaklı bir tutar girin (ör. 1.500,00).',
    );
    expect(bodiesSent(fetchMock, '/api/customer/setdepositlimit')).toHaveLength(0);
  });

  it("shows the server's refusal under the amount and as a toast", async () => {
    const error = vi.spyOn(notify, 'error');
    const refusal = 'Limit tutarı en fazla 2 ondalık basamaklı, sıfırdan büyük bir tutar olmalıdır.';
    fakeApi(() => ({ status: 400, body: envelope({ errors: { amount: refusal } }, refusal, false) }));
    renderWithRouter(routes, '/dashboard/deposit-limits');
    const daily = await periodCard('Günlük limit');
    fireEvent.change(within(daily).getByLabelText('Yeni günlük limit'), { target: { value: '300' } });
    fireEvent.click(within(daily).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(refusal));
    expect(within(daily).getByLabelText('Yeni günlük limit')).toHaveAccessibleDescription(refusal);
  });

  it('speaks English too', async () => {
    await initI18n('en');
    fakeApi(() => ({ body: envelope(null) }));
    renderWithRouter(routes, '/dashboard/deposit-limits');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit Limits' })).toBeVisible();
    const daily = await periodCard('Daily limit');
    expect(within(daily).getByLabelText('New daily limit')).toBeVisible();
    expect(within(daily).getByText('Used (last 24 hours)')).toBeVisible();
  });

  it('is in the account menu', async () => {
    fakeApi(() => ({ body: envelope(null) }));
    renderWithRouter(routes, '/dashboard');
    const link = await screen.findByRole('link', { name: /Para Yatırma Limitleri/ });
    expect(link).toHaveAttribute('href', '/dashboard/deposit-limits');
  });
});

describe('parseLiraInput', () => {
  it.each([
    ['1.500,50', 1500.5],
    ['1500,5', 1500.5],
    ['1500', 1500],
    ['10.000', 10000],
    ['1500.25', 1500.25],
    ['₺ 250', 250],
  ])('reads %s as %s', (text, amount) => expect(parseLiraInput(text)).toBe(amount));

  it.each(['', '0', '0,00', '-5', '12,345', 'abc', '1,2,3'])('refuses %j', (text) =>
    expect(parseLiraInput(text)).toBeNull(),
  );
});
