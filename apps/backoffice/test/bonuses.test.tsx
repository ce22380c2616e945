import axe from 'axe-core';
import type { AdminBonusDefinition } from '@lale/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../src/shell/AppRoutes.tsx';
import { renderAt, signInAs, stubFetch, type FetchCall } from './support.tsx';

/*
 * The Bonuses screen (issue #27): the definitions' list and its filters, a new code bonus's exact
 * body, the code field only for a deposit code, the API's field errors by their fields, Disable and
 * Enable, and a role without bonuses.edit seeing nothing it could not use. Then a staff grant's form
 * (a set sum, no deposit terms) and a definition's versions with what each changed.
 */

const PATH = '/api/admin/bonus-definitions';

const TERMS = {
  description: { tr: 'Açıklama', en: 'Description' },
  minDeposit: 0,
  contributions: { slot: 100, live: 10, table: 10, sports: 100 },
  sportsMinOdds: 1.5,
  claimWindowDays: 7,
  currencyId: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  version: 1,
  updatedAt: '2026-11-02T10:00:00.000Z',
};

const TRIAL: AdminBonusDefinition = {
  ...TERMS,
  id: 1,
  title: { tr: 'Deneme Bonusu', en: 'Trial Bonus' },
  trigger: 'signup_trial',
  code: null,
  kind: 'fixed',
  percent: null,
  cap: null,
  fixedAmount: null,
  wageringMultiple: 10,
  validDays: 30,
  maxBet: null,
  enabled: true,
};

const WELCOME: AdminBonusDefinition = {
  ...TERMS,
  id: 2,
  title: { tr: 'Hoş Geldin Bonusu', en: 'Welcome Bonus' },
  trigger: 'first_deposit',
  code: null,
  kind: 'percent',
  percent: 100,
  cap: 1000,
  fixedAmount: null,
  minDeposit: 100,
  wageringMultiple: 35,
  validDays: 14,
  maxBet: 50,
  enabled: true,
};

const SPRING: AdminBonusDefinition = {
  ...TERMS,
  id: 3,
  title: { tr: 'Bahar Kodu', en: 'Spring Code' },
  trigger: 'deposit_code',
  code: 'SPRING50',
  kind: 'fixed',
  percent: null,
  cap: null,
  fixedAmount: 50,
  wageringMultiple: 20,
  validDays: 7,
  maxBet: 25.5,
  enabled: false,
};

const DEFINITIONS = [TRIAL, WELCOME, SPRING];

/** An envelope with the server's message (stubFetch's own answers carry an empty one). */
const answer = (data: unknown, message = '', status = 200) =>
  Response.json({ success: status < 400, message, data }, { status });

/** A definition's versions as the API answers them: here only its current one. */
const currentOnly = (definition: AdminBonusDefinition) => [
  { version: definition.version, terms: definition, replacedBy: null, replacedAt: null },
];

/** The list for GET (a definition's versions for its versions' path); a write answers `write(call)`. */
function stubBonuses(
  write: (call: FetchCall) => unknown = (call) => call.body,
  definitions: AdminBonusDefinition[] = DEFINITIONS,
  versions: (definition: AdminBonusDefinition) => unknown = currentOnly,
) {
  return stubFetch((call) => {
    if (call.method !== 'GET') return write(call);
    const versionsOf = /\/(\d+)\/versions$/.exec(call.url.pathname);
    if (!versionsOf) return definitions;
    const definition = definitions.find((row) => row.id === Number(versionsOf[1]));
    return definition ? versions(definition) : answer(null, 'There is no such bonus definition.', 404);
  });
}

const table = () => screen.findByRole('table', { name: 'Bonus definitions' });
const rowOf = (title: string) =>
  within(screen.getByRole('table')).getByRole('row', { name: new RegExp(title) });
const writes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET');

