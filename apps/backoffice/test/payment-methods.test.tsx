import type { AdminPaymentMethod, AdminPaymentMethods } from '@lale/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../src/shell/AppRoutes.tsx';
import { renderAt, signInAs, stubFetch, type FetchCall } from './support.tsx';

/*
 * The payment methods screen (issue #27): the methods per direction with their logo, limits, fields and
 * switch; a new method's editor with its field definitions and the cashier's preview, sending the
 * contract's body; the server's field errors shown by their fields; the order and the switch sent as
 * the contract says; a role that only reads (payments.view) seeing no write button.
 */

const PATH = '/api/admin/payment-methods';

const CARD: AdminPaymentMethod = {
  id: 1,
  type: 1,
  title: 'Kredi Kartı',
  logo: '/api/payments/logos/card.svg',
  provider: 'sandbox-card',
  flow: 'hosted',
  currency: 'TRY',
  minAmount: 50,
  maxAmount: 20_000,
  enabled: true,
  sortOrder: 1,
  fields: [
    { key: 'amount', mask: null, objectType: 4, option: null },
    { key: 'CardNo', mask: '0000 0000 0000 0000', objectType: 1, option: null },
  ],
  bankAccount: null,
  offered: true,
};
const HAVALE: AdminPaymentMethod = {
  ...CARD,
  id: 2,
  title: 'Havale/EFT',
  logo: '/api/payments/logos/bank.svg',
  provider: 'manual-bank',
  flow: 'manual',
  minAmount: 100,
  maxAmount: 50_000,
  sortOrder: 2,
  fields: [
    { key: 'amount', mask: null, objectType: 4, option: null },
    { key: 'FullName', mask: null, objectType: 1, option: null },
  ],
  bankAccount: { bankName: 'Ziraat', iban: 'TR33 0006 1005 1978 6457 8413 26', accountHolder: 'Lale N.V.' },
};
const PAPARA: AdminPaymentMethod = {
  ...CARD,
  id: 3,
  title: 'Papara',
  provider: 'sandbox-papara',
  enabled: false,
  offered: false,
  sortOrder: 3,
};
const BANK_OUT: AdminPaymentMethod = {
  ...HAVALE,
  id: 5,
  type: 2,
  title: 'Banka Havalesi',
  sortOrder: 1,
  bankAccount: null,
};

const LIST: AdminPaymentMethods = {
  items: [CARD, HAVALE, PAPARA, BANK_OUT],
  providers: ['sandbox-card', 'sandbox-papara'],
  logos: ['/api/payments/logos/card.svg', '/api/payments/logos/bank.svg'],
  currencies: [
    { code: 'TRY', minorUnits: 2 },
    { code: 'EUR', minorUnits: 2 },
  ],
};

const message = (text: string, data: unknown) => Response.json({ success: true, message: text, data });

function answer(call: FetchCall): unknown {
  const path = call.url.pathname;
  if (call.method === 'GET') return path === PATH ? LIST : { items: [], total: 0 };
  if (path === PATH)
    return message('The payment method is added.', { ...CARD, id: 9, ...(call.body as object) });
  if (path === `${PATH}/reorder`) return message('The order of the payment methods is saved.', LIST);
  if (path === `${PATH}/1/enabled`)
    return message('The payment method is switched off.', { ...CARD, enabled: false });
  if (path === `${PATH}/2`)
    return message('The payment method is saved.', { ...HAVALE, ...(call.body as object) });
  return null;
}

const writes = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map((call) => ({ method: call.method, path: call.url.pathname, body: call.body }));

