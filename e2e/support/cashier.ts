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
