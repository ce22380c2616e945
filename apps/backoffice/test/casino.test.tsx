import type { AdminCasinoCategory, AdminCasinoGame, AdminCasinoProvider, AdminMedia } from '@lale/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../src/shell/AppRoutes.tsx';
import { renderAt, signInAs, stubFetch, type FetchCall } from './support.tsx';

/*
 * The Casino screen (issue #27): providers with their switch and whether they can launch, switching
 * one off only after confirming, a game's editor sending every field, the categories' order sent whole,
 * and a role that only reads (casino.view) seeing no write button.
 */

const CASINO = '/api/admin/casino';

const PROVIDERS: AdminCasinoProvider[] = [
  { providerId: 1, name: 'Pragmatic Play', enabled: true, configured: true, games: 42, enabledGames: 40 },
  { providerId: 2, name: 'SoftGamings', enabled: true, configured: false, games: 12, enabledGames: 12 },
  { providerId: 3, name: 'EGT Digital', enabled: false, configured: true, games: 7, enabledGames: 5 },
];

const CATEGORIES: AdminCasinoCategory[] = [
  { id: 1, name: { tr: 'Slotlar', en: 'Slots' }, slugList: ['slot'], imageUrl: null, sort: 1, games: 30 },
  {
    id: 2,
    name: { tr: 'Canlı Casino', en: 'Live casino' },
    slugList: ['live'],
    imageUrl: '/media/uploads/live.png',
    sort: 2,
    games: 8,
  },
  {
    id: 5,
    name: { tr: 'Yeni', en: 'New games' },
    slugList: ['slot', 'games'],
    imageUrl: null,
    sort: 3,
    games: 4,
  },
];

const GAME: AdminCasinoGame = {
  gameId: 77,
  code: 'vs20candy',
  name: 'Sweet Candy Rush',
  providerId: 1,
  provider: 'Pragmatic Play',
  live: false,
  enabled: true,
  popular: false,
  isNew: true,
  sort: 10,
  imageUrl: null,
  tileUrl: '/api/casino/art/77.svg',
  categoryIds: [1],
};

