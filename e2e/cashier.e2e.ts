import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, screenshot, seriousA11yViolations, type ViewportName } from './support/browser.ts';
import { adminCall, staffLogin } from './support/operator.ts';
import { fillWithdrawal } from './support/cashier.ts';
import { demoPlayerPage, gone, PATIENCE, visible } from './support/visits.ts';

/*
 * The cashier issue's journey against the built server, its real hub and the payment sandbox: the demo
 * player (verified phone, ₺1.000,00) deposits ₺500 by card through the sandbox checkout in the Iframe
 * mode, sees the balance rise and the Deposit notification arrive without reloading, claims the
 * first-deposit bonus and sees its wagering bar, asks for a withdrawal to an IBAN, the operator approves
 * it through the back-office API (the payments team's demo member), and the player finds it Confirmed in
 * financial activities.
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

const loggedIn = (viewport: ViewportName, path = '/') =>
  demoPlayerPage(browser, server.baseUrl, viewport, path);

/*
 * By attribute, not by role: while a dialog is open the page behind it is hidden from assistive tech,
 * yet the player still sees the header's balance and bell change behind the dialog's backdrop.
 */
const headerBalance = (page: Page, amount: string) =>
  page.locator(`header [aria-label="Bakiye: ${amount}"]`).first();
const unreadBell = (page: Page) => page.locator('header [aria-label^="Bildirimler, "]').first();

type AdminPayment = { id: number; status: number; amount: number; reference: string };