async function fillCodeBonus(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Title (Turkish)'), 'Bahar Kodu');
  await user.type(screen.getByLabelText('Title (English)'), 'Spring code');
  await user.type(screen.getByLabelText('Description (Turkish)'), 'Yatırımınıza 50 TL.');
  await user.type(screen.getByLabelText('Description (English)'), '50 TRY with your deposit.');
  await user.selectOptions(screen.getByLabelText('Trigger'), 'Deposit code');
  await user.type(screen.getByLabelText('Code'), 'spring50');
  await user.click(screen.getByRole('radio', { name: 'A set sum' }));
  await user.type(screen.getByLabelText('Fixed amount'), '50');
  await user.clear(screen.getByLabelText('Minimum deposit'));
  await user.type(screen.getByLabelText('Minimum deposit'), '100');
  await user.type(screen.getByLabelText('Wagering multiple'), '20');
  await user.clear(screen.getByLabelText('Sports contribution %'));
  await user.type(screen.getByLabelText('Sports contribution %'), '50');
  await user.clear(screen.getByLabelText('Sports minimum odds'));
  await user.type(screen.getByLabelText('Sports minimum odds'), '1,75');
  await user.clear(screen.getByLabelText('Valid days'));
  await user.type(screen.getByLabelText('Valid days'), '10');
  await user.clear(screen.getByLabelText('Claim window days'));
  await user.type(screen.getByLabelText('Claim window days'), '3');
  await user.type(screen.getByLabelText('Maximum bet'), '25,5');
}

const axeOptions: axe.RunOptions = {
  // jsdom draws nothing (no contrast to measure); the page's landmarks come from the whole app shell.
  rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
};
const axeViolations = async () =>
  (await axe.run(document.body, axeOptions)).violations.map((violation) => violation.id);

