import { act, fireEvent, screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { useSession } from '../src/lib/session.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import type { RouteHandle } from '../src/lib/routing.ts';
import { siteOptionsFrom, useSiteSettings } from '../src/lib/siteSettings.ts';
import { Breadcrumbs } from '../src/shell/Breadcrumbs.tsx';
import { mergeCrumbs, useExtraCrumbs } from '../src/shell/crumbs.ts';
import { Footer } from '../src/shell/Footer/Footer.tsx';
import { renderWithRouter, sampleBootstrap } from './helpers.tsx';

beforeEach(async () => {
  await initI18n('tr');
});

afterEach(() => {
  useSiteSettings.setState({ options: {} });
});

const OPERATOR_OPTIONS = [
  { key: 'LICENSE_NUMBER', value: 'ALS-2226/IAL', status: true },
  { key: 'license_authority', value: 'Anjouan Offshore Finance Authority', status: true },
  { key: 'company_name', value: 'Lale Entertainment N.V.', status: true },
  { key: 'copyright_year', value: '2024', status: true },
  { key: 'whatsapp', value: 'https://wa.me/908500000000', status: true },
  { key: 'telegram', value: 'javascript:alert(1)', status: true },
];

describe('footer (spec §1, §2)', () => {
  it('links one content page per item of category 2, in its order', () => {
    const bootstrap = sampleBootstrap({
      categoryList: [
        { id: 1, name: 'Yardım', contentList: [{ id: 1, title: 'SSS', description: '' }] },
        {
          id: 2,
          name: 'Kurumsal',
          contentList: [
            { id: 3, title: 'Hakkımızda', description: '' },
            { id: 4, title: 'Gizlilik Politikası', description: '' },
          ],
        },
      ],
    });
    localStorage.setItem('bootstrap', JSON.stringify(bootstrap));
    renderWithRouter(<Footer />);
    const pages = screen.getByRole('navigation', { name: 'Kurumsal' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Hakkımızda', '/pages/3'],
      ['Gizlilik Politikası', '/pages/4'],
    ]);
    expect(screen.queryByRole('link', { name: 'SSS' })).toBeNull();
  });

  it('shows 16 provider logos with their size, fetched once the footer comes near the screen', () => {
    // A hand-driven IntersectionObserver: the test says when the list comes near the screen.
    let reportNear: () => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          reportNear = () => callback([{ isIntersecting: true }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    renderWithRouter(<Footer />);
    const region = screen.getByRole('region', { name: 'Oyun Sağlayıcıları' });
    // Far below the screen: no logo fetched yet, the names are there for screen readers.
    expect(within(region).queryAllByRole('img')).toHaveLength(0);
    expect(region).toHaveTextContent('Pragmatic Play');

    act(() => reportNear());
    const logos = within(region).getAllByRole('img');
    expect(logos).toHaveLength(16);
    expect(logos[0]).toHaveAccessibleName('Pragmatic Play');
    for (const logo of logos) {
      expect(logo).toHaveAttribute('width', '200');
      expect(logo).toHaveAttribute('height', '64');
      expect(logo.getAttribute('src')).toMatch(/^\/media\/providers\/[a-z0-9-]+\.svg$/);
    }
    vi.unstubAllGlobals();
  });

  it('states licence, 18+, operator and copyright from the site options, and links the contacts', () => {
    useSiteSettings.setState({ options: siteOptionsFrom(OPERATOR_OPTIONS) });
    renderWithRouter(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(
      'Bu site, Anjouan Offshore Finance Authority tarafından verilen ALS-2226/IAL numaralı oyun lisansı ile hizmet vermektedir.',
    );
    expect(footer).toHaveTextContent('Lisans No: ALS-2226/IAL');
    expect(footer).toHaveTextContent('Sitenin sahibi ve işletmecisi Lale Entertainment N.V. şirketidir.');
    expect(footer).toHaveTextContent('© 2024 Lale Entertainment N.V. · Tüm hakları saklıdır.');
    expect(within(footer).getByRole('img', { name: 'Yalnızca 18 yaş ve üzeri' })).toHaveTextContent('18+');

    const whatsapp = within(footer).getByRole('link', { name: 'WhatsApp (yeni sekmede açılır)' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/908500000000');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    // Not a web address: never a link.
    expect(within(footer).queryByRole('link', { name: /Telegram/ })).toBeNull();

    fireEvent.click(within(footer).getByRole('button', { name: 'Sizi Arayalım' }));
    expect(useSession.getState().activeDialog).toBe('callRequest');
  });

  it('leaves out a sentence whose values the operator has not set', () => {
    useSiteSettings.setState({ options: { company_name: 'Lale Entertainment N.V.' } });
    renderWithRouter(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).not.toHaveTextContent('Lisans');
    expect(footer).not.toHaveTextContent('©');
    expect(footer).toHaveTextContent('Lale Entertainment N.V. şirketidir.');
  });
});

describe('breadcrumbs (spec §2)', () => {
  it('adds custom entries after the route crumbs; one for a url already there renames it', () => {
    const home = { label: 'Ana Sayfa', url: '/' };
    const pages = { label: 'Bilgi Sayfaları', url: '/pages' };
    const generic = { label: 'Sayfa', url: '/pages/3' };
    const about = { label: 'Hakkımızda', url: '/pages/3' };
    const section = { label: 'Lisans', url: '/pages/3#lisans' };
    expect(mergeCrumbs([home, home, pages, generic], [about, section])).toEqual([
      home,
      pages,
      about,
      section,
    ]);
  });

  it("shows the page's own crumbs, slash-separated, every one a link, the last one current", async () => {
    const crumb = (labelKey: 'nav.home' | 'nav.pages' | 'nav.page'): RouteHandle => ({ crumb: { labelKey } });
    function AboutPage() {
      useExtraCrumbs([
        { label: 'Hakkımızda', url: '/pages/3' },
        { label: 'Lisans', url: '/pages/3?bolum=lisans' },
      ]);
      return null;
    }
    const { router } = renderWithRouter([
      {
        path: '/',
        handle: crumb('nav.home'),
        element: (
          <>
            <Breadcrumbs />
            <Outlet />
          </>
        ),
        children: [
          { path: 'pages', handle: crumb('nav.pages') },
          { path: 'pages/:id', handle: crumb('nav.page'), element: <AboutPage /> },
        ],
      },
    ]);
    await act(() => router.navigate('/pages/3'));
    const trail = screen.getByRole('navigation', { name: 'Konumunuz' });
    const links = within(trail).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ana Sayfa', '/'],
      ['Hakkımızda', '/pages/3'],
      ['Lisans', '/pages/3?bolum=lisans'],
    ]);
    expect(links.at(-1)).toHaveAttribute('aria-current', 'page');
    // Leaving the page drops its crumbs.
    await act(() => router.navigate('/pages'));
    expect(within(screen.getByRole('navigation', { name: 'Konumunuz' })).getAllByRole('link')).toHaveLength(
      2,
    );
  });

  it('builds the trail of a nested sports route from route data', async () => {
    renderWithRouter(routes, '/spor/fcg');
    const trail = await screen.findByRole('navigation', { name: 'Konumunuz' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ana Sayfa', 'Spor Bahisleri', 'Spor Bahisleri · FCG']);
  });
});
