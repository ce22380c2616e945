import type {
  AdminReconciliationList,
  AdminBonusCostReport,
  AdminGgrReport,
  AdminPaymentsReport,
  AdminPlayersReport,
} from '@lale/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../src/shell/AppRoutes.tsx';
import { renderAt, signInAs, stubFetch, type FetchCall } from './support.tsx';

/*
 * The Reports screen (issue #27): GGR and NGR by day and by provider, the range form (From, To, the
 * currency) in the URL and in every call and CSV link, the payments, bonus cost and players tabs with
 * their totals, a refusal in the server's words, and a role without reports.view kept out. The figures
 * are the API test's scripted day (apps/api/test/reports/breakdowns.test.ts).
 */

const REPORTS = '/api/admin/reports';
const head = { timeZone: 'Europe/Istanbul', currency: 'TRY', from: '2026-03-08', to: '2026-03-10' } as const;

const BY_DAY: AdminGgrReport = {
  ...head,
  by: 'day',
  rows: [
    { key: '2026-03-08', label: '2026-03-08', stakes: 90, wins: 120, ggr: -30, bonusCost: 0, ngr: -30 },
    { key: '2026-03-09', label: '2026-03-09', stakes: 315, wins: 335, ggr: -20, bonusCost: 25, ngr: -45 },
    { key: '2026-03-10', label: '2026-03-10', stakes: 80, wins: 0, ggr: 80, bonusCost: 0, ngr: 80 },
  ],
  totals: { stakes: 485, wins: 455, ggr: 30, bonusCost: 25, ngr: 5 },
};

const BY_PROVIDER: AdminGgrReport = {
  ...head,
  from: '2026-03-09',
  to: '2026-03-09',
  by: 'provider',
  rows: [
    { key: 'casino:provider:2', label: 'Hub88', stakes: 110, wins: 65, ggr: 45, bonusCost: 0, ngr: 45 },
    { key: 'sports:lale', label: 'Lale Sports', stakes: 60, wins: 20, ggr: 40, bonusCost: 0, ngr: 40 },
    {
      key: 'sports:frame:fcg',
      label: 'fcg (sportsbook frame)',
      stakes: 25,
      wins: 0,
      ggr: 25,
      bonusCost: 0,
      ngr: 25,
    },
    {
      key: 'casino:provider:5',
      label: 'Pragmatic Play',
      stakes: 120,
      wins: 250,
      ggr: -130,
      bonusCost: 0,
      ngr: -130,
    },
    {
      key: 'bonus-converted',
      label: 'Bonus converted (no game)',
      stakes: 0,
      wins: 0,
      ggr: 0,
      bonusCost: 25,
      ngr: -25,
    },
  ],
  totals: { stakes: 315, wins: 335, ggr: -20, bonusCost: 25, ngr: -45 },
};

const PAYMENTS: AdminPaymentsReport = {
  ...head,
  rows: [
    { methodId: 1, method: 'Kredi Kartı', direction: 'deposit', count: 2, amount: 1100 },
    { methodId: 2, method: 'Havale/EFT', direction: 'deposit', count: 1, amount: 200 },
    { methodId: 3, method: 'Papara', direction: 'deposit', count: 1, amount: 200 },
    { methodId: 5, method: 'Banka Havalesi', direction: 'withdrawal', count: 1, amount: 300 },
  ],
  totals: { deposits: 1500, depositCount: 4, withdrawals: 300, withdrawalCount: 1 },
};

const none = { granted: 0, converted: 0, removed: 0, freeRoundWins: 0, promoWins: 0 };
const onD = { granted: 50, converted: 25, removed: 40, freeRoundWins: 15, promoWins: 10 };
const BONUS_COST: AdminBonusCostReport = {
  ...head,
  rows: [
    { day: '2026-03-08', ...none },
    { day: '2026-03-09', ...onD },
    { day: '2026-03-10', ...none },
  ],
  totals: onD,
};

const PLAYERS: AdminPlayersReport = {
  ...head,
  rows: [
    { day: '2026-03-08', activePlayers: 2, signUps: 2 },
    { day: '2026-03-09', activePlayers: 3, signUps: 1 },
    { day: '2026-03-10', activePlayers: 0, signUps: 0 },
  ],
  totals: { activePlayers: 3, signUps: 3 },
};