describe('cashier', () => {
  it('deposit by card through the sandbox checkout, bonus, withdrawal to an IBAN approved by the operator', async () => {
    const page = await loggedIn('desktop');
    await visible(headerBalance(page, '₺1.000,00'));
    // The hub is open once the bell is there; the Deposit notification will arrive on it.
    const quietBell = page.getByRole('banner').getByRole('button', { name: 'Bildirimler', exact: true });
    await visible(quietBell);

    // The header's Deposit leads to the deposit page and its method tiles.
    await page.getByRole('banner').getByRole('link', { name: 'Para Yatır' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname, PATIENCE).toBe('/dashboard/deposit');
    const cardTile = page.getByRole('button', { name: /Kredi Kartı/ });
    await visible(cardTile);
    await screenshot(page, 'cashier-deposit-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await cardTile.click();
    const dialog = page.getByRole('dialog', { name: /Kredi Kartı/ });
    await visible(dialog);
    const submit = dialog.getByRole('button', { name: 'Yatır' });
    await dialog.getByLabel('Tutar', { exact: true }).fill('500');
    await dialog.getByLabel('Kart Numarası', { exact: true }).fill('4111111111111111');
    await dialog.getByLabel('Kart Sahibi').fill('AYSE YILMAZ');
    await dialog.getByLabel('Son Kullanma Tarihi').fill('1230');
    // Every field is required: Submit waits for the last one.
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('CVV').fill('123');
    await expect.poll(() => submit.isEnabled(), PATIENCE).toBe(true);
    await screenshot(page, 'dialog-card-deposit-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await submit.click();

    // Iframe mode: the provider's checkout in the dialog; the sandbox plays the provider.
    const checkout = dialog.frameLocator('iframe');
    const pay = checkout.getByRole('button', { name: 'Öde' });
    await visible(pay);
    await screenshot(page, 'dialog-card-checkout-desktop');
    await pay.click();
    await visible(checkout.getByText(/Ödeme (tamamlandı|alındı)/));

    // Balance and notification arrive without a reload.
    await visible(headerBalance(page, '₺1.500,00'));
    await visible(unreadBell(page));
    await screenshot(page, 'dialog-card-checkout-paid-desktop');
    await dialog.getByRole('button', { name: 'Devam' }).click();
    await gone(dialog);

    // The first-deposit bonus: the header's Claim Reward opens the bonuses page.
    await page.getByRole('banner').getByRole('link', { name: 'Ödülünü Al' }).click();
    await expect.poll(() => new URL(page.url()).pathname, PATIENCE).toBe('/dashboard/bonuses');
    const offer = page.getByRole('article', { name: 'Hoş Geldin Bonusu' });
    await visible(offer);
    await offer.getByRole('button', { name: 'Bonusu Al' }).click();
    // 100 % of the ₺500 deposit, wagering ×10: ₺5.000 to turn over, none yet.
    const wagering = page.getByRole('progressbar', { name: 'Çevrim ilerlemesi' });
    await visible(wagering);
    expect(await wagering.getAttribute('aria-valuenow')).toBe('0');
    expect(await wagering.getAttribute('aria-valuemax')).toBe('5000');
    await visible(page.getByText('₺0,00 / ₺5.000,00 çevrildi'));
    await screenshot(page, 'cashier-bonuses-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // While the bonus has wagering left a withdrawal is refused, saying why.
    let withdrawDialog = await fillWithdrawal(page);
    await withdrawDialog.getByRole('button', { name: 'Çekim Talebi Gönder' }).click();
    await visible(page.getByText(/çevrim şartı tamamlanmadan/).first());
    await page.keyboard.press('Escape');
    await gone(withdrawDialog);
    await visible(headerBalance(page, '₺1.500,00'));

    // Bets (which would do the wagering) come with the casino issue: the player gives the bonus up.
    await page.goto('/dashboard/bonuses');
    await page.getByRole('button', { name: 'Bonustan Vazgeç' }).click();
    const forfeit = page.getByRole('dialog', { name: 'Bonustan vazgeçilsin mi?' });
    await forfeit.getByRole('button', { name: 'Evet, vazgeç' }).click();
    await gone(forfeit);
    await visible(page.getByText('Vazgeçildi').first());

    // Now the withdrawal to the IBAN: ₺200 moves to the withdraw hold at once.
    withdrawDialog = await fillWithdrawal(page);
    await screenshot(page, 'dialog-withdraw-iban-desktop');
    await withdrawDialog.getByRole('button', { name: 'Çekim Talebi Gönder' }).click();
    await visible(page.getByText('Çekim talebiniz alındı.').first());
    // Closes by itself 500 ms after success (spec §9).
    await gone(withdrawDialog);
    await visible(headerBalance(page, '₺1.300,00'));

    // The payments team approves it through the back-office API (payments.approve).
    const payments = await staffLogin(server.baseUrl, 'payments');
    const pending = await adminCall<{ items: AdminPayment[] }>(
      payments,
      'GET',
      '/api/admin/payments?type=2&status=2',
    );
    const withdrawal = pending.items.find((item) => item.amount === 200);
    expect(withdrawal).toBeDefined();
    await adminCall(payments, 'POST', `/api/admin/payments/${withdrawal!.id}/confirm`, {});

    // The player sees it Confirmed in financial activities, beside the confirmed deposit.
    await page.goto('/dashboard/financial-activities');
    const row = page.getByRole('row').filter({ hasText: withdrawal!.reference });
    await visible(row);
    await visible(row.getByText('Onaylandı'));
    await visible(page.getByRole('row').filter({ hasText: 'Kredi Kartı' }).getByText('Onaylandı'));
    await screenshot(page, 'cashier-financial-activities-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('the cashier pages and dialog on a phone (390 wide)', async () => {
    const page = await loggedIn('mobile', '/dashboard/deposit');
    const tile = page.getByRole('button', { name: /Havale\/EFT/ });
    await visible(tile);
    await screenshot(page, 'cashier-deposit-mobile');
    await tile.click();
    const dialog = page.getByRole('dialog', { name: /Havale\/EFT/ });
    await visible(dialog);
    // Full screen on a phone.
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(380);
    await dialog.getByLabel('Tutar', { exact: true }).fill('250');
    await dialog.getByLabel('Ad Soyad').fill('Demo Oyuncu');
    await screenshot(page, 'dialog-havale-deposit-mobile');
    await dialog.getByRole('button', { name: 'Yatır' }).click();
    // Message mode: the operator's bank details and the reference to quote.
    await visible(dialog.getByText(/IBAN/).first());
    await screenshot(page, 'dialog-havale-message-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await gone(dialog);

    await page.goto('/dashboard/financial-activities');
    await visible(page.getByRole('row').filter({ hasText: 'Havale/EFT' }).getByText('Beklemede'));
    await screenshot(page, 'cashier-financial-activities-mobile');
    await page.goto('/dashboard/withdraw');
    await visible(page.getByRole('button', { name: /Banka Havalesi/ }));
    await screenshot(page, 'cashier-withdraw-mobile');
    await page.goto('/dashboard/bonuses');
    await visible(page.getByRole('heading', { name: 'Bonuslarım', level: 1 }));
    await screenshot(page, 'cashier-bonuses-mobile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });
});
