import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../src/shell/AppRoutes.tsx';
import { renderAt, signInAs, stubFetch } from './support.tsx';

/* The AML rules page (issue #26): each rule's parameters and the euro rates, saved with aml.edit. */

const RULES = [
  {
    code: 'deposit_withdrawn',
    enabled: true,
    params: { maxStakeShare: 0.5 },
    updatedBy: null,
    updatedAt: '2026-11-28T10:00:00.000Z',
  },
  {
    code: 'lifetime_threshold',
    enabled: true,
    params: { thresholdEur: 2000 },
    updatedBy: null,
    updatedAt: '2026-11-28T10:00:00.000Z',
  },
];
const RATES = [{ currency: 'TRY', unitsPerEur: 50, updatedBy: null, updatedAt: '2026-11-28T10:00:00.000Z' }];
const SCREENING = {
  provider: 'sandbox',
  ruleEnabled: true,
  listVersion: 'sandbox-2026.01',
  listUpdatedAt: '2026-01-15T00:00:00.000Z',
  listNoticedAt: '2026-11-28T10:00:00.000Z',
  due: 3,
  failing: 1,
  matched: 2,
};
const SANDBOX_ENTRY = {
  id: 'SBX-0001',
  listName: 'Consolidated sanctions list (sandbox)',
  category: 'sanctions',
  fullName: 'Kemalettin Doğanyürek',
  birthDate: '1968-03-14',
  birthYear: null,
  nationality: 'TR',
  nationalId: null,
};

describe('the AML rules page', () => {
  it("saves a rule's parameter and a euro rate as numbers", async () => {
    signInAs('risk');
    const calls = stubFetch((call) =>
      call.method === 'PUT'
        ? call.url.pathname.includes('/rates/')
          ? RATES[0]
          : RULES[1]
        : call.url.pathname.endsWith('/rates')
          ? RATES
          : call.url.pathname.startsWith('/api/admin/screening')
            ? {
                provider: null,
                ruleEnabled: true,
                listVersion: null,
                listUpdatedAt: null,
                listNoticedAt: null,
                due: 0,
                failing: 0,
                matched: 0,
              }
            : RULES,
    );
    renderAt('/aml/rules', <AppRoutes />);
    const user = userEvent.setup();

    const threshold = await screen.findByRole('form', { name: /due-diligence threshold parameters/ });
    const euros = within(threshold).getByLabelText('Threshold in euros');
    await user.clear(euros);
    await user.type(euros, '1500');
    await user.click(within(threshold).getByRole('button', { name: 'Save' }));

    const rate = await screen.findByRole('form', { name: 'Euro rate of TRY' });
    const units = within(rate).getByLabelText('TRY per euro');
    await user.clear(units);
    await user.type(units, '51,25');
    await user.click(within(rate).getByRole('button', { name: 'Save TRY rate' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    const [ruleSave, rateSave] = calls.filter((call) => call.method === 'PUT');
    expect(ruleSave!.url.pathname).toBe('/api/admin/aml/rules/lifetime_threshold');
    expect(ruleSave!.body).toEqual({ enabled: true, params: { thresholdEur: 1500 } });
    expect(rateSave!.url.pathname).toBe('/api/admin/aml/rates/TRY');
    expect(rateSave!.body).toEqual({ unitsPerEur: 51.25 });
  });

  it("edits the velocity rule's parameters, each with its own label", async () => {
    signInAs('risk');
    const velocity = {
      code: 'deposit_velocity',
      enabled: true,
      params: { windowHours: 24, maxDeposits: 5, multiple: 5, baselineDays: 30, floorEur: 1000 },
      updatedBy: null,
      updatedAt: '2026-11-28T10:00:00.000Z',
    };
    const calls = stubFetch((call) =>
      call.method === 'PUT'
        ? velocity
        : call.url.pathname === '/api/admin/screening'
          ? SCREENING
          : call.url.pathname === '/api/admin/screening/sandbox/entries'
            ? []
            : call.url.pathname.endsWith('/rates')
              ? RATES
              : [velocity],
    );
    renderAt('/aml/rules', <AppRoutes />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Sudden deposit velocity parameters' });
    const count = within(form).getByLabelText('Deposits within the window that raise a case');
    await user.clear(count);
    await user.type(count, '8');
    expect(within(form).getByLabelText('Least amount in euros')).toHaveValue('1000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      enabled: true,
      params: { windowHours: 24, maxDeposits: 8, multiple: 5, baselineDays: 30, floorEur: 1000 },
    });
  });

  it('says screening is off when no provider is configured, rather than showing a list', async () => {
    signInAs('risk');
    stubFetch((call) =>
      call.url.pathname === '/api/admin/screening'
        ? { ...SCREENING, provider: null, listVersion: null, listUpdatedAt: null, listNoticedAt: null }
        : call.url.pathname.endsWith('/rates')
          ? RATES
          : RULES,
    );
    renderAt('/aml/rules', <AppRoutes />);
    const panel = await screen.findByRole('region', { name: 'Sanctions and PEP screening' });
    expect(
      await within(panel).findByText(/Screening is off: no screening provider is configured/),
    ).toBeInTheDocument();
    expect(within(panel).getByText('None configured')).toBeInTheDocument();
    expect(within(panel).queryByRole('table', { name: 'Sandbox list' })).toBeNull();
  });

  it('shows the sandbox list and adds a person to it with aml.edit', async () => {
    signInAs('risk');
    const calls = stubFetch((call) =>
      call.method === 'POST'
        ? { ...SANDBOX_ENTRY, id: 'SBX-T1', fullName: 'Gülperi Karaböcek', birthDate: null, birthYear: 1985 }
        : call.url.pathname === '/api/admin/screening'
          ? SCREENING
          : call.url.pathname === '/api/admin/screening/sandbox/entries'
            ? [SANDBOX_ENTRY]
            : call.url.pathname.endsWith('/rates')
              ? RATES
              : RULES,
    );
    renderAt('/aml/rules', <AppRoutes />);
    const panel = await screen.findByRole('region', { name: 'Sanctions and PEP screening' });
    expect(await within(panel).findByText('sandbox-2026.01')).toBeInTheDocument();
    expect(within(panel).getByText('Players waiting to be screened').nextSibling).toHaveTextContent('3');
    const table = await within(panel).findByRole('table', { name: 'Sandbox list' });
    expect(within(table).getByText('Kemalettin Doğanyürek')).toBeInTheDocument();
    expect(within(table).getByText('Sanctions')).toBeInTheDocument();

    const form = within(panel).getByRole('form', { name: 'Add a person to the sandbox list' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Full name'), 'Gülperi Karaböcek');
    await user.type(within(form).getByLabelText('Birth year (optional)'), '1985');
    await user.click(within(form).getByRole('button', { name: 'Add to the sandbox list' }));
    expect(await within(panel).findByText(/Added as SBX-T1/)).toBeInTheDocument();
    const posted = calls.find((call) => call.method === 'POST')!;
    expect(posted.url.pathname).toBe('/api/admin/screening/sandbox/entries');
    expect(posted.body).toEqual({
      fullName: 'Gülperi Karaböcek',
      category: 'sanctions',
      listName: 'Tester additions (sandbox)',
      birthYear: 1985,
      nationality: 'TR',
    });
  });
});
