import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { PATIENCE, visible } from './visits.ts';

/* The cashier as the player meets it, for the journeys that need a withdrawal to work on. */

export const TEST_IBAN = 'TR33 0006 1005 1978 6457 8413 26';

/** The withdraw page's bank-transfer dialog, filled with `amount` lira to the IBAN and ready to send. */
export async function fillWithdrawal(page: Page, amount = 200) {
  await page.goto('/dashboard/withdraw');
  const bankTile = page.getByRole('button', { name: /Banka Havalesi/ });
  await visible(bankTile);
  await bankTile.click();
  const dialog = page.getByRole('dialog', { name: /Banka Havalesi/ });
  await visible(dialog);
  await dialog.getByLabel('Tutar', { exact: true }).fill(String(amount));
  await dialog.getByLabel('IBAN', { exact: true }).fill(TEST_IBAN);
  await dialog.getByLabel('Ad Soyad').fill('Demo Oyuncu');
  await expect
    .poll(() => dialog.getByRole('button', { name: 'Çekim Talebi Gönder' }).isEnabled(), PATIENCE)
    .toBe(true);
  return dialog;
}

/**
 * A deposit of `amount` lira by card through the payment sandbox's checkout in the dialog, from the
 * deposit page to the dialog closed again (the cashier journey walks the same steps with a screenshot
 * at each; this is for journeys that only need the money).
 */
export async function depositByCard(page: Page, amount: number) {
  await page.goto('/dashboard/deposit');
  const cardTile = page.getByRole('button', { name: /Kredi Kartı/ });
  await visible(cardTile);
  await cardTile.click();
  const dialog = page.getByRole('dialog', { name: /Kredi Kartı/ });
  await visible(dialog);
  await dialog.getByLabel('Tutar', { exact: true }).fill(String(amount));
  await dialog.getByLabel('Kart Numarası', { exact: true }).fill('4111111111111111');
  await dialog.getByLabel('Kart Sahibi').fill('AYSE YILMAZ');
  await dialog.getByLabel('Son Kullanma Tarihi').fill('1230');
  await dialog.getByLabel('CVV').fill('123');
  const submit = dialog.getByRole('button', { name: 'Yatır' });
  await expect.poll(() => submit.isEnabled(), PATIENCE).toBe(true);
  await submit.click();
  const checkout = dialog.frameLocator('iframe');
  const pay = checkout.getByRole('button', { name: 'Öde' });
  await visible(pay);
  await pay.click();
  await visible(checkout.getByText(/Ödeme (tamamlandı|alındı)/));
  await dialog.getByRole('button', { name: 'Devam' }).click();
  await expect.poll(() => dialog.isVisible(), PATIENCE).toBe(false);
}
