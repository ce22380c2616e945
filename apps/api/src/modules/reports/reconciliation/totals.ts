import type { ReconciledProvider } from '@lale/contracts';
import type { DbExecutor } from '../../../db/executor.ts';
import type { DayFigures } from './ours-repo.ts';
import type { RecordsRepo, StatementSource, StoredStatement } from './records-repo.ts';
import type { TotalsFeed } from './totals-feed.ts';

/*
 * The port `ProviderTotals` (issue #29): a provider's OWN totals of a UTC day, per currency (bets, wins,
 * refunds in minor units, and its transaction count), as last received from one source. Two adapters:
 *
 * - the statement import (`statementTotals`): the daily statement the operator uploads (statement.ts
 *   reads our column layout) — what most vendors actually send;
 * - the totals URL (`feedTotals`): a source speaking our JSON shape (totals-feed.ts) at
 *   `<P>_TOTALS_URL`, fetched by the job and kept as a statement of source `feed`. A provider without
 *   the variable has no such source, and none is invented for it.
 *
 * What was received is stored before it is compared (provider_statements, append-only), so a row always
 * names the statement it was compared with, and a corrected statement never erases the first.
 */

export type ProviderDayTotals = {
  statementId: number;
  source: StatementSource;
  /** By currency id; a currency not listed had nothing that day on the provider's side. */
  lines: Map<number, DayFigures>;
};

export type ProviderTotals = {
  readonly source: StatementSource;
  /** The newest totals received for the provider's UTC `day`, or undefined while there are none. */
  totals(
    executor: DbExecutor,
    provider: ReconciledProvider,
    day: string,
  ): Promise<ProviderDayTotals | undefined>;
};

export type FeedRefresh =
  { outcome: 'stored' | 'unchanged' } | { outcome: 'unreachable' | 'garbage' | 'open'; reason: string };

const asTotals = (stored: StoredStatement | undefined): ProviderDayTotals | undefined =>
  stored && { statementId: stored.id, source: stored.source, lines: stored.lines };

export function statementTotals(records: RecordsRepo): ProviderTotals {
  return {
    source: 'statement',
    totals: async (executor, provider, day) =>
      asTotals(await records.newestStatement(executor, provider, day, 'statement')),
  };
}

/**
 * The totals URL adapter: `refresh` asks the feed (outside any transaction: a network call) and stores a
 * new answer; `totals` reads the newest stored one.
 */
export function feedTotals({
  records,
  feed,
  currencyId,
}: {
  records: RecordsRepo;
  feed: TotalsFeed;
  /** An ISO code's currency id (undefined: not a currency of ours). */
  currencyId: (code: string) => Promise<number | undefined>;
}): ProviderTotals & {
  refresh(provider: ReconciledProvider, day: string, now: Date): Promise<FeedRefresh>;
} {
  return {
    source: 'feed',
    totals: async (executor, provider, day) =>
      asTotals(await records.newestStatement(executor, provider, day, 'feed')),
    async refresh(provider, day, now) {
      const fetched = await feed(day);
      if (!fetched.ok) return { outcome: fetched.outcome, reason: fetched.reason };
      const lines = new Map<number, DayFigures>();
      for (const { currency, ...figures } of fetched.lines) {
        const id = await currencyId(currency);
        if (id === undefined) return { outcome: 'garbage', reason: `unknown currency ${currency}` };
        lines.set(id, figures);
      }
      const newest = await records.newestStatement(records.db, provider, day, 'feed');
      if (newest?.sha256 === fetched.sha256) return { outcome: 'unchanged' };
      await records.transaction((tx) =>
        records.insertStatement(tx, {
          provider,
          day,
          source: 'feed',
          sha256: fetched.sha256,
          staffId: null,
          receivedAt: now,
          lines,
        }),
      );
      return { outcome: 'stored' };
    },
  };
}
