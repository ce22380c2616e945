import type { AdminAmlCase } from '@lale/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../src/shell/AppRoutes.tsx';
import { renderAt, signInAs, stubFetch, type FetchCall } from './support.tsx';

/*
 * The AML case page (issue #26): the evidence in words and money, the notes, and the decisions only
 * for a role with aml.approve while the case awaits one; a decision sends its reason to the server.
 */

const CASE: AdminAmlCase = {
  id: 12,
  playerId: 7,
  username: 'ayse',
  rule: 'deposit_withdrawn',
  status: 'open',
  createdAt: '2026-11-28T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  decisionReason: null,
  assignee: null,
  evidence: {
    currency: 'TRY',
    withdrawalReference: 'W-AAAA1111',
    withdrawalAmount: 900,
    depositReference: 'D-BBBB2222',
    depositAmount: 1000,
    depositAt: '2026-11-28T09:00:00.000Z',
    stakedSinceDeposit: 0,
    maxStakeShare: 0.5,
  },
  notes: [{ id: 1, body: 'Called the player.', author: 'risk', createdAt: '2026-11-28T10:05:00.000Z' }],
  player: {
    id: 7,
    username: 'ayse',
    status: 'active',
    createdAt: '2026-11-01T10:00:00.000Z',
    currency: 'TRY',
    cash: 100,
    otherCases: 0,
  },
};

const ASSIGNEES = [
  { id: 1, username: 'owner' },
  { id: 2, username: 'risk' },
];

function serve(found: AdminAmlCase): FetchCall[] {
  return stubFetch((call) =>
    call.url.pathname.endsWith('/aml/assignees')
      ? ASSIGNEES
      : call.method === 'POST' && call.url.pathname.endsWith('/decision')
        ? { ...found, status: 'cleared' }
        : call.method === 'POST' && call.url.pathname.endsWith('/take')
          ? { ...found, assignee: 'risk' }
          : call.method === 'PUT'
            ? { ...found, assignee: 'owner' }
            : call.method === 'POST'
              ? found.notes[0]
              : found,
  );
}

