import axe from 'axe-core';
import type { AdminBonusDefinition } from '@lale/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlayerCardPage } from '../src/features/players/PlayerCardPage.tsx';
import { renderAt, signInAs, stubFetch, type FetchCall } from './support.tsx';

/*
 * A staff grant from the player card (issue #27): "Grant bonus" for bonuses.approve only; its dialog
 * offers the enabled staff grants in the player's currency, posts {definitionId, reason}, shows the
 * server's word on the card and re-reads the card, and shows a refusal in the dialog.
 */

const DEFINITIONS_PATH = '/api/admin/bonus-definitions';
const GRANT_PATH = '/api/admin/players/7/bonuses';

const CARD = {
  profile: {
    id: 7,
    username: 'ayse',
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: 'ayse@example.com',
    phone: '905551112233',
    phoneVerified: true,
    personalNo: null,
    birthDate: null,
    country: 'Türkiye',
    status: 'active',
    currency: 'TRY',
    createdAt: '2026-01-01T09:00:00.000Z',
    lastLoginAt: null,
    restriction: null,
  },
  balances: { cash: 10, bonus: 0, onHold: 0, currency: 'TRY' },
  statusHistory: [],
  limits: [],
  sessionLimits: [],
  limitHistory: [],
  notes: [],
};

const definition = (
  id: number,
  title: string,
  changes: Partial<AdminBonusDefinition> = {},
): AdminBonusDefinition => ({
  id,
  title: { tr: title, en: title },
  description: { tr: '', en: '' },
  trigger: 'staff_grant',
  code: null,
  kind: 'fixed',
  percent: null,
  cap: null,
  fixedAmount: 100,
  minDeposit: 0,
  wageringMultiple: 30,
  contributions: { slot: 100, live: 10, table: 10, sports: 0 },
  sportsMinOdds: 1.5,
  validDays: 14,
  claimWindowDays: 7,
  maxBet: null,
  enabled: true,
  currencyId: 1,
  version: 2,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  ...changes,
});

const DEFINITIONS = [
  definition(1, 'Goodwill'),
  definition(2, 'VIP thanks', { fixedAmount: 500, wageringMultiple: 10 }),
  definition(3, 'Old goodwill', { enabled: false }),
  definition(4, 'Euro goodwill', { currencyId: 2 }),
  definition(5, 'Welcome', { trigger: 'first_deposit', kind: 'percent', percent: 100, fixedAmount: null }),
];

const answer = (data: unknown, message = '', status = 200) =>
  Response.json({ success: status < 400, message, data }, { status });

/** The card, the definitions and the player's lists; the grant answers `grant(call)`. */
function stubCard(grant: (call: FetchCall) => unknown) {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (call.method === 'POST' && path === GRANT_PATH) return grant(call);
    if (path === '/api/admin/players/7') return CARD;
    if (path === DEFINITIONS_PATH) return DEFINITIONS;
    return { items: [], total: 0 };
  });
}

const renderCard = () =>
  renderAt(
    '/players/7',
    <Routes>
      <Route path="/players/:playerId" element={<PlayerCardPage />} />
    </Routes>,
  );

const GRANTED = {
  bonusId: 41,
  playerId: 7,
  definitionId: 2,
  definitionVersion: 2,
  amount: 500,
  wageringRequired: 5000,
  expiresAt: '2026-12-16T10:00:00.000Z',
};

describe('granting a bonus from the player card', () => {
  it('offers the enabled staff grants in the player’s currency and posts {definitionId, reason}', async () => {
    signInAs('owner');
    const calls = stubCard(() => answer(GRANTED, 'The bonus is granted.'));
    renderCard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Grant bonus' }));
    const dialog = screen.getByRole('dialog', { name: 'Grant a bonus to ayse' });

    const select = await within(dialog).findByLabelText('Bonus');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a bonus', 'Goodwill — ₺100, wagering ×30', 'VIP thanks — ₺500, wagering ×10']);

    const axeOptions: axe.RunOptions = {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    };
    expect((await axe.run(document.body, axeOptions)).violations.map((v) => v.id)).toEqual([]);

    // Nothing chosen, no reason: refused here, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Grant bonus' }));
    expect(await within(dialog).findByText('Choose the bonus to grant.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      /Write the reason for the grant\.$/,
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.selectOptions(select, 'VIP thanks — ₺500, wagering ×10');
    expect(select).toHaveAccessibleDescription(/₺5,000 to wager; runs 14 days/);
    await user.type(within(dialog).getByLabelText('Reason'), '  Long-standing player, complaint #88  ');
    const readsBefore = calls.filter((call) => call.url.pathname === '/api/admin/players/7').length;
    await user.click(within(dialog).getByRole('button', { name: 'Grant bonus' }));

    expect(await screen.findByText(/The bonus is granted\./)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.url.pathname, call.body])).toEqual([
      [GRANT_PATH, { definitionId: 2, reason: 'Long-standing player, complaint #88' }],
    ]);
    expect(posts[0]!.headers.get('x-csrf-token')).toBe('csrf');
    // The card (its bonus balance) is read again.
    await waitFor(() =>
      expect(calls.filter((call) => call.url.pathname === '/api/admin/players/7').length).toBeGreaterThan(
        readsBefore,
      ),
    );
  });

  it('shows a 409’s message in the dialog and keeps it open', async () => {
    signInAs('owner');
    const refusal =
      'The player is not active, or is self-excluded, on a time-out or restricted: no bonus may be granted.';
    stubCard(() => answer(null, refusal, 409));
    renderCard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Grant bonus' }));
    const dialog = screen.getByRole('dialog', { name: 'Grant a bonus to ayse' });
    await user.selectOptions(await within(dialog).findByLabelText('Bonus'), 'Goodwill — ₺100, wagering ×30');
    await user.type(within(dialog).getByLabelText('Reason'), 'Apology for the outage');
    await user.click(within(dialog).getByRole('button', { name: 'Grant bonus' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog', { name: 'Grant a bonus to ayse' })).toBeInTheDocument();
  });

  it('says so when there is no staff grant to offer in the player’s currency', async () => {
    signInAs('owner');
    stubFetch((call) =>
      call.url.pathname === '/api/admin/players/7'
        ? CARD
        : call.url.pathname === DEFINITIONS_PATH
          ? DEFINITIONS.filter((row) => row.id >= 3)
          : { items: [], total: 0 },
    );
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Grant bonus' }));
    const dialog = screen.getByRole('dialog', { name: 'Grant a bonus to ayse' });
    expect(
      await within(dialog).findByText(/There is no enabled staff-grant bonus in TRY/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Bonus')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Grant bonus' })).toBeDisabled();
  });

  it('has no Grant bonus button without bonuses.approve', async () => {
    // Support may edit players (Block is there) and see bonuses, but not approve them.
    signInAs('support');
    stubCard(() => answer(GRANTED));
    renderCard();
    expect(await screen.findByRole('button', { name: 'Block player' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Grant bonus' })).toBeNull();
  });
});
