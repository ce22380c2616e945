import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { backofficeNavigation, backofficePageAs, signInToBackoffice } from './support/backoffice.ts';
import { staffLogin, type StaffSession } from './support/operator.ts';
import { launchBrowser, newContext, screenshot, seriousA11yViolations } from './support/browser.ts';
import { depositByCard } from './support/cashier.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { demoPlayerPage, PATIENCE, visible } from './support/visits.ts';

/*
 * The business side of the back office (issue #27), each screen by the content team (the role that
 * holds casino, bonuses and content): a provider switched off leaves the site's lobby and search at
 * once; a code bonus created on the Bonuses screen is redeemed by demo1234 on the site after a deposit;
 * a picture uploaded and a promotion published on the Content screen appear on /promotions; and the
 * payments team's new deposit method with two fields of its own appears in the site's cashier dialog.
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

let contentSession: Promise<StaffSession> | undefined;

/** The content member in a fresh browser, signed in once for the file (support/backoffice.ts). */
async function contentTeam(): Promise<Page> {
  contentSession ??= staffLogin(server.baseUrl, 'content');
  return backofficePageAs(browser, server.baseUrl, await contentSession);
}

async function open(page: Page, screen: string): Promise<void> {
  await backofficeNavigation(page).getByRole('link', { name: screen, exact: true }).click();
  await visible(page.getByRole('heading', { name: screen, level: 1 }));
}

