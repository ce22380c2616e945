import { DEV_GAMES_CLOCK_PATH, type DevGamesClock } from '@lale/contracts';

/*
 * The scheduled games' clock, for the journeys on shared rounds (Lale Aviator, Keno, Tombala): what the
 * server's development control (GET/POST /api/dev/originals/clock, never in production) tells about the
 * round in play — its crash point, the draws' times — and moving the games forward, so a journey skips
 * the rounds and the waits that do not matter to what it checks, and never guesses whether a flight will
 * last from what a page shows. What the journey then checks is still what the pages show.
 */

export type GamesClock = DevGamesClock;
export type CrashRound = NonNullable<DevGamesClock['crash']>;

async function answer(response: Response): Promise<GamesClock> {
  if (!response.ok) throw new Error(`${DEV_GAMES_CLOCK_PATH}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: GamesClock }).data;
}

export const ms = (iso: string | null | undefined): number => new Date(iso ?? NaN).getTime();

export async function gamesClock(baseUrl: string): Promise<GamesClock> {
  return answer(await fetch(`${baseUrl}${DEV_GAMES_CLOCK_PATH}`));
}

/** The most one call moves the games (the control's own limit). */
const MOST_PER_CALL_MS = 300_000;

/** Moves the games forward by `advanceMs` (every step due on the way happens, in order). */
export async function advanceGames(baseUrl: string, advanceMs: number): Promise<GamesClock> {
  let left = Math.ceil(advanceMs);
  let clock = left < 1 ? await gamesClock(baseUrl) : undefined;
  while (left > 0) {
    const step = Math.min(left, MOST_PER_CALL_MS);
    clock = await answer(
      await fetch(`${baseUrl}${DEV_GAMES_CLOCK_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: step }),
      }),
    );
    left -= step;
  }
  return clock!;
}

/** Moves the games forward to `at` (an ISO time on the games' clock); nothing when it has passed. */
export async function advanceGamesTo(baseUrl: string, at: string): Promise<GamesClock> {
  const now = await gamesClock(baseUrl);
  return advanceGames(baseUrl, ms(at) - ms(now.now));
}

/**
 * Skips crash rounds until one has just opened for bets whose flight reaches `atLeast` (×): the
 * answer is that round, at the start of its betting window. Each skipped round still opens, flies,
 * crashes and settles on the server, in fast time.
 */
export async function crashRoundReaching(baseUrl: string, atLeast: number): Promise<CrashRound> {
  // Three steps a round.
  for (let steps = 0; steps < 600; steps += 1) {
    const clock = await gamesClock(baseUrl);
    const round = clock.crash;
    const now = ms(clock.now);
    if (round?.phase === 'betting' && round.crashPoint >= atLeast && ms(round.bettingEndsAt) - now >= 5_000)
      return round;
    // On to the next step of this round: its take-off, its crash, the next round's opening.
    const next = round?.nextRoundAt ?? round?.crashesAt ?? round?.bettingEndsAt;
    await advanceGames(baseUrl, Math.max(1, (next ? ms(next) : now) - now));
  }
  throw new Error(`no crash round reaching ×${atLeast} in 200 rounds`);
}