describe('the bonus definitions list', () => {
  it('shows each definition in words, and filters by trigger and status in the URL', async () => {
    signInAs('content');
    stubBonuses();
    renderAt('/bonuses', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Bonuses', level: 1 })).toBeInTheDocument();
    await table();

    const welcome = rowOf('Welcome Bonus');
    for (const text of ['First deposit', '100% up to ₺1,000', 'Min. deposit ₺100', '×35', '14 days', '₺50'])
      expect(within(welcome).getByText(text)).toBeInTheDocument();
    expect(within(welcome).getByText('Enabled')).toBeInTheDocument();
    expect(within(welcome).getByRole('link', { name: 'Welcome Bonus' })).toHaveAttribute(
      'href',
      '/bonuses/2',
    );

    const spring = rowOf('Spring Code');
    for (const text of ['Deposit code', 'SPRING50', '₺50', '×20', '7 days', '₺25.50', 'Disabled'])
      expect(within(spring).getByText(text)).toBeInTheDocument();
    expect(within(spring).getByRole('button', { name: 'Enable' })).toBeInTheDocument();

    const trial = rowOf('Trial Bonus');
    for (const text of ['Sign-up trial', 'Site’s trial amount', '×10', 'No limit'])
      expect(within(trial).getByText(text)).toBeInTheDocument();

    const filters = screen.getByRole('search', { name: 'Filter bonus definitions' });
    await userEvent.selectOptions(within(filters).getByLabelText('Trigger'), 'Deposit code');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(rowOf('Spring Code')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/bonuses?trigger=deposit_code');

    await userEvent.selectOptions(within(filters).getByLabelText('Trigger'), 'Any');
    await userEvent.selectOptions(within(filters).getByLabelText('Status'), 'Enabled');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(screen.queryByRole('row', { name: /Spring Code/ })).toBeNull();
    expect(screen.getByText('2 of 3 definitions')).toBeInTheDocument();
  });

  it('disables a definition after confirming, and enables one with its whole terms', async () => {
    signInAs('content');
    const calls = stubBonuses((call) =>
      call.method === 'DELETE'
        ? { ...WELCOME, enabled: false }
        : answer({ ...SPRING, enabled: true }, 'Bonus definition saved.'),
    );
    renderAt('/bonuses', <AppRoutes />);
    await table();
    const user = userEvent.setup();

    await user.click(within(rowOf('Welcome Bonus')).getByRole('button', { name: 'Disable' }));
    const confirm = screen.getByRole('dialog', { name: 'Disable bonus: Welcome Bonus' });
    expect(within(confirm).getByText(/Bonuses already granted keep running/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('“Welcome Bonus” disabled.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(rowOf('Spring Code')).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Bonus definition saved.')).toBeInTheDocument();

    expect(writes(calls).map((call) => [call.method, call.url.pathname, call.body])).toEqual([
      ['DELETE', `${PATH}/2`, {}],
      [
        'PUT',
        `${PATH}/3`,
        {
          title: SPRING.title,
          description: SPRING.description,
          trigger: 'deposit_code',
          code: 'SPRING50',
          kind: 'fixed',
          percent: null,
          cap: null,
          fixedAmount: 50,
          minDeposit: 0,
          wageringMultiple: 20,
          contributions: SPRING.contributions,
          sportsMinOdds: 1.5,
          validDays: 7,
          claimWindowDays: 7,
          maxBet: 25.5,
          enabled: true,
          currencyId: 1,
        },
      ],
    ]);
  });

  it('shows a role without bonuses.edit no New, Edit, Disable or Enable, and its form read-only', async () => {
    signInAs('analyst');
    const calls = stubBonuses();
    renderAt('/bonuses', <AppRoutes />);
    await table();
    expect(rowOf('Welcome Bonus')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New bonus' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    for (const name of ['Edit', 'Disable', 'Enable']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
      expect(screen.queryByRole('button', { name })).toBeNull();
    }

    await userEvent.click(screen.getByRole('link', { name: 'Welcome Bonus' }));
    expect(
      await screen.findByRole('heading', { name: 'Bonus: Welcome Bonus', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Wagering multiple')).toBeDisabled();
    expect(screen.getByLabelText('Wagering multiple')).toHaveValue('35');
    expect(screen.queryByRole('button', { name: 'Save bonus' })).toBeNull();
    expect(writes(calls)).toEqual([]);
  });

  it('answers a typed /bonuses/new without bonuses.edit with "You do not have permission"', async () => {
    signInAs('analyst');
    stubBonuses();
    renderAt('/bonuses/new', <AppRoutes />);
    expect(await screen.findByText('You do not have permission')).toBeInTheDocument();
  });
});

describe('the bonus form', () => {
  it('creates a code bonus with exactly the body typed, then shows the server’s message on the list', async () => {
    signInAs('content');
    const calls = stubBonuses((call) =>
      answer({ ...SPRING, ...(call.body as object), id: 4 }, 'Bonus definition created.', 201),
    );
    renderAt('/bonuses', <AppRoutes />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'New bonus' }));
    expect(await screen.findByRole('heading', { name: 'New bonus', level: 1 })).toBeInTheDocument();

    await fillCodeBonus(user);
    await user.click(screen.getByRole('button', { name: 'Save bonus' }));

    expect(await screen.findByText('Bonus definition created.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/bonuses$/);
    expect(writes(calls).map((call) => [call.method, call.url.pathname, call.body])).toEqual([
      [
        'POST',
        PATH,
        {
          title: { tr: 'Bahar Kodu', en: 'Spring code' },
          description: { tr: 'Yatırımınıza 50 TL.', en: '50 TRY with your deposit.' },
          trigger: 'deposit_code',
          code: 'SPRING50',
          kind: 'fixed',
          percent: null,
          cap: null,
          fixedAmount: 50,
          minDeposit: 100,
          wageringMultiple: 20,
          contributions: { slot: 100, live: 10, table: 10, sports: 50 },
          sportsMinOdds: 1.75,
          validDays: 10,
          claimWindowDays: 3,
          maxBet: 25.5,
          enabled: true,
          currencyId: 1,
        },
      ],
    ]);
    expect(writes(calls)[0]!.headers.get('x-csrf-token')).toBe('csrf');
  });

  it('shows the code field only for a deposit code, and sends no code for another trigger', async () => {
    signInAs('content');
    const calls = stubBonuses((call) => answer({ ...WELCOME, ...(call.body as object), id: 5 }, '', 201));
    renderAt('/bonuses/new', <AppRoutes />);
    const user = userEvent.setup();
    const trigger = await screen.findByLabelText('Trigger');
    expect(screen.queryByLabelText('Code')).toBeNull();

    await user.selectOptions(trigger, 'Deposit code');
    await user.type(screen.getByLabelText('Code'), 'TYPED');
    await user.selectOptions(trigger, 'Sign-up trial');
    expect(screen.queryByLabelText('Code')).toBeNull();
    await user.selectOptions(trigger, 'First deposit');
    expect(screen.queryByLabelText('Code')).toBeNull();

    // A share of the deposit: percent and cap, no fixed amount.
    expect(screen.getByRole('radio', { name: 'A share of the deposit' })).toBeChecked();
    expect(screen.queryByLabelText('Fixed amount')).toBeNull();
    await user.type(screen.getByLabelText('Title (Turkish)'), 'Hoş Geldin');
    await user.type(screen.getByLabelText('Title (English)'), 'Welcome');
    await user.type(screen.getByLabelText('Description (Turkish)'), 'İlk yatırıma.');
    await user.type(screen.getByLabelText('Description (English)'), 'On the first deposit.');
    await user.type(screen.getByLabelText('Percent'), '100');
    await user.type(screen.getByLabelText('Cap'), '1000');
    await user.type(screen.getByLabelText('Wagering multiple'), '35');
    await user.click(screen.getByRole('button', { name: 'Save bonus' }));

    expect(await screen.findByText('“Welcome” created.')).toBeInTheDocument();
    expect(writes(calls)[0]!.body).toMatchObject({
      trigger: 'first_deposit',
      code: null,
      kind: 'percent',
      percent: 100,
      cap: 1000,
      fixedAmount: null,
      maxBet: null,
    });
  });

  it('refuses what the contract refuses before sending, each message by its field', async () => {
    signInAs('content');
    const calls = stubBonuses();
    renderAt('/bonuses/new', <AppRoutes />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Trigger'), 'Deposit code');
    await user.type(screen.getByLabelText('Percent'), 'lots');
    await user.clear(screen.getByLabelText('Slots contribution %'));
    await user.type(screen.getByLabelText('Slots contribution %'), '150');
    await user.click(screen.getByRole('button', { name: 'Save bonus' }));

    await waitFor(() => expect(screen.getByLabelText('Title (English)')).toBeInvalid());
    expect(screen.getByLabelText('Title (English)')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(/This field is required\.$/);
    expect(screen.getByLabelText('Percent')).toHaveAccessibleDescription(/Enter a number, such as 50/);
    expect(screen.getByLabelText('Wagering multiple')).toHaveAccessibleDescription(
      /This field is required\.$/,
    );
    expect(screen.getByLabelText('Slots contribution %')).toHaveAccessibleDescription(
      /Must be at most 100\.$/,
    );
    expect(writes(calls)).toEqual([]);
  });

  it('shows the API’s field errors by their fields, and its message', async () => {
    signInAs('content');
    const calls = stubBonuses(() =>
      answer(
        {
          errors: {
            code: 'Another bonus already uses this code.',
            'contributions.slot': 'Must be at most 100.',
            maxBet: 'The amount has more decimal places than the currency allows.',
          },
        },
        'Please correct the highlighted fields.',
        400,
      ),
    );
    renderAt('/bonuses/new', <AppRoutes />);
    const user = userEvent.setup();
    await fillCodeBonus(user);
    await user.click(screen.getByRole('button', { name: 'Save bonus' }));

    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    const code = screen.getByLabelText('Code');
    expect(code).toBeInvalid();
    expect(code).toHaveAccessibleDescription(/Another bonus already uses this code\.$/);
    expect(code).toHaveFocus();
    expect(screen.getByLabelText('Slots contribution %')).toHaveAccessibleDescription(
      /Must be at most 100\.$/,
    );
    expect(screen.getByLabelText('Maximum bet')).toHaveAccessibleDescription(
      /more decimal places than the currency allows\.$/,
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/bonuses\/new$/);
    expect(writes(calls)).toHaveLength(1);

    // Corrected, the field's error goes as it is typed.
    await user.clear(code);
    await user.type(code, 'SPRING51');
    await waitFor(() => expect(code).not.toBeInvalid());
  });

  it('edits a saved definition with a PUT of every field', async () => {
    signInAs('content');
    const calls = stubBonuses((call) => answer({ ...WELCOME, ...(call.body as object) }, 'Saved.'));
    renderAt('/bonuses', <AppRoutes />);
    const user = userEvent.setup();
    await table();
    await user.click(within(rowOf('Welcome Bonus')).getByRole('link', { name: 'Edit' }));
    expect(
      await screen.findByRole('heading', { name: 'Edit bonus: Welcome Bonus', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Cap')).toHaveValue('1000');
    await user.clear(screen.getByLabelText('Wagering multiple'));
    await user.type(screen.getByLabelText('Wagering multiple'), '40');
    await user.clear(screen.getByLabelText('Maximum bet'));
    await user.click(screen.getByRole('button', { name: 'Save bonus' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const { id: _id, createdAt: _created, updatedAt: _updated, version: _version, ...terms } = WELCOME;
    expect(writes(calls).map((call) => [call.method, call.url.pathname, call.body])).toEqual([
      ['PUT', `${PATH}/2`, { ...terms, wageringMultiple: 40, maxBet: null }],
    ]);
  });

  it('is axe-clean: the list, the confirmation and the form with its errors', async () => {
    signInAs('content');
    stubBonuses();
    const { unmount } = renderAt('/bonuses', <AppRoutes />);
    await table();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(rowOf('Welcome Bonus')).getByRole('button', { name: 'Disable' }));
    expect(await axeViolations()).toEqual([]);
    unmount();

    renderAt('/bonuses/new', <AppRoutes />);
    await screen.findByLabelText('Trigger');
    await userEvent.selectOptions(screen.getByLabelText('Trigger'), 'Deposit code');
    await userEvent.click(screen.getByRole('button', { name: 'Save bonus' }));
    await waitFor(() => expect(screen.getByLabelText('Code')).toBeInvalid());
    expect(await axeViolations()).toEqual([]);
  });
});

const GOODWILL: AdminBonusDefinition = {
  ...TERMS,
  id: 6,
  title: { tr: 'Jest Bonusu', en: 'Goodwill' },
  trigger: 'staff_grant',
  code: null,
  kind: 'fixed',
  percent: null,
  cap: null,
  fixedAmount: 200,
  minDeposit: 0,
  wageringMultiple: 30,
  validDays: 14,
  maxBet: null,
  enabled: false,
  version: 3,
  updatedAt: '2026-11-06T10:00:00.000Z',
};

describe('a staff grant', () => {
  it('is forced to a set sum, hides the deposit terms and posts exactly the body typed', async () => {
    signInAs('content');
    const calls = stubBonuses((call) => answer({ ...GOODWILL, ...(call.body as object), id: 7 }, '', 201));
    renderAt('/bonuses/new', <AppRoutes />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title (Turkish)'), 'Jest Bonusu');
    await user.type(screen.getByLabelText('Title (English)'), 'Goodwill');
    await user.type(screen.getByLabelText('Description (Turkish)'), 'Bir özür.');
    await user.type(screen.getByLabelText('Description (English)'), 'An apology.');
    // Typed for a deposit bonus first: the staff grant must not carry them.
    expect(screen.getByRole('radio', { name: 'A share of the deposit' })).toBeChecked();
    await user.type(screen.getByLabelText('Percent'), '100');
    await user.clear(screen.getByLabelText('Minimum deposit'));
    await user.type(screen.getByLabelText('Minimum deposit'), '100');
    await user.clear(screen.getByLabelText('Claim window days'));
    await user.type(screen.getByLabelText('Claim window days'), '3');

    await user.selectOptions(screen.getByLabelText('Trigger'), 'Staff grant');
    const share = screen.getByRole('radio', { name: 'A share of the deposit' });
    expect(screen.getByRole('radio', { name: 'A set sum' })).toBeChecked();
    expect(share).toBeDisabled();
    expect(share).toHaveAccessibleDescription(
      'A staff grant is a set sum: there is no deposit to take a share of.',
    );
    expect(screen.queryByLabelText('Percent')).toBeNull();
    expect(screen.queryByLabelText('Minimum deposit')).toBeNull();
    expect(screen.queryByLabelText('Claim window days')).toBeNull();
    expect(screen.getByText(/Minimum deposit: not used/)).toBeInTheDocument();
    expect(screen.getByText(/Claim window: not used/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.type(screen.getByLabelText('Fixed amount'), '100');
    await user.type(screen.getByLabelText('Wagering multiple'), '30');
    await user.clear(screen.getByLabelText('Valid days'));
    await user.type(screen.getByLabelText('Valid days'), '14');
    await user.click(screen.getByRole('button', { name: 'Save bonus' }));

    expect(await screen.findByText('“Goodwill” created.')).toBeInTheDocument();
    expect(writes(calls).map((call) => [call.method, call.url.pathname, call.body])).toEqual([
      [
        'POST',
        PATH,
        {
          title: { tr: 'Jest Bonusu', en: 'Goodwill' },
          description: { tr: 'Bir özür.', en: 'An apology.' },
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
        },
      ],
    ]);
  });
});

describe('a definition’s versions', () => {
  const V1 = { ...GOODWILL, version: 1, fixedAmount: 100, wageringMultiple: 20, enabled: true };
  const V2 = { ...GOODWILL, version: 2, enabled: true };
  const VERSIONS = [
    { version: 3, terms: GOODWILL, replacedBy: null, replacedAt: null },
    { version: 2, terms: V2, replacedBy: 'owner', replacedAt: '2026-11-06T10:00:00.000Z' },
    { version: 1, terms: V1, replacedBy: 'content', replacedAt: '2026-11-04T10:00:00.000Z' },
  ];

  it('shows the version beside each title in the list', async () => {
    signInAs('analyst');
    stubBonuses(undefined, [...DEFINITIONS, GOODWILL]);
    renderAt('/bonuses', <AppRoutes />);
    await table();
    expect(within(rowOf('Goodwill')).getByText('v3')).toBeInTheDocument();
    expect(within(rowOf('Goodwill')).getByText('Staff grant')).toBeInTheDocument();
    expect(within(rowOf('Welcome Bonus')).getByText('v1')).toBeInTheDocument();
  });

  it('lists each version with what it changed, who replaced it and when, the current one marked', async () => {
    signInAs('analyst');
    const calls = stubBonuses(undefined, [...DEFINITIONS, GOODWILL], () => VERSIONS);
    renderAt('/bonuses/6', <AppRoutes />);
    const versions = await screen.findByRole('table', { name: 'Versions' });
    expect(calls.map((call) => call.url.pathname)).toContain(`${PATH}/6/versions`);
    const rows = within(versions).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);

    const [current, second, first] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(current).getByText('v3')).toBeInTheDocument();
    expect(within(current).getByText('Current')).toBeInTheDocument();
    expect(
      within(current)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Enabled → Disabled']);
    expect(within(current).getByText('In force')).toBeInTheDocument();

    expect(within(second).getByText('v2')).toBeInTheDocument();
    expect(within(second).queryByText('Current')).toBeNull();
    expect(
      within(second)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fixed amount 100 → 200', 'Wagering multiple ×20 → ×30']);
    expect(within(second).getByText('owner')).toBeInTheDocument();

    expect(within(first).getByText('v1')).toBeInTheDocument();
    expect(within(first).getByText('First version')).toBeInTheDocument();
    expect(within(first).getByText('content')).toBeInTheDocument();
    expect(screen.getByText('Version 3')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
