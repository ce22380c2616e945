/*
 * Messages between the benchmark and the servers it forks (over Node's IPC channel). Kept apart from
 * memory-probe.ts and bare-server.ts so importing the names does not run a child's code in the runner.
 */

/** Runner → child: collect garbage and answer MemoryReply. */
export const MEMORY_REQUEST = 'lale-bench:memory';

export type MemoryReply = {
  type: typeof MEMORY_REQUEST;
  usage: NodeJS.MemoryUsage;
  /** False when the child was started without --expose-gc, so the figures include pending garbage. */
  collected: boolean;
};

/** Bare server → runner: listening on this port. */
export const READY = 'lale-bench:ready';

export type ReadyMessage = { type: typeof READY; port: number };

/** Bare server: the path of the one socket that tells it which client to push a frame to. */
export const CONTROL_PATH = '/control';

/** What the runner sends on the control socket: write `frame` to the client that connected with `?id=`. */
export type ControlMessage = { to: number; frame: string };
