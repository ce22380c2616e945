import { GGR_GROUPS, type GgrGroup, type GgrRow, type PaymentsReportRow } from '@lale/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { formatCount, formatMoney } from '../../lib/format.ts';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { Page, Panel } from '../../ui/Page.tsx';
import { Tabs, tabPanelProps, type TabItem } from '../../ui/Tabs.tsx';
import { BONUS_COST_SERIES, BonusCostChart, GgrChart, PaymentsChart, PlayersChart } from './ReportCharts.tsx';
import { ReconciliationTab } from './ReconciliationTab.tsx';
import { defaultRange, exportHref, REPORT_CURRENCIES, useReport, type ReportRange } from './reportsApi.ts';
import { ReportTable, type ReportColumn } from './ReportTable.tsx';
import styles from './Reports.module.css';

/*
 * Reports (issue #27, reports.view): GGR and NGR by day, provider, game, sport or market; deposits and
 * withdrawals by method; bonus cost; active players and sign-ups. Each tab is a chart and a table with
 * its totals over Istanbul days, and a CSV export of the same query. The range, currency, tab and
 * grouping live in the URL, so a link opens the same report. The figures' definitions are the API's
 * (ARCHITECTURE "Reports"): every figure counts on the day its money moved in the ledger.
 */

const TABS: readonly TabItem[] = [
  { key: 'ggr', label: 'GGR & NGR' },
  { key: 'payments', label: 'Payments' },
  { key: 'bonus', label: 'Bonus cost' },
  { key: 'players', label: 'Players' },
  { key: 'reconciliation', label: 'Provider reconciliation' },
];

const GROUP_LABELS: Record<GgrGroup, string> = {
  day: 'Day',
  provider: 'Provider',
  game: 'Game',
  sport: 'Sport',
  market: 'Market',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range in the URL, or the last 30 days; TRY unless another currency is named. */
function readRange(params: URLSearchParams): ReportRange {
  const fallback = defaultRange();
  const day = (name: 'from' | 'to') => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : fallback[name];
  };
  return { from: day('from'), to: day('to'), currency: params.get('currency') || 'TRY' };
}

function withParams(params: URLSearchParams, changes: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) next.set(name, value);
  return next;
}

/** From, To (Istanbul days) and the currency; the days apply with "Show", the currency at once. */
function RangeForm({ range, onApply }: { range: ReportRange; onApply: (range: ReportRange) => void }) {
  const [draft, setDraft] = useState(range);
  const [shown, setShown] = useState(range);
  const [error, setError] = useState<string | undefined>();
  // The URL changed under the form (back button, a link): show what it says, and drop a refusal of
  // days no longer in the form.
  if (shown.from !== range.from || shown.to !== range.to || shown.currency !== range.currency) {
    setShown(range);
    setDraft(range);
    setError(undefined);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!DAY.test(draft.from) || !DAY.test(draft.to)) return setError('Enter both days.');
    if (draft.from > draft.to) return setError('The last day cannot be before the first.');
    setError(undefined);
    onApply(draft);
  };
  return (
    <form role="search" aria-label="Report range" className={styles.range} onSubmit={submit} noValidate>
      <TextField
        label="From"
        name="from"
        type="date"
        value={draft.from}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <TextField
        label="To"
        name="to"
        type="date"
        value={draft.to}
        error={error}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <SelectField
        label="Currency"
        name="currency"
        value={draft.currency}
        options={REPORT_CURRENCIES.map((code) => ({ value: code, label: code }))}
        onChange={(event) => {
          const next = { ...range, currency: event.target.value };
          setDraft({ ...draft, currency: next.currency });
          onApply(next);
        }}
      />
      <Button type="submit" variant="primary">
        Show
      </Button>
    </form>
  );
}

/** The report's CSV download (the same query; an audited read). */
function ExportLink({ href }: { href: string }) {
  return (
    <a className={buttonClass('default', true)} href={href} download>
      Export CSV
    </a>
  );
}

