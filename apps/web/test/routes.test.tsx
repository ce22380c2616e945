import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { useSession } from '../src/lib/session.ts';
import { encodeGameParam } from '../src/features/casino/index.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { mockApi, renderWithRouter, sampleAuth, sampleBootstrap } from './helpers.tsx';

beforeEach(async () => {
  await initI18n('tr');
  // Start-up has stored the bootstrap (both sportsbook frames on, as in development).
  localStorage.setItem('bootstrap', JSON.stringify(sampleBootstrap()));
  // Signed in, so the guarded account routes and the game page render their pages.
  useSession.getState().beginSession(sampleAuth());
  mockApi({
    '/api/user/balance': { balance: 1000, bonusBalance: 0 },
    '/api/customer/profile': {
      name: 'Ayşe',
      surname: 'Yılmaz',
      username: 'oyuncu1',
      email: 'ayse@example.com',
      phone: '905321234567',
      smsVerified: true,
      birthDate: '1990-03-07',
      country: 'Türkiye',
      usercode: 'LL-1001',
      createdAt: '2024-05-01T12:30:00Z',
    },
    '/api/customer/sessions': { items: [], total: 0 },
    '/api/customer/depositlimits': [],
    '/api/bonus/list': { offers: [], bonuses: [] },
  });
});

/** Every route of spec §2 and the page title (h1) it shows inside the layout. */
const SPEC_ROUTES: [path: string, heading: string][] = [
  ['/', "Lale'ye hoş geldiniz"],
  ['/dashboard', 'Hesabım'],
  ['/dashboard/deposit', 'Para Yatır'],
  ['/dashboard/withdraw', 'Para Çek'],
  ['/dashboard/game-history', 'Oyun Geçmişi'],
  ['/dashboard/bonuses', 'Bonuslarım'],
  ['/dashboard/financial-activities', 'Finansal Geçmiş'],
  ['/dashboard/deposit-limits', 'Para Yatırma Limitleri'],
  ['/dashboard/session-history', 'Oturum Geçmişi'],
  ['/dashboard/account', 'Kişisel Bilgiler'],
  ['/casino/slot', 'Slot'],
  ['/casino/live', 'Canlı Casino'],
  ['/casino/bingo', 'Tombala'],
  ['/casino/games', 'Oyunlar'],
  ['/casino/tvbets', 'TV Oyunları'],
  ['/livespor', 'Canlı Bahis'],
  ['/livespor/fcg', 'Canlı Bahis · FCG'],
  ['/livespor/betco', 'Canlı Bahis · Betco'],
  ['/spor', 'Spor Bahisleri'],
  ['/spor/fcg', 'Spor Bahisleri · FCG'],
  ['/spor/betco', 'Spor Bahisleri · Betco'],
  ['/promotions', 'Promosyonlar'],
  ['/pages', 'Bilgi Sayfaları'],
  ['/pages/99', 'Bu sayfa bulunamadı'],
  ['/no/such/page', 'Aradığınız sayfa bulunamadı'],
];

describe('routes (spec §2)', () => {
  it.each(SPEC_ROUTES)('%s renders its page inside the layout', async (path, heading) => {
    renderWithRouter(routes, path);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('names the game on /casino/play/{encoded game}', async () => {
    const game = encodeGameParam({
      gameCode: 'vs20',
      name: 'Şeker Patlaması',
      providerName: 'Pragmatic Play',
    });
    renderWithRouter(routes, `/casino/play/${encodeURIComponent(game)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Şeker Patlaması' })).toBeVisible();
  });

  it('titles a content page from the bootstrap content list', async () => {
    localStorage.setItem('bootstrap', JSON.stringify(sampleBootstrap()));
    renderWithRouter(routes, '/pages/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
  });

  it('builds breadcrumbs from route data, the current page last', async () => {
    renderWithRouter(routes, '/dashboard/deposit');
    const trail = await screen.findByRole('navigation', { name: 'Konumunuz' });
    const links = within(trail).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Ana Sayfa', 'Hesabım', 'Para Yatır']);
    expect(links.at(-1)).toHaveAttribute('aria-current', 'page');
    expect(links[1]).toHaveAttribute('href', '/dashboard');
  });

  it('offers a skip link to the main content', async () => {
    renderWithRouter(routes, '/');
    const skip = await screen.findByRole('link', { name: 'İçeriğe geç' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(await screen.findByRole('main')).toHaveAttribute('id', 'main');
  });
});
