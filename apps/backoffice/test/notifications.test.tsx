import axe from 'axe-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../src/shell/AppRoutes.tsx';
import { renderAt, signInAs, stubFetch, type FetchCall } from './support.tsx';

/*
 * The Notifications screen (issue #27): a segment's exact body (only the filters given, figures as
 * numbers), the recipients' count and its clearing when the audience changes, the confirmation with
 * the count before a send, the API's field errors by their fields and the rest in the form's alert,
 * and a role without content.edit kept out.
 */

const SEND = '/api/admin/notifications';
const PREVIEW = '/api/admin/notifications/preview';
const COUNTRIES = [
  { id: 1, name: 'Türkiye' },
  { id: 2, name: 'Germany' },
  { id: 3, name: 'Azerbaijan' },
];

/** An envelope with the server's message (stubFetch's own answers carry an empty one). */
const answer = (data: unknown, message = '', status = 200) =>
  Response.json({ success: status < 400, message, data }, { status });

const refused = (errors: Record<string, string>) =>
  Response.json({ success: false, message: 'Validation failed.', data: { errors } }, { status: 400 });

/** The country list, a count of 12 (3 left out), and `send` for the send itself. */
function serve(send: (call: FetchCall) => unknown = () => ({ created: 12, skippedRestricted: 3 })) {
  return stubFetch((call) => {
    if (call.url.pathname === '/api/auth/form') return { countries: COUNTRIES };
    if (call.url.pathname === PREVIEW) return { recipients: 12, skippedRestricted: 3 };
    if (call.url.pathname === SEND) return send(call);
    return null;
  });
}

