import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { initI18n } from '../src/lib/i18n/index.ts';
import { useCrumbStore } from '../src/shell/crumbs.ts';
import { mockFetch, renderWithRouter, sampleBootstrap } from './helpers.tsx';

beforeEach(async () => {
  await initI18n('tr');
  mockFetch().mockRejectedValue(new TypeError('offline'));
  localStorage.setItem(
    'bootstrap',
    JSON.stringify(
      sampleBootstrap({
        categoryList: [
          {
            id: 1,
            name: 'Genel',
            contentList: [{ id: 1, title: 'Bonus Kuralları', description: '<p>Kurallar</p>' }],
          },
          {
            id: 2,
            name: 'Kurumsal',
            contentList: [
              {
                id: 3,
                title: 'Hakkımızda',
                description: '<h2>Biz kimiz</h2><p>Lale bir <strong>eğlence</strong> markasıdır.</p>',
              },
              { id: 4, title: 'Şartlar ve Koşullar', description: '<p>Şartlar</p>' },
            ],
          },
        ],
      }),
    ),
  );
});

describe('promotions page (spec §2)', () => {
  it('shows a card per promotion and its detail: second image, title, HTML description', async () => {
    renderWithRouter(routes, '/promotions');
    const card = await screen.findByRole('article');
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/promotions/a-card.svg');
    fireEvent.click(within(card).getByRole('button', { name: 'Hoş Geldin Bonusu' }));

    const detail = await screen.findByRole('dialog', { name: 'Hoş Geldin Bonusu' });
    expect(detail.querySelector('img')).toHaveAttribute('src', '/media/promotions/a-detail.svg');
    expect(within(detail).getByText('İlk yatırıma %100').tagName).toBe('P');
  });
});

describe('content pages (spec §2)', () => {
  it('lists every category with links to its pages', async () => {
    renderWithRouter(routes, '/pages');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 2, name: 'Kurumsal' })).toBeVisible();
    expect(within(main).getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute('href', '/pages/3');
    expect(within(main).getByRole('link', { name: 'Bonus Kuralları' })).toHaveAttribute('href', '/pages/1');
  });

  it('shows the page title and HTML body and adds the title as a crumb', async () => {
    renderWithRouter(routes, '/pages/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Biz kimiz' })).toBeVisible();
    expect(screen.getByText('eğlence').tagName).toBe('STRONG');
    await waitFor(() =>
      expect(useCrumbStore.getState().extra).toEqual([{ label: 'Hakkımızda', url: '/pages/3' }]),
    );
  });

  it('says so for an unknown page', async () => {
    renderWithRouter(routes, '/pages/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bu sayfa bulunamadı' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tüm sayfalar' })).toHaveAttribute('href', '/pages');
    expect(useCrumbStore.getState().extra).toEqual([]);
  });
});
