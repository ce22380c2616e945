import type { ApprovalLines, PendingChange } from '@lale/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApprovalLinesPanel } from '../src/features/settings/ApprovalLinesPanel.tsx';
import { AppRoutes } from '../src/shell/AppRoutes.tsx';
import { renderAt, signInAs, stubFetch, type FetchCall } from './support.tsx';

/*
 * Four eyes above the owner's lines (issue #27): the Approvals screen lists an area's held changes in
 * words (what, measure, before → after, the line, who asked), opens what was asked as labelled fields,
 * approves or rejects with a note and shows the server's word; the signed-in member's own change is not
 * theirs to approve, only to withdraw. The owner's lines panel sends every currency and shows the
 * server's field errors by their fields.
 */

const LIST = '/api/admin/approvals';

/** The signed-in member is id 1 (support.tsx); 2 is the payments member who asked. */
const RAISED: PendingChange = {
  id: 5,
  area: 'payments',
  kind: 'payment_method',
  targetId: 12,
  targetName: 'Banka Havalesi',
  measure: 'paymentMethodMax',
  currency: 'TRY',
  before: '25000.00',
  after: '40000.00',
  line: '30000.00',
  // As the database answers it: keys by length, not in the editor's order.
  payload: {
    flow: 'manual',
    type: 2,
    title: 'Banka Havalesi',
    provider: 'manual-bank',
    currency: 'TRY',
    minAmount: 100,
    maxAmount: 40_000,
    enabled: true,
    fields: [{ key: 'amount', mask: null, objectType: 4, option: null }],
    bankAccount: null,
  },
  status: 'pending',
  requestedBy: 2,
  requestedByName: 'Ayşe Kaya',
  requestedAt: '2026-11-29T09:30:00.000Z',
  decidedBy: null,
  decidedByName: null,
  decidedAt: null,
  decisionNote: null,
};
/** The owner's own: a new method, above the line. */
const MINE: PendingChange = {
  ...RAISED,
  id: 6,
  targetId: null,
  targetName: 'Büyük Havale',
  before: null,
  after: '50000.00',
  requestedBy: 1,
  requestedByName: 'The owner',
};
const APPLIED: PendingChange = {
  ...RAISED,
  id: 3,
  status: 'applied',
  decidedBy: 1,
  decidedByName: 'The owner',
  decidedAt: '2026-11-29T10:00:00.000Z',
  decisionNote: 'Agreed with finance',
};

const page = (items: PendingChange[]) => ({ items, total: items.length });
const said = (message: string, data: unknown) => Response.json({ success: true, message, data });

function answer(call: FetchCall): unknown {
  const path = call.url.pathname;
  if (call.method === 'GET' && path === `${LIST}/payments`)
    return call.url.searchParams.get('status') === 'applied' ? page([APPLIED]) : page([RAISED, MINE]);
  if (call.method === 'GET') return page([]);
  if (path === `${LIST}/payments/5/approve`)
    return said('The change is approved and applied.', { ...RAISED, status: 'applied' });
  if (path === `${LIST}/payments/6/withdraw`)
    return said('The change is withdrawn; nothing changed.', { ...MINE, status: 'rejected' });
  return null;
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLTableRowElement;
const listReads = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === `${LIST}/payments`).length;