/** A tab's body: loading, a refusal, or the chart and table of its answer. */
function Loaded<T>({
  result,
  children,
}: {
  result: { data?: T; isPending: boolean; error: unknown };
  children: (data: T) => ReactNode;
}) {
  if (result.error) return <ErrorNotice error={result.error} />;
  if (result.isPending || !result.data) return <p>Loading…</p>;
  return <>{children(result.data)}</>;
}

const moneyColumn = <Row,>(
  header: string,
  currency: string,
  value: (row: Row) => number,
): ReportColumn<Row> => ({
  header,
  numeric: true,
  cell: (row) => formatMoney(value(row), currency),
});

function GgrTab({
  range,
  by,
  onGroup,
}: {
  range: ReportRange;
  by: GgrGroup;
  onGroup: (by: GgrGroup) => void;
}) {
  const query = { ...range, by };
  const result = useReport('ggr', query);
  return (
    <>
      <div className={styles.tools}>
        <SelectField
          label="Group by"
          name="by"
          value={by}
          options={GGR_GROUPS.map((group) => ({ value: group, label: GROUP_LABELS[group] }))}
          onChange={(event) => onGroup(event.target.value as GgrGroup)}
        />
        <ExportLink href={exportHref('ggr', query)} />
      </div>
      <p className={styles.note}>
        GGR = stakes − wins; NGR = GGR − bonus cost (bonus money converted to cash, which no game caused: by
        provider, game, sport or market it has a row of its own). A bet whose legs span several sports or
        markets is counted under “Multiple”.
      </p>
      <Loaded result={result}>
        {(report) => {
          const money = (header: string, value: (row: GgrRow) => number) =>
            moneyColumn<GgrRow>(header, report.currency, value);
          const columns: ReportColumn<GgrRow>[] = [
            { header: GROUP_LABELS[report.by], cell: (row) => row.label },
            money('Stakes', (row) => row.stakes),
            money('Wins', (row) => row.wins),
            money('GGR', (row) => row.ggr),
            money('Bonus cost', (row) => row.bonusCost),
            money('NGR', (row) => row.ngr),
          ];
          return (
            <Panel title={`GGR and NGR by ${GROUP_LABELS[report.by].toLowerCase()}`}>
              <GgrChart report={report} />
              <ReportTable
                label={`GGR and NGR by ${GROUP_LABELS[report.by].toLowerCase()}, ${report.from} to ${report.to}`}
                columns={columns}
                rows={report.rows}
                rowKey={(row) => row.key}
                totals={[{ key: 'total', label: 'Total', ...report.totals }]}
              />
            </Panel>
          );
        }}
      </Loaded>
    </>
  );
}

const DIRECTIONS: Record<PaymentsReportRow['direction'], string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
};

function PaymentsTab({ range }: { range: ReportRange }) {
  const result = useReport('payments', range);
  return (
    <>
      <div className={styles.tools}>
        <p className={styles.note}>
          Deposits credited and withdrawals paid out, on the day the ledger moved them.
        </p>
        <ExportLink href={exportHref('payments', range)} />
      </div>
      <Loaded result={result}>
        {(report) => {
          const columns: ReportColumn<PaymentsReportRow>[] = [
            { header: 'Method', cell: (row) => row.method },
            { header: 'Direction', cell: (row) => DIRECTIONS[row.direction] },
            { header: 'Count', numeric: true, cell: (row) => formatCount(row.count) },
            moneyColumn('Amount', report.currency, (row) => row.amount),
          ];
          const { totals } = report;
          return (
            <Panel title="Deposits and withdrawals by method">
              <PaymentsChart report={report} />
              <ReportTable
                label={`Deposits and withdrawals by method, ${report.from} to ${report.to}`}
                columns={columns}
                rows={report.rows}
                rowKey={(row) => `${row.direction}:${row.methodId ?? 'none'}`}
                totals={[
                  {
                    methodId: null,
                    method: 'Total',
                    direction: 'deposit',
                    count: totals.depositCount,
                    amount: totals.deposits,
                  },
                  {
                    methodId: null,
                    method: 'Total',
                    direction: 'withdrawal',
                    count: totals.withdrawalCount,
                    amount: totals.withdrawals,
                  },
                ]}
              />
            </Panel>
          );
        }}
      </Loaded>
    </>
  );
}

