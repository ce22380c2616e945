/*
 * The run's knobs (environment variables) and the targets of DESIGN §8. Defaults are the design's
 * figures: 10,000 connections to one process, 1,000 messages/s.
 */

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10_000);
export const RATE = Number(process.env.BENCH_RATE ?? 1_000);
/** Length of each latency row. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The admin endpoint again at a rate this machine sustains, so its own latency shows without a queue. */
export const ADMIN_LOW_RATE = Number(process.env.BENCH_ADMIN_LOW_RATE ?? 250);
/** Where scratch databases are created (and dropped). */
export const ADMIN_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** An already built server bundle to measure instead of building the current source. */
export const GIVEN_SERVER = process.env.BENCH_SERVER;

/** The SignalR client pings after 15 s of silence; the hub drops a connection silent for 30 s. */
export const CLIENT_KEEP_ALIVE_MS = 15_000;
/** How long messages still in flight after the last send may take before they count as missing. */
export const GRACE_MS = 5_000;

export const TARGETS = { rssLimitBytes: 1024 ** 3, perConnectionRatio: 2, p99Ms: 50, rate: RATE };
