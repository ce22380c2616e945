import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlayerKyc } from '../src/features/players/PlayerKyc.tsx';
import { KycRetentionPanel } from '../src/features/settings/KycRetentionPanel.tsx';
import { renderAt, signInAs, stubFetch } from './support.tsx';

/* The back office's KYC parts (issue #26): the player card's tab and the retention setting. */

const KYC_NONE = {
  level: 'none',
  reviewStatus: 'none',
  rejectionReasons: [],
  applicantId: null,
  submittedAt: null,
  reviewedAt: null,
  reviewedBy: null,
  documents: [],
};

describe('the player card’s KYC tab', () => {
  it('shows the level, the rejection and each document with its audited link', async () => {
    stubFetch(() => ({
      level: 'none',
      reviewStatus: 'rejected',
      rejectionReasons: ['Blurred.', 'Expired.'],
      applicantId: 'app_0123456789abcdef01234567',
      submittedAt: '2026-11-24T09:00:00.000Z',
      reviewedAt: '2026-11-24T10:00:00.000Z',
      reviewedBy: null,
      documents: [
        {
          id: 7,
          kind: 'passport',
          contentType: 'image/jpeg',
          sizeBytes: 204800,
          uploadedAt: '2026-11-24T08:00:00.000Z',
        },
      ],
    }));
    renderAt('/', <PlayerKyc playerId="42" />);
    expect(await screen.findByText('Not verified')).toBeVisible();
    expect(screen.getByText('Rejected')).toBeVisible();
    expect(screen.getByText('Blurred.; Expired.')).toBeVisible();
    const link = screen.getByRole('link', { name: 'Open passport (audited)' });
    expect(link).toHaveAttribute('href', '/api/admin/players/42/kyc/documents/7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('200 KB')).toBeVisible();
    // No session with aml.view here: the screening is not shown.
    expect(screen.queryByRole('region', { name: 'Sanctions and PEP screening' })).toBeNull();
  });

  it('shows the player’s sanctions and PEP screening to aml.view, with a failed attempt in words', async () => {
    signInAs('risk');
    stubFetch((call) =>
      call.url.pathname.endsWith('/screening')
        ? {
            playerId: 42,
            state: 'pending',
            screenedAt: null,
            listVersion: null,
            matches: 0,
            due: true,
            failedAttempts: 2,
            lastError: 'provider timeout',
          }
        : { ...KYC_NONE },
    );
    renderAt('/', <PlayerKyc playerId="42" />);
    const screening = await screen.findByRole('region', { name: 'Sanctions and PEP screening' });
    expect(await within(screening).findByText('Not screened yet')).toBeVisible();
    expect(within(screening).getByText('Never')).toBeVisible();
    expect(within(screening).getByText(/the provider failed 2 time\(s\) \(provider timeout\)/)).toBeVisible();
  });
});

describe('a review answered by hand', () => {
  const PENDING = { ...KYC_NONE, reviewStatus: 'pending', submittedAt: '2026-11-29T09:00:00.000Z' };

  it('lets kyc.edit reject a pending review with the reason the player reads, then shows who answered', async () => {
    signInAs('risk');
    let answered = false;
    const calls = stubFetch((call) => {
      if (call.method === 'POST') answered = true;
      return call.url.pathname.endsWith('/screening')
        ? {
            playerId: 42,
            state: 'clear',
            screenedAt: null,
            listVersion: null,
            matches: 0,
            due: false,
            failedAttempts: 0,
            lastError: null,
          }
        : answered
          ? {
              ...PENDING,
              reviewStatus: 'rejected',
              rejectionReasons: ['Expired passport'],
              reviewedBy: 'risk',
              reviewedAt: '2026-11-29T10:00:00.000Z',
            }
          : PENDING;
    });
    renderAt('/', <PlayerKyc playerId="42" />);
    const answer = await screen.findByRole('group', { name: 'Answer the review' });
    await userEvent.click(within(answer).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the review' });
    await userEvent.type(within(dialog).getByLabelText('Reason the player reads'), 'Expired passport');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('risk (by hand)')).toBeVisible();
    expect(screen.getByText('Expired passport')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Answer the review' })).toBeNull();
    expect(
      calls.filter((call) => call.method === 'POST').map((call) => [call.url.pathname, call.body]),
    ).toEqual([['/api/admin/players/42/kyc/review', { decision: 'reject', reason: 'Expired passport' }]]);
  });

  it('offers no answer to support (kyc.view only)', async () => {
    signInAs('support');
    stubFetch(() => PENDING);
    renderAt('/', <PlayerKyc playerId="42" />);
    expect(await screen.findByText('Waiting for an answer')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Answer the review' })).toBeNull();
  });
});

describe('the retention setting', () => {
  it('shows the period and saves a new one in range; refuses one out of range before sending', async () => {
    const calls = stubFetch((call) => (call.method === 'PUT' ? call.body : { retentionDays: 1826 }));
    renderAt('/', <KycRetentionPanel editable />);
    const days = await screen.findByLabelText('Days kept after closing');
    await waitFor(() => expect(days).toHaveValue('1826'));
    await userEvent.clear(days);
    await userEvent.type(days, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a number of days from 30 to 3650.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.clear(days);
    await userEvent.type(days, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { retentionDays: 90 },
    ]);
  });

  it('only shows the period to someone who may not change it', async () => {
    stubFetch(() => ({ retentionDays: 365 }));
    renderAt('/', <KycRetentionPanel editable={false} />);
    const days = await screen.findByLabelText('Days kept after closing');
    await waitFor(() => expect(days).toHaveValue('365'));
    expect(days).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
