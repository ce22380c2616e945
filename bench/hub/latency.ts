import { RECORD_SEPARATOR, type ClientPool } from './clients.ts';

/*
 * Delivery latency at a steady rate, open loop: message n is issued at n / rate seconds whether or not
 * the earlier ones arrived (a closed loop would slow down with the server and hide its queueing). A
 * message's latency runs from the moment its send is issued to the moment a client's socket hands over
 * the NotifyMessage frame carrying it, both read from this process's clock.
 */

/** Issues message `seq`; a returned promise is the send's own completion (an HTTP answer, a Redis reply). */
export type Send = (seq: number) => Promise<void> | void;

export type LatencyResult = {
  rate: number;
  seconds: number;
  issued: number;
  /** Not issued because `maxOutstanding` sends were still unanswered: the server fell that far behind. */
  skipped: number;
  delivered: number;
  /** Issued, not refused by the sender, and never received within the grace time. */
  missing: number;
  /** Sends that failed (e.g. an HTTP status other than 200): never expected to arrive. */
  failedSends: number;
  /** Sends completed per second over the run (HTTP answers, Redis replies). */
  completedPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** How late the pacer issued its most delayed message: large values mean this process, not the server, lagged. */
  maxIssueLagMs: number;
  /**
   * CPU the server process used over the row (sends, then the wait for the last deliveries), as a share of
   * one core: the cost of the path, much less sensitive to other work on the machine than latency is.
   */
  serverCpuPercent: number;
  /** Worst latency of the messages issued in each second of the run: shows whether the tail is one stall or periodic. */
  maxPerSecondMs: number[];
};

/** The `bench #<seq>` every measured message carries in its title. */
export const titleFor = (seq: number) => `bench #${seq}`;
const SEQ = /^bench #(\d+)$/;

/** Sequence numbers of the NotifyMessage invocations in one frame. */
function sequencesIn(text: string): number[] {
  const found: number[] = [];
  for (const record of text.split(RECORD_SEPARATOR)) {
    if (!record.includes('"NotifyMessage"')) continue;
    const message = JSON.parse(record) as { type?: number; arguments?: [string, { title?: unknown }] };
    const title = message.type === 1 ? message.arguments?.[1]?.title : undefined;
    const match = typeof title === 'string' ? SEQ.exec(title) : null;
    if (match) found.push(Number(match[1]));
  }
  return found;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureLatency(
  pool: ClientPool,
  {
    rate,
    seconds,
    send,
    graceMs,
    maxOutstanding = rate * 2,
    serverCpuSeconds,
  }: {
    rate: number;
    seconds: number;
    send: Send;
    graceMs: number;
    /**
     * Unanswered sends beyond which the next ones are skipped (default: 2 s worth). A server slower than
     * the rate would otherwise build a queue that takes minutes to drain; the skips are reported instead.
     */
    maxOutstanding?: number;
    /** The server's CPU clock (MeasuredChild.cpuSeconds). */
    serverCpuSeconds: () => number;
  },
): Promise<LatencyResult> {
  const total = Math.round(rate * seconds);
  const sentAt = new Float64Array(total).fill(Number.NaN);
  const latency = new Float64Array(total).fill(Number.NaN);
  let delivered = 0;
  let failedSends = 0;
  let completed = 0;
  let maxIssueLagMs = 0;
  const pending = new Set<Promise<void>>();

  const previousListener = pool.onFrame;
  pool.onFrame = (text, receivedAt) => {
    for (const seq of sequencesIn(text)) {
      if (seq >= total || !Number.isNaN(latency[seq]!)) continue;
      latency[seq] = receivedAt - sentAt[seq]!;
      delivered += 1;
    }
  };

  const cpuAtStart = serverCpuSeconds();
  const started = performance.now();
  let scheduled = 0;
  let skipped = 0;
  while (scheduled < total) {
    const now = performance.now();
    const due = Math.min(total, Math.floor(((now - started) * rate) / 1_000) + 1);
    for (; scheduled < due; scheduled += 1) {
      const seq = scheduled;
      if (pending.size >= maxOutstanding) {
        skipped += 1;
        continue;
      }
      sentAt[seq] = performance.now();
      maxIssueLagMs = Math.max(maxIssueLagMs, sentAt[seq]! - (started + (seq * 1_000) / rate));
      const sending = send(seq);
      if (!sending) {
        completed += 1;
        continue;
      }
      const tracked: Promise<void> = sending.then(
        () => void (completed += 1),
        () => void (failedSends += 1),
      );
      pending.add(tracked);
      void tracked.finally(() => pending.delete(tracked));
    }
    // setTimeout(1) fires every ~1 ms: a few messages per tick at 1,000/s, without spinning a core.
    await sleep(1);
  }
  const issued = total - skipped;
  await Promise.all(pending);
  const sendsDone = performance.now();
  const deadline = sendsDone + graceMs;
  while (delivered < issued - failedSends && performance.now() < deadline) await sleep(10);
  pool.onFrame = previousListener;
  const serverCpuPercent = ((serverCpuSeconds() - cpuAtStart) * 100_000) / (performance.now() - started);

  const received = latency.filter((value) => !Number.isNaN(value)).sort();
  const maxPerSecondMs = Array.from({ length: Math.ceil(seconds) }, () => 0);
  latency.forEach((value, seq) => {
    const second = Math.min(maxPerSecondMs.length - 1, Math.floor(seq / rate));
    if (!Number.isNaN(value)) maxPerSecondMs[second] = Math.max(maxPerSecondMs[second]!, value);
  });
  return {
    rate,
    seconds,
    issued,
    skipped,
    delivered,
    missing: issued - failedSends - delivered,
    failedSends,
    completedPerSecond: completed / ((sendsDone - started) / 1_000),
    p50Ms: percentile(received, 0.5),
    p90Ms: percentile(received, 0.9),
    p99Ms: percentile(received, 0.99),
    maxMs: percentile(received, 1),
    maxIssueLagMs,
    serverCpuPercent,
    maxPerSecondMs,
  };
}
