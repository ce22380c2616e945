import {
  RECONCILED_PROVIDERS,
  RECONCILIATION_MAX_DAYS,
  type AdminReconciliationRow,
  type ReconciledProvider,
  type ReconciliationStatus,
} from '@lale/contracts';
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DbExecutor } from '../../../db/executor.ts';
import type { Clock } from '../../../platform/clock.ts';
import { refuse } from '../../../platform/domain-errors.ts';
import type { MoneyService } from '../../../platform/money.ts';
import type { ScheduledWork } from '../../leases/index.ts';
import { NO_FIGURES, type DayFigures, type OursRepo } from './ours-repo.ts';
import type { ReconciliationRecord, RecordReason, RecordsRepo } from './records-repo.ts';
import { parseStatement } from './statement.ts';
import { feedTotals, statementTotals, type FeedRefresh } from './totals.ts';
import type { TotalsFeed } from './totals-feed.ts';

/*
 * The daily reconciliation of our rounds against each provider's totals (issue #29, Operations).
 *
 * For a UTC day and a provider: our figures per currency (ours-repo.ts: the ledger, at the time each
 * amount moved), the provider's (totals.ts: its newest uploaded statement, else the newest answer of its
 * totals feed), and one row per currency (records-repo.ts) with the status:
 *   matched — every figure equal; mismatch — any differs (the row keeps both; the difference is
 *   theirs − ours); awaiting_statement — the provider has a feed that has not given the day yet (the job
 *   asks again every hour); no_source — no feed and no statement uploaded: nothing to compare with.
 * A currency is reconciled when either side has something in it (or it already has a row); a provider
 * whose statement leaves out a currency we have says it had nothing there, which is a mismatch.
 *
 * The job (`work`, under the lease `provider-reconciliation`) reconciles each UTC day once it is over
 * plus RECONCILIATION_GRACE_HOURS, looking back RECONCILIATION_LOOKBACK_DAYS for days not done yet (a
 * process that was down) and for days still awaiting a feed. An upload reconciles its day at once, and a
 * member may re-run a day. Every computation of a (day, provider) runs under a transaction lock of its
 * own (records-repo `lockDay`) and rewrites a row only when something changed, with a new revision kept
 * beside it: a re-run is idempotent, a late statement is a new revision, never an erased one.
 */

export const RECONCILIATION_LEASE = 'provider-reconciliation';
/** How often days awaiting a feed are asked again. */
const FEED_RETRY_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const addDays = (day: string, days: number) => utcDay(new Date(dayStart(day).getTime() + days * DAY_MS));

const minus = (a: DayFigures, b: DayFigures): DayFigures => ({
  bets: a.bets - b.bets,
  wins: a.wins - b.wins,
  refunds: a.refunds - b.refunds,
  transactions: a.transactions - b.transactions,
});
const isZero = (f: DayFigures) => f.bets === 0n && f.wins === 0n && f.refunds === 0n && f.transactions === 0n;
const text = (f: DayFigures) => ({
  bets: f.bets.toString(),
  wins: f.wins.toString(),
  refunds: f.refunds.toString(),
  transactions: f.transactions.toString(),
});

type Deps = {
  records: RecordsRepo;
  ours: OursRepo;
  feeds: Partial<Record<ReconciledProvider, TotalsFeed>>;
  money: Pick<MoneyService, 'currencyByCode' | 'currency'>;
  clock: Clock;
  log: FastifyBaseLogger;
  graceMs: number;
  lookbackDays: number;
  /** A row recorded with a new revision (the metric counts mismatches by provider). */
  onRecorded?: (provider: ReconciledProvider, status: ReconciliationStatus) => void;
};

export type ReconciliationService = ReturnType<typeof createReconciliationService>;

