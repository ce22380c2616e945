import type { Clock } from '../../../platform/clock.ts';
import type { ScheduledWork } from '../../leases/index.ts';
import type { FeedRepo } from '../feed/feed-repo.ts';
import type { FeedMessageInput } from '../feed/messages.ts';
import { createSimulatedFeed, type SimulatedFeed, type SimulatedScriptEntry } from './simulator.ts';

/*
 * Runs the simulated feed for the app (development and demo; never in production, app.ts decides) as
 * scheduled work under the lease `sports-simulated-feed` (modules/leases): with several API processes one
 * plays the matches, the others only serve; when its holder dies another takes the lease over and goes on.
 *
 * The schedule's anchor is kept in the database, so a new holder (a restart, or another process taking
 * over) continues the same matches: its first tick catches up (matches that ended meanwhile are ended and
 * settled). Every message a match owes has an id made of its kind, event and feed time, so what the new
 * holder sends again (fixtures, kick-offs, a bet stop in progress) is a duplicate the feed processor
 * ignores; live odds are sampled at each tick's time, and odds older than the last applied are stale. So
 * no fencing is needed: a holder that stalled past its lease and sends a tick beside its successor changes
 * nothing twice. Once a schedule has run its course (two days), the new holder catches the old one up to
 * the end and starts a new one at its "now".
 */

const SEED = 'lale';
const RENEW_AFTER_MS = 2 * 24 * 3_600_000;
/** The dev script shows matches under way and those kicking off within this long. */
const SCRIPT_AHEAD_MS = 3_600_000;
/** How often the holder ticks: every tick sends live odds for every match in play. */
const TICK_MS = 2_000;

/** The lease the simulated feed runs under (one holder across every API process). */
export const SIMULATED_FEED_LEASE = 'sports-simulated-feed';

export type SimulationRun = ScheduledWork & {
  /**
   * The sandbox's script of the matches under way or about to start (see SimulatedFeed.script), computed
   * from the anchor in the database: the same on every process, whether it plays the feed or not.
   */
  script(): Promise<SimulatedScriptEntry[]>;
};

export function createSimulationRun({
  repo,
  clock,
  apply,
  acceleration,
}: {
  repo: Pick<FeedRepo, 'simulationAnchor' | 'setSimulationAnchor'>;
  clock: Clock;
  apply: (message: FeedMessageInput) => Promise<unknown>;
  acceleration: number;
}): SimulationRun {
  let playing: SimulatedFeed | undefined;
  let scripted: SimulatedFeed | undefined;

  /** The schedule in the database (a fresh one when there is none or it has run its course). */
  async function load(): Promise<SimulatedFeed> {
    const now = clock.now().getTime();
    let anchor = await repo.simulationAnchor(SEED);
    if (anchor !== undefined && now - anchor > RENEW_AFTER_MS) {
      // Play the old schedule out (its matches end and settle), then start a fresh one.
      await createSimulatedFeed({ apply, clock, seed: SEED, anchor, acceleration }).tick(new Date(now));
      anchor = undefined;
    }
    if (anchor === undefined) {
      anchor = now;
      await repo.setSimulationAnchor(SEED, anchor);
    }
    return createSimulatedFeed({ apply, clock, seed: SEED, anchor, acceleration });
  }

  return {
    // A new holder starts from the stored anchor with nothing noted as sent: its first tick catches up.
    async recover() {
      playing = undefined;
      playing = await load();
    },
    async step(now) {
      playing ??= await load();
      await playing.tick(now);
      return new Date(now.getTime() + TICK_MS);
    },
    async script() {
      const anchor = await repo.simulationAnchor(SEED);
      if (anchor === undefined) return [];
      if (scripted?.anchor !== anchor)
        scripted = createSimulatedFeed({
          apply: () => Promise.reject(new Error('the script is read, never played')),
          clock,
          seed: SEED,
          anchor,
          acceleration,
        });
      return scripted.script(clock.now().getTime(), SCRIPT_AHEAD_MS);
    },
  };
}
