import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, screenshot, seriousA11yViolations, type ViewportName } from './support/browser.ts';
import {
  gone,
  logInAsDemo as logIn,
  partScreenshot,
  PATIENCE,
  pathOf as path,
  screenScreenshot,
  visible,
  visitor,
} from './support/visits.ts';

/*
 * The site shell of spec §2 as a visitor and a player see it at 1440 px and 390 px: the header's two
 * variants, hiding on scroll, the side menu (docked on wide screens, a drawer below 1100 px), the game
 * search, breadcrumbs, the top banner, the footer and the mobile bottom bar.
 */

let server: RunningServer;
let browser: Browser;
const { visit, closeAll } = visitor(() => ({ browser, baseUrl: server.baseUrl }));

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterEach(closeAll);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('header', () => {
  it('shows the desktop controls to a visitor at 1440 px', async () => {
    const page = await visit('desktop');
    const banner = page.getByRole('banner');
    for (const name of ['Oyun Ara', 'Canlı Destek', 'Ödülünü Al', 'Giriş Yap', 'Kayıt Ol']) {
      await visible(banner.getByRole('button', { name, exact: true }));
    }
    expect(await banner.getByRole('link', { name: 'Lale ana sayfa' }).getAttribute('href')).toBe('/');
    // From 1100 px the menu is docked beside the page, so there is no menu button.
    expect(await banner.getByRole('button', { name: 'Menüyü aç' }).isVisible()).toBe(false);
    await visible(page.getByRole('navigation', { name: 'Site menüsü' }));
    await page.getByRole('button', { name: 'Ödülünü Al' }).click();
    await visible(page.getByRole('dialog', { name: 'Giriş Yap' }));
    await page.keyboard.press('Escape');
    await screenshot(page, 'shell-home-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('shows the mobile header to a visitor at 390 px', async () => {
    const page = await visit('mobile');
    const banner = page.getByRole('banner');
    for (const name of ['Menüyü aç', 'Canlı Destek', 'Giriş Yap', 'Kayıt Ol']) {
      await visible(banner.getByRole('button', { name, exact: true }));
    }
    for (const name of ['Oyun Ara', 'Ödülünü Al']) {
      expect(await banner.getByRole('button', { name }).isVisible()).toBe(false);
    }
    const logo = await banner.getByRole('link', { name: 'Lale ana sayfa' }).boundingBox();
    expect(Math.abs(logo!.x + logo!.width / 2 - 195)).toBeLessThan(32); // centred, give or take the account buttons
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'shell-home-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("shows a player's controls on desktop, and the mobile set at 390 px", async () => {
    const desktop = await visit('desktop');
    await logIn(desktop);
    const banner = desktop.getByRole('banner');
    await visible(banner.getByRole('button', { name: 'Çıkış' }));
    for (const name of ['Ödülünü Al', 'Para Yatır', 'Hesabım'])
      await visible(banner.getByRole('link', { name }));
    await visible(banner.getByRole('button', { name: 'Bildirimler', exact: true }));
    await visible(banner.getByRole('button', { name: 'Canlı Destek' }));
    await visible(banner.getByText('demo1234'));
    expect(await banner.getByRole('link', { name: 'Para Yatır' }).getAttribute('href')).toBe(
      '/dashboard/deposit',
    );
    await partScreenshot(banner, 'shell-header-player-desktop');

    const mobile = await visit('mobile');
    await logIn(mobile);
    const mobileBanner = mobile.getByRole('banner');
    await visible(mobileBanner.getByRole('link', { name: 'Para Yatır' }));
    await visible(mobileBanner.getByRole('link', { name: 'Hesabım' }));
    await visible(mobileBanner.getByRole('button', { name: 'Bildirimler', exact: true }));
    await expect.poll(() => mobileBanner.innerText(), PATIENCE).toMatch(/₺\s?\d/);
    expect(await mobileBanner.getByRole('button', { name: 'Çıkış' }).isVisible()).toBe(false);
    expect(await mobileBanner.getByRole('link', { name: 'Ödülünü Al' }).isVisible()).toBe(false);
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await partScreenshot(mobileBanner, 'shell-header-player-mobile');

    // Breadcrumbs of a nested account page: every crumb a link, the last one the current page.
    await desktop.goto('/dashboard/session-history');
    const trail = desktop.getByRole('navigation', { name: 'Konumunuz' });
    await visible(trail);
    const crumbs = trail.getByRole('link');
    expect(await crumbs.allInnerTexts()).toEqual(['Ana Sayfa', 'Hesabım', 'Oturum Geçmişi']);
    expect(await crumbs.last().getAttribute('aria-current')).toBe('page');
    await crumbs.nth(1).click();
    await expect.poll(() => path(desktop), PATIENCE).toBe('/dashboard');
  });

  it('slides away after 100 px of scrolling down and comes back on scrolling up', async () => {
    const page = await visit('desktop');
    const header = page.getByRole('banner');
    const bottomEdge = async () => {
      const box = await header.boundingBox();
      return box ? box.y + box.height : -1;
    };
    await page.evaluate(() => window.scrollTo(0, 80));
    await expect.poll(bottomEdge, PATIENCE).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(bottomEdge, PATIENCE).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(bottomEdge, PATIENCE).toBeGreaterThan(0);
  });
});

describe('side menu', () => {
  it('is docked at 1440 px with four groups and Follow Me links that open in a new tab', async () => {
    const page = await visit('desktop');
    const menu = page.getByRole('navigation', { name: 'Site menüsü' });
    await visible(menu);
    for (const group of ['Casino', 'Spor Bahisleri', 'Oyunlar', 'Diğer']) {
      await visible(menu.getByRole('heading', { name: group, exact: true }));
    }
    expect(await menu.getByText('Yüksek Oran').count()).toBe(2);
    const follow = page.locator('a[data-follow]');
    await expect.poll(() => follow.count(), PATIENCE).toBe(5);
    for (const link of await follow.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    await menu.getByRole('link', { name: 'Promosyonlar' }).click();
    await expect.poll(() => path(page), PATIENCE).toBe('/promotions');
    await screenScreenshot(page, 'shell-side-menu-desktop');
  });

  it('is a drawer at 390 px: Escape closes it, and so does using an entry', async () => {
    const page = await visit('mobile');
    const openMenu = page.getByRole('banner').getByRole('button', { name: 'Menüyü aç' });
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await openMenu.click();
    await visible(drawer);
    await expect.poll(() => drawer.locator('a[data-follow]').count(), PATIENCE).toBe(5);
    await screenScreenshot(page, 'shell-side-menu-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await gone(drawer);

    await openMenu.click();
    await visible(drawer);
    await drawer.getByRole('button', { name: 'Canlı Bahis' }).click();
    await drawer.getByRole('link', { name: 'FCG Canlı Bahis' }).click();
    await gone(drawer);
    await expect.poll(() => path(page), PATIENCE).toBe('/livespor/fcg');
    const crumbs = page.getByRole('navigation', { name: 'Konumunuz' }).getByRole('link');
    // The address changes first; the page (and its crumbs) render right after, in a transition.
    await expect
      .poll(() => crumbs.allInnerTexts(), PATIENCE)
      .toEqual(['Ana Sayfa', 'Canlı Bahis', 'Canlı Bahis · FCG']);

    await openMenu.click();
    await drawer.getByRole('button', { name: 'Sizi Arayalım' }).click();
    await gone(drawer);
    await visible(page.getByRole('dialog', { name: 'Sizi Arayalım' }));
  });
});

describe('game search', () => {
  it('searches slots by default and live games on the live casino, with an empty state', async () => {
    const page = await visit('desktop');
    await page.getByRole('button', { name: 'Oyun Ara' }).click();
    const dialog = page.getByRole('dialog', { name: 'Slot Oyunlarında Ara' });
    await visible(dialog);
    const asked = page.waitForRequest((request) => request.url().endsWith('/api/casino/games'), PATIENCE);
    await dialog.getByLabel('Oyun adı').fill('Zzyzx Treasure');
    expect((await asked).postDataJSON()).toEqual({ live: false, search: 'Zzyzx Treasure', skip: 0, take: 4 });
    await visible(dialog.getByText('Aradığınız oyun bulunamadı.'));
    await screenScreenshot(page, 'shell-search-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    const liveCasino = page
      .getByRole('navigation', { name: 'Site menüsü' })
      .getByRole('link', { name: 'Canlı Casino' });
    await liveCasino.click();
    await expect.poll(() => path(page), PATIENCE).toBe('/casino/live');
    // The address changes first and the page renders right after, in a transition; the search takes
    // its mode from the rendered page, which the menu marks as the current one.
    await expect.poll(() => liveCasino.getAttribute('aria-current'), PATIENCE).toBe('page');
    await page.getByRole('button', { name: 'Oyun Ara' }).click();
    const live = page.getByRole('dialog', { name: 'Canlı Casinoda Ara' });
    await visible(live);
    const askedLive = page.waitForRequest((request) => request.url().endsWith('/api/casino/games'), PATIENCE);
    await live.getByLabel('Oyun adı').fill('Rulet');
    expect((await askedLive).postDataJSON()).toMatchObject({ live: true, search: 'Rulet' });
  });
});

describe('top banner', () => {
  it('names the current and next address on home, and stays dismissed after a reload', async () => {
    const page = await visit('desktop');
    const notice = page.getByRole('complementary', { name: 'Adres duyurusu' });
    await visible(notice);
    expect(await notice.innerText()).toMatch(/lale\.bet.*lale2\.bet/s);
    await notice.getByRole('button', { name: 'Duyuruyu kapat' }).click();
    await gone(notice);
    expect(await page.evaluate(() => localStorage.getItem('topNotifyRead'))).toBe('true');
    await page.reload();
    await visible(page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }));
    expect(await notice.isVisible()).toBe(false);
  });

  it('is dismissed by moving on to another page', async () => {
    const page = await visit('mobile');
    const notice = page.getByRole('complementary', { name: 'Adres duyurusu' });
    await visible(notice);
    await page.getByRole('navigation', { name: 'Hızlı erişim' }).getByRole('link', { name: 'Slot' }).click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('topNotifyRead')), PATIENCE)
      .toBe('true');
    await page.getByRole('banner').getByRole('link', { name: 'Lale ana sayfa' }).click();
    await expect.poll(() => path(page), PATIENCE).toBe('/');
    expect(await notice.isVisible()).toBe(false);
  });
});

