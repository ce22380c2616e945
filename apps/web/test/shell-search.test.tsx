import type { Game } from '@lale/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeGameParam } from '../src/features/casino/index.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { Header } from '../src/shell/Header/Header.tsx';
import { useMenu } from '../src/shell/menuStore.ts';
import SearchDialog from '../src/shell/Search/SearchDialog.tsx';
import { bodiesSent, envelope, mockApi, renderWithRouter } from './helpers.tsx';

const GAMES = '/api/casino/games';

function game(gameCode: string, name: string): Game {
  return { gameCode, name, providerName: 'Pragmatic Play', mainProviderId: 1, productId: null, system: null };
}

beforeEach(async () => {
  await initI18n('tr');
});

afterEach(() => {
  useMenu.setState({ searchOpen: false, searchLive: false, sideMenuOpen: false });
});

function openSearch(live: boolean) {
  useMenu.setState({ searchOpen: true, searchLive: live });
  const view = renderWithRouter(<SearchDialog />);
  return { ...view, input: screen.getByLabelText('Oyun adı') };
}

describe('header search button (spec §2)', () => {
  it('opens slot search by default', () => {
    renderWithRouter(<Header />, '/casino/slot');
    fireEvent.click(screen.getByRole('button', { name: 'Oyun Ara' }));
    expect(useMenu.getState()).toMatchObject({ searchOpen: true, searchLive: false });
  });

  it('opens live search on the live casino', () => {
    renderWithRouter(<Header />, '/casino/live');
    fireEvent.click(screen.getByRole('button', { name: 'Oyun Ara' }));
    expect(useMenu.getState()).toMatchObject({ searchOpen: true, searchLive: true });
  });
});

describe('game search dialog (spec §2, §7)', () => {
  it('asks once the typing settles, with take 4, and lists the flattened answer', async () => {
    const fetchMock = mockApi({
      [GAMES]: [[game('vs20', 'Sweet Bonanza')], [game('vs25', 'Sweet Kingdom')]],
    });
    const { input } = openSearch(false);
    expect(screen.getByRole('dialog', { name: 'Slot Oyunlarında Ara' })).toBeVisible();
    expect(screen.getByText('Aramak için en az 2 harf yazın.')).toBeVisible();

    fireEvent.change(input, { target: { value: 'Sw' } });
    fireEvent.change(input, { target: { value: 'Sweet' } });
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
    const results = await screen.findByRole('list', { name: 'Bulunan oyunlar' });
    expect(bodiesSent(fetchMock, GAMES)).toEqual([{ live: false, search: 'Sweet', skip: 0, take: 4 }]);
    expect(
      within(results)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Sweet BonanzaPragmatic Play', 'Sweet KingdomPragmatic Play']);
  });

  it('opens the chosen game on its page and closes', async () => {
    mockApi({ [GAMES]: [[game('vs20', 'Sweet Bonanza')]] });
    const { input, router } = openSearch(false);
    fireEvent.change(input, { target: { value: 'Sweet' } });
    fireEvent.click(await screen.findByRole('button', { name: /Sweet Bonanza/ }));
    expect(useMenu.getState().searchOpen).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/casino\/play\//));
    const param = router.state.location.pathname.split('/').at(-1);
    expect(decodeGameParam(param)).toMatchObject({ gameCode: 'vs20', name: 'Sweet Bonanza' });
  });

  it('says so when nothing matches, and searches live games after switching', async () => {
    const fetchMock = mockApi({ [GAMES]: [] });
    const { input } = openSearch(false);
    fireEvent.change(input, { target: { value: 'Zzyzx' } });
    expect(await screen.findByText('Aradığınız oyun bulunamadı.')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Canlı Casino' }));
    expect(screen.getByRole('dialog', { name: 'Canlı Casinoda Ara' })).toBeVisible();
    await waitFor(() => expect(bodiesSent(fetchMock, GAMES)).toHaveLength(2));
    expect(bodiesSent(fetchMock, GAMES)[1]).toMatchObject({ live: true, search: 'Zzyzx' });
  });

  it('offers a retry when the search fails', async () => {
    mockApi({ [GAMES]: () => ({ status: 500, body: envelope(null, 'Sunucu hatası', false) }) });
    const { input } = openSearch(true);
    fireEvent.change(input, { target: { value: 'Rulet' } });
    expect(
      await screen.findByText('Arama şu anda yapılamıyor. Lütfen biraz sonra tekrar deneyin.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
  });
});
