import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { initI18n } from '../src/lib/i18n/index.ts';
import { mockFetch, renderWithRouter, sampleBootstrap } from './helpers.tsx';

const levels = (n: number) => Array.from({ length: n }, (_, i) => ({ level: i + 1, value: (i + 1) * 1000 }));

beforeEach(async () => {
  await initI18n('tr');
});

describe('home page', () => {
  it('renders without any bootstrap content (API down)', async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithRouter(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: "Lale'ye hoş geldiniz" })).toBeVisible();
    const main = screen.getByRole('main');
    // The sections below the first screen follow right after it.
    expect(await within(main).findByRole('link', { name: 'Slot' })).toHaveAttribute('href', '/casino/slot');
    // The carousel keeps its place with placeholder banners (carousel.test.tsx covers them).
    expect(screen.getByRole('region', { name: 'Öne çıkan kampanyalar' })).toBeVisible();
  });

  it('shows the bootstrap banners in the carousel, and the jackpots', async () => {
    const bootstrap = sampleBootstrap({
      sliderList: [
        ...sampleBootstrap().sliderList,
        {
          id: 2,
          slug: 'home',
          url: 'https://partner.example/offer',
          title: 'Ortak teklif',
          images: [{ url: 'a' }, { url: 'b' }, { url: 'c' }],
        },
      ],
      egtJackpotCards: [{ instanceName: 'High Cash', levelStats: levels(4) }],
    });
    localStorage.setItem('bootstrap', JSON.stringify(bootstrap));
    renderWithRouter(routes, '/');

    const carousel = await screen.findByRole('region', { name: 'Öne çıkan kampanyalar' });
    expect(within(carousel).getByRole('link', { name: 'Hoş geldin bonusu' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    const external = within(carousel).getByRole('link', { name: 'Ortak teklif' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await screen.findByText('High Cash')).toBeVisible();
  });
});

describe('home jackpots (spec §9)', () => {
  it('shows High Cash then Clover Chance with all 4 levels, the top one first, and drops any other card', async () => {
    const bootstrap = sampleBootstrap({
      egtJackpotCards: [
        { instanceName: 'Clover Chance', levelStats: levels(4) },
        { instanceName: 'Other', levelStats: levels(4) },
        { instanceName: 'High Cash', levelStats: levels(4) },
      ],
    });
    localStorage.setItem('bootstrap', JSON.stringify(bootstrap));
    renderWithRouter(routes, '/');
    const section = await screen.findByRole('region', { name: 'Jackpotlar' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('span')?.textContent)).toEqual([
      'High Cash',
      'Clover Chance',
    ]);
    const first = within(cards[0]!);
    expect(first.getByText('En yüksek seviye')).toBeVisible();
    expect(first.getByText('Seviye 3')).toBeVisible();
    expect(first.getByText('Seviye 1')).toBeVisible();
    expect(first.queryByText('Seviye 4')).toBeNull();
  });
});