function BonusCostTab({ range }: { range: ReportRange }) {
  const result = useReport('bonusCost', range);
  return (
    <>
      <div className={styles.tools}>
        <p className={styles.note}>
          “Converted to cash” is the bonus cost NGR deducts; free-round and promotional wins are promotion
          costs outside GGR.
        </p>
        <ExportLink href={exportHref('bonusCost', range)} />
      </div>
      <Loaded result={result}>
        {(report) => {
          type Row = (typeof report.rows)[number];
          const columns: ReportColumn<Row>[] = [
            { header: 'Day', cell: (row) => row.day },
            ...BONUS_COST_SERIES.map(([key, name]) =>
              moneyColumn<Row>(name, report.currency, (row) => row[key]),
            ),
          ];
          return (
            <Panel title="Bonus cost by day">
              <BonusCostChart report={report} />
              <ReportTable
                label={`Bonus cost by day, ${report.from} to ${report.to}`}
                columns={columns}
                rows={report.rows}
                rowKey={(row) => row.day}
                totals={[{ day: 'Total', ...report.totals }]}
              />
            </Panel>
          );
        }}
      </Loaded>
    </>
  );
}

function PlayersTab({ range }: { range: ReportRange }) {
  const result = useReport('players', range);
  return (
    <>
      <div className={styles.tools}>
        <p className={styles.note}>
          Active players staked on the day; over the range each player counts once, so the total is not the
          sum of the days.
        </p>
        <ExportLink href={exportHref('players', range)} />
      </div>
      <Loaded result={result}>
        {(report) => {
          type Row = (typeof report.rows)[number];
          const columns: ReportColumn<Row>[] = [
            { header: 'Day', cell: (row) => row.day },
            { header: 'Active players', numeric: true, cell: (row) => formatCount(row.activePlayers) },
            { header: 'Sign-ups', numeric: true, cell: (row) => formatCount(row.signUps) },
          ];
          return (
            <Panel title="Active players and sign-ups by day">
              <PlayersChart report={report} />
              <ReportTable
                label={`Active players and sign-ups by day, ${report.from} to ${report.to}`}
                columns={columns}
                rows={report.rows}
                rowKey={(row) => row.day}
                totals={[{ day: 'Total', ...report.totals }]}
              />
            </Panel>
          );
        }}
      </Loaded>
    </>
  );
}

export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const range = readRange(params);
  const tabParam = params.get('tab');
  const tab = TABS.some((item) => item.key === tabParam) ? tabParam! : 'ggr';
  const byParam = params.get('by');
  const by = GGR_GROUPS.find((group) => group === byParam) ?? 'day';
  const content = {
    ggr: <GgrTab range={range} by={by} onGroup={(group) => setParams(withParams(params, { by: group }))} />,
    payments: <PaymentsTab range={range} />,
    bonus: <BonusCostTab range={range} />,
    players: <PlayersTab range={range} />,
    reconciliation: <ReconciliationTab range={range} />,
  }[tab];
  return (
    <Page
      title="Reports"
      subtitle="Istanbul days. Every figure counts on the day its money moved in the ledger: a late rollback or resettlement is an adjustment on the day it happened, so a closed day never changes."
    >
      <RangeForm range={range} onApply={(next) => setParams(withParams(params, next))} />
      <Tabs
        label="Reports"
        items={TABS}
        current={tab}
        onSelect={(key) => setParams(withParams(params, { tab: key }))}
      />
      <div {...tabPanelProps(tab)} className={styles.tabPanel}>
        {content}
      </div>
    </Page>
  );
}
