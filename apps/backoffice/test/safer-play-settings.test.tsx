import { SAFER_PLAY_PRESETS, type AdminSaferPlaySettings } from '@lale/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SaferPlaySettingsPanel } from '../src/features/settings/SaferPlaySettingsPanel.tsx';
import { renderAt, stubFetch } from './support.tsx';

/* The Settings page's safer-play panel (issue #26): a profile's preset, then values within bounds. */

const answer: AdminSaferPlaySettings = {
  settings: SAFER_PLAY_PRESETS.ukgc,
  updatedAt: null,
  updatedBy: null,
  presets: { ...SAFER_PLAY_PRESETS },
};

describe('the safer-play settings', () => {
  it('fills in the MGA preset when its profile is picked, refuses a cooling-off under 24 hours, saves', async () => {
    const calls = stubFetch((call) => (call.method === 'PUT' ? { ...answer, settings: call.body } : answer));
    renderAt('/', <SaferPlaySettingsPanel editable />);
    const withdrawOnly = await screen.findByRole('checkbox', { name: /withdraw-only session/ });
    const profile = screen.getByLabelText('Jurisdiction profile');
    await waitFor(() => expect(profile).toHaveValue('ukgc'));
    expect(withdrawOnly).not.toBeChecked();

    await userEvent.selectOptions(profile, 'mga');
    expect(withdrawOnly).toBeChecked();
    const endCoolingOff = screen.getByLabelText(
      "Cooling-off after asking for a self-exclusion's end (hours)",
    );
    expect(endCoolingOff).toHaveValue('168');

    const limitCoolingOff = screen.getByLabelText("Cooling-off of a limit's increase or removal (hours)");
    await userEvent.clear(limitCoolingOff);
    await userEvent.type(limitCoolingOff, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter whole hours from 24 to 168.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.clear(limitCoolingOff);
    await userEvent.type(limitCoolingOff, '48');
    const timeOuts = screen.getByRole('group', { name: 'Time-outs offered' });
    await userEvent.click(within(timeOuts).getByRole('checkbox', { name: '1 month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { ...SAFER_PLAY_PRESETS.mga, limitCoolingOffHours: 48, timeOutPeriods: ['24h', '7d', '6w'] },
    ]);
  });

  it('only shows the rules to someone who may not change them', async () => {
    stubFetch(() => answer);
    renderAt('/', <SaferPlaySettingsPanel editable={false} />);
    const withdrawOnly = await screen.findByRole('checkbox', { name: /withdraw-only session/ });
    await waitFor(() => expect(screen.getByLabelText('Jurisdiction profile')).toHaveValue('ukgc'));
    expect(withdrawOnly).toBeDisabled();
    expect(
      within(screen.getByRole('group', { name: 'Time-outs offered' })).getByRole('checkbox', {
        name: '24 hours',
      }),
    ).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
