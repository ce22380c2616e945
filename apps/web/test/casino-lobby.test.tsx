import type { Game } from '@lale/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CasinoPage } from '../src/features/casino/index.ts';
import { areaOfPath, categoriesOf } from '../src/features/casino/categories.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { notify } from '../src/lib/notify.ts';
import { useSession } from '../src/lib/session.ts';
import { bodiesSent, envelope, mockApi, renderWithRouter, sampleAuth, sampleBootstrap } from './helpers.tsx';

/* Casino lobbies (spec §2): the area's categories, the grid and the favourite toggle's toasts (§8). */

const game = (n: number, providerName: Game['providerName'] = 'Pragmatic Play'): Game => ({
  gameCode: `pp-${n}`,
  name: `Game ${n}`,
  providerName,
  mainProviderId: 5,
  productId: null,
  system: null,
});

const CATEGORY_GAMES = '/api/casino/categorygames';
const TOGGLE = '/api/casino/togglefavorite';
const FAVORITES = '/api/casino/favorites';

const CATEGORIES = [
  { id: 1, name: 'Slot', slugList: ['slot'], imageUrl: null },
  { id: 2, name: 'Canlı Casino', slugList: ['live'], imageUrl: '/media/categories/live.webp' },
  { id: 3, name: 'Popüler', slugList: ['slot', 'live', 'games'], imageUrl: null },
  { id: 7, name: 'TV Oyunları', slugList: ['tvbets'], imageUrl: null },
];

beforeEach(async () => {
  await initI18n('en');
  useSession.getState().beginSession(sampleAuth());
  // The lobby's tabs are the bootstrap's casino categories (the stored copy is read first).
  localStorage.setItem('bootstrap', JSON.stringify(sampleBootstrap({ casinoCategoryList: CATEGORIES })));
});

describe('lobby areas', () => {
  it('lists the categories whose slugList names the area', () => {
    expect(categoriesOf('tvbets', CATEGORIES).map((c) => c.name)).toEqual(['TV Oyunları']);
    expect(categoriesOf('live', CATEGORIES).map((c) => c.id)).toEqual([2, 3]);
    expect(areaOfPath('/casino/live')).toBe('live');
    expect(areaOfPath('/casino/unknown')).toBe('slot');
  });
});

describe('the lobby page', () => {
  it("shows each category tab with the category's image, the default image when it has none (spec §3)", async () => {
    mockApi({ [CATEGORY_GAMES]: [game(1)] });
    renderWithRouter(<CasinoPage />, '/casino/live');
    const live = await screen.findByRole('button', { name: 'Canlı Casino' });
    const popular = screen.getByRole('button', { name: 'Popüler' });
    expect(live.querySelector('img')).toHaveAttribute('src', '/media/categories/live.webp');
    expect(popular.querySelector('img')).toHaveAttribute('src', '/media/category-default.svg');
    // The picture is decorative: the tab keeps its name as its accessible name.
    expect(live.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('asks for the first category, filters by provider and toggles favourites with the spec toasts', async () => {
    let favorite = false;
    const fetchMock = mockApi({
      [CATEGORY_GAMES]: [game(1), game(2, 'Hub88')],
      [FAVORITES]: () => ({ body: envelope(favorite ? [game(1)] : []) }),
      [TOGGLE]: () => {
        favorite = !favorite;
        return { body: envelope({ isFavorite: favorite }) };
      },
    });
    const success = vi.spyOn(notify, 'success');
    const warning = vi.spyOn(notify, 'warning');
    renderWithRouter(<CasinoPage />, '/casino/slot');

    expect(await screen.findByText('Game 1')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, CATEGORY_GAMES)[0]).toEqual({ systemCategory: [1] });

    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'Hub88' } });
    expect(screen.queryByText('Game 1')).not.toBeInTheDocument();
    expect(screen.getByText('Game 2')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: '' } });

    fireEvent.click(screen.getByRole('button', { name: 'Add Game 1 to favourites' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Added to favorites'));
    expect(bodiesSent(fetchMock, TOGGLE)[0]).toEqual({ code: 'pp-1', providerId: 5 });
    const remove = await screen.findByRole('button', { name: 'Remove Game 1 from favourites' });
    fireEvent.click(remove);
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Removed from favorites'));
  });

  it('opens the login dialog when a visitor stars a game', async () => {
    useSession.getState().endSession();
    mockApi({ [CATEGORY_GAMES]: [game(1)] });
    renderWithRouter(<CasinoPage />, '/casino/slot');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Game 1 to favourites' }));
    expect(useSession.getState().activeDialog).toBe('login');
  });
});

describe('search paging', () => {
  it('asks for the next 4 while the last page was full', async () => {
    const { nextSearchSkip } = await import('../src/shell/Search/gameSearch.ts');
    const page = [game(1), game(2), game(3), game(4)];
    expect(nextSearchSkip(page, [page])).toBe(4);
    expect(nextSearchSkip(page, [page, page])).toBe(8);
    expect(nextSearchSkip([game(5)], [page, [game(5)]])).toBeUndefined();
  });
});