describe('footer', () => {
  for (const viewport of ['desktop', 'mobile'] as ViewportName[]) {
    it(`links every page of content category 2 and shows 16 provider logos on ${viewport}`, async () => {
      const response = await fetch(`${server.baseUrl}/api/cms/grouped`);
      const { data } = (await response.json()) as {
        data: { categoryList: { id: number; contentList: { id: number; title: string }[] }[] };
      };
      const pages = data.categoryList.find((category) => category.id === 2)!.contentList;
      expect(pages.length).toBeGreaterThan(0);

      const page = await visit(viewport);
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      for (const item of pages) {
        expect(await footer.getByRole('link', { name: item.title }).getAttribute('href')).toBe(
          `/pages/${item.id}`,
        );
      }
      const logos = footer.getByRole('list').first().getByRole('img');
      // The logos are fetched once the footer comes near the screen, so they may still be on their way.
      await expect.poll(() => logos.count(), PATIENCE).toBe(16);
      await expect
        .poll(
          () => logos.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
          PATIENCE,
        )
        .toBe(true);
      const text = await footer.innerText();
      for (const expected of ['ALS-2226/IAL', 'Lale Entertainment N.V.', '2024', '18+']) {
        expect(text).toContain(expected);
      }
      const whatsapp = footer.getByRole('link', { name: /WhatsApp/ });
      expect(await whatsapp.getAttribute('target')).toBe('_blank');
      await partScreenshot(footer, `shell-footer-${viewport}`);

      await footer.getByRole('button', { name: 'Sizi Arayalım' }).click();
      await visible(page.getByRole('dialog', { name: 'Sizi Arayalım' }));
      await page.keyboard.press('Escape');
      await footer.getByRole('button', { name: 'Sayfanın başına dön' }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY), PATIENCE).toBe(0);
    });
  }
});

