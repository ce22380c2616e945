import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, seriousA11yViolations } from './support/browser.ts';
import { backofficeNavigation, signInToBackoffice } from './support/backoffice.ts';
import { frameOf, PLAY_FRAME } from './support/originals.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { registerThroughApi } from './support/people.ts';
import { demoPlayerPage, freshPage, gone, logInAsDemo, pathOf, PATIENCE, visible } from './support/visits.ts';

/*
 * Safer play (issue #26), journey 3: the demo player self-excludes for six months from the safer-play
 * page. At once the site open in another browser signs out, the game frame open in a tab of its own
 * has its next stake refused, sign-in is refused with the end date — and the home page of the browser
 * it was taken in shows no promotion popup, although a logout forgets which popups were seen. Risk &
 * compliance then sees the self-exclusion on the player card in the back office, with no way to lift it.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const popupOf = (page: Page) => page.getByRole('dialog', { name: 'Duyuru' });

/**
 * A page load on a busy CI machine (two journeys and their servers at once): a whole reload, or the
 * carousel the home page loads only once the browser is idle, has taken longer than PATIENCE there.
 */
const PAGE_LOAD = { timeout: 45_000 };

/** The home page has settled: its carousel (loaded when the page is idle) is up, after any popup. */
const homeSettled = (page: Page) =>
  expect
    .poll(
      () =>
        page.getByRole('region', { name: 'Öne çıkan kampanyalar' }).locator('.swiper-initialized').count(),
      PAGE_LOAD,
    )
    .toBe(1);

