import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { bannerItemsFor, DEFAULT_BANNER_IMAGE } from '../src/features/home/carousel/bannerItems.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { mockFetch, renderWithRouter, sampleBootstrap } from './helpers.tsx';

const slider = (id: number, slug: string, url: string, title: string) => ({
  id,
  slug,
  url,
  title,
  images: [{ url: `/s/${id}-sm.svg` }, { url: `/s/${id}-md.svg` }, { url: `/s/${id}-lg.svg` }],
});

const SLIDERS = [
  slider(1, 'home', 'https://t.me/lalebet', 'Telegram kanalımız'),
  slider(2, 'home', '/casino/live', 'Canlı Casino'),
  slider(3, 'casino', '/casino/slot', 'Slot afişi'),
];

beforeEach(async () => {
  await initI18n('tr');
});

function renderHome() {
  localStorage.setItem('bootstrap', JSON.stringify(sampleBootstrap({ sliderList: SLIDERS })));
  mockFetch().mockRejectedValue(new TypeError('offline'));
  return renderWithRouter(routes, '/');
}

describe('banner carousel links (spec §2)', () => {
  it('opens https banners in a new tab and routes the others inside the site', async () => {
    renderHome();
    const carousel = await screen.findByRole('region', { name: 'Öne çıkan kampanyalar' });
    const external = within(carousel).getByRole('link', { name: 'Telegram kanalımız' });
    expect(external).toHaveAttribute('href', 'https://t.me/lalebet');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    const inApp = within(carousel).getByRole('link', { name: 'Canlı Casino' });
    expect(inApp).toHaveAttribute('href', '/casino/live');
    expect(inApp).not.toHaveAttribute('target');
    // Only the active slug's banners.
    expect(within(carousel).queryByRole('link', { name: 'Slot afişi' })).toBeNull();
  });

  it('keeps the link targets once Swiper has taken over', async () => {
    // jsdom has no matchMedia, which Swiper's breakpoints read.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderHome();
    const carousel = await screen.findByRole('region', { name: 'Öne çıkan kampanyalar' });
    await waitFor(() => expect(carousel.querySelector('.swiper')).not.toBeNull(), { timeout: 5000 });
    expect(within(carousel).getByRole('link', { name: 'Telegram kanalımız' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(carousel).getByRole('link', { name: 'Canlı Casino' })).not.toHaveAttribute('target');
    expect(within(carousel).getByRole('button', { name: 'Sonraki afiş' })).toBeVisible();
  });

  it('gives each banner a responsive picture: images[1] from 992 px, images[2] from 1200 px', async () => {
    renderHome();
    const carousel = await screen.findByRole('region', { name: 'Öne çıkan kampanyalar' });
    const link = within(carousel).getByRole('link', { name: 'Canlı Casino' });
    const sources = [...link.querySelectorAll('source')].map((source) => [
      source.getAttribute('media'),
      source.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      ['(min-width: 1200px)', '/s/2-lg.svg'],
      ['(min-width: 992px)', '/s/2-md.svg'],
    ]);
    const image = within(link).getByRole('img');
    expect(image).toHaveAttribute('src', '/s/2-sm.svg');
    expect(image).toHaveAttribute('width', '1040');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('loading', 'lazy');
    const first = within(within(carousel).getByRole('link', { name: 'Telegram kanalımız' })).getByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
  });
});

describe('banner items (spec §4)', () => {
  it('are 3 placeholders with the default image before any bootstrap data', () => {
    const items = bannerItemsFor(undefined, 'home');
    expect(items).toHaveLength(3);
    expect(items.every((item) => item.url === null && item.images[0] === DEFAULT_BANNER_IMAGE)).toBe(true);
  });

  it('are replaced by the banners of the new slug when the slug changes', () => {
    expect(bannerItemsFor(SLIDERS, 'home').map((item) => item.title)).toEqual([
      'Telegram kanalımız',
      'Canlı Casino',
    ]);
    expect(bannerItemsFor(SLIDERS, 'casino').map((item) => item.title)).toEqual(['Slot afişi']);
  });

  it('shows the placeholders on the page when the API is down and nothing is stored', async () => {
    mockFetch().mockRejectedValue(new TypeError('offline'));
    renderWithRouter(routes, '/');
    const carousel = await screen.findByRole('region', { name: 'Öne çıkan kampanyalar' });
    await act(async () => {});
    const images = [...carousel.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(Array(3).fill(DEFAULT_BANNER_IMAGE));
    expect(within(carousel).queryAllByRole('link')).toHaveLength(0);
  });
});
