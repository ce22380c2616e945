import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { initI18n } from '../src/lib/i18n/index.ts';
import { useSession } from '../src/lib/session.ts';
import { mockApi, renderWithRouter, sampleAuth, sampleBootstrap } from './helpers.tsx';

/*
 * A withdraw-only session (issue #26, MGA): after such a sign-in the site shows only why and until when,
 * the balance and the way to the withdraw page — no menus, games or promotions — on every address.
 */

beforeEach(async () => {
  await initI18n('tr');
  mockApi({
    '/api/user/balance': { balance: 250, bonusBalance: 0 },
    '/api/cms/grouped': sampleBootstrap(),
  });
  useSession.getState().beginSession(
    sampleAuth({
      balance: 250,
      withdrawOnly: { kind: 'self_exclusion', until: '2027-05-24T09:00:00.000Z' },
    }),
  );
});

describe('the withdraw-only view', () => {
  it('shows the notice with the end date, the balance and the withdraw link instead of the site', async () => {
    renderWithRouter(routes, '/casino/slot');
    expect(await screen.findByRole('heading', { name: 'Hesabınız oyuna kapalı', level: 1 })).toBeVisible();
    expect(screen.getByText(/24 Mayıs 2027 12:00 \(TSİ\) tarihine kadar oyundan dışladınız/)).toBeVisible();
    expect(screen.getByText('₺250,00', { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Para çek sayfasına git' })).toHaveAttribute(
      'href',
      '/dashboard/withdraw',
    );
    // None of the site's chrome: no menus, no search, no other links.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Çıkış yap' })).toBeVisible();
  });
});