describe('safer play', () => {
  it('shows the safer-play page on a phone', async () => {
    const page = await demoPlayerPage(browser, server.baseUrl, 'mobile', '/dashboard/safer-play');
    await visible(page.getByRole('heading', { name: 'Sorumlu Oyun', level: 1 }));
    // The periods offered are the operator's settings, read after the page opens (saferplay/status).
    await visible(page.getByRole('radio', { name: '24 saat' }));
    await screenshot(page, 'safer-play-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("shows the player's 12-month history on a phone, without sideways scrolling, and on a desktop", async () => {
    const page = await demoPlayerPage(browser, server.baseUrl, 'mobile', '/dashboard/safer-play');
    await page.getByRole('link', { name: 'Son 12 ayın hesap geçmişini görün' }).click();
    await visible(page.getByRole('heading', { name: 'Hesap Geçmişim', level: 1 }));
    const table = page.getByRole('table', { name: /Son 12 ayın aylık özeti ve yıllık toplamı \(TRY\)/ });
    await visible(table);
    // Twelve months and the year's total, each a row headed by its name.
    expect(await table.getByRole('rowheader').count()).toBe(13);
    await visible(table.getByRole('rowheader', { name: 'Son 12 ay toplamı' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'safer-play-history-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'safer-play-history-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('refuses to close an account that still holds cash, saying to withdraw it first', async () => {
    const page = await demoPlayerPage(browser, server.baseUrl, 'desktop', '/dashboard/safer-play');
    const closing = page.getByRole('article', { name: 'Hesabımı kapat' });
    await closing.getByRole('button', { name: 'Hesabımı kapat' }).click();
    await visible(closing.getByText('Devam etmek için bir neden seçin.'));
    await closing.getByLabel('Kapatma nedeniniz').selectOption('no_longer_interested');
    await closing.getByRole('button', { name: 'Hesabımı kapat' }).click();
    const confirm = page.getByRole('dialog', { name: 'Hesabınızı kapatmak istediğinize emin misiniz?' });
    await confirm.getByRole('button', { name: 'Evet, hesabımı kapat' }).click();
    await visible(page.getByText(/nakit bakiye var\. Hesabınızı kapatmadan önce bakiyenizi/).first());
    await gone(confirm);
    // Still signed in, still here.
    expect(pathOf(page)).toBe('/dashboard/safer-play');
    await visible(page.getByRole('banner').getByText('demo1234'));
  });

  it("closes a new player's account with a reason: the dialog keeps focus, the browser signs out, sign-in says closed", async () => {
    const player = await registerThroughApi(server.baseUrl);
    const page = await freshPage(browser, server.baseUrl, 'mobile');
    await page.goto('/');
    await page.evaluate((auth) => localStorage.setItem('authData', auth), JSON.stringify(player.auth));
    await page.goto('/dashboard/safer-play');
    const closing = page.getByRole('article', { name: 'Hesabımı kapat' });
    await closing.getByLabel('Kapatma nedeniniz').selectOption('playing_too_much');
    await closing.getByLabel('Eklemek istedikleriniz (isteğe bağlı)').fill('Ara vermem gerekiyor.');
    await closing.getByRole('button', { name: 'Hesabımı kapat' }).click();
    const confirm = page.getByRole('dialog', { name: 'Hesabınızı kapatmak istediğinize emin misiniz?' });
    await visible(confirm);
    // Focus is in the dialog and stays there, whatever Tab does.
    const focusInDialog = () =>
      page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
    expect(await focusInDialog()).toBe(true);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    await visible(confirm.getByText(/Hesabınız kalıcı olarak kapatılır/));
    await screenshot(page, 'safer-play-close-confirm-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Evet, hesabımı kapat' }).click();

    await visible(page.getByText(/Hesabınız kapatıldı\. Tüm oturumlarınız sonlandırıldı/).first());
    await screenshot(page, 'safer-play-closed-mobile');
    await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).click();
    const login = page.getByRole('dialog', { name: 'Giriş Yap' });
    await login.getByLabel('Kullanıcı Adı').fill(player.username);
    await login.getByLabel('Şifre', { exact: true }).fill(player.password);
    await login.getByRole('button', { name: 'Giriş Yap' }).click();
    await visible(page.getByText(/Bu hesap kapatıldı; kapatılan bir hesapla giriş yapılamaz/).first());
  });

  it("offers a self-exclusion's end from the sign-in dialog, signed out, and says why not when there is none", async () => {
    const player = await registerThroughApi(server.baseUrl);
    const page = await freshPage(browser, server.baseUrl, 'mobile');
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).click();
    const login = page.getByRole('dialog', { name: 'Giriş Yap' });
    await login.getByRole('link', { name: 'Kendini dışlama süreniz mi doldu?' }).click();
    await gone(login);
    await visible(page.getByRole('heading', { name: 'Kendini dışlamayı sonlandır', level: 1 }));
    expect(pathOf(page)).toBe('/safer-play/self-exclusion-end');
    await page.getByRole('button', { name: 'Sonlandırma talep et' }).click();
    expect(await page.getByText('Bu alan zorunludur.').count()).toBe(2);
    await page.getByLabel('Kullanıcı Adı').fill(player.username);
    await page.getByLabel('Şifre', { exact: true }).fill(player.password);
    await page.getByRole('button', { name: 'Sonlandırma talep et' }).click();
    await visible(
      page.getByText(/Sona ermiş ve sonlandırılmayı bekleyen bir kendini dışlamanız yok/).first(),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'safer-play-self-exclusion-end-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('self-excludes for 6 months: the other browser and the game stop at once, sign-in says until when, no popup', async () => {
    // Browser one: the site, and Lale Zar open in a tab of its own (the launch's address).
    const site = await demoPlayerPage(browser, server.baseUrl, 'desktop', '/casino/games');
    await site.getByRole('button', { name: 'Lale Originals', exact: true }).click();
    await site
      .getByRole('link', { name: /Lale Zar/ })
      .first()
      .click();
    await expect.poll(() => pathOf(site), PATIENCE).toMatch(/^\/casino\/play\//);
    await visible(site.frameLocator(PLAY_FRAME).getByRole('button', { name: 'Zar At' }));
    const game = await site.context().newPage();
    await game.goto((await frameOf(site)).url());
    await visible(game.getByRole('button', { name: 'Zar At' }));

    // Browser two: a first visit (the start-up popup shows, and is closed), then the safer-play page.
    const page = await (await newContext(browser, server.baseUrl, 'desktop')).newPage();
    await page.goto('/');
    await visible(popupOf(page));
    await page.keyboard.press('Escape');
    await gone(popupOf(page));
    await logInAsDemo(page);
    await page.goto('/dashboard/safer-play');
    await visible(page.getByRole('heading', { name: 'Sorumlu Oyun', level: 1 }));
    await visible(page.getByRole('radio', { name: '6 ay' }));
    await screenshot(page, 'safer-play-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const exclusion = page.getByRole('article', { name: 'Kendini dışla' });
    await exclusion.getByRole('button', { name: 'Kendimi dışla' }).click();
    await visible(exclusion.getByRole('alert').filter({ hasText: 'Devam etmek için bunu onaylayın.' }));
    expect(await exclusion.getByRole('radio', { name: '6 ay' }).isChecked()).toBe(true);
    await exclusion.getByRole('checkbox').check();
    await exclusion.getByRole('button', { name: 'Kendimi dışla' }).click();
    const confirm = page.getByRole('dialog', {
      name: 'Kendinizi oyundan dışlamak istediğinize emin misiniz?',
    });
    await visible(confirm);
    await screenshot(page, 'safer-play-confirm-desktop');
    await confirm.getByRole('button', { name: 'Evet, kendimi dışla' }).click();

    // This browser signs out, and after the logout's reload (a whole page load) says until when.
    await expect
      .poll(() => page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).isVisible(), PAGE_LOAD)
      .toBe(true);
    await visible(page.getByText(/tarihine kadar oyundan dışladınız/).first());
    await homeSettled(page);
    expect(await popupOf(page).count()).toBe(0);

    // Browser one: the site's next balance poll answers 401 and it signs out; the game takes no stake.
    await visible(site.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }));
    const stake = game.waitForResponse((answer) => /\/api\/originals\/game\/play$/.test(answer.url()));
    await game.getByRole('button', { name: 'Zar At' }).click();
    const refused = await stake;
    expect(refused.status()).toBe(423);

    // Sign-in is refused with the end date, six months on.
    await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).click();
    const login = page.getByRole('dialog', { name: 'Giriş Yap' });
    await login.getByLabel('Kullanıcı Adı').fill('demo1234');
    await login.getByLabel('Şifre', { exact: true }).fill('Demo1234!');
    await login.getByRole('button', { name: 'Giriş Yap' }).click();
    const sixMonths = new Date();
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    const year = String(sixMonths.getUTCFullYear());
    await visible(page.getByText(new RegExp(`Kendinizi \\d{1,2} \\S+ ${year} .* giriş yapılamaz`)).first());
    await screenshot(page, 'safer-play-login-refused-desktop');

    // The back office: risk & compliance sees the self-exclusion on the player card, with no way to lift it.
    const staff = await (await newContext(browser, server.baseUrl, 'desktop')).newPage();
    await signInToBackoffice(staff, 'risk');
    await backofficeNavigation(staff).getByRole('link', { name: 'Players' }).click();
    const filters = staff.getByRole('search', { name: 'Filter Players' });
    await filters.getByLabel('Search', { exact: true }).fill('demo1234');
    await filters.getByRole('button', { name: 'Search' }).click();
    const row = staff
      .getByRole('table', { name: 'Players' })
      .getByRole('row')
      .filter({ hasText: 'demo1234' });
    await visible(row);
    await row.getByRole('link').first().click();
    // Beside the status (still Active): what keeps the player from playing, and until when.
    await visible(staff.getByText(new RegExp(`^Self-excluded until \\d{1,2} \\w+ ${year}`)));
    await staff.getByRole('tab', { name: 'Safer play' }).click();
    const restrictions = staff.getByRole('table', { name: 'Restrictions' });
    const excluded = restrictions.getByRole('row').filter({ hasText: 'Self-exclusion (player)' });
    await visible(excluded);
    expect(await excluded.getByRole('button', { name: 'Lift' }).count()).toBe(0);
    for (const width of [1440, 1024]) {
      await staff.setViewportSize({ width, height: 900 });
      await screenshot(staff, `backoffice-safer-play-${width}`);
      expect(await seriousA11yViolations(staff), `at ${width}`).toEqual([]);
    }

    // The operator moves to the MGA profile: an excluded player may then sign in to withdraw, and only that.
    await staff.setViewportSize({ width: 1440, height: 900 });
    await backofficeNavigation(staff).getByRole('link', { name: 'Settings' }).click();
    const settings = staff.getByRole('form', { name: 'Safer play settings' });
    await visible(settings);
    await settings.getByLabel('Jurisdiction profile').selectOption('mga');
    await expect.poll(() => settings.getByLabel(/withdraw-only session/).isChecked(), PATIENCE).toBe(true);
    await settings.getByRole('button', { name: 'Save' }).click();
    await visible(staff.getByText('Saved.'));
    await screenshot(staff, 'backoffice-safer-play-settings-1440');
    expect(await seriousA11yViolations(staff)).toEqual([]);

    await login.getByRole('button', { name: 'Giriş Yap' }).click();
    await visible(page.getByRole('heading', { name: 'Hesabınız oyuna kapalı', level: 1 }));
    await visible(page.getByText(new RegExp(`Kendinizi \\d{1,2} \\S+ ${year} .*oyundan dışladınız`)).first());
    await screenshot(page, 'safer-play-withdraw-only-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Para çek sayfasına git' }).click();
    await expect.poll(() => pathOf(page), PATIENCE).toBe('/dashboard/withdraw');
  });
});