describe('an AML case', () => {
  it('shows the evidence and the notes, and clears with a reason for risk', async () => {
    signInAs('risk');
    const calls = serve(CASE);
    renderAt('/aml/cases/12', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'AML case #12', level: 1 })).toBeInTheDocument();
    const evidence = await screen.findByRole('region', { name: 'Evidence' });
    expect(within(evidence).getByText('D-BBBB2222')).toBeInTheDocument();
    expect(within(evidence).getByText('Staked since the deposit')).toBeInTheDocument();
    expect(screen.getByText('Called the player.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('group', { name: 'Decisions' })).getByRole('button', { name: 'Clear' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Salary, documented');
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const posted = calls.find((call) => call.method === 'POST')!;
    expect(posted.url.pathname).toBe('/api/admin/aml/cases/12/decision');
    expect(posted.body).toEqual({ decision: 'clear', reason: 'Salary, documented' });
  });

  it('offers no decision once the case is decided, and shows who decided it and why', async () => {
    signInAs('risk');
    serve({
      ...CASE,
      status: 'closed',
      decidedAt: '2026-11-28T11:00:00.000Z',
      decidedBy: 'risk',
      decisionReason: 'Account closed by the player',
    });
    renderAt('/aml/cases/12', <AppRoutes />);
    expect(await screen.findByText('Account closed by the player')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Decisions' })).toBeNull();
  });

  it('adds a note with aml.edit', async () => {
    signInAs('risk');
    const calls = serve(CASE);
    renderAt('/aml/cases/12', <AppRoutes />);
    const form = await screen.findByRole('form', { name: 'Add a note' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('New note'), 'Asked for a payslip.');
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const posted = calls.find((call) => call.method === 'POST')!;
    expect(posted.url.pathname).toBe('/api/admin/aml/cases/12/notes');
    expect(posted.body).toEqual({ body: 'Asked for a payslip.' });
  });

  it('takes an unassigned case, and gives a case to another member with aml.approve', async () => {
    signInAs('risk');
    const calls = serve(CASE);
    renderAt('/aml/cases/12', <AppRoutes />);
    const assignment = await screen.findByRole('region', { name: 'Assignment' });
    expect(within(assignment).getByText('Nobody has taken this case yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(assignment).getByRole('button', { name: 'Take this case' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.url.pathname).toBe('/api/admin/aml/cases/12/take');

    const form = within(assignment).getByRole('form', { name: 'Assign the case' });
    await user.selectOptions(within(form).getByLabelText('Assign to'), 'owner');
    await user.click(within(form).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/admin/aml/cases/12/assignee');
    expect(put.body).toEqual({ staffId: 1 });
  });

  it('shows who holds a case, and no way to change it for a member who may only read', async () => {
    signInAs('analyst', ['aml.view']);
    serve({ ...CASE, assignee: 'risk' });
    renderAt('/aml/cases/12', <AppRoutes />);
    const assignment = await screen.findByRole('region', { name: 'Assignment' });
    expect(within(assignment).getByText('Assigned to risk.')).toBeInTheDocument();
    expect(within(assignment).queryByRole('button')).toBeNull();
  });

  it('shows a screening case’s evidence in words, and the player’s screening now', async () => {
    signInAs('risk');
    const screeningCase: AdminAmlCase = {
      ...CASE,
      rule: 'screening_match',
      evidence: {
        listEntryId: 'SBX-0002',
        listName: 'Consolidated sanctions list (sandbox)',
        category: 'sanctions',
        listedName: 'IŞIKGÖREN İsmihan',
        listedBirth: '1975-11-02',
        listedNationality: 'TR',
        listedNationalId: null,
        playerName: 'ismihan ışıkgören',
        playerBirthDate: '1975-11-02',
        playerCountry: 'TR',
        nameScore: 1,
        matchBasis: 'name_birth_date',
        matchReason: 'names equal in another order; birth date equal',
        minNameScore: 0.85,
        provider: 'sandbox',
        listVersion: 'sandbox-2026.01',
        screenedAt: '2026-11-28T10:00:00.000Z',
      },
    };
    stubFetch((call) =>
      call.url.pathname === '/api/admin/aml/assignees'
        ? []
        : call.url.pathname === '/api/admin/players/7/screening'
          ? {
              playerId: 7,
              state: 'match',
              screenedAt: '2026-11-28T10:00:00.000Z',
              listVersion: 'sandbox-2026.01',
              matches: 1,
              due: false,
              failedAttempts: 0,
              lastError: null,
            }
          : screeningCase,
    );
    renderAt('/aml/cases/12', <AppRoutes />);
    expect(await screen.findByText(/Sanctions or PEP list match/)).toBeInTheDocument();
    const evidence = await screen.findByRole('region', { name: 'Evidence' });
    const row = (label: string) => within(evidence).getByText(label).nextSibling;
    expect(row('Category')).toHaveTextContent('Sanctions');
    expect(row('Name on the list')).toHaveTextContent('IŞIKGÖREN İsmihan');
    expect(row("Player's name")).toHaveTextContent('ismihan ışıkgören');
    expect(row('Matched on')).toHaveTextContent('Name and birth date');
    expect(row('Why it matched')).toHaveTextContent('names equal in another order; birth date equal');
    expect(row('Name score (0 to 1)')).toHaveTextContent('1');
    // The evidence is read in order: the list's side, then the player's, then the reason.
    const labels = within(evidence)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels.indexOf('Name on the list')).toBeLessThan(labels.indexOf("Player's name"));
    expect(labels.indexOf("Player's name")).toBeLessThan(labels.indexOf('Why it matched'));
    const now = await screen.findByRole('region', { name: 'Screening now' });
    expect(await within(now).findByText('Match (1 list entry)')).toBeInTheDocument();
  });
});
