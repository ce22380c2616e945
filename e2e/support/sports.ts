import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEV_SPORTS_SCRIPT_PATH } from '@lale/contracts';

/*
 * The sportsbook in the browser, shared by the journeys that bet (sports, trading room): the simulated
 * feed's script (GET /api/dev/sports/script, outside production) names the matches to back, and the
 * slip is placed as a player places it.
 */

/** A match must have this long left (ms) to be picked: the slip, the live delay and bet stops come first. */
const TIME_TO_BET_MS = 45_000;

export type ScriptEntry = {
  eventId: number | null;
  home: string;
  away: string;
  kickoff: string;
  endsAt: string;
  winners: { key: string; specifiers: string; won: string[] }[];
};

/** The sandbox's script: live matches with enough time left, the soonest to end first. */
export async function liveMatchesToBackNow(
  baseUrl: string,
): Promise<(ScriptEntry & { eventId: number; winner: string })[]> {
  const response = await fetch(`${baseUrl}${DEV_SPORTS_SCRIPT_PATH}`);
  const script = ((await response.json()) as { data: ScriptEntry[] }).data;
  const main = ['1x2', 'moneyline', 'match_winner'];
  return script
    .filter(
      (entry) =>
        entry.eventId !== null &&
        Date.parse(entry.kickoff) <= Date.now() &&
        Date.parse(entry.endsAt) - Date.now() > TIME_TO_BET_MS,
    )
    .map((entry) => {
      const market = entry.winners.find((w) => main.includes(w.key) && w.specifiers === '');
      return { ...entry, eventId: entry.eventId!, winner: market?.won[0] ?? '' };
    })
    .filter((entry) => entry.winner !== '')
    .sort((a, b) => Date.parse(a.endsAt) - Date.parse(b.endsAt));
}

/** Pre-match time an event keeps before kick-off for the journey to back it (real time). */
const PREMATCH_MARGIN_MS = 5 * 60_000;

/**
 * A football match of the sandbox's script that kicks off well after the journey has backed it: the
 * soonest one on the lobby may be seconds from going live on a slow run, and then refuses the bet.
 */
export async function prematchMatchToBack(baseUrl: string): Promise<ScriptEntry & { eventId: number }> {
  const response = await fetch(`${baseUrl}${DEV_SPORTS_SCRIPT_PATH}`);
  const script = ((await response.json()) as { data: ScriptEntry[] }).data;
  const match = script
    .filter(
      (entry) =>
        entry.eventId !== null &&
        Date.parse(entry.kickoff) - Date.now() > PREMATCH_MARGIN_MS &&
        entry.winners.some((w) => w.key === '1x2' && w.specifiers === ''),
    )
    .sort((a, b) => Date.parse(a.kickoff) - Date.parse(b.kickoff))[0];
  expect(match, 'a football match kicking off in more than five minutes').toBeTruthy();
  return { ...match!, eventId: match!.eventId! };
}

/**
 * Places what the slip holds, again while a bet stop refuses it (live markets stop at dangerous
 * moments) and after taking moved odds, until the book accepts it: the player is told so, and the placed picks leave the slip.
 */
export async function placeUntilAccepted(page: Page): Promise<void> {
  const slip = page.getByRole('complementary', { name: 'Kuponum' });
  const place = slip.getByRole('button', { name: 'Bahis Yap' });
  const emptied = slip.getByText('Kuponunuz boş.');
  // The message shows for 4 s only: watched for from the first click on, however late a busy machine
  // comes round to looking.
  const told = page
    .getByText('Bahsiniz alındı. İyi şanslar!')
    .waitFor({ timeout: 60_000 })
    .then(
      () => true,
      () => false,
    );
  await expect
    .poll(
      async () => {
        if (await emptied.isVisible()) return true;
        // The feed moved a price since the pick: the slip holds the bet until the player takes the new
        // odds, as a person would (pre-match prices drift too, so this is not only a live case).
        const accept = slip.getByRole('button', { name: 'Yeni oranları kabul et' });
        if ((await accept.count()) === 1 && (await accept.isVisible())) await accept.click();
        // Not sent yet, or refused: the button is back (while sending it says so instead).
        if ((await place.count()) === 1 && (await place.isEnabled())) await place.click();
        return emptied.isVisible();
      },
      { timeout: 45_000, interval: 2_500 },
    )
    .toBe(true);
  expect(await told, 'the acceptance message').toBe(true);
}