describe('mobile bottom bar', () => {
  it('offers six entries under 900 px only; Deposit asks a visitor to log in', async () => {
    const page = await visit('mobile');
    const bar = page.getByRole('navigation', { name: 'Hızlı erişim' });
    await visible(bar);
    const names = ['Para Yatır', 'Spor', 'Slot', 'Canlı Casino', 'Promosyon'];
    for (const name of names) await visible(bar.getByRole('link', { name, exact: true }));
    await visible(bar.getByRole('button', { name: 'Destek' }));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const barTop = (await bar.boundingBox())!.y;
    const footerBottom = await page
      .getByRole('contentinfo')
      .evaluate((el) => el.getBoundingClientRect().bottom);
    expect(footerBottom).toBeLessThanOrEqual(barTop + 1); // the bar never covers the end of the page
    await screenScreenshot(page, 'shell-bottom-bar-mobile');

    await bar.getByRole('link', { name: 'Para Yatır' }).click();
    await visible(page.getByRole('dialog', { name: 'Giriş Yap' }));
    expect(path(page)).toBe('/');
    await page.keyboard.press('Escape');
    await bar.getByRole('link', { name: 'Promosyon' }).click();
    await expect.poll(() => path(page), PATIENCE).toBe('/promotions');

    const desktop = await visit('desktop');
    expect(await desktop.getByRole('navigation', { name: 'Hızlı erişim' }).isVisible()).toBe(false);
  });
});
