import type { DrawFrame } from '@lale/contracts';
import { connectHub, type Hub, type ServerClock } from '../shell/index.ts';
import type { DrawTracker, FrameEffect } from './tracker.ts';

/*
 * Keeps a page's draws live: the hub's frames go through the tracker to the page; a ticker runs the
 * page's countdowns on the server's clock; whenever the tracker is stale (a frame missed, the socket
 * down, a resync) the state is loaded again — at most every RELOAD_MS, so a page without a socket
 * still follows the draws by asking.
 */

const TICK_MS = 250;
const RELOAD_MS = 2_000;

export type Live = {
  /** Loads the state now (after a purchase, a room change, a finished draw). */
  reload(): Promise<void>;
  setTopics(topics: string[]): void;
};

export function startLive(options: {
  clock: ServerClock;
  tracker: () => DrawTracker;
  topics: string[];
  /** Calls `state` and applies it (the tracker, the tickets, the balance). */
  load: () => Promise<void>;
  onEffect: (effect: FrameEffect) => void;
  onTick: (serverNow: number) => void;
  /** The page's own socket in screenshots; the browser's otherwise. */
  openSocket?: (url: string) => WebSocket;
}): Live {
  let loading: Promise<void> | null = null;
  let lastLoad = 0;
  const reload = (): Promise<void> => {
    loading ??= options
      .load()
      .catch(() => undefined) // the next tick asks again; the page keeps its picture meanwhile
      .finally(() => {
        lastLoad = Date.now();
        loading = null;
      });
    return loading;
  };
  const hub: Hub = connectHub({
    topics: options.topics,
    open: options.openSocket,
    onResync: () => void reload(),
    onFrame: (frame) => {
      const effect = options.tracker().apply(frame as unknown as DrawFrame);
      if (effect.kind === 'missed') void reload();
      else if (effect.kind !== 'ignored') options.onEffect(effect);
    },
  });
  window.setInterval(() => {
    const now = options.clock.now();
    if (!loading && Date.now() - lastLoad > RELOAD_MS && options.tracker().stale(now)) void reload();
    options.onTick(now);
  }, TICK_MS);
  return { reload, setTopics: (topics) => hub.setTopics(topics) };
}