describe('the approvals screen', () => {
  it('lists the pending changes in words and opens what was asked as labelled fields', async () => {
    signInAs('owner');
    const calls = stubFetch(answer);
    renderAt('/approvals', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Approvals', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Payments',
      'Bonuses',
      'Sports',
    ]);
    await screen.findByText('Banka Havalesi');
    expect(calls[0]!.url.searchParams.get('status')).toBe('pending');

    const raised = within(rowOf('Banka Havalesi'));
    expect(raised.getByText('Payment method')).toBeInTheDocument();
    expect(raised.getByText('Largest single payment')).toBeInTheDocument();
    expect(raised.getByText('25,000.00 TRY → 40,000.00 TRY')).toBeInTheDocument();
    expect(raised.getByText('30,000.00 TRY')).toBeInTheDocument();
    expect(raised.getByText('Ayşe Kaya')).toBeInTheDocument();
    expect(raised.getByRole('button', { name: 'Approve the payment method Banka Havalesi' })).toBeEnabled();

    // The signed-in member's own change: not theirs to approve, only to withdraw.
    const mine = within(rowOf('Büyük Havale'));
    expect(mine.getByText('New payment method')).toBeInTheDocument();
    expect(mine.getByText('new → 50,000.00 TRY')).toBeInTheDocument();
    const approveMine = mine.getByRole('button', { name: 'Approve the new payment method Büyük Havale' });
    expect(approveMine).toBeDisabled();
    expect(approveMine).toHaveAccessibleDescription(
      'You asked for this change: a different member approves it.',
    );
    expect(mine.getByRole('button', { name: 'Withdraw the new payment method Büyük Havale' })).toBeEnabled();

    const details = raised.getByRole('button', { name: 'Details of the payment method Banka Havalesi' });
    await userEvent.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const asked = screen.getByRole('heading', { name: 'What was asked' }).parentElement!;
    const fact = (label: string) => within(asked).getByText(label).nextElementSibling?.textContent;
    // In the editor's order, whatever order the stored request's keys came back in.
    expect(
      within(asked)
        .getAllByRole('term')
        .map((term) => term.textContent)
        .slice(0, 3),
    ).toEqual(['Direction', 'Title', 'Provider']);
    expect(fact('Direction')).toBe('Withdrawal');
    expect(fact('Maximum')).toBe('40,000.00 TRY');
    expect(fact('Flow')).toBe('Manual');
    expect(fact('Fields the player fills in')).toBe('amount — Decimal number (Decimal)');
    expect(fact('Bank account')).toBe('—');

    // The decided ones say who decided, when, and their note.
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'applied');
    expect(await screen.findByText('“Agreed with finance”')).toBeInTheDocument();
    expect(within(rowOf('“Agreed with finance”')).getByText('Applied')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/approvals?status=applied');
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
  });

  it('approves with a note and withdraws its own change, showing the server’s word and reading the list again', async () => {
    signInAs('owner');
    const calls = stubFetch(answer);
    renderAt('/approvals?area=payments', <AppRoutes />);
    await screen.findByText('Banka Havalesi');
    const reads = listReads(calls);

    await userEvent.click(screen.getByRole('button', { name: 'Approve the payment method Banka Havalesi' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the payment method Banka Havalesi' });
    expect(
      within(dialog).getByText(
        'Largest single payment of Banka Havalesi: 25,000.00 TRY → 40,000.00 TRY, above the owner’s line of 30,000.00 TRY. Approved, it is applied at once, as it was asked.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Checked with finance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The change is approved and applied.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(listReads(calls)).toBe(reads + 1));

    await userEvent.click(
      screen.getByRole('button', { name: 'Withdraw the new payment method Büyük Havale' }),
    );
    const withdraw = screen.getByRole('dialog', { name: 'Withdraw the new payment method Büyük Havale' });
    await userEvent.click(within(withdraw).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The change is withdrawn; nothing changed.')).toBeInTheDocument();

    expect(
      calls
        .filter((call) => call.method === 'POST')
        .map((call) => ({ path: call.url.pathname, body: call.body })),
    ).toEqual([
      { path: `${LIST}/payments/5/approve`, body: { note: 'Checked with finance' } },
      { path: `${LIST}/payments/6/withdraw`, body: {} },
    ]);
  });

  it('keeps a refused approval’s dialog open with the server’s words, and offers no decision without approve', async () => {
    signInAs('owner');
    stubFetch((call) =>
      call.method === 'POST'
        ? Response.json(
            { success: false, message: 'A bonus with this code already exists.', data: null },
            { status: 409 },
          )
        : answer(call),
    );
    const { unmount } = renderAt('/approvals', <AppRoutes />);
    await screen.findByText('Banka Havalesi');
    await userEvent.click(screen.getByRole('button', { name: 'Approve the payment method Banka Havalesi' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A bonus with this code already exists.',
    );
    unmount();

    // Support views every area but decides none.
    signInAs('support');
    stubFetch(answer);
    renderAt('/approvals', <AppRoutes />);
    await screen.findByText('Banka Havalesi');
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^(Approve|Reject|Withdraw)/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Details/ })).toHaveLength(2);
  });
});

describe("the owner's approval lines", () => {
  const LINES: ApprovalLines = {
    paymentMethodMax: [
      { currency: 'TRY', amount: 10_000 },
      { currency: 'EUR', amount: null },
    ],
    bonusAward: [
      { currency: 'TRY', amount: null },
      { currency: 'EUR', amount: null },
    ],
    stakePercent: 50,
  };

  it('sends every currency, shows the server’s field errors by their fields, then saves', async () => {
    let refuse = true;
    const calls = stubFetch((call) => {
      if (call.method !== 'PUT') return LINES;
      if (refuse) {
        refuse = false;
        return Response.json(
          {
            success: false,
            message: 'The approval lines were not saved; correct the marked fields.',
            data: {
              errors: { 'bonusAward.1.amount': 'The amount has more decimal places than its currency has.' },
            },
          },
          { status: 400 },
        );
      }
      return said('The approval lines are saved.', call.body);
    });
    renderAt('/', <ApprovalLinesPanel editable />);
    const payments = await screen.findByRole('group', { name: 'Payment methods: largest single payment' });
    const bonuses = screen.getByRole('group', { name: 'Bonuses: most one bonus can award' });
    await waitFor(() => expect(within(payments).getByLabelText('TRY')).toHaveValue('10000'));
    expect(within(payments).getByLabelText('EUR')).toHaveValue('');
    const stake = within(screen.getByRole('group', { name: 'Sports: stake limit' })).getByLabelText(
      '% of the book’s maximum stake',
    );
    expect(stake).toHaveValue('50');

    await userEvent.type(within(bonuses).getByLabelText('TRY'), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save lines' }));
    expect(
      await screen.findByText('Enter an amount such as 10000, or leave it empty for no line.'),
    ).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.clear(within(bonuses).getByLabelText('TRY'));
    await userEvent.type(within(bonuses).getByLabelText('TRY'), '1000');
    await userEvent.type(within(bonuses).getByLabelText('EUR'), '12,345');
    await userEvent.clear(stake);
    await userEvent.click(screen.getByRole('button', { name: 'Save lines' }));
    const eur = within(bonuses).getByLabelText('EUR');
    await waitFor(() =>
      expect(eur).toHaveAccessibleDescription('The amount has more decimal places than its currency has.'),
    );
    expect(eur).toHaveFocus();
    expect(screen.getByText('The approval lines were not saved; correct the marked fields.')).toBeVisible();

    await userEvent.clear(eur);
    await userEvent.type(eur, '250');
    await userEvent.click(screen.getByRole('button', { name: 'Save lines' }));
    expect(await screen.findByText('The approval lines are saved.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      {
        paymentMethodMax: [
          { currency: 'TRY', amount: 10_000 },
          { currency: 'EUR', amount: null },
        ],
        bonusAward: [
          { currency: 'TRY', amount: 1000 },
          { currency: 'EUR', amount: 12.345 },
        ],
        stakePercent: null,
      },
      {
        paymentMethodMax: [
          { currency: 'TRY', amount: 10_000 },
          { currency: 'EUR', amount: null },
        ],
        bonusAward: [
          { currency: 'TRY', amount: 1000 },
          { currency: 'EUR', amount: 250 },
        ],
        stakePercent: null,
      },
    ]);
  });
});