const RECONCILIATION: AdminReconciliationList = {
  from: '2026-04-01',
  to: '2026-04-01',
  rows: [
    {
      id: 1,
      day: '2026-04-01',
      provider: 'hub88',
      currency: 'TRY',
      status: 'matched',
      ours: { bets: '2200', wins: '2500', refunds: '0', transactions: '5' },
      theirs: { bets: '2200', wins: '2500', refunds: '0', transactions: '5' },
      difference: { bets: '0', wins: '0', refunds: '0', transactions: '0' },
      source: 'statement',
      revision: 2,
      computedAt: '2026-04-03T07:00:00.000Z',
    },
    {
      id: 2,
      day: '2026-04-01',
      provider: 'pragmatic',
      currency: 'TRY',
      status: 'mismatch',
      ours: { bets: '2700', wins: '900', refunds: '400', transactions: '6' },
      theirs: { bets: '2400', wins: '0', refunds: '400', transactions: '4' },
      difference: { bets: '-300', wins: '-900', refunds: '0', transactions: '-2' },
      source: 'statement',
      revision: 3,
      computedAt: '2026-04-03T07:00:00.000Z',
    },
  ],
};

function answer(call: FetchCall): unknown {
  const path = call.url.pathname;
  if (path === `${REPORTS}/reconciliation`) return RECONCILIATION;
  if (path.startsWith(`${REPORTS}/reconciliation/`)) return { rows: RECONCILIATION.rows };
  if (path === `${REPORTS}/ggr`) return call.url.searchParams.get('by') === 'provider' ? BY_PROVIDER : BY_DAY;
  if (path === `${REPORTS}/payments`) return PAYMENTS;
  if (path === `${REPORTS}/bonus-cost`) return BONUS_COST;
  if (path === `${REPORTS}/players`) return PLAYERS;
  return { items: [], total: 0 };
}

const reportCalls = (calls: FetchCall[], report: string) =>
  calls.filter((call) => call.url.pathname === `${REPORTS}/${report}`);
const query = (call: FetchCall | undefined) => Object.fromEntries(call?.url.searchParams ?? []);