export function createReconciliationService(deps: Deps) {
  const { records, ours, money, clock, log } = deps;
  const uploaded = statementTotals(records);
  const currencyId = async (code: string) => (await money.currencyByCode(code))?.id;
  const feeds = new Map<ReconciledProvider, ReturnType<typeof feedTotals>>();
  for (const provider of RECONCILED_PROVIDERS) {
    const feed = deps.feeds[provider];
    if (feed) feeds.set(provider, feedTotals({ records, feed, currencyId }));
  }

  /** The last UTC day whose end plus the grace is at or before `now`. */
  const lastDue = (now: Date) => utcDay(new Date(now.getTime() - deps.graceMs - DAY_MS));
  const isOver = (day: string, now: Date) => dayStart(addDays(day, 1)).getTime() <= now.getTime();

  async function toRow(record: ReconciliationRecord): Promise<AdminReconciliationRow> {
    return {
      id: record.id,
      day: record.day,
      provider: record.provider,
      currency: (await money.currency(record.currencyId)).code,
      status: record.status,
      ours: text(record.ours),
      theirs: record.theirs && text(record.theirs),
      difference: record.theirs && text(minus(record.theirs, record.ours)),
      source: record.source,
      revision: record.revision,
      computedAt: record.computedAt.toISOString(),
    };
  }

  async function refreshFeed(provider: ReconciledProvider, day: string, now: Date): Promise<void> {
    const feed = feeds.get(provider);
    if (!feed) return;
    // An uploaded statement wins over the feed: the feed is not asked for a day that has one.
    if (await uploaded.totals(records.db, provider, day)) return;
    let result: FeedRefresh;
    try {
      result = await feed.refresh(provider, day, now);
    } catch (err) {
      log.error({ err, provider, day }, 'reconciliation: storing the totals feed answer failed');
      return;
    }
    if ('reason' in result)
      log.warn(
        { provider, day, outcome: result.outcome, reason: result.reason },
        'reconciliation: no feed totals',
      );
  }

  /**
   * Computes and records one provider's day (the caller refreshed its feed first); answers the statuses
   * it recorded with a new revision, counted by the caller once the transaction has committed.
   */
  async function computeProvider(
    tx: DbExecutor,
    day: string,
    provider: ReconciledProvider,
    reason: RecordReason,
    staffId: number | null,
    now: Date,
  ): Promise<ReconciliationStatus[]> {
    const recorded: ReconciliationStatus[] = [];
    await records.lockDay(tx, day, provider);
    const theirs =
      (await uploaded.totals(tx, provider, day)) ?? (await feeds.get(provider)?.totals(tx, provider, day));
    const ourLines = new Map((await ours.day(tx, day, provider)).map((line) => [line.currencyId, line]));
    const existing = new Set((await records.records(tx, day, provider)).map((row) => row.currencyId));
    const currencies = new Set([...ourLines.keys(), ...(theirs?.lines.keys() ?? []), ...existing]);
    for (const currency of [...currencies].sort((a, b) => a - b)) {
      const line = ourLines.get(currency);
      const oursFigures: DayFigures = line
        ? { bets: line.bets, wins: line.wins, refunds: line.refunds, transactions: line.transactions }
        : NO_FIGURES;
      const theirsFigures = theirs ? (theirs.lines.get(currency) ?? NO_FIGURES) : null;
      // Nothing on either side and never recorded: no row (a currency nobody played in).
      if (!existing.has(currency) && isZero(oursFigures) && (theirsFigures === null || isZero(theirsFigures)))
        continue;
      const status: ReconciliationStatus =
        theirsFigures === null
          ? feeds.has(provider)
            ? 'awaiting_statement'
            : 'no_source'
          : isZero(minus(theirsFigures, oursFigures))
            ? 'matched'
            : 'mismatch';
      const changed = await records.record(
        tx,
        {
          day,
          provider,
          currencyId: currency,
          status,
          ours: oursFigures,
          theirs: theirsFigures,
          statementId: theirs?.statementId ?? null,
        },
        { reason, staffId, now },
      );
      if (changed === 'changed') {
        recorded.push(status);
        if (status === 'mismatch')
          log.warn(
            { day, provider, currencyId: currency },
            'reconciliation: our figures and the provider’s differ',
          );
      }
    }
    return recorded;
  }

  const counted = (provider: ReconciledProvider, recorded: ReconciliationStatus[]) => {
    for (const status of recorded) deps.onRecorded?.(provider, status);
  };

  /**
   * Reconciles `day` for the providers named, or (without) for every provider with something to
   * compare: play of ours that day, a statement, a row already, or a feed to ask.
   */
  async function reconcile(
    day: string,
    named: readonly ReconciledProvider[] | undefined,
    reason: RecordReason,
    staffId: number | null,
  ): Promise<void> {
    const now = clock.now();
    let providers = named;
    if (!providers) {
      const involved = await records.providersOf(records.db, day);
      for (const line of await ours.day(records.db, day)) involved.add(line.provider);
      for (const provider of feeds.keys()) involved.add(provider);
      providers = RECONCILED_PROVIDERS.filter((provider) => involved.has(provider));
    }
    for (const provider of providers) {
      await refreshFeed(provider, day, now);
      counted(
        provider,
        await records.transaction((tx) => computeProvider(tx, day, provider, reason, staffId, now)),
      );
    }
  }

  const rowsOf = async (day: string, providers: readonly ReconciledProvider[]) => {
    const rows: AdminReconciliationRow[] = [];
    for (const provider of providers)
      for (const record of await records.records(records.db, day, provider)) rows.push(await toRow(record));
    return rows;
  };

  let nextAt: number | undefined;

  const work: ScheduledWork & { runDue(now: Date): Promise<void> } = {
    /** A new holder looks at once: what the last holder left undone is found in the tables. */
    async recover() {
      nextAt = undefined;
    },

    async step(now: Date): Promise<Date> {
      if (nextAt !== undefined && nextAt > now.getTime()) return new Date(nextAt);
      await work.runDue(now);
      const nextClose = dayStart(addDays(lastDue(now), 2)).getTime() + deps.graceMs;
      nextAt = Math.min(now.getTime() + FEED_RETRY_MS, nextClose);
      return new Date(nextAt);
    },

    /** Every due day not done yet (oldest first), then every day still awaiting a feed. */
    async runDue(now: Date): Promise<void> {
      const last = lastDue(now);
      const first = addDays(last, 1 - deps.lookbackDays);
      const days: string[] = [];
      for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
      const done = await records.daysDone(records.db, days);
      for (const day of days) {
        if (done.has(day)) continue;
        await reconcile(day, undefined, 'scheduled', null);
        await records.markDayDone(records.db, day, now);
        done.add(day);
      }
      for (const { day, provider } of await records.awaiting(records.db, first))
        if (day <= last) await reconcile(day, [provider], 'scheduled', null);
    },
  };

  return {
    work,

    /** The mismatched rows of the look-back window per provider (the gauge reads it at each scrape). */
    mismatches: () => records.mismatches(records.db, addDays(lastDue(clock.now()), 1 - deps.lookbackDays)),

    /**
     * Reconciles `day` now (the named providers, or every one involved) and answers its rows: what the
     * job and a re-run do, without the re-run's "the day is over" rule — a stand-in's test compares a
     * day still running.
     */
    async reconcileDay(day: string, providers?: readonly ReconciledProvider[]) {
      await reconcile(day, providers, 'rerun', null);
      return rowsOf(day, providers ?? RECONCILED_PROVIDERS);
    },

    /** The rows of a range of UTC days (default: the 7 days up to yesterday). */
    async list(query: {
      from?: string | undefined;
      to?: string | undefined;
      provider?: ReconciledProvider | undefined;
      status?: ReconciliationStatus | undefined;
    }) {
      const to = query.to ?? addDays(utcDay(clock.now()), -1);
      const from = query.from ?? addDays(to, -6);
      if (from > to) throw refuse({ code: 'ReportsRangeReversed' });
      if (dayStart(to).getTime() - dayStart(from).getTime() >= RECONCILIATION_MAX_DAYS * DAY_MS)
        throw refuse({ code: 'ReportsRangeTooLong', maxDays: RECONCILIATION_MAX_DAYS });
      const found = await records.list(records.db, {
        from,
        to,
        ...(query.provider ? { provider: query.provider } : {}),
        ...(query.status ? { status: query.status } : {}),
      });
      const rows: AdminReconciliationRow[] = [];
      for (const record of found) rows.push(await toRow(record));
      return { from, to, rows };
    },

    /** A member's re-run of a closed day (every provider, or one): the day's rows as now recorded. */
    async rerun(input: { day: string; provider?: ReconciledProvider | undefined }, staffId: number) {
      if (!isOver(input.day, clock.now())) throw refuse({ code: 'ReconciliationDayOpen' });
      await reconcile(input.day, input.provider ? [input.provider] : undefined, 'rerun', staffId);
      return { rows: await rowsOf(input.day, input.provider ? [input.provider] : RECONCILED_PROVIDERS) };
    },

    /**
     * An uploaded daily statement: read whole (statement.ts) and its currencies resolved before anything
     * is stored — a bad file changes nothing — then stored and its day reconciled at once.
     */
    async uploadStatement(
      input: { provider: ReconciledProvider; day: string; csv: string },
      staffId: number,
    ) {
      const now = clock.now();
      if (!isOver(input.day, now)) throw refuse({ code: 'ReconciliationDayOpen' });
      const parsed = parseStatement(input.csv);
      if (!parsed.ok) throw refuse({ code: 'StatementInvalid', line: parsed.line, problem: parsed.problem });
      const lines = new Map<number, DayFigures>();
      for (const { currency, line, ...figures } of parsed.lines) {
        const id = await currencyId(currency);
        if (id === undefined) throw refuse({ code: 'StatementInvalid', line, problem: 'currency' });
        lines.set(id, figures);
      }
      const sha256 = createHash('sha256').update(input.csv).digest('hex');
      const { statementId, recorded } = await records.transaction(async (tx) => {
        await records.lockDay(tx, input.day, input.provider);
        const id = await records.insertStatement(tx, {
          provider: input.provider,
          day: input.day,
          source: 'statement',
          sha256,
          staffId,
          receivedAt: now,
          lines,
        });
        const changed = await computeProvider(tx, input.day, input.provider, 'statement', staffId, now);
        return { statementId: id, recorded: changed };
      });
      counted(input.provider, recorded);
      return { statementId, rows: await rowsOf(input.day, [input.provider]) };
    },
  };
}
