import type { Game } from '@lale/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../src/lib/session.ts';
import { decodeGameParam } from '../src/features/casino/index.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { notify } from '../src/lib/notify.ts';
import { BottomBar } from '../src/shell/BottomBar/BottomBar.tsx';
import { useMenu } from '../src/shell/menuStore.ts';
import SideMenuDrawer from '../src/shell/SideMenu/SideMenuDrawer.tsx';
import { bodiesSent, mockApi, renderWithRouter, sampleAuth, sampleBootstrap } from './helpers.tsx';

beforeEach(async () => {
  await initI18n('tr');
  localStorage.setItem('bootstrap', JSON.stringify(sampleBootstrap()));
});

afterEach(() => {
  useMenu.setState({ sideMenuOpen: false, searchOpen: false });
});

const AVIATOR: Game = {
  gameCode: 'aviator',
  name: 'Aviator',
  providerName: 'Hub88',
  mainProviderId: 3,
  productId: null,
  system: null,
};

function openDrawer(path = '/') {
  useMenu.setState({ sideMenuOpen: true });
  const view = renderWithRouter(<SideMenuDrawer />, path);
  const drawer = screen.getByRole('dialog', { name: 'Menü' });
  return { ...view, drawer };
}

describe('side menu drawer (spec §2)', () => {
  it('has the four groups, two High Rate badges, the language dropdown and a search', () => {
    const { drawer } = openDrawer();
    const headings = within(drawer).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Menü',
      'Casino',
      'Spor Bahisleri',
      'Oyunlar',
      'Diğer',
      'Bizi Takip Edin',
    ]);
    expect(within(drawer).getAllByText('Yüksek Oran')).toHaveLength(2);
    const language = within(drawer).getByRole('combobox', { name: 'Dil' });
    expect(within(language).getByRole('option', { name: 'Dil Seçin' })).toBeDisabled();
    expect(language).toHaveValue('tr');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Oyun Ara' }));
    expect(useMenu.getState()).toMatchObject({ sideMenuOpen: false, searchOpen: true, searchLive: false });
  });

  it('closes on Escape', () => {
    const { drawer } = openDrawer();
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(useMenu.getState().sideMenuOpen).toBe(false);
  });

  it('follows a link entry and closes', () => {
    const { drawer, router } = openDrawer();
    fireEvent.click(within(drawer).getByRole('link', { name: 'Promosyonlar' }));
    expect(router.state.location.pathname).toBe('/promotions');
    expect(useMenu.getState().sideMenuOpen).toBe(false);
  });

  it('shows and hides children without closing, starting open on a child page', () => {
    const { drawer } = openDrawer('/livespor/betco');
    const parent = within(drawer).getByRole('button', { name: 'Canlı Bahis' });
    expect(parent).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'Betco Canlı Bahis' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    fireEvent.click(parent);
    expect(parent).toHaveAttribute('aria-expanded', 'false');
    expect(within(drawer).queryByRole('link', { name: 'FCG Canlı Bahis' })).toBeNull();
    expect(useMenu.getState().sideMenuOpen).toBe(true);
  });

  it('opens the call-request form from the callcenterform entry', () => {
    const { drawer } = openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Sizi Arayalım' }));
    expect(useSession.getState().activeDialog).toBe('callRequest');
    expect(useMenu.getState().sideMenuOpen).toBe(false);
  });

  it('Aviator: searches non-live games for Aviator and opens the first one found', async () => {
    const fetchMock = mockApi({ '/api/casino/games': [[AVIATOR], [{ ...AVIATOR, gameCode: 'other' }]] });
    const { drawer, router } = openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Aviator' }));
    expect(useMenu.getState().sideMenuOpen).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/casino\/play\//));
    expect(bodiesSent(fetchMock, '/api/casino/games')).toEqual([
      { live: false, search: 'Aviator', skip: 0, take: 4 },
    ]);
    const param = router.state.location.pathname.split('/').at(-1);
    expect(decodeGameParam(param)).toMatchObject({ gameCode: 'aviator', providerName: 'Hub88' });
  });

  it('Aviator: says so when the game is not available', async () => {
    const warning = vi.spyOn(notify, 'warning');
    mockApi({ '/api/casino/games': [] });
    const { drawer, router } = openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Aviator' }));
    await waitFor(() =>
      expect(warning).toHaveBeenCalledWith(expect.stringContaining('Aviator şu anda oynanamıyor')),
    );
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('mobile bottom bar (spec §2)', () => {
  const bar = () => screen.getByRole('navigation', { name: 'Hızlı erişim' });

  it('offers Deposit, Sports, Slots, Live Casino, Promotions and live support', () => {
    renderWithRouter(<BottomBar />);
    const links = within(bar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Para Yatır', '/dashboard/deposit'],
      ['Spor', '/spor'],
      ['Slot', '/casino/slot'],
      ['Canlı Casino', '/casino/live'],
      ['Promosyon', '/promotions'],
    ]);
    expect(within(bar()).getByRole('button', { name: 'Destek' })).toBeVisible();
  });

  it('opens the login instead of leaving the page when a visitor taps Deposit', () => {
    const { router } = renderWithRouter(<BottomBar />, '/casino/slot');
    fireEvent.click(within(bar()).getByRole('link', { name: 'Para Yatır' }));
    expect(useSession.getState().activeDialog).toBe('login');
    expect(router.state.location.pathname).toBe('/casino/slot');
  });

  it('takes a player to the deposit page, closing what the shell had open', () => {
    useSession.getState().beginSession(sampleAuth());
    useMenu.setState({ sideMenuOpen: true, searchOpen: true });
    const { router } = renderWithRouter(<BottomBar />);
    act(() => {
      fireEvent.click(within(bar()).getByRole('link', { name: 'Para Yatır' }));
    });
    expect(router.state.location.pathname).toBe('/dashboard/deposit');
    expect(useMenu.getState()).toMatchObject({ sideMenuOpen: false, searchOpen: false });
    expect(useSession.getState().activeDialog).toBeNull();
  });
});