/** Types a value at once (a paste), as the long ones would take a while key by key. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLTableRowElement;

async function openNewMethod() {
  await userEvent.click(await screen.findByRole('button', { name: 'New method' }));
  return screen.getByRole('dialog', { name: 'New payment method' });
}

describe('the payment methods screen', () => {
  it('lists the deposit methods in order with logo, provider and flow, currency, limits, fields and status', async () => {
    signInAs('owner');
    stubFetch(answer);
    renderAt('/payment-methods', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Payment methods', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Kredi Kartı');

    const card = within(rowOf('Kredi Kartı'));
    expect(card.getByRole('img', { name: 'Kredi Kartı logo' })).toHaveAttribute(
      'src',
      '/api/payments/logos/card.svg',
    );
    expect(card.getByText('sandbox-card')).toBeInTheDocument();
    expect(card.getByText('Hosted page')).toBeInTheDocument();
    expect(card.getByText('50.00 TRY – 20,000.00 TRY')).toBeInTheDocument();
    expect(card.getByText('2')).toBeInTheDocument();
    expect(card.getByText('On')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Move Kredi Kartı up' })).toBeDisabled();

    const papara = within(rowOf('Papara'));
    expect(papara.getByText('Off')).toBeInTheDocument();
    expect(papara.getByRole('button', { name: 'Switch on Papara' })).toBeInTheDocument();
    expect(papara.getByRole('button', { name: 'Move Papara down' })).toBeDisabled();
    // Withdrawals are on their own tab.
    expect(screen.queryByText('Banka Havalesi')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Withdrawal' }));
    expect(await screen.findByText('Banka Havalesi')).toBeInTheDocument();
    expect(screen.queryByText('Kredi Kartı')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/payment-methods?tab=withdrawal');
  });

  it('creates a method with its field definitions, the preview drawing them as the cashier will', async () => {
    signInAs('owner');
    const calls = stubFetch(answer);
    renderAt('/payment-methods', <AppRoutes />);
    const dialog = await openNewMethod();
    const form = within(dialog);

    await fill(form.getByLabelText('Title'), 'Hızlı Havale');
    await userEvent.click(form.getByRole('button', { name: 'Use the bank logo' }));
    await userEvent.type(form.getByLabelText('Provider'), 'manual-fast');
    await userEvent.type(form.getByLabelText('Minimum'), '100');
    await userEvent.type(form.getByLabelText('Maximum'), '5000,50');
    await userEvent.type(form.getByLabelText('Bank'), 'Ziraat');
    await fill(form.getByLabelText('IBAN'), 'TR33 0006 1005 1978 6457 8413 26');
    await fill(form.getByLabelText('Account holder'), 'Lale N.V.');

    // The amount field is there to start with; two more are added.
    expect(form.getByLabelText('Field 1 name')).toHaveValue('amount');
    expect(form.getByLabelText('Field 1 type')).toHaveValue('4');
    await userEvent.click(form.getByRole('button', { name: 'Add field' }));
    await fill(form.getByLabelText('Field 2 name'), 'accountHolder');
    await userEvent.click(form.getByRole('button', { name: 'Add field' }));
    await userEvent.type(form.getByLabelText('Field 3 name'), 'Iban');
    await fill(form.getByLabelText('Field 3 mask'), 'TR00 0000 0000 0000 0000 0000 00');
    await userEvent.click(form.getByRole('button', { name: 'Add field' }));
    await userEvent.type(form.getByLabelText('Field 4 name'), 'Network');
    await userEvent.selectOptions(form.getByLabelText('Field 4 type'), 'Dropdown');
    await fill(form.getByLabelText('Field 4 options'), 'TRC20 | TRC20 (Tron)\n7');
    expect(
      form.getByText('Required. 24 digits in the form TR00 0000 0000 0000 0000 0000 00. Checked as an IBAN.'),
    ).toBeInTheDocument();

    const preview = within(form.getByRole('group', { name: 'Cashier preview' }));
    expect(preview.getByText('Hızlı Havale')).toBeInTheDocument();
    expect(preview.getByRole('textbox', { name: 'Amount' })).toBeDisabled();
    expect(preview.getByRole('textbox', { name: 'accountHolder' })).toBeInTheDocument();
    expect(preview.getByRole('textbox', { name: 'IBAN' })).toHaveAttribute(
      'placeholder',
      'TR00 0000 0000 0000 0000 0000 00',
    );
    const network = preview.getByRole('combobox', { name: 'Network' });
    expect(
      within(network)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose', 'TRC20 (Tron)', '7']);

    // Reordered: the network goes above the IBAN.
    await userEvent.click(form.getByRole('button', { name: 'Move field 4 up' }));
    expect(form.getByLabelText('Field 3 name')).toHaveValue('Network');

    await userEvent.click(form.getByRole('button', { name: 'Save method' }));
    expect(await screen.findByText('The payment method is added.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: PATH,
        body: {
          type: 1,
          title: 'Hızlı Havale',
          logo: '/api/payments/logos/bank.svg',
          provider: 'manual-fast',
          flow: 'manual',
          currency: 'TRY',
          minAmount: 100,
          maxAmount: 5000.5,
          enabled: true,
          fields: [
            { key: 'amount', mask: null, objectType: 4, option: null },
            { key: 'accountHolder', mask: null, objectType: 1, option: null },
            {
              key: 'Network',
              mask: null,
              objectType: 7,
              option: [
                { id: 'TRC20', name: 'TRC20 (Tron)' },
                { id: 7, name: '7' },
              ],
            },
            { key: 'Iban', mask: 'TR00 0000 0000 0000 0000 0000 00', objectType: 1, option: null },
          ],
          bankAccount: {
            bankName: 'Ziraat',
            iban: 'TR33 0006 1005 1978 6457 8413 26',
            accountHolder: 'Lale N.V.',
          },
        },
      },
    ]);
  });

  it('refuses in the form what the contract refuses, sending nothing', async () => {
    signInAs('owner');
    const calls = stubFetch(answer);
    renderAt('/payment-methods', <AppRoutes />);
    const form = within(await openNewMethod());
    await userEvent.type(form.getByLabelText('Minimum'), 'abc');
    await userEvent.clear(form.getByLabelText('Field 1 name'));
    await userEvent.type(form.getByLabelText('Field 1 name'), 'account_holder');
    await userEvent.type(form.getByLabelText('Field 1 mask'), 'aa-00');
    await userEvent.click(form.getByRole('button', { name: 'Save method' }));

    expect(await form.findByText('Enter an amount, such as 50 or 12.5.')).toBeInTheDocument();
    expect(form.getByLabelText('Title')).toHaveAccessibleDescription('This field is required.');
    expect(form.getByLabelText('Field 1 name')).toHaveAccessibleDescription('Use letters and digits only.');
    expect(form.getByLabelText('Field 1 mask')).toHaveAccessibleDescription(/^Use 0 for each digit/);
    expect(writes(calls)).toEqual([]);
  });

  it("shows the server's refusals by the fields they name", async () => {
    signInAs('owner');
    stubFetch((call) => {
      if (call.method === 'PUT')
        return Response.json(
          {
            success: false,
            message: 'The payment method cannot be saved: correct the marked fields.',
            data: {
              errors: {
                maxAmount: 'The maximum cannot be below the minimum.',
                'fields.1.key': 'This method already has a field of this name.',
                'fields.1.option': 'A dropdown field needs at least one option.',
              },
            },
          },
          { status: 400 },
        );
      return answer(call);
    });
    renderAt('/payment-methods', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Havale/EFT' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit payment method: Havale/EFT' }));
    expect(form.getByLabelText('Title')).toHaveValue('Havale/EFT');
    expect(form.getByLabelText('Bank')).toHaveValue('Ziraat');
    expect(form.getByLabelText('Field 2 name')).toHaveValue('FullName');
    await userEvent.selectOptions(form.getByLabelText('Field 2 type'), 'Dropdown');
    await userEvent.type(form.getByLabelText('Field 2 options'), 'x');
    await userEvent.click(form.getByRole('button', { name: 'Save method' }));

    expect(
      await form.findByText('The payment method cannot be saved: correct the marked fields.'),
    ).toBeInTheDocument();
    expect(form.getByLabelText('Maximum')).toHaveAccessibleDescription(
      /The maximum cannot be below the minimum./,
    );
    expect(form.getByLabelText('Field 2 name')).toHaveAccessibleDescription(
      'This method already has a field of this name.',
    );
    expect(form.getByLabelText('Field 2 options')).toHaveAccessibleDescription(/needs at least one option/);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says a raise above the owner’s line waits for a second approver, and keeps the method as it was', async () => {
    signInAs('payments');
    const waiting =
      "This change goes above the owner's approval line: it waits for a different staff member to approve it and is not applied yet.";
    const calls = stubFetch((call) =>
      call.method === 'PUT'
        ? Response.json(
            {
              success: true,
              message: waiting,
              // The pending change, not the method: nothing of it may be shown as saved.
              data: { id: 41, kind: 'payment_method', targetId: 2, after: '90000.00', status: 'pending' },
            },
            { status: 202 },
          )
        : answer(call),
    );
    renderAt('/payment-methods', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Havale/EFT' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit payment method: Havale/EFT' }));
    await userEvent.clear(form.getByLabelText('Maximum'));
    await userEvent.type(form.getByLabelText('Maximum'), '90000');
    await userEvent.click(form.getByRole('button', { name: 'Save method' }));

    const status = await screen.findByText(waiting);
    expect(status).toHaveAttribute('role', 'status');
    expect(within(status).getByRole('link', { name: 'Open Approvals' })).toHaveAttribute(
      'href',
      '/approvals?area=payments',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `${PATH}/2`,
        body: expect.objectContaining({ maxAmount: 90_000 }),
      }),
    ]);
    // The list, read again, shows the old limits.
    expect(within(rowOf('Havale/EFT')).getByText('100.00 TRY – 50,000.00 TRY')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Havale/EFT' }));
    expect(screen.getByLabelText('Maximum')).toHaveValue('50000');
  });

  it('moves a method down (the direction’s order sent whole) and switches one off after confirming', async () => {
    signInAs('owner');
    const calls = stubFetch(answer);
    renderAt('/payment-methods', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Move Kredi Kartı down' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({ method: 'POST', path: `${PATH}/reorder`, body: { ids: [2, 1, 3] } });
    expect(await screen.findByText('Kredi Kartı moved down to place 2.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Switch off Kredi Kartı' }));
    const confirm = screen.getByRole('dialog', { name: 'Switch off Kredi Kartı?' });
    expect(writes(calls)).toHaveLength(1);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByText('The payment method is switched off.')).toBeInTheDocument();
    expect(writes(calls)[1]).toEqual({ method: 'POST', path: `${PATH}/1/enabled`, body: { enabled: false } });
  });

  it('shows a reader (payments.view) the list without a button to change it', async () => {
    signInAs('analyst');
    stubFetch(answer);
    renderAt('/payment-methods', <AppRoutes />);
    await screen.findByText('Kredi Kartı');
    expect(screen.queryByRole('button', { name: 'New method' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit|Switch|Move/ })).toBeNull();
  });
});