const MEDIA: AdminMedia[] = [
  {
    id: 3,
    url: '/media/uploads/3f2a.png',
    fileName: 'candy-tile.png',
    contentType: 'image/png',
    bytes: 12_000,
    uploadedBy: 'content',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
];

/** The API as the contract describes it; writes answer with a message, as the server does. */
function answerCasino(call: FetchCall): unknown {
  const path = call.url.pathname;
  if (call.method === 'GET') {
    if (path === `${CASINO}/providers`) return PROVIDERS;
    if (path === `${CASINO}/categories`) return CATEGORIES;
    if (path === `${CASINO}/games`) return { items: [GAME], total: 1 };
    if (path === '/api/admin/cms/media') return { items: MEDIA, total: MEDIA.length };
    return { items: [], total: 0 };
  }
  const message = (text: string, data: unknown) => Response.json({ success: true, message: text, data });
  if (path === `${CASINO}/providers/1/enabled`)
    return message('Pragmatic Play switched off.', { ...PROVIDERS[0], enabled: false });
  if (path === `${CASINO}/games/77/enabled`)
    return message('Game switched off.', { gameId: 77, code: 'vs20candy', enabled: false });
  if (path === `${CASINO}/games/77`) return message('Game saved.', { ...GAME, ...(call.body as object) });
  if (path === `${CASINO}/categories/reorder`) return message('Categories reordered.', CATEGORIES);
  return null;
}

const writes = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map((call) => ({
      method: call.method,
      path: call.url.pathname,
      body: call.body,
    }));

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLTableRowElement;

describe('the Casino screen', () => {
  it('lists the providers with their switch, whether they can launch, and their games', async () => {
    signInAs('owner');
    stubFetch(answerCasino);
    renderAt('/casino', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Casino', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Providers' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Pragmatic Play');

    const pragmatic = within(rowOf('Pragmatic Play'));
    expect(pragmatic.getByText('On')).toBeInTheDocument();
    expect(pragmatic.queryByText('Not configured')).toBeNull();
    expect(pragmatic.getByText('40 of 42')).toBeInTheDocument();
    expect(pragmatic.getByRole('button', { name: 'Switch off Pragmatic Play' })).toBeInTheDocument();

    const soft = within(rowOf('SoftGamings'));
    expect(soft.getByText('On')).toBeInTheDocument();
    expect(soft.getByText('Not configured')).toBeInTheDocument();
    expect(soft.getByText('Its games stay hidden until it is configured.')).toBeInTheDocument();

    const egt = within(rowOf('EGT Digital'));
    expect(egt.getByText('Off')).toBeInTheDocument();
    expect(egt.getByRole('button', { name: 'Switch on EGT Digital' })).toBeInTheDocument();
  });

  it('switches a provider off only after confirming, posting {enabled: false}, and shows the answer', async () => {
    signInAs('owner');
    const calls = stubFetch(answerCasino);
    renderAt('/casino', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Switch off Pragmatic Play' }));

    const dialog = screen.getByRole('dialog', { name: 'Switch off Pragmatic Play?' });
    expect(dialog).toHaveTextContent("The lobby and search drop Pragmatic Play's games at once");
    expect(writes(calls)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByText('Pragmatic Play switched off.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: `${CASINO}/providers/1/enabled`, body: { enabled: false } },
    ]);
  });

  it('sends nothing when the switch is cancelled', async () => {
    signInAs('owner');
    const calls = stubFetch(answerCasino);
    renderAt('/casino', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Switch on EGT Digital' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch on EGT Digital?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(calls)).toEqual([]);
  });

  it('filters the games and edits one, sending every field of the contract', async () => {
    signInAs('owner');
    const calls = stubFetch(answerCasino);
    renderAt('/casino?tab=games', <AppRoutes />);
    expect(await screen.findByRole('img', { name: 'Sweet Candy Rush' })).toBeInTheDocument();
    const row = within(rowOf('vs20candy'));
    expect(row.getByText('Pragmatic Play')).toBeInTheDocument();
    expect(row.getByText('New')).toBeInTheDocument();

    // Search by code, then a provider: each reaches the API's query.
    const filters = screen.getByRole('search', { name: 'Filter Games' });
    await userEvent.type(within(filters).getByLabelText('Search'), 'candy');
    await userEvent.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('search')).toBe('candy'));
    await waitFor(() =>
      expect(within(filters).getByRole('option', { name: 'EGT Digital' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(within(filters).getByLabelText('Provider'), 'Pragmatic Play');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('providerId')).toBe('1'));
    await userEvent.selectOptions(within(filters).getByLabelText('Status'), 'Off');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('enabled')).toBe('false'));

    await userEvent.click(screen.getByRole('button', { name: 'Edit Sweet Candy Rush' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit game: Sweet Candy Rush' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Sweet Candy Rush Deluxe');
    const sort = within(dialog).getByLabelText('Sort');
    await userEvent.clear(sort);
    await userEvent.type(sort, '3');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Popular (listed first)' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'New' }));
    const categories = within(dialog).getByRole('group', { name: 'Categories' });
    expect(within(categories).getByRole('checkbox', { name: 'Slots' })).toBeChecked();
    await userEvent.click(within(categories).getByRole('checkbox', { name: 'New games' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose a picture…' }));
    const picker = screen.getByRole('dialog', { name: 'Choose a picture for Sweet Candy Rush' });
    expect(within(picker).getByLabelText('Upload a picture')).toBeInTheDocument();
    await userEvent.click(await within(picker).findByRole('button', { name: 'Use candy-tile.png' }));
    expect(screen.queryByRole('dialog', { name: 'Choose a picture for Sweet Candy Rush' })).toBeNull();
    expect(within(dialog).getByLabelText('Picture')).toHaveValue('/media/uploads/3f2a.png');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save game' }));
    expect(await screen.findByText('Game saved.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: `${CASINO}/games/77`,
        body: {
          name: 'Sweet Candy Rush Deluxe',
          sort: 3,
          popular: true,
          isNew: false,
          imageUrl: '/media/uploads/3f2a.png',
          categoryIds: [1, 5],
        },
      },
    ]);
  });

  it("refuses a game without a name here, and shows the server's field errors beside their fields", async () => {
    signInAs('owner');
    const calls = stubFetch((call) =>
      call.method === 'PUT'
        ? Response.json(
            {
              success: false,
              message: 'Please correct the highlighted fields.',
              data: { errors: { imageUrl: 'Enter an uploaded picture or an allowed https address.' } },
            },
            { status: 400 },
          )
        : answerCasino(call),
    );
    renderAt('/casino?tab=games', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sweet Candy Rush' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit game: Sweet Candy Rush' });
    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save game' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Candy');
    await userEvent.type(within(dialog).getByLabelText('Picture'), '/media/uploads/x.png');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save game' }));
    expect(
      await within(dialog).findByText('Enter an uploaded picture or an allowed https address.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Picture')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toHaveLength(1);
  });

  it('switches a game off with one click', async () => {
    signInAs('owner');
    const calls = stubFetch(answerCasino);
    renderAt('/casino?tab=games', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'Switch off Sweet Candy Rush' }));
    expect(await screen.findByText('Game switched off.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: `${CASINO}/games/77/enabled`, body: { enabled: false } },
    ]);
  });

  it('moves a category, sending every id once in the new order, and keeps the focus on the move', async () => {
    signInAs('owner');
    // The server keeps the order it is sent.
    let order = CATEGORIES;
    const calls = stubFetch((call) => {
      if (call.url.pathname === `${CASINO}/categories` && call.method === 'GET') return order;
      if (call.url.pathname === `${CASINO}/categories/reorder`) {
        const { ids } = call.body as { ids: number[] };
        order = ids.map((id) => CATEGORIES.find((category) => category.id === id)!);
        return Response.json({ success: true, message: 'Categories reordered.', data: order });
      }
      return answerCasino(call);
    });
    renderAt('/casino?tab=categories', <AppRoutes />);
    await screen.findByText('Slotlar');
    const slots = within(rowOf('Slotlar'));
    expect(slots.getByText('30')).toBeInTheDocument();
    expect(
      within(rowOf('Canlı Casino')).getByRole('img', { name: 'Live casino picture' }),
    ).toBeInTheDocument();
    expect(slots.getByRole('button', { name: 'Move Slots up' })).toBeDisabled();

    await userEvent.click(slots.getByRole('button', { name: 'Move Slots down' }));
    expect(await screen.findByText('Categories reordered.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: `${CASINO}/categories/reorder`, body: { ids: [2, 1, 5] } },
    ]);
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('[lang="en"]')?.textContent);
    expect(names()).toEqual(['Live casino', 'Slots', 'New games']);
    expect(screen.getByRole('button', { name: 'Move Slots down' })).toHaveFocus();

    // Up to the top: its "Move up" is then disabled, so the focus goes to its "Move down".
    await userEvent.click(screen.getByRole('button', { name: 'Move Slots up' }));
    await waitFor(() => expect(names()).toEqual(['Slots', 'Live casino', 'New games']));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { ids: [2, 1, 5] },
      { ids: [1, 2, 5] },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Slots down' })).toHaveFocus());
  });

  it('adds a category with both names, its lobby pages and the default picture', async () => {
    signInAs('owner');
    const calls = stubFetch((call) =>
      call.method === 'POST' && call.url.pathname === `${CASINO}/categories`
        ? { ...CATEGORIES[0], id: 9, ...(call.body as object) }
        : answerCasino(call),
    );
    renderAt('/casino?tab=categories', <AppRoutes />);
    await userEvent.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = screen.getByRole('dialog', { name: 'New category' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save category' }));
    expect(await within(dialog).findByText('Choose at least one lobby page.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Name (Turkish)'), 'Masa Oyunları');
    await userEvent.type(within(dialog).getByLabelText('Name (English)'), 'Table games');
    const pages = within(dialog).getByRole('group', { name: 'Lobby pages' });
    await userEvent.click(within(pages).getByRole('checkbox', { name: 'Live casino' }));
    await userEvent.click(within(pages).getByRole('checkbox', { name: 'Games' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save category' }));
    expect(await screen.findByText('Table games added.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: `${CASINO}/categories`,
        body: {
          name: { tr: 'Masa Oyunları', en: 'Table games' },
          slugList: ['live', 'games'],
          imageUrl: null,
        },
      },
    ]);
  });

  it('shows a role with casino.view only (support) no write button on any tab', async () => {
    signInAs('support');
    stubFetch(answerCasino);
    renderAt('/casino', <AppRoutes />);
    await screen.findByText('Pragmatic Play');
    expect(screen.queryByRole('button', { name: /^Switch (on|off)/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Games' }));
    await screen.findByText('vs20candy');
    expect(screen.queryByRole('button', { name: /^(Switch|Edit)/ })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Categories' }));
    await screen.findByText('Slotlar');
    expect(screen.queryByRole('button', { name: /^(Move|Edit|New category)/ })).toBeNull();
  });
});
