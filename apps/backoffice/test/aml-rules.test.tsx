import { ROLE_PERMISSIONS } from '@lale/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startSession } from '../src/lib/session.ts';
import { AppRoutes } from '../src/shell/AppRoutes.tsx';
import { renderAt, stubFetch } from './support.tsx';

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

describe('the AML rules page', () => {
  it("saves a rule's parameter and a euro rate as numbers", async () => {
    startSession({
      staff: {
        id: 1,
        username: 'risk',
        displayName: 'A risk',
        role: 'risk',
        permissions: [...ROLE_PERMISSIONS.risk],
      },
      csrfToken: 'csrf',
      idleTimeoutSeconds: 900,
      recoveryCodes: null,
    });
    const calls = stubFetch((call) =>
      call.method === 'PUT'
        ? call.url.pathname.includes('/rates/')
          ? RATES[0]
          : RULES[1]
        : call.url.pathname.endsWith('/rates')
          ? RATES
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
    startSession({
      staff: {
        id: 1,
        username: 'risk',
        displayName: 'A risk',
        role: 'risk',
        permissions: [...ROLE_PERMISSIONS.risk],
      },
      csrfToken: 'csrf',
      idleTimeoutSeconds: 900,
      recoveryCodes: null,
    });
    const velocity = {
      code: 'deposit_velocity',
      enabled: true,
      params: { windowHours: 24, maxDeposits: 5, multiple: 5, baselineDays: 30, floorEur: 1000 },
      updatedBy: null,
      updatedAt: '2026-11-28T10:00:00.000Z',
    };
    const calls = stubFetch((call) =>
      call.method === 'PUT' ? velocity : call.url.pathname.endsWith('/rates') ? RATES : [velocity],
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
});