/** Whether the site's slot search for `text` offers the game `name`. */
async function searchOffers(page: Page, text: string, name: string): Promise<boolean> {
  await page.goto('/casino/slot');
  await page.getByRole('button', { name: 'Oyun Ara' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slot Oyunlarında Ara' });
  await visible(dialog);
  await dialog.getByLabel('Oyun adı').fill(text);
  // The search answers as the player types; an empty answer says so.
  await expect
    .poll(
      async () =>
        (await dialog.getByRole('button', { name: new RegExp(text, 'i') }).count()) > 0 ||
        (await dialog.getByText(/bulunamadı|sonuç yok/i).count()) > 0,
      PATIENCE,
    )
    .toBe(true);
  const names = await dialog.getByRole('button', { name: new RegExp(text, 'i') }).allTextContents();
  await page.keyboard.press('Escape');
  return names.some((shown) => shown.startsWith(name));
}

/** A 2×2 PNG (red, green, blue, white): a real picture, made here so the journey needs no file. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwPCfgYGBgYHhPwMAJPsD/Xv8WpQAAAAASUVORK5CYII=',
  'base64',
);

describe('the business screens of the back office', () => {
  it('casino: a provider switched off leaves the lobby and the search at once, and comes back', async () => {
    const player = await demoPlayerPage(browser, server.baseUrl, 'desktop');
    expect(await searchOffers(player, 'Sweet Candy', 'Sweet Candy Rush')).toBe(true);

    const staff = await contentTeam();
    await open(staff, 'Casino');
    const row = staff.getByRole('row', { name: /Pragmatic Play/ });
    await visible(row.getByText('On', { exact: true }));
    await screenshot(staff, 'backoffice-casino-providers-1440');
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await staff.getByRole('button', { name: 'Switch off Pragmatic Play' }).click();
    const confirm = staff.getByRole('dialog');
    await visible(confirm);
    await confirm.getByRole('button', { name: /Switch off/ }).click();
    await visible(staff.getByRole('button', { name: 'Switch on Pragmatic Play' }));

    expect(await searchOffers(player, 'Sweet Candy', 'Sweet Candy Rush')).toBe(false);
    await player.goto('/casino/slot');
    await visible(player.getByRole('button', { name: 'Oyun Ara' }));
    expect(await player.getByRole('button', { name: /Sweet Candy Rush oyununu favorilere/ }).count()).toBe(0);
    await screenshot(player, 'backoffice-casino-provider-off-lobby');

    await staff.getByRole('button', { name: 'Switch on Pragmatic Play' }).click();
    await staff
      .getByRole('dialog')
      .getByRole('button', { name: /Switch on/ })
      .click();
    await visible(staff.getByRole('button', { name: 'Switch off Pragmatic Play' }));
    expect(await searchOffers(player, 'Sweet Candy', 'Sweet Candy Rush')).toBe(true);
    await staff.context().close();
    await player.context().close();
  });

  it('bonuses: a code bonus is created and demo1234 redeems its code after a deposit', async () => {
    const staff = await contentTeam();
    await open(staff, 'Bonuses');
    await staff.getByRole('link', { name: 'New bonus' }).click();
    await staff.getByLabel('Title (Turkish)').fill('Kış Yatırım Bonusu');
    await staff.getByLabel('Title (English)').fill('Winter Deposit Bonus');
    await staff.getByLabel('Description (Turkish)').fill('Yatırımına %50, 500 ₺’ye kadar.');
    await staff.getByLabel('Description (English)').fill('50% on your deposit, up to ₺500.');
    await staff.getByLabel('Trigger').selectOption({ label: 'Deposit code' });
    await staff.getByLabel('Code', { exact: true }).fill('KIS50');
    await staff.getByLabel('A share of the deposit').check();
    await staff.getByLabel('Percent', { exact: true }).fill('50');
    await staff.getByLabel('Cap', { exact: true }).fill('500');
    await staff.getByLabel('Minimum deposit').fill('50');
    await staff.getByLabel('Wagering multiple').fill('5');
    await staff.getByLabel('Valid days').fill('30');
    await screenshot(staff, 'backoffice-bonus-new-1440');
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await staff.getByRole('button', { name: 'Save bonus' }).click();
    await visible(staff.getByRole('link', { name: 'Winter Deposit Bonus' }));
    await screenshot(staff, 'backoffice-bonuses-1440');
    await staff.context().close();

    const player = await demoPlayerPage(browser, server.baseUrl, 'desktop');
    await depositByCard(player, 100);
    await player.goto('/dashboard/bonuses');
    await player.getByRole('textbox', { name: 'Bonus Kodu' }).fill('KIS50');
    await player.getByRole('button', { name: 'Kodu Kullan' }).click();
    const redeemed = player.getByRole('article').filter({ hasText: 'Kış Yatırım Bonusu' });
    await visible(redeemed);
    // Half of the ₺100 deposit, under the cap.
    expect(await redeemed.textContent()).toContain('₺50,00');
    await screenshot(player, 'backoffice-bonus-redeemed-site');
    await player.context().close();
  });

  it('content: an uploaded picture and a published promotion appear on /promotions', async () => {
    const staff = await contentTeam();
    await open(staff, 'Content');
    await staff.getByRole('tab', { name: 'Pictures' }).click();
    await staff.getByLabel('Upload picture').setInputFiles({
      name: 'kis-kampanyasi.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await visible(staff.getByRole('img', { name: 'kis-kampanyasi.png' }));
    await screenshot(staff, 'backoffice-content-pictures-1440');
    expect(await seriousA11yViolations(staff)).toEqual([]);

    await staff.getByRole('tab', { name: 'Promotions' }).click();
    await staff.getByRole('button', { name: 'New promotion' }).click();
    const editor = staff.getByRole('dialog', { name: 'New promotion' });
    await editor.getByLabel('Title (Turkish)').fill('Kış Kampanyası');
    await editor.getByLabel('Title (English)').fill('Winter Campaign');
    await editor.getByLabel('Body (Turkish)').fill('<p>Her cuma <strong>%20</strong> ek bonus.</p>');
    await editor.getByLabel('Body (English)').fill('<p>A <strong>20%</strong> extra bonus every Friday.</p>');
    for (const picture of ['Card picture', 'Detail picture']) {
      await editor.getByRole('button', { name: `Choose picture… for ${picture}` }).click();
      const picker = staff.getByRole('dialog', { name: `Choose picture: ${picture}` });
      await picker.getByRole('button', { name: 'Use kis-kampanyasi.png' }).click();
      await expect.poll(() => picker.isVisible(), PATIENCE).toBe(false);
    }
    await editor.getByLabel(/^Published/).check();
    await screenshot(staff, 'backoffice-content-promotion-editor-1440');
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await editor.getByRole('button', { name: 'Save promotion' }).click();
    await expect.poll(() => editor.isVisible(), PATIENCE).toBe(false);
    const url = await staff.getByRole('img', { name: 'Winter Campaign' }).getAttribute('src');
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.png$/);
    await staff.context().close();

    const visitorContext = await newContext(browser, server.baseUrl, 'desktop');
    const visitor = await visitorContext.newPage();
    // The site's bootstrap is cached for up to 5 s per process: the new promotion shows within that.
    await expect
      .poll(
        async () => {
          await visitor.goto('/promotions');
          return visitor.getByRole('button', { name: 'Kış Kampanyası' }).isVisible();
        },
        { timeout: 20_000, interval: 2_000 },
      )
      .toBe(true);
    const card = visitor.getByRole('main').getByRole('article').filter({ hasText: 'Kış Kampanyası' });
    const img = card.locator('img').first();
    expect(await img.getAttribute('src')).toBe(url);
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), PATIENCE).toBe(2);
    await screenshot(visitor, 'backoffice-content-promotion-site');
    await visitorContext.close();
  });

  it('payments: a new deposit method with two fields appears in the cashier dialog with them', async () => {
    const context = await newContext(browser, server.baseUrl, 'desktop');
    const staff = await context.newPage();
    await signInToBackoffice(staff, 'payments');
    await open(staff, 'Payment methods');
    await staff.getByRole('button', { name: 'New method' }).click();
    const editor = staff.getByRole('dialog', { name: 'New payment method' });
    await visible(editor);
    await editor.getByLabel('Title').fill('Kolay Havale');
    await editor.getByRole('button', { name: /^Use the bank logo$/i }).click();
    await editor.getByLabel('Flow').selectOption('manual');
    await editor.getByLabel('Provider').fill('manual-bank');
    await editor.getByLabel('Minimum').fill('50');
    await editor.getByLabel('Maximum').fill('20000');
    await editor.getByLabel('Bank').fill('Lale Katılım Bankası');
    await editor.getByLabel('IBAN').fill('TR33 0006 1005 1978 6457 8413 26');
    await editor.getByLabel('Account holder').fill('Lale Entertainment N.V.');
    for (const [n, name, type, mask] of [
      [2, 'FullName', 'Text (String)', ''],
      [3, 'Iban', 'Text (String)', 'TR00 0000 0000 0000 0000 0000 00'],
    ] as const) {
      await editor.getByRole('button', { name: 'Add field' }).click();
      await editor.getByLabel(`Field ${n} name`).fill(name);
      await editor.getByLabel(`Field ${n} type`).selectOption({ label: type });
      if (mask) await editor.getByLabel(`Field ${n} mask`).fill(mask);
    }
    await screenshot(staff, 'backoffice-payment-method-editor-1440');
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await editor.getByRole('button', { name: 'Save method' }).click();
    await expect.poll(() => editor.isVisible(), PATIENCE).toBe(false);
    await visible(staff.getByText('Kolay Havale').first());
    await context.close();

    const player = await demoPlayerPage(browser, server.baseUrl, 'desktop');
    await player.goto('/dashboard/deposit');
    const tile = player.getByRole('button', { name: /Kolay Havale/ });
    await visible(tile);
    await tile.click();
    const dialog = player.getByRole('dialog', { name: /Kolay Havale/ });
    await visible(dialog);
    await visible(dialog.getByLabel('Tutar', { exact: true }));
    await visible(dialog.getByLabel('Ad Soyad', { exact: true }));
    await visible(dialog.getByLabel('IBAN', { exact: true }));
    await screenshot(player, 'backoffice-payment-method-cashier');
    expect(await seriousA11yViolations(player)).toEqual([]);
    await player.context().close();
  });
});
