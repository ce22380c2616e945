import type { IdleResult } from './idle.ts';
import type { LatencyResult } from './latency.ts';

/* The console summary; the JSON file under bench/results holds every figure. */

const MiB = 1024 * 1024;
const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(2)} KiB`;
const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1));

export type Targets = { rssLimitBytes: number; perConnectionRatio: number; p99Ms: number; rate: number };

export function idleTable(rows: [string, IdleResult][]): string {
  const lines = rows.map(
    ([name, r]) =>
      `  ${name.padEnd(10)} RSS ${mib(r.before.rssBytes).padStart(10)} → ${mib(r.after.rssBytes).padStart(10)}` +
      `   ${kib(r.rssPerConnection).padStart(10)}/conn RSS   ${kib(r.heapPerConnection).padStart(10)}/conn heap` +
      `   connected in ${r.connectSeconds.toFixed(1)} s   idle CPU ${r.idleCpuPercent.toFixed(1)} %`,
  );
  return lines.join('\n');
}

export function latencyTable(rows: [string, LatencyResult][]): string {
  const header =
    '  path'.padEnd(34) +
    [
      'rate/s',
      'issued',
      'skipped',
      'delivered',
      'missing',
      'failed',
      'done/s',
      'p50 ms',
      'p90 ms',
      'p99 ms',
      'max ms',
      'CPU %',
    ]
      .map((h) => h.padStart(10))
      .join('');
  const lines = rows.map(
    ([name, r]) =>
      `  ${name}`.padEnd(34) +
      [r.rate, r.issued, r.skipped, r.delivered, r.missing, r.failedSends, Math.round(r.completedPerSecond)]
        .map((v) => String(v).padStart(10))
        .join('') +
      [r.p50Ms, r.p90Ms, r.p99Ms, r.maxMs].map((v) => ms(v).padStart(10)).join('') +
      r.serverCpuPercent.toFixed(0).padStart(10),
  );
  return [header, ...lines].join('\n');
}

export function verdicts(
  hub: IdleResult,
  bare: IdleResult,
  latencies: [string, LatencyResult][],
  targets: Targets,
): string {
  const ratio = hub.rssPerConnection / bare.rssPerConnection;
  const check = (ok: boolean) => (ok ? 'met' : 'MISSED');
  return [
    `  hub RSS with ${hub.connections} connections: ${mib(hub.after.rssBytes)} ` +
      `(target < ${mib(targets.rssLimitBytes)}): ${check(hub.after.rssBytes < targets.rssLimitBytes)}`,
    `  hub / bare RSS per connection: ${ratio.toFixed(2)} (target ≤ ${targets.perConnectionRatio}): ` +
      check(ratio <= targets.perConnectionRatio),
    // RSS moves in pages and a heap with room to spare absorbs new objects unseen; the heap shows objects.
    `  hub / bare V8 heap per connection: ${(hub.heapPerConnection / bare.heapPerConnection).toFixed(2)} (not a target)`,
    ...latencies.map(
      ([name, r]) =>
        `  ${name}: p99 ${ms(r.p99Ms)} ms at ${r.rate}/s (target < ${targets.p99Ms} ms at ${targets.rate}/s, none skipped or lost): ` +
        check(
          r.rate >= targets.rate && r.p99Ms < targets.p99Ms && r.skipped + r.missing + r.failedSends === 0,
        ),
    ),
  ].join('\n');
}