const writes = (calls: FetchCall[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => [call.url.pathname, call.body]);

async function open() {
  renderAt('/notifications', <AppRoutes />);
  expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeInTheDocument();
  return userEvent.setup();
}

/** Types a text at once (pasted: the test is about the body, not the keystrokes). */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function writeMessage(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Type'), 'Bonus');
  await fill(user, 'Title (Turkish)', 'Hafta sonu bonusu');
  await fill(user, 'Title (English)', 'Weekend bonus');
  await fill(user, 'Message (Turkish)', 'Cumartesi %50 bonus.');
  await fill(user, 'Message (English)', '50% bonus on Saturday.');
}

const MESSAGE = {
  type: 4,
  title: { tr: 'Hafta sonu bonusu', en: 'Weekend bonus' },
  note: { tr: 'Cumartesi %50 bonus.', en: '50% bonus on Saturday.' },
};

const countLine = () => screen.getByText(/will receive it|Not counted yet|Counting/);

const axeOptions: axe.RunOptions = {
  // jsdom draws nothing (no contrast to measure); the page's landmarks come from the whole app shell.
  rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
};
const axeViolations = async () =>
  (await axe.run(document.body, axeOptions)).violations.map((violation) => violation.id);

describe('the Notifications screen', () => {
  it('sends to a segment with only the filters given, numbers as numbers, after confirming the count', async () => {
    signInAs('content');
    const calls = serve(() =>
      answer({ created: 12, skippedRestricted: 3 }, 'Sent to 12 players; 3 left out for safer play.'),
    );
    const user = await open();
    await writeMessage(user);

    await user.click(screen.getByRole('radio', { name: 'A segment' }));
    expect(
      screen.getByText('Self-excluded, timed-out and restricted players are always left out.'),
    ).toBeVisible();
    const countries = screen.getByRole('group', { name: 'Countries' });
    await user.click(await within(countries).findByRole('checkbox', { name: 'Germany' }));
    await user.click(within(countries).getByRole('checkbox', { name: 'Azerbaijan' }));
    const statuses = screen.getByRole('group', { name: 'Account status' });
    expect(within(statuses).getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await user.click(within(statuses).getByRole('checkbox', { name: 'Blocked' }));
    await user.type(screen.getByLabelText('Active within (days)'), '30');
    await user.selectOptions(screen.getByLabelText('Deposit currency'), 'EUR');
    await user.type(screen.getByLabelText('Deposited at least'), '100,50');
    await user.selectOptions(screen.getByLabelText('Bonus use'), 'Never');

    // No count yet: Send counts first, then asks with the count.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send notification' });
    expect(within(confirm).getByText(/“Weekend bonus” goes to 12 players/)).toBeInTheDocument();
    expect(within(confirm).getByText(/3 left out for safer play/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Send to 12 players' }));

    expect(await screen.findByText('Sent to 12 players; 3 left out for safer play.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const segment = {
      countryIds: [2, 3],
      statuses: ['active', 'blocked'],
      activeWithinDays: 30,
      deposits: { currencyId: 2, min: 100.5 },
      bonusUse: 'never',
    };
    expect(writes(calls)).toEqual([
      [PREVIEW, { target: { segment } }],
      [SEND, { ...MESSAGE, target: { segment } }],
    ]);
    // Sent: the form starts over, so the same message is not sent twice by accident.
    expect(screen.getByLabelText('Title (English)')).toHaveValue('');
  });

  it('counts the recipients, and drops the count as soon as the audience changes', async () => {
    signInAs('owner');
    const calls = serve();
    const user = await open();

    await user.click(screen.getByRole('radio', { name: 'Everyone active' }));
    expect(countLine()).toHaveTextContent('Not counted yet');
    await user.click(screen.getByRole('button', { name: 'Count recipients' }));
    expect(
      await screen.findByText('12 players will receive it (3 left out for safer play)'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'A segment' }));
    expect(countLine()).toHaveTextContent('Not counted yet');

    await user.click(screen.getByRole('button', { name: 'Count recipients' }));
    expect(await screen.findByText(/12 players will receive it/)).toBeInTheDocument();
    // A filter is part of the audience too.
    await user.type(screen.getByLabelText('Inactive for at least (days)'), '90');
    expect(countLine()).toHaveTextContent('Not counted yet');

    await user.click(screen.getByRole('button', { name: 'Count recipients' }));
    await screen.findByText(/12 players will receive it/);
    // The message is not: writing it keeps the count.
    await user.type(screen.getByLabelText('Title (English)'), 'Hello');
    expect(countLine()).toHaveTextContent('12 players will receive it');

    expect(writes(calls)).toEqual([
      [PREVIEW, { target: 'all' }],
      [PREVIEW, { target: { segment: { statuses: ['active'] } } }],
      [PREVIEW, { target: { segment: { statuses: ['active'], inactiveForDays: 90 } } }],
    ]);
  });

  it('sends to one player with the count it already has, and is axe-clean', async () => {
    signInAs('content');
    const calls = serve();
    const user = await open();
    await writeMessage(user);
    await user.type(screen.getByLabelText('Player ID'), '42');
    await user.click(screen.getByRole('button', { name: 'Count recipients' }));
    await screen.findByText(/12 players will receive it/);
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send notification' });
    await user.click(within(confirm).getByRole('button', { name: 'Send to 12 players' }));
    // The server worded nothing: the screen's own sentence.
    expect(await screen.findByText('Sent to 12 players (3 left out for safer play).')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      [PREVIEW, { target: { playerId: 42 } }],
      [SEND, { ...MESSAGE, target: { playerId: 42 } }],
    ]);
  });

  it('shows the API’s field errors by their fields and the rest in the form’s alert', async () => {
    signInAs('content');
    const calls = serve(() =>
      refused({
        'title.en': 'Write at most 120 characters.',
        'target.segment.deposits.min': 'The amount has more decimal places than the currency allows.',
        'target.segment.countryIds.0': 'There is no such country.',
        extra: 'Something the form has no field for.',
      }),
    );
    const user = await open();
    await writeMessage(user);
    await user.click(screen.getByRole('radio', { name: 'A segment' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Türkiye' }));
    await user.selectOptions(screen.getByLabelText('Deposit currency'), 'TRY');
    await user.type(screen.getByLabelText('Deposited at least'), '10.005');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send notification' });
    await user.click(within(confirm).getByRole('button', { name: 'Send to 12 players' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Title (English)')).toHaveAccessibleDescription(
      expect.stringContaining('Write at most 120 characters.'),
    );
    expect(screen.getByLabelText('Title (English)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Deposited at least')).toHaveAccessibleDescription(
      expect.stringContaining('more decimal places than the currency allows'),
    );
    expect(screen.getByRole('group', { name: 'Countries' })).toHaveAccessibleDescription(
      expect.stringContaining('There is no such country.'),
    );
    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes('Validation failed.'));
    expect(alert).toHaveTextContent('extra: Something the form has no field for.');
    expect(alert).not.toHaveTextContent('Write at most 120 characters.');
    expect(writes(calls).map(([path]) => path)).toEqual([PREVIEW, SEND]);
    // The segment's filters, with their errors, are axe-clean too.
    expect(await axeViolations()).toEqual([]);
  });

  it('puts an unknown player by the Player ID', async () => {
    signInAs('content');
    stubFetch((call) =>
      call.url.pathname === PREVIEW
        ? answer(null, 'The player was not found.', 404)
        : { countries: COUNTRIES },
    );
    const user = await open();
    await user.type(screen.getByLabelText('Player ID'), '999');
    await user.click(screen.getByRole('button', { name: 'Count recipients' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Player ID')).toHaveAccessibleDescription(
        expect.stringContaining('The player was not found.'),
      ),
    );
  });

  it('checks the form before calling: both languages, a player ID, amounts with their currency', async () => {
    signInAs('content');
    const calls = serve();
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Title (Turkish)')).toHaveAttribute('aria-invalid', 'true'),
    );
    for (const label of ['Title (English)', 'Message (Turkish)', 'Message (English)', 'Player ID'])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('radio', { name: 'A segment' }));
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.type(screen.getByLabelText('Deposited at most'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Count recipients' }));
    expect(await screen.findByText('Tick at least one account status.')).toBeInTheDocument();
    expect(screen.getByLabelText('Deposited at most')).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount'),
    );
    expect(screen.getByLabelText('Deposit currency')).toHaveAccessibleDescription(
      expect.stringContaining('Pick the currency the amounts are in.'),
    );
    expect(writes(calls)).toEqual([]);
  });

  it('is neither listed nor opened for a role without content.edit', async () => {
    signInAs('analyst');
    serve();
    renderAt('/notifications', <AppRoutes />);
    expect(await screen.findByText('You do not have permission')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'Notifications' })).toBeNull();
  });
});
