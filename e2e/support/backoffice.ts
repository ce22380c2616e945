import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { StaffRole } from '@lale/contracts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../apps/api/src/modules/staff/demo-credentials.ts';
import { newContext } from './browser.ts';
import { demoStaffCode, untilNextTotpStep, type StaffSession } from './operator.ts';
import { PATIENCE, visible } from './visits.ts';

/* The back office in the browser: its navigation, and a demo staff member's sign-in. */

export const backofficeNavigation = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

/**
 * The role's demo member signs in at /backoffice on `page`: password, then the authenticator's code. A
 * code is taken once per 30-second step per member; should this step's be refused, once more with the next.
 */
export async function signInToBackoffice(page: Page, role: StaffRole): Promise<void> {
  await page.goto('/backoffice/');
  for (let attempt = 1; ; attempt += 1) {
    await page.getByLabel('Username').fill(DEMO_STAFF[role].username);
    await page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    const code = page.getByLabel('6-digit code');
    await visible(code);
    await code.fill(await demoStaffCode(role));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const refused = page.getByRole('alert');
    const navigation = backofficeNavigation(page);
    await expect
      .poll(async () => (await navigation.isVisible()) || (await refused.isVisible()), PATIENCE)
      .toBe(true);
    if (await navigation.isVisible()) return;
    expect(attempt, `the ${role} member's code was refused twice`).toBe(1);
    await untilNextTotpStep();
    await page.getByRole('button', { name: 'Start again' }).click();
  }
}

/**
 * A back-office page in a fresh browser, signed in as `session` (operator.ts `staffLogin`): its cookie
 * is given to the browser, and the back office loads the session as after any reload. A member's code
 * is taken once per 30-second step, so a journey that needs the same member in several browsers signs
 * in once instead of waiting up to half a minute for each next code. The sign-in screen itself is
 * `signInToBackoffice`'s (backoffice.e2e.ts).
 */
export async function backofficePageAs(
  browser: Browser,
  baseUrl: string,
  session: StaffSession,
  path = '/backoffice/',
): Promise<Page> {
  const context = await newContext(browser, baseUrl, 'desktop');
  const split = session.cookie.indexOf('=');
  await context.addCookies([
    {
      name: session.cookie.slice(0, split),
      value: session.cookie.slice(split + 1),
      url: baseUrl,
      httpOnly: true,
    },
  ]);
  const page = await context.newPage();
  await page.goto(path);
  await visible(backofficeNavigation(page));
  return page;
}
