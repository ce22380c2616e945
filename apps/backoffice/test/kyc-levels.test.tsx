import type { AdminKycLevels } from '@lale/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KycLevelsPanel } from '../src/features/settings/KycLevelsPanel.tsx';
import { renderAt, stubFetch } from './support.tsx';

/* The Settings page's verification levels (issue #26): what each level allows, and the caps. */

const answer: AdminKycLevels = {
  levels: [
    { level: 'none', play: true, withdraw: false, depositsCapped: true },
    { level: 'basic', play: true, withdraw: false, depositsCapped: false },
    { level: 'full', play: true, withdraw: true, depositsCapped: false },
  ],
  depositCaps: [
    { currency: 'TRY', cap: 2000 },
    { currency: 'EUR', cap: 50 },
  ],
  updatedAt: null,
  updatedBy: null,
};

const level = (name: RegExp) => screen.getByRole('group', { name });

describe('the verification levels', () => {
  it('refuses a level allowing less than the one below before sending, then saves the caps typed', async () => {
    const calls = stubFetch(() => answer);
    renderAt('/', <KycLevelsPanel editable />);
    const tryCap = await screen.findByLabelText('Unverified deposit cap in TRY');
    await waitFor(() => expect(tryCap).toHaveValue('2000.00'));
    // Fully verified is fixed: it may withdraw and is never capped.
    expect(within(level(/^Fully verified/)).getByRole('checkbox', { name: 'May withdraw' })).toBeDisabled();

    await userEvent.click(within(level(/^Unverified/)).getByRole('checkbox', { name: 'May withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The basic level may not allow less than the none level.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.click(within(level(/^Unverified/)).getByRole('checkbox', { name: 'May withdraw' }));
    await userEvent.click(within(level(/^Basic/)).getByRole('checkbox', { name: 'May withdraw' }));
    // "Verify before play": the unverified may not stake.
    await userEvent.click(within(level(/^Unverified/)).getByRole('checkbox', { name: 'May play' }));
    await userEvent.clear(tryCap);
    await userEvent.type(tryCap, '2500,50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      {
        levels: [
          { level: 'none', play: false, withdraw: false, depositsCapped: true },
          { level: 'basic', play: true, withdraw: true, depositsCapped: false },
          { level: 'full', play: true, withdraw: true, depositsCapped: false },
        ],
        depositCaps: [
          { currency: 'TRY', cap: 2500.5 },
          { currency: 'EUR', cap: 50 },
        ],
      },
    ]);
  });

  it('refuses a cap that is not an amount, and only shows the rules to someone who may not change them', async () => {
    stubFetch(() => answer);
    const { unmount } = renderAt('/', <KycLevelsPanel editable />);
    const eurCap = await screen.findByLabelText('Unverified deposit cap in EUR');
    await waitFor(() => expect(eurCap).toHaveValue('50.00'));
    await userEvent.clear(eurCap);
    await userEvent.type(eurCap, '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount from 0 to 100000, such as 2000.')).toBeVisible();
    unmount();

    renderAt('/', <KycLevelsPanel editable={false} />);
    const cap = await screen.findByLabelText('Unverified deposit cap in TRY');
    expect(cap).toBeDisabled();
    expect(within(level(/^Unverified/)).getByRole('checkbox', { name: 'Deposits capped' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
