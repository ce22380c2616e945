import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, newContext, screenshot, seriousA11yViolations } from './support/browser.ts';
import { backofficeNavigation, signInToBackoffice } from './support/backoffice.ts';
import { depositByCard, fillWithdrawal } from './support/cashier.ts';
import { registerThroughApi } from './support/people.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { demoPlayerPage, gone, visible } from './support/visits.ts';

/*
 * AML monitoring (issue #26), journey 4's second half: the demo player deposits ₺1.000 by card and,
 * without playing, asks for ₺900 back. The withdrawal goes through as always; the rule "a deposit
 * withdrawn with little play" raises a case. Risk & compliance (aml.*) finds it at the head of the AML
 * queue, opens it — the deposit, the withdrawal and the ₺0 staked as evidence — adds a note and clears
 * it with a reason. Each back-office screen is screenshotted and axe-clean.
 */

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe('AML: a deposit withdrawn with little play', () => {
  it('raises a case that the risk member sees in the queue and clears with a note', async () => {
    const player = await demoPlayerPage(browser, server.baseUrl, 'desktop');
    await depositByCard(player, 1000);
    const withdrawDialog = await fillWithdrawal(player, 900);
    await withdrawDialog.getByRole('button', { name: 'Çekim Talebi Gönder' }).click();
    // The player is not held back: the request is taken as always.
    await visible(player.getByText('Çekim talebiniz alındı.').first());
    await gone(withdrawDialog);

    const context = await newContext(browser, server.baseUrl, 'desktop');
    contexts.push(context);
    const staff = await context.newPage();
    await signInToBackoffice(staff, 'risk');
    await backofficeNavigation(staff).getByRole('link', { name: 'AML cases' }).click();
    await visible(staff.getByRole('heading', { name: 'AML cases', level: 1 }));
    const queue = staff.getByRole('table', { name: 'AML cases' });
    const row = queue.getByRole('row').filter({ hasText: 'demo1234' }).first();
    await visible(row);
    await visible(row.getByText('Deposit withdrawn with little play'));
    await visible(row.getByText('Open'));
    await screenshot(staff, 'aml-queue-desktop');
    expect(await seriousA11yViolations(staff)).toEqual([]);

    await row.getByRole('link', { name: /^Case #\d+$/ }).click();
    await visible(staff.getByRole('heading', { name: /^AML case #\d+$/, level: 1 }));
    const evidence = staff.getByRole('region', { name: 'Evidence' });
    await visible(evidence.getByText('1,000.00 TRY'));
    await visible(evidence.getByText('900.00 TRY'));
    await visible(evidence.getByText('0.00 TRY', { exact: true }));

    const notes = staff.getByRole('form', { name: 'Add a note' });
    await notes
      .getByLabel('New note')
      .fill('Card deposit returned to the same name; no play. Card owner checked.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await visible(staff.getByText('Card deposit returned to the same name; no play. Card owner checked.'));
    await screenshot(staff, 'aml-case-desktop');
    expect(await seriousA11yViolations(staff)).toEqual([]);

    await staff.getByRole('group', { name: 'Decisions' }).getByRole('button', { name: 'Clear' }).click();
    const dialog = staff.getByRole('dialog');
    await visible(dialog);
    await dialog.getByLabel('Reason').fill('Own money returned to its source: nothing to report.');
    await screenshot(staff, 'aml-case-clear-dialog-desktop');
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await gone(dialog);
    await visible(staff.getByText('Own money returned to its source: nothing to report.'));
    await visible(staff.getByText('Cleared').first());
    await gone(staff.getByRole('group', { name: 'Decisions' }));
    await screenshot(staff, 'aml-case-cleared-desktop');
    expect(await seriousA11yViolations(staff)).toEqual([]);

    await staff.getByRole('link', { name: 'All cases' }).click();
    await visible(staff.getByRole('heading', { name: 'AML cases', level: 1 }));
    await staff.getByRole('link', { name: 'Rules' }).click();
    await visible(staff.getByRole('heading', { name: 'AML rules', level: 1 }));
    await visible(staff.getByLabel('Staked share of the deposit below which a case is raised'));
    await screenshot(staff, 'aml-rules-desktop');
    expect(await seriousA11yViolations(staff)).toEqual([]);

    // Screening (issue #26): a tester adds the demo player to the sandbox list — a list update — and the
    // next screening raises a case whose evidence says which entry matched and why.
    const screening = staff.getByRole('region', { name: 'Sanctions and PEP screening' });
    await visible(screening.getByRole('table', { name: 'Sandbox list' }));
    const addEntry = screening.getByRole('form', { name: 'Add a person to the sandbox list' });
    await addEntry.getByLabel('Full name').fill('OYUNCU Demo');
    await addEntry.getByLabel('Category').selectOption('pep');
    await addEntry.getByLabel('Birth year (optional)').fill('1990');
    await addEntry.getByRole('button', { name: 'Add to the sandbox list' }).click();
    await visible(screening.getByText(/^Added as SBX-T\d+/));
    await screenshot(staff, 'aml-rules-screening-desktop');
    expect(await seriousA11yViolations(staff)).toEqual([]);

    await backofficeNavigation(staff).getByRole('link', { name: 'AML cases' }).click();
    const cases = staff.getByRole('table', { name: 'AML cases' }).getByRole('row');
    const screeningRow = cases
      .filter({ hasText: 'Sanctions or PEP list match' })
      .filter({ hasText: 'demo1234' });
    // The addition swept at once; should the queue have been read first, it is read again.
    await expect
      .poll(
        async () => {
          await cases.filter({ hasText: 'demo1234' }).first().waitFor();
          if (await screeningRow.isVisible()) return true;
          await staff.reload();
          return false;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    await screeningRow.getByRole('link', { name: /^Case #\d+$/ }).click();
    const screeningEvidence = staff.getByRole('region', { name: 'Evidence' });
    await visible(screeningEvidence.getByText('Politically exposed person (PEP)'));
    await visible(screeningEvidence.getByText('Name and birth year'));
    await visible(staff.getByRole('region', { name: 'Screening now' }).getByText('Match (1 list entry)'));
    await screenshot(staff, 'aml-screening-case-desktop');
    expect(await seriousA11yViolations(staff)).toEqual([]);

    // A sign-up with the name and birth date of a self-excluded player goes through, and raises a case
    // for a person to judge (a shared name does not exclude by itself).
    const excluded = await registerThroughApi(server.baseUrl);
    const { token } = excluded.auth as { token: string };
    const taken = await fetch(`${server.baseUrl}/api/saferplay/selfexclusion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ period: '6m', confirm: true }),
    });
    expect(taken.status).toBe(200);
    const lookalike = await registerThroughApi(server.baseUrl);
    // A whole load: the queue read before the sign-up is still in the page's cache.
    await staff.goto('/backoffice/aml');
    const lookalikeRow = cases
      .filter({ hasText: 'Looks like a self-excluded player' })
      .filter({ hasText: lookalike.username });
    await visible(lookalikeRow);
    await lookalikeRow.getByRole('link', { name: /^Case #\d+$/ }).click();
    const lookalikeEvidence = staff.getByRole('region', { name: 'Evidence' });
    await visible(lookalikeEvidence.getByText('The sign-up of this account'));
    await visible(lookalikeEvidence.getByText(excluded.username, { exact: true }));
    await screenshot(staff, 'aml-lookalike-case-desktop');
    expect(await seriousA11yViolations(staff)).toEqual([]);
  });
});
