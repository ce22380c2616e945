import type { AdminJackpot } from '@lale/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../src/shell/AppRoutes.tsx';
import { renderAt, signInAs, stubFetch, type FetchCall } from './support.tsx';

/*
 * The Casino screen's Jackpots tab (issue #27): each jackpot as a card with who sets it and its levels'
 * values; the editor sends every level once, as numbers, and shows the server's answer or its refusal
 * beside the levels; a role that only reads (casino.view) sees no Edit.
 */

const JACKPOTS_PATH = '/api/admin/casino/jackpots';

const JACKPOTS: AdminJackpot[] = [
  {
    name: 'High Cash',
    source: 'operator',
    withheld: false,
    levels: [
      { level: 1, value: 18_250.4 },
      { level: 2, value: 4_120.75 },
      { level: 3, value: 905.1 },
      { level: 4, value: 152.35 },
    ],
  },
  { name: 'egypt', source: 'operator', withheld: false, levels: [{ level: 1, value: 12_345.67 }] },
];

const SAVED = 'The jackpot is saved; the lobbies show the new values.';

function answerJackpots(call: FetchCall): unknown {
  if (call.method === 'GET' && call.url.pathname === JACKPOTS_PATH) return JACKPOTS;
  if (call.method === 'PUT' && call.url.pathname.startsWith(`${JACKPOTS_PATH}/`)) {
    const name = decodeURIComponent(call.url.pathname.slice(JACKPOTS_PATH.length + 1));
    return Response.json({
      success: true,
      message: SAVED,
      data: { name, source: 'operator', withheld: false, ...(call.body as object) },
    });
  }
  return { items: [], total: 0 };
}

const writes = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map((call) => ({ method: call.method, path: call.url.pathname, body: call.body }));

const card = (name: string) => screen.getByRole('region', { name });

describe('the Jackpots tab', () => {
  it('lists each jackpot with who sets it and its levels’ values', async () => {
    signInAs('owner');
    stubFetch(answerJackpots);
    renderAt('/casino?tab=jackpots', <AppRoutes />);
    expect(await screen.findByRole('tab', { name: 'Jackpots' })).toHaveAttribute('aria-selected', 'true');

    const highCash = within(await screen.findByRole('region', { name: 'High Cash' }));
    expect(highCash.getByRole('heading', { name: 'High Cash' })).toBeInTheDocument();
    expect(highCash.getByText('Set by the operator')).toBeInTheDocument();
    const levels = highCash.getAllByRole('listitem').map((item) => item.textContent);
    expect(levels).toEqual([
      'Level 118,250.40 TRY',
      'Level 24,120.75 TRY',
      'Level 3905.10 TRY',
      'Level 4152.35 TRY',
    ]);

    const egypt = within(card('Egypt Quest'));
    expect(egypt.getByText('Set by the operator')).toBeInTheDocument();
    expect(egypt.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Value12,345.67 TRY']);
    expect(egypt.getByRole('button', { name: 'Edit values of Egypt Quest' })).toHaveTextContent(
      'Edit values',
    );
  });

  it('saves a card, sending every level once with numbers, and shows the answer', async () => {
    signInAs('owner');
    const calls = stubFetch(answerJackpots);
    renderAt('/casino?tab=jackpots', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit values of High Cash' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit jackpot: High Cash' });
    expect(within(dialog).getByLabelText('Level 1 value')).toHaveValue(18_250.4);
    expect(within(dialog).getByLabelText('Level 4 value')).toHaveValue(152.35);
    const second = within(dialog).getByLabelText('Level 2 value');
    await userEvent.clear(second);
    await userEvent.type(second, '5000.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save jackpot' }));

    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: `${JACKPOTS_PATH}/High%20Cash`,
        body: {
          levels: [
            { level: 1, value: 18_250.4 },
            { level: 2, value: 5_000.5 },
            { level: 3, value: 905.1 },
            { level: 4, value: 152.35 },
          ],
        },
      },
    ]);
  });

  it('edits the single value of Egypt Quest, refuses an empty or over-precise one here, and shows the server’s refusal', async () => {
    signInAs('owner');
    const refusal = 'Give every level of the jackpot once, with no more decimals than the site currency has.';
    const calls = stubFetch((call) =>
      call.method === 'PUT'
        ? Response.json(
            { success: false, message: refusal, data: { errors: { levels: refusal } } },
            { status: 400 },
          )
        : answerJackpots(call),
    );
    renderAt('/casino?tab=jackpots', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit values of Egypt Quest' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit jackpot: Egypt Quest' });
    const value = within(dialog).getByLabelText('Value');
    expect(value).toHaveValue(12_345.67);

    // Empty, or more decimals than the lira has: refused here, nothing sent.
    for (const text of ['', '99.999']) {
      await userEvent.clear(value);
      if (text) await userEvent.type(value, text);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save jackpot' }));
      expect(value).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getByText('Enter an amount such as 150000 or 1250.50.')).toBeInTheDocument();
    }
    expect(writes(calls)).toEqual([]);

    await userEvent.clear(value);
    await userEvent.type(value, '99.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save jackpot' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: `${JACKPOTS_PATH}/egypt`, body: { levels: [{ level: 1, value: 99.5 }] } },
    ]);
    expect(screen.getByRole('dialog', { name: 'Edit jackpot: Egypt Quest' })).toBeInTheDocument();

    // The refusal does not hold the form: the next try is sent.
    await userEvent.clear(value);
    await userEvent.type(value, '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save jackpot' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]?.body).toEqual({ levels: [{ level: 1, value: 100 }] });
  });

  it('shows a role with casino.view only (support) the values and no Edit', async () => {
    signInAs('support');
    stubFetch(answerJackpots);
    renderAt('/casino?tab=jackpots', <AppRoutes />);
    const highCash = within(await screen.findByRole('region', { name: 'High Cash' }));
    expect(highCash.getByText('18,250.40 TRY')).toBeInTheDocument();
    expect(within(card('Egypt Quest')).getByText('12,345.67 TRY')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit values/ })).toBeNull();
  });

  it('offers no Edit for a card EGT’s feed owns and says when the site hides it (issue #29)', async () => {
    signInAs('owner');
    const fed = (name: string, withheld: boolean): AdminJackpot => ({
      ...JACKPOTS[0]!,
      name,
      source: 'feed',
      withheld,
    });
    stubFetch((call) =>
      call.method === 'GET' && call.url.pathname === JACKPOTS_PATH
        ? [fed('High Cash', false), fed('Clover Chance', true), JACKPOTS[1]]
        : answerJackpots(call),
    );
    renderAt('/casino?tab=jackpots', <AppRoutes />);
    const highCash = within(await screen.findByRole('region', { name: 'High Cash' }));
    expect(highCash.getByText("From EGT's jackpot feed")).toBeInTheDocument();
    expect(
      highCash.getByText('The provider sets these values; they cannot be changed here.'),
    ).toBeInTheDocument();
    expect(highCash.queryByText('Not shown on the site')).toBeNull();
    const clover = within(card('Clover Chance'));
    expect(clover.getByText('Not shown on the site')).toBeInTheDocument();
    expect(
      clover.getByText('The feed has not answered for a while: the site hides this card until it does.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit values of High Cash' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit values of Clover Chance' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit values of Egypt Quest' })).toBeInTheDocument();
  });
});