/** The table's rows as text, cell by cell (headers and totals included). */
const tableText = (name: string) =>
  within(screen.getByRole('table', { name: new RegExp(name) }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => {
  // Only the date: "today" is 2026-03-10 in Istanbul (12:00 UTC); timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the Reports screen', () => {
  it(
    'shows GGR and NGR by day over the last 30 days, as a chart and a table with its total',
    { timeout: 30_000 },
    async () => {
      signInAs('analyst');
      const calls = stubFetch(answer);
      renderAt('/reports', <AppRoutes />);
      // The first screen of the file loads the charts' chunk cold: give it longer than the usual wait.
      expect(
        await screen.findByRole('heading', { name: 'Reports', level: 1 }, { timeout: 20_000 }),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('From')).toHaveValue('2026-02-09');
      expect(screen.getByLabelText('To')).toHaveValue('2026-03-10');
      expect(screen.getByLabelText('Currency')).toHaveValue('TRY');
      expect(screen.getByRole('tab', { name: 'GGR & NGR' })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByRole('img', { name: 'GGR and NGR by day' })).toBeInTheDocument();
      expect(tableText('GGR and NGR by day')).toEqual([
        ['Day', 'Stakes', 'Wins', 'GGR', 'Bonus cost', 'NGR'],
        ['2026-03-08', '90.00 TRY', '120.00 TRY', '-30.00 TRY', '0.00 TRY', '-30.00 TRY'],
        ['2026-03-09', '315.00 TRY', '335.00 TRY', '-20.00 TRY', '25.00 TRY', '-45.00 TRY'],
        ['2026-03-10', '80.00 TRY', '0.00 TRY', '80.00 TRY', '0.00 TRY', '80.00 TRY'],
        ['Total', '485.00 TRY', '455.00 TRY', '30.00 TRY', '25.00 TRY', '5.00 TRY'],
      ]);
      expect(query(reportCalls(calls, 'ggr')[0])).toEqual({
        from: '2026-02-09',
        to: '2026-03-10',
        currency: 'TRY',
        by: 'day',
      });
      expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        `${REPORTS}/ggr/export?from=2026-02-09&to=2026-03-10&currency=TRY&by=day`,
      );
    },
  );

  it('groups by provider, with the bonus cost in a row of its own', async () => {
    signInAs('analyst');
    const calls = stubFetch(answer);
    renderAt('/reports?from=2026-03-09&to=2026-03-09', <AppRoutes />);
    await screen.findByRole('img', { name: 'GGR and NGR by day' });
    await userEvent.selectOptions(screen.getByLabelText('Group by'), 'Provider');
    expect(await screen.findByRole('img', { name: 'GGR and NGR by provider' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('by=provider');
    expect(query(reportCalls(calls, 'ggr').at(-1))).toEqual({
      from: '2026-03-09',
      to: '2026-03-09',
      currency: 'TRY',
      by: 'provider',
    });
    expect(tableText('GGR and NGR by provider')).toEqual([
      ['Provider', 'Stakes', 'Wins', 'GGR', 'Bonus cost', 'NGR'],
      ['Hub88', '110.00 TRY', '65.00 TRY', '45.00 TRY', '0.00 TRY', '45.00 TRY'],
      ['Lale Sports', '60.00 TRY', '20.00 TRY', '40.00 TRY', '0.00 TRY', '40.00 TRY'],
      ['fcg (sportsbook frame)', '25.00 TRY', '0.00 TRY', '25.00 TRY', '0.00 TRY', '25.00 TRY'],
      ['Pragmatic Play', '120.00 TRY', '250.00 TRY', '-130.00 TRY', '0.00 TRY', '-130.00 TRY'],
      ['Bonus converted (no game)', '0.00 TRY', '0.00 TRY', '0.00 TRY', '25.00 TRY', '-25.00 TRY'],
      ['Total', '315.00 TRY', '335.00 TRY', '-20.00 TRY', '25.00 TRY', '-45.00 TRY'],
    ]);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `${REPORTS}/ggr/export?from=2026-03-09&to=2026-03-09&currency=TRY&by=provider`,
    );
  });

  it('applies a range with Show and a currency at once; a range ending before it starts is not sent', async () => {
    signInAs('analyst');
    const calls = stubFetch(answer);
    renderAt('/reports', <AppRoutes />);
    await screen.findByRole('img', { name: 'GGR and NGR by day' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-08' } });
    const sent = reportCalls(calls, 'ggr').length;
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The last day cannot be before the first.');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(reportCalls(calls, 'ggr')).toHaveLength(sent);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-08' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-10' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(query(reportCalls(calls, 'ggr').at(-1))).toMatchObject({ from: '2026-03-08', to: '2026-03-10' }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await waitFor(() =>
      expect(query(reportCalls(calls, 'ggr').at(-1))).toEqual({
        from: '2026-03-08',
        to: '2026-03-10',
        currency: 'EUR',
        by: 'day',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/reports?from=2026-03-08&to=2026-03-10&currency=EUR',
    );
  });

  it('drops a refused range when the URL changes under the form (a link, the back button)', async () => {
    signInAs('analyst');
    stubFetch(answer);
    renderAt('/reports?from=2026-03-08&to=2026-03-10', <AppRoutes />);
    await screen.findByRole('img', { name: 'GGR and NGR by day' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-08' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The last day cannot be before the first.');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Reports' }));
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue('2026-02-09'));
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-10');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('To')).not.toHaveAttribute('aria-invalid');
  });

  it('shows deposits and withdrawals by method with a total per direction', async () => {
    signInAs('analyst');
    const calls = stubFetch(answer);
    renderAt('/reports?from=2026-03-08&to=2026-03-10', <AppRoutes />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Payments' }));
    expect(
      await screen.findByRole('img', { name: 'Deposits and withdrawals by method' }),
    ).toBeInTheDocument();
    expect(tableText('Deposits and withdrawals by method')).toEqual([
      ['Method', 'Direction', 'Count', 'Amount'],
      ['Kredi Kartı', 'Deposit', '2', '1,100.00 TRY'],
      ['Havale/EFT', 'Deposit', '1', '200.00 TRY'],
      ['Papara', 'Deposit', '1', '200.00 TRY'],
      ['Banka Havalesi', 'Withdrawal', '1', '300.00 TRY'],
      ['Total', 'Deposit', '4', '1,500.00 TRY'],
      ['Total', 'Withdrawal', '1', '300.00 TRY'],
    ]);
    expect(query(reportCalls(calls, 'payments')[0])).toEqual({
      from: '2026-03-08',
      to: '2026-03-10',
      currency: 'TRY',
    });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `${REPORTS}/payments/export?from=2026-03-08&to=2026-03-10&currency=TRY`,
    );
    expect(screen.getByTestId('location')).toHaveTextContent('tab=payments');
  });

  it('shows the bonus cost and the players per day', async () => {
    signInAs('analyst');
    stubFetch(answer);
    renderAt('/reports?from=2026-03-08&to=2026-03-10&tab=bonus', <AppRoutes />);
    expect(await screen.findByRole('img', { name: 'Bonus cost by day' })).toBeInTheDocument();
    expect(tableText('Bonus cost by day')).toEqual([
      ['Day', 'Granted', 'Converted to cash', 'Removed or expired', 'Free-round wins', 'Promotional wins'],
      ['2026-03-08', '0.00 TRY', '0.00 TRY', '0.00 TRY', '0.00 TRY', '0.00 TRY'],
      ['2026-03-09', '50.00 TRY', '25.00 TRY', '40.00 TRY', '15.00 TRY', '10.00 TRY'],
      ['2026-03-10', '0.00 TRY', '0.00 TRY', '0.00 TRY', '0.00 TRY', '0.00 TRY'],
      ['Total', '50.00 TRY', '25.00 TRY', '40.00 TRY', '15.00 TRY', '10.00 TRY'],
    ]);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `${REPORTS}/bonus-cost/export?from=2026-03-08&to=2026-03-10&currency=TRY`,
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Players' }));
    expect(
      await screen.findByRole('img', { name: 'Active players and sign-ups by day' }),
    ).toBeInTheDocument();
    expect(tableText('Active players and sign-ups by day')).toEqual([
      ['Day', 'Active players', 'Sign-ups'],
      ['2026-03-08', '2', '2'],
      ['2026-03-09', '3', '1'],
      ['2026-03-10', '0', '0'],
      ['Total', '3', '3'],
    ]);
  });

  it("shows a refusal in the server's words", async () => {
    signInAs('analyst');
    stubFetch((call) =>
      call.url.pathname === `${REPORTS}/ggr`
        ? Response.json(
            {
              success: false,
              message: 'A report covers at most 366 days.',
              data: { errors: { from: 'A report covers at most 366 days.' } },
            },
            { status: 400 },
          )
        : answer(call),
    );
    renderAt('/reports?from=2024-01-01&to=2026-03-10', <AppRoutes />);
    expect(await screen.findByRole('alert')).toHaveTextContent('A report covers at most 366 days.');
  });

  it('keeps out a role without reports.view, and hides the link', async () => {
    signInAs('support');
    stubFetch(answer);
    renderAt('/reports', <AppRoutes />);
    expect(await screen.findByText('You do not have permission')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
  });
});

describe('the Provider reconciliation tab', () => {
  it('lists the rows of the range with a mismatch marked, and no upload for a reader', async () => {
    signInAs('analyst');
    const calls = stubFetch(answer);
    renderAt('/reports?tab=reconciliation&from=2026-04-01&to=2026-04-01', <AppRoutes />);
    const table = await screen.findByRole('table', { name: /Provider reconciliation/ }, { timeout: 20_000 });
    expect(tableText('Provider reconciliation')).toEqual([
      [
        'Day',
        'Provider',
        'Currency',
        'Status',
        'Ours / theirs: bets',
        'Ours / theirs: wins',
        'Ours / theirs: refunds',
        'Ours / theirs: transactions',
        'Difference (theirs − ours)',
      ],
      [
        '2026-04-01',
        'hub88',
        'TRY',
        'Matched (statement)',
        '22.00 / 22.00',
        '25.00 / 25.00',
        '0.00 / 0.00',
        '5 / 5',
        'none',
      ],
      [
        '2026-04-01',
        'pragmatic',
        'TRY',
        'Mismatch (statement)',
        '27.00 / 24.00',
        '9.00 / 0.00',
        '4.00 / 4.00',
        '6 / 4',
        'bets -3.00, wins -9.00, transactions -2',
      ],
    ]);
    const [, matched, mismatched] = within(table).getAllByRole('row');
    expect(mismatched!.className).toMatch(/mismatch/);
    expect(matched!.className).not.toMatch(/mismatch/);
    expect(query(calls.find((call) => call.url.pathname === `${REPORTS}/reconciliation`))).toEqual({
      from: '2026-04-01',
      to: '2026-04-01',
    });
    expect(screen.queryByRole('button', { name: 'Upload statement' })).not.toBeInTheDocument();
  });

  it("uploads a statement's file for the owner and shows the server's refusal in its words", async () => {
    signInAs('owner');
    let refuse = true;
    const calls = stubFetch((call) => {
      if (call.url.pathname === `${REPORTS}/reconciliation/statements` && refuse)
        return Response.json(
          { success: false, message: 'Line 2 of the statement cannot be read.', data: null },
          { status: 400 },
        );
      return answer(call);
    });
    renderAt('/reports?tab=reconciliation&from=2026-04-01&to=2026-04-01', <AppRoutes />);
    await screen.findByRole('table', { name: /Provider reconciliation/ }, { timeout: 20_000 });
    await userEvent.selectOptions(screen.getByLabelText('Provider'), 'pragmatic');
    fireEvent.change(screen.getByLabelText('Day (UTC)'), { target: { value: '2026-04-01' } });
    const file = new File(['currency,bets,wins,refunds,transactions\nTRY,2700,900,400,6\n'], 'p.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(screen.getByLabelText(/Statement \(CSV/), file);
    const upload = screen.getByRole('button', { name: 'Upload statement' });
    await waitFor(() => expect(upload).toBeEnabled());
    await userEvent.click(upload);
    expect(await screen.findByText('Line 2 of the statement cannot be read.')).toBeInTheDocument();
    refuse = false;
    await userEvent.click(upload);
    await waitFor(() =>
      expect(
        calls.filter((call) => call.url.pathname === `${REPORTS}/reconciliation/statements`),
      ).toHaveLength(2),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      provider: 'pragmatic',
      day: '2026-04-01',
      csv: 'currency,bets,wins,refunds,transactions\nTRY,2700,900,400,6\n',
    });
  });
});
