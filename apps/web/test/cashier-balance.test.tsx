import axe from 'axe-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { useBalancePolling } from '../src/lib/sessionActions.ts';
import { encodeGameParam } from '../src/features/casino/index.ts';
import { CashierScreen, FinancialActivitiesPage } from '../src/features/cashier/index.ts';
import { useLiveNotifications } from '../src/features/notifications/index.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { formatLira } from '../src/lib/money.ts';
import { dispatchRealtime } from '../src/lib/realtime/commands.ts';
import { useSession } from '../src/lib/session.ts';
import { CARD, EVERY_KIND, HAVALE } from './cashier-support.tsx';
import { bodiesSent, envelope, mockApi, renderWithRouter, sampleAuth } from './helpers.tsx';

const BALANCE = '/api/user/balance';

beforeEach(async () => {
  await initI18n('tr');
  useSession.getState().beginSession(sampleAuth());
});

function BalanceHarness() {
  useBalancePolling();
  useLiveNotifications();
  const balance = useSession((state) => state.balance);
  return <output aria-label="bakiye">{formatLira(balance)}</output>;
}

function notification(id: number, type: number) {
  return { id, title: 'Bildirim', note: 'Not', type, timeStamp: '2026-11-21T11:05:00.000Z', isRead: false };
}

describe('balance after money moves (issue #11)', () => {
  it('refreshes the header balance at once when a Deposit or Withdraw notification arrives', async () => {
    let balance = 1000;
    const fetchMock = mockApi({
      [BALANCE]: () => ({ body: envelope({ balance, bonusBalance: 0 }) }),
      '/api/customer/notification': [],
    });
    renderWithRouter(<BalanceHarness />);
    const output = await screen.findByRole('status', { name: 'bakiye' });
    await waitFor(() => expect(bodiesSent(fetchMock, BALANCE)).toHaveLength(1));

    // A bonus notification does not move cash: no extra balance call.
    balance = 1500;
    await act(async () => dispatchRealtime('Notification', notification(1, 4)));
    await act(async () => {});
    expect(bodiesSent(fetchMock, BALANCE)).toHaveLength(1);

    await act(async () => dispatchRealtime('Notification', notification(2, 1)));
    await waitFor(() => expect(output).toHaveTextContent('₺1.500,00'));
    expect(bodiesSent(fetchMock, BALANCE)).toHaveLength(2);

    balance = 1200;
    await act(async () => dispatchRealtime('Notification', notification(3, 2)));
    await waitFor(() => expect(output).toHaveTextContent('₺1.200,00'));
  });
});

describe("the play page's Deposit and the 'Deposit Money' modal (spec §2)", () => {
  it('opens the modal with the deposit screen, and a method dialog over it', async () => {
    mockApi({
      [BALANCE]: { balance: 1000, bonusBalance: 0 },
      '/api/customer/notification': [],
      '/api/payment/methods': [HAVALE, CARD],
      '/api/payment/detail': EVERY_KIND,
    });
    const game = encodeGameParam({
      gameCode: 'vs20',
      name: 'Şeker Patlaması',
      providerName: 'Pragmatic Play',
    });
    renderWithRouter(routes, `/casino/play/${encodeURIComponent(game)}`);
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Şeker Patlaması' });
    fireEvent.click(within(main).getByRole('button', { name: 'Para Yatır' }));

    const modal = await screen.findByRole('dialog', { name: 'Para Yatırma' });
    const tiles = await within(modal).findByRole('list', { name: 'Ödeme yöntemleri' });
    fireEvent.click(within(tiles).getByRole('button', { name: /Kredi Kartı/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Kredi Kartı' });
    expect(await within(dialog).findByLabelText('Tutar')).toBeVisible();

    // Escape closes the top dialog only; the modal stays.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Kredi Kartı' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Para Yatırma' })).toBeInTheDocument();
  });
});

describe('accessibility (axe)', () => {
  // Layout and colour rules need a real browser; jsdom checks names, roles, labels and structure.
  const options: axe.RunOptions = {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  };

  it('finds no violation in the tiles and the dynamic dialog', async () => {
    mockApi({ '/api/payment/methods': [HAVALE, CARD], '/api/payment/detail': EVERY_KIND });
    renderWithRouter(<CashierScreen type={1} />);
    const list = await screen.findByRole('list', { name: 'Ödeme yöntemleri' });
    expect((await axe.run(document.body, options)).violations).toEqual([]);

    fireEvent.click(within(list).getByRole('button', { name: /Kredi Kartı/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Kredi Kartı' });
    await within(dialog).findByLabelText('Tutar');
    // The focus moved into the dialog (radix traps it there).
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const result = await axe.run(dialog, options);
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
  });

  it('finds no violation in financial activities', async () => {
    mockApi({
      '/api/payment/transactions': {
        items: [
          {
            id: 9,
            type: 2,
            status: 2,
            amount: 300,
            currency: 'TRY',
            methodTitle: 'Banka Havalesi',
            reference: 'LL-9',
            createdAt: '2026-11-20T09:15:00.000Z',
            updatedAt: '2026-11-20T09:15:00.000Z',
            note: null,
            cancellable: true,
          },
        ],
        total: 1,
      },
    });
    renderWithRouter(<FinancialActivitiesPage />);
    await screen.findByRole('table');
    const result = await axe.run(document.body, options);
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
  });
});
