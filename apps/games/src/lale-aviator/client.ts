import type { CrashBetResult, CrashFrame, CrashState } from '@lale/contracts';
// The shell's protocol module itself rather than its index: the index brings the page's sounds, and this
// module is tested under node (test/crash-client.test.ts).
import { createSessionCall } from '../shell/api.ts';
import { connectHub as connectOriginalsHub } from '../shell/hub.ts';
export { HUB_PATH, hubUrl, PING_AFTER_MS } from '../shell/hub.ts';
import type { Lang } from '../shell/index.ts';

/*
 * Lale Aviator's own protocol (contracts/originals-crash.ts), beside the shell's instant-game calls:
 * HTTP `state` / `bet` / `cashout` under CRASH_PATH with the launch's game session, and the public
 * socket ORIGINALS_HUB_PATH, topic `crash`. Types only from @lale/contracts (its schemas would bring zod
 * into the bundle); the paths are held equal to the contract's by test/crash-client.test.ts.
 */

export const CRASH_PATH = '/api/originals/crash';

export type CrashApi = {
  state(): Promise<CrashState>;
  bet(stake: number, autoCashOut: number | null): Promise<CrashBetResult>;
  cashOut(betId: string): Promise<CrashBetResult>;
};

export function createCrashApi(options: {
  session: string;
  lang: Lang;
  unreachable: string;
  fetch?: typeof fetch;
}): CrashApi {
  const call = createSessionCall(CRASH_PATH, options);
  return {
    state: () => call('state', {}),
    bet: (stake, autoCashOut) => call('bet', autoCashOut === null ? { stake } : { stake, autoCashOut }),
    cashOut: (betId) => call('cashout', { betId }),
  };
}

export type HubEvents = {
  frame(frame: CrashFrame): void;
  /** Frames may have been missed (a reconnect or the hub's `resync`): read `state` again. */
  resync(): void;
  /** Whether the socket is up (the page says so when it is not). */
  connection?(up: boolean): void;
};

/** The `crash` topic of the originals hub (shell/hub.ts: resync on subscribe, ping, reconnect). */
export function connectHub(
  events: HubEvents,
  { url, open }: { url?: string; open?: (target: string) => WebSocket } = {},
): { close(): void } {
  return connectOriginalsHub({
    topics: ['crash'],
    url,
    open,
    onFrame: (frame) => {
      if (frame.type.startsWith('crash.')) events.frame(frame as unknown as CrashFrame);
    },
    onResync: () => events.resync(),
    onConnection: (up) => events.connection?.(up),
  });
}
