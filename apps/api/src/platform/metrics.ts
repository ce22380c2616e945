import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from './clock.ts';

/*
 * The app's Prometheus metrics (ARCHITECTURE "Metrics and traces"): one registry per app, and one small
 * recorder per thing measured. Modules never import prom-client: each takes a plain callback or a
 * counter-like port (the wallet's `onPosted`, a provider route's `onCallback`, a hub's `messagesSent`),
 * and app.ts / the module manifests wire it to these recorders. A test app gets its own registry, so
 * two apps in one process never count into each other.
 *
 * Every label value is bounded: route patterns (never the URL), code-level words (transfer kinds,
 * provider statuses, job names), producers, hubs. A value that does not look like such a word is
 * counted as `other`, so a caller that passes something unbounded by mistake cannot blow the series up.
 * No player, payment or session id is ever a label.
 */

/** What a periodic job's run came to: it changed something, found nothing to do, or threw. */
export type JobResult = 'changed' | 'idle' | 'failed';

/** A lease (one scheduler across the processes) taken, lost to another process, or given up. */
export type LeaseChange = 'claimed' | 'lost' | 'released';

/** What a socket hub shows the metrics: read at scrape time, so the hub's hot path only bumps a number. */
export type WatchedHub = { readonly connectionCount: number; readonly messagesSent: number };

/** A code-level word (kind, outcome, job name); anything else is `other`. */
const BOUNDED_WORD = /^[A-Za-z0-9_.:/()* -]{1,80}$/;
const bounded = (value: string): string => (BOUNDED_WORD.test(value) ? value : 'other');

/** Request latency buckets (seconds): the API answers in milliseconds; a webhook or report may take seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60];

/**
 * The label of a request's route: the pattern it matched (`/api/user/:id`), never the URL. Static files
 * are registered one route per file (@fastify/static, wildcard off), so a file's route is gathered
 * under its directory (`/assets/*`): otherwise every deploy's hashed file names would be new series.
 */
export function routeLabel(pattern: string | undefined): string {
  if (pattern === undefined || pattern === '') return '(unmatched)';
  const last = pattern.slice(pattern.lastIndexOf('/') + 1);
  const isFile = last.includes('.') && !/[:*]/.test(pattern) && !pattern.startsWith('/api/');
  return isFile ? `${pattern.slice(0, pattern.lastIndexOf('/'))}/*` : pattern;
}

/** `2xx`, `4xx`, `5xx`: the errors panel needs the class, not every status. */
export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;

