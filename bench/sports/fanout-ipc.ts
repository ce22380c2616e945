/*
 * Messages between the fan-out benchmark's runner and its client processes (Node's IPC channel), and
 * the latency histogram they share. Kept apart so importing the names runs no child's code.
 */

/** Runner → clients. */
export type ClientCommand =
  /** Open `count` sockets to `url`; send `subscribe` on each and wait for `expect` (a frame type) if given. */
  | { type: 'connect'; url: string; count: number; subscribe?: string; expect?: string }
  /** Forget what was received so far: the measured row starts. */
  | { type: 'measure' }
  | { type: 'report' }
  | { type: 'close' };

/** Clients → runner. */
export type ClientReply =
  | { type: 'connected'; seconds: number }
  | { type: 'failed'; error: string }
  | { type: 'report'; report: ClientReport }
  | { type: 'closed' };

export type ClientReport = {
  /** Delta frames received since `measure`. */
  received: number;
  /** Latency histogram: [bucket, count] for every non-empty bucket of HISTOGRAM_STEP_MS. */
  histogram: [number, number][];
  /** Sockets the server closed while connected. */
  dropped: number;
};

/** Histogram resolution: 0.1 ms. */
export const HISTOGRAM_STEP_MS = 0.1;
/** Latencies above this land in the last bucket. */
export const HISTOGRAM_MAX_MS = 60_000;

/** The p-th percentile (0–100) of merged histograms, in ms. */
export function percentile(histogram: Map<number, number>, total: number, p: number): number {
  if (total === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * total);
  let seen = 0;
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bucket)!;
    if (seen >= rank) return (bucket + 1) * HISTOGRAM_STEP_MS;
  }
  return Number.NaN;
}

/** "Now" comparable across processes of one machine, sub-millisecond (epoch ms as a float). */
export const wallNow = () => performance.timeOrigin + performance.now();
