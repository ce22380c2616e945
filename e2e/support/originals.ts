import type { Frame, Page } from 'playwright-core';
import { liraOf } from './visits.ts';

/*
 * A game in the site's play modal: its frame (titled "<name> oyunu") and the balance the game shows in
 * its own top bar, as the Lale Originals' journeys read them.
 */

/** The play modal's frame, for `page.frameLocator` (waiting on what a game shows). */
export const PLAY_FRAME = 'iframe[title$="oyunu"]';

/** The play modal's frame to drive, once it is there. */
export async function frameOf(page: Page): Promise<Frame> {
  const handle = await page.locator(PLAY_FRAME).elementHandle();
  return (await handle!.contentFrame())!;
}

/** The game's own balance, in lira ('1.259,06 ₺'). */
export const gameBalance = async (frame: Frame) =>
  liraOf((await frame.getByRole('group', { name: 'Bakiye' }).locator('output').textContent()) ?? '');