/*
 * Node's process metrics (CPU, memory, event-loop lag, GC) belong to the process, not to an app: one
 * registry per process, filled on the first scrape (its observers stay for the process's life, so tests
 * that build many apps do not pile them up).
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics({ clock }: { clock: Clock }) {
  const registry = new Registry();
  const registers = [registry];

  const httpDuration = new Histogram({
    name: 'lale_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status class: rate (_count), errors (5xx) and latency.',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });

  const transfers = new Counter({
    name: 'lale_ledger_transfers_total',
    help: 'Ledger transfers posted, by kind and currency.',
    labelNames: ['kind', 'currency_id'] as const,
    registers,
  });
  const transferAmount = new Counter({
    name: 'lale_ledger_transfer_amount_minor_total',
    help: "Sum of the ledger transfers' amounts in the currency's minor units, by kind and currency.",
    labelNames: ['kind', 'currency_id'] as const,
    registers,
  });

  const callbacks = new Counter({
    name: 'lale_provider_callbacks_total',
    help: "Calls from game and payment providers, by provider, call and outcome (the provider's own status word).",
    labelNames: ['provider', 'call', 'outcome'] as const,
    registers,
  });

  /** Per producer, the feed time (ms) of the newest message applied. */
  const feedTimes = new Map<number, number>();
  new Gauge({
    name: 'lale_sports_feed_lag_seconds',
    help: "Now minus the newest applied feed message's timestamp, per producer (on processes that apply the feed).",
    labelNames: ['producer'] as const,
    registers,
    collect() {
      const now = clock.now().getTime();
      for (const [producer, at] of feedTimes)
        this.set({ producer: String(producer) }, Math.max(0, now - at) / 1000);
    },
  });

  /** The read replica (db/read-replica.ts), when the app has one: its state and last measured lag. */
  let replica: { state(): string; lagMs(): number | null } | undefined;
  new Gauge({
    name: 'lale_replica_lag_seconds',
    help: "The read replica's last measured replay lag (absent without a replica or before the first probe).",
    registers,
    collect() {
      const lag = replica?.lagMs();
      if (lag === null || lag === undefined) this.reset();
      else this.set(lag / 1000);
    },
  });
  new Gauge({
    name: 'lale_replica_in_use',
    help: '1 while catalogue, content and reports read the replica; 0 while they read the primary (lagging, down).',
    registers,
    collect() {
      if (!replica || replica.state() === 'none') this.reset();
      else this.set(replica.state() === 'in-use' ? 1 : 0);
    },
  });

  const hubs = new Map<string, WatchedHub>();
  /** What each hub had sent at the last scrape: the counter grows by the difference. */
  const hubSentSeen = new Map<string, number>();
  new Gauge({
    name: 'lale_hub_connections',
    help: 'Open sockets on this process, per hub.',
    labelNames: ['hub'] as const,
    registers,
    collect() {
      for (const [hub, watched] of hubs) this.set({ hub }, watched.connectionCount);
    },
  });
  new Counter({
    name: 'lale_hub_messages_sent_total',
    help: 'Messages (pushes, deltas) written to sockets on this process, per hub.',
    labelNames: ['hub'] as const,
    registers,
    collect() {
      for (const [hub, watched] of hubs) {
        const sent = watched.messagesSent;
        this.inc({ hub }, Math.max(0, sent - (hubSentSeen.get(hub) ?? 0)));
        hubSentSeen.set(hub, sent);
      }
    },
  });

  const jobRuns = new Counter({
    name: 'lale_job_runs_total',
    help: 'Runs of the periodic jobs (sweeps), by job and result.',
    labelNames: ['job', 'result'] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'lale_job_run_duration_seconds',
    help: 'How long a periodic job run took.',
    labelNames: ['job'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });

  const jackpotFeedPolls = new Counter({
    name: 'lale_jackpot_feed_polls_total',
    help: "Polls of a provider's jackpot feed, by feed and outcome (changed, unchanged, unreachable, garbage, failed).",
    labelNames: ['feed', 'outcome'] as const,
    registers,
  });

  const reconciliations = new Counter({
    name: 'lale_provider_reconciliations_total',
    help: 'Provider reconciliation rows recorded with a new revision, by provider and status (matched, mismatch, awaiting_statement, no_source).',
    labelNames: ['provider', 'status'] as const,
    registers,
  });
  /** The provider reconciliation's mismatched rows (reports/reconciliation), read at each scrape. */
  let reconciliation:
    { providers: readonly string[]; mismatches(): Promise<Map<string, number>> } | undefined;
  new Gauge({
    name: 'lale_provider_reconciliation_mismatches',
    help: 'Provider reconciliation rows in mismatch over the look-back window, by provider (0: none); read from the database at each scrape, the same on every process.',
    labelNames: ['provider'] as const,
    registers,
    async collect() {
      if (!reconciliation) return;
      try {
        const byProvider = await reconciliation.mismatches();
        for (const provider of reconciliation.providers)
          this.set({ provider: bounded(provider) }, byProvider.get(provider) ?? 0);
      } catch {
        // No figure rather than a stale one: an absent series is what an alert on it can see.
        this.reset();
      }
    },
  });

  const leaseChanges = new Counter({
    name: 'lale_lease_changes_total',
    help: 'Leases (one scheduler across processes) claimed, lost or released by this process.',
    labelNames: ['lease', 'change'] as const,
    registers,
  });
  const leaseHeld = new Gauge({
    name: 'lale_lease_held',
    help: '1 while this process holds the lease.',
    labelNames: ['lease'] as const,
    registers,
  });

  return {
    /** The exposition: this app's metrics and the process's. */
    async text(): Promise<string> {
      const [app, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return `${app}\n${process}`;
    },
    contentType: registry.contentType,

    /** One answered HTTP request (the onResponse hook: http-metrics.ts). */
    httpRequest: (route: string | undefined, method: string, status: number, seconds: number): void => {
      httpDuration.observe(
        { route: routeLabel(route), method: bounded(method), status_class: statusClass(status) },
        seconds,
      );
    },

    /** A transfer the ledger posted (the wallet's `onPosted`). */
    ledgerTransfer: (posted: { kind: string; currencyId: number; amountMinor: bigint }): void => {
      const labels = { kind: bounded(posted.kind), currency_id: String(posted.currencyId) };
      transfers.inc(labels);
      transferAmount.inc(labels, Number(posted.amountMinor));
    },

    /** A provider's call answered (Hub88, Pragmatic, a payment webhook). */
    providerCallback: (provider: string, call: string, outcome: string): void => {
      callbacks.inc({ provider: bounded(provider), call: bounded(call), outcome: bounded(outcome) });
    },

    /** A feed message applied (its producer and feed timestamp, ms). */
    feedMessage: (producer: number, timestampMs: number): void => {
      if (timestampMs > (feedTimes.get(producer) ?? Number.NEGATIVE_INFINITY))
        feedTimes.set(producer, timestampMs);
    },

    /** A socket hub whose connections and messages the scrape reads. */
    /** Reports the read replica's state and lag at each scrape. */
    watchReplica: (status: { state(): string; lagMs(): number | null }): void => {
      replica = status;
    },
    watchHub: (name: string, hub: WatchedHub): void => {
      hubs.set(bounded(name), hub);
    },

    /** A periodic job's run (platform/periodic-sweep.ts). */
    jobRun: (job: string, result: JobResult, seconds: number): void => {
      jobRuns.inc({ job: bounded(job), result });
      jobDuration.observe({ job: bounded(job) }, seconds);
    },

    /** A poll of a provider's jackpot feed and what it came to (admin-cms/egt-feed/poller.ts). */
    jackpotFeedPoll: (feed: string, outcome: string): void => {
      jackpotFeedPolls.inc({ feed: bounded(feed), outcome: bounded(outcome) });
    },

    /** A reconciliation row recorded with a new revision (reports/reconciliation). */
    reconciliationRecorded: (provider: string, status: string): void => {
      reconciliations.inc({ provider: bounded(provider), status: bounded(status) });
    },

    /** Where the scrape reads the reconciliation's mismatched rows per provider (every reconciled provider named). */
    watchReconciliation: (
      providers: readonly string[],
      mismatches: () => Promise<Map<string, number>>,
    ): void => {
      reconciliation = { providers, mismatches };
    },

    /** A lease claimed, lost or released by this process (modules/leases: every lease's changes). */
    leaseChange: (lease: string, change: LeaseChange): void => {
      leaseChanges.inc({ lease: bounded(lease), change });
      leaseHeld.set({ lease: bounded(lease) }, change === 'claimed' ? 1 : 0);
    },
  };
}
