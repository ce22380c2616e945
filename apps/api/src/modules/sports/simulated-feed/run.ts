import type { Clock } from '../../../platform/clock.ts';
import type { FeedRepo } from '../feed/feed-repo.ts';
import type { FeedMessageInput } from '../feed/messages.ts';
import { createSimulatedFeed, type SimulatedScriptEntry } from './simulator.ts';

/*
 * Runs the simulated feed for the app (development and demo; never in production, app.ts decides).
 * The schedule's anchor is kept in the database, so a restart continues the same matches: the first
 * tick catches up (matches that ended meanwhile are ended and settled). Once a schedule has run its
 * course (two days), the old one is caught up to the end and a new one starts now.
 */

const SEED = 'lale';
const RENEW_AFTER_MS = 2 * 24 * 3_600_000;
/** The dev script shows matches under way and those kicking off within this long. */
const SCRIPT_AHEAD_MS = 3_600_000;

export type RunningSimulation = {
  stop(): Promise<void>;
  /** The sandbox's script of the matches under way or about to start (see SimulatedFeed.script). */
  script(): SimulatedScriptEntry[];
};

export async function runSimulatedFeed({
  repo,
  clock,
  apply,
  acceleration,
  onError,
}: {
  repo: Pick<FeedRepo, 'simulationAnchor' | 'setSimulationAnchor'>;
  clock: Clock;
  apply: (message: FeedMessageInput) => Promise<unknown>;
  acceleration: number;
  onError: (error: unknown) => void;
}): Promise<RunningSimulation> {
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
  const feed = createSimulatedFeed({ apply, clock, seed: SEED, anchor, acceleration, onError });
  feed.start();
  return {
    stop: () => feed.stop(),
    script: () => feed.script(clock.now().getTime(), SCRIPT_AHEAD_MS),
  };
}
