import type { DevGamesClock } from '@lale/contracts';
import { crash } from '@lale/originals';
import type { Database } from '../../../db/connection.ts';
import { crashRepo } from '../crash/repo.ts';
import { crashesAt } from '../crash/rules.ts';
import { BINGO, KENO } from '../draws/definition.ts';
import { drawsRepo } from '../draws/repo.ts';
import { fastForward, type GameClock } from './game-clock.ts';
import type { Scheduler } from '../../leases/index.ts';

/*
 * The scheduled games' control for development and browser journeys (modules/dev registers it, never
 * in production). `view` tells where the games are, with the crash point of the round in play — what
 * production keeps secret until the crash, as the sports script's results are — so a journey can pick
 * a flight long enough for what it checks; `advance` moves the games' clock forward through every step
 * due on the way, so it skips a wait instead of sleeping through it. Together they make the journeys
 * on shared rounds deterministic: none has to guess from a page whether a round will last.
 */

export type ScheduledGamesControl = { clock: GameClock; schedulers: readonly Scheduler[] };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function viewScheduledGames(db: Database, clock: GameClock): Promise<DevGamesClock> {
  const round = await crashRepo.latestRound(db);
  const draws = [];
  for (const game of [KENO, BINGO])
    for (const room of game.rooms)
      for (const draw of await drawsRepo.unsettled(db, game.game, room.id))
        draws.push({
          game: game.game,
          room: room.id,
          drawId: draw.id,
          phase: draw.phase as DevGamesClock['draws'][number]['phase'],
          salesCloseAt: draw.salesCloseAt.toISOString(),
          startsAt: draw.startsAt.toISOString(),
          finishesAt: draw.finishesAt.toISOString(),
        });
  return {
    now: clock.now().toISOString(),
    offsetMs: clock.offsetMs,
    crash: round
      ? {
          roundId: round.id,
          phase: round.phase as NonNullable<DevGamesClock['crash']>['phase'],
          crashPoint: round.crashPoint,
          bettingEndsAt: round.bettingEndsAt.toISOString(),
          crashesAt: round.startedAt ? iso(crashesAt(round)) : null,
          nextRoundAt: round.crashedAt
            ? iso(new Date(round.crashedAt.getTime() + crash.PAUSE_AFTER_CRASH_MS))
            : null,
        }
      : null,
    draws,
  };
}

export async function advanceScheduledGames(
  db: Database,
  { clock, schedulers }: ScheduledGamesControl,
  ms: number,
): Promise<DevGamesClock> {
  await fastForward(clock, schedulers, ms);
  return viewScheduledGames(db, clock);
}
