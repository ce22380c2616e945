import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { StaffRole } from '@lale/contracts';
import { backofficeNavigation, signInToBackoffice } from './support/backoffice.ts';
import { launchBrowser, newContext, screenshot, seriousA11yViolations } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { PATIENCE, visible } from './support/visits.ts';

/*
 * Four eyes above the owner's lines (issue #27), in the back office: the owner draws the TRY line of a
 * payment method's largest single payment on the Settings screen; the payments member raises the
 * manual withdrawal method's maximum above it and is told it waits for a second approver, the method
 * unchanged; the owner finds the change in Approvals (before → after) and approves it; the payments
 * member then sees the new maximum.
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

async function member(role: StaffRole): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, 'desktop');
  const page = await context.newPage();
  await signInToBackoffice(page, role);
  return page;
}

async function open(page: Page, screen: string): Promise<void> {
  await backofficeNavigation(page).getByRole('link', { name: screen, exact: true }).click();
  await visible(page.getByRole('heading', { name: screen, level: 1 }));
}

/** The withdrawal methods' row of Banka Havalesi (the seeded manual withdrawal, TRY 100 – 25,000). */
async function withdrawalRow(page: Page) {
  await page.getByRole('tab', { name: 'Withdrawal' }).click();
  const row = page.getByRole('row', { name: /Banka Havalesi/ });
  await visible(row);
  return row;
}

describe('four eyes above the owner’s lines', () => {
  it('a payment method raised above the line waits until the owner approves it, then holds', async () => {
    const owner = await member('owner');
    await open(owner, 'Settings');
    const lines = owner.getByRole('form', { name: 'Approval lines' });
    const paymentLines = lines.getByRole('group', { name: 'Payment methods: largest single payment' });
    await expect.poll(() => paymentLines.getByLabel('TRY').isEnabled(), PATIENCE).toBe(true);
    await paymentLines.getByLabel('TRY').fill('30000');
    await lines.getByRole('button', { name: 'Save lines' }).click();
    await visible(lines.getByText('The approval lines are saved.'));
    await screenshot(owner, 'backoffice-approval-lines-1440');
    expect(await seriousA11yViolations(owner)).toEqual([]);

    const payments = await member('payments');
    await open(payments, 'Payment methods');
    await (await withdrawalRow(payments)).getByRole('button', { name: 'Edit Banka Havalesi' }).click();
    const editor = payments.getByRole('dialog', { name: 'Edit payment method: Banka Havalesi' });
    await editor.getByLabel('Maximum').fill('40000');
    await editor.getByRole('button', { name: 'Save method' }).click();
    await visible(payments.getByRole('status').filter({ hasText: /waits for a different staff member/ }));
    await screenshot(payments, 'backoffice-payment-method-held-1440');
    expect(await (await withdrawalRow(payments)).textContent()).toContain('25,000.00 TRY');

    await open(owner, 'Approvals');
    const change = owner.getByRole('row', { name: /Banka Havalesi/ });
    await visible(change.getByText('25,000.00 TRY → 40,000.00 TRY'));
    await change.getByRole('button', { name: 'Details of the payment method Banka Havalesi' }).click();
    await visible(owner.getByRole('heading', { name: 'What was asked' }));
    await screenshot(owner, 'backoffice-approvals-1440');
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await change.getByRole('button', { name: 'Approve the payment method Banka Havalesi' }).click();
    const confirm = owner.getByRole('dialog', { name: 'Approve the payment method Banka Havalesi' });
    await confirm.getByLabel('Note').fill('Agreed with finance for the year-end payouts');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await visible(owner.getByText('The change is approved and applied.'));

    await payments.reload();
    expect(await (await withdrawalRow(payments)).textContent()).toContain('40,000.00 TRY');
  });
});
