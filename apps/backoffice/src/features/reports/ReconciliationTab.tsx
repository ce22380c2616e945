import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_RECONCILIATION_PATHS,
  RECONCILED_PROVIDERS,
  type AdminReconciliationList,
  type AdminReconciliationRow,
  type ReconciliationFigures,
  type ReconciliationStatus,
} from '@lale/contracts';
import { useId, useState, type FormEvent } from 'react';
import { api, errorText } from '../../lib/api/client.ts';
import { useCan } from '../../lib/permissions.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField, TextField } from '../../ui/Field.tsx';
import listStyles from '../../ui/list/DataList.module.css';
import { ErrorNotice, Notice } from '../../ui/Notice.tsx';
import { Panel } from '../../ui/Page.tsx';
import styles from './Reports.module.css';

/*
 * Provider reconciliation (issue #29; API reports/reconciliation): per UTC day, provider and currency our
 * ledger's figures beside the provider's (its uploaded statement or totals feed), a mismatch marked in
 * words and colour. Reading is reports.view; uploading a statement and re-running a day are reports.edit
 * (the forms are hidden without it, the server decides). Amounts come as minor units in text and are
 * shown in major units without a float (bigint-safe).
 */

const STATUS_LABELS: Record<ReconciliationStatus, string> = {
  matched: 'Matched',
  mismatch: 'Mismatch',
  awaiting_statement: 'Awaiting the provider',
  no_source: 'No statement',
};

/** Minor units (decimal integer text) in major units, 2 places (TRY, EUR, USD). */
export function minorText(minor: string): string {
  const negative = minor.startsWith('-');
  const digits = (negative ? minor.slice(1) : minor).padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const FIGURES: readonly [keyof ReconciliationFigures, string, boolean][] = [
  ['bets', 'bets', true],
  ['wins', 'wins', true],
  ['refunds', 'refunds', true],
  ['transactions', 'transactions', false],
];

const shown = (figures: ReconciliationFigures | null, key: keyof ReconciliationFigures, money: boolean) =>
  figures === null ? '—' : money ? minorText(figures[key]) : figures[key];

function ReconciliationTable({
  rows,
  from,
  to,
}: {
  rows: AdminReconciliationRow[];
  from: string;
  to: string;
}) {
  const captionId = useId();
  const label = `Provider reconciliation, ${from} to ${to}`;
  return (
    <div className={listStyles.scroller} tabIndex={0} role="region" aria-label={`${label} (table)`}>
      <table className={`${listStyles.table} ${styles.table}`} aria-labelledby={captionId}>
        <caption id={captionId} className="visually-hidden">
          {label}
        </caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Provider</th>
            <th scope="col">Currency</th>
            <th scope="col">Status</th>
            {FIGURES.map(([key, name]) => (
              <th key={key} scope="col" className={styles.number}>
                Ours / theirs: {name}
              </th>
            ))}
            <th scope="col">Difference (theirs − ours)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.status === 'mismatch' ? styles.mismatch : undefined}>
              <th scope="row">{row.day}</th>
              <td>{row.provider}</td>
              <td>{row.currency}</td>
              <td>
                {STATUS_LABELS[row.status]}
                {row.source ? ` (${row.source})` : ''}
              </td>
              {FIGURES.map(([key, , money]) => (
                <td key={key} className={styles.number}>
                  {shown(row.ours, key, money)} / {shown(row.theirs, key, money)}
                </td>
              ))}
              <td>
                {row.difference
                  ? FIGURES.filter(([key]) => row.difference![key] !== '0')
                      .map(([key, name, money]) => `${name} ${shown(row.difference, key, money)}`)
                      .join(', ') || 'none'
                  : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p className={listStyles.empty}>Nothing reconciled in this range.</p>}
    </div>
  );
}

/** Upload a provider's daily statement (our CSV layout) and re-run a day. */
function StatementForms({ onDone }: { onDone: () => void }) {
  const [provider, setProvider] = useState<string>(RECONCILED_PROVIDERS[0]);
  const [day, setDay] = useState('');
  const [csv, setCsv] = useState('');
  const upload = useMutation({
    mutationFn: () => api.post(ADMIN_RECONCILIATION_PATHS.statements, { provider, day, csv }),
    onSuccess: onDone,
  });
  const rerun = useMutation({
    mutationFn: () => api.post(ADMIN_RECONCILIATION_PATHS.rerun, { day, provider }),
    onSuccess: onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    upload.mutate();
  };
  return (
    <form className={styles.range} aria-label="Provider statement" onSubmit={submit} noValidate>
      <SelectField
        label="Provider"
        name="provider"
        value={provider}
        options={RECONCILED_PROVIDERS.map((value) => ({ value, label: value }))}
        onChange={(event) => setProvider(event.target.value)}
      />
      <TextField
        label="Day (UTC)"
        name="day"
        type="date"
        value={day}
        onChange={(e) => setDay(e.target.value)}
      />
      <label>
        Statement (CSV: currency,bets,wins,refunds,transactions in minor units)
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void file.text().then(setCsv);
          }}
        />
      </label>
      <Button type="submit" variant="primary" disabled={!csv || !day || upload.isPending}>
        Upload statement
      </Button>
      <Button type="button" disabled={!day || rerun.isPending} onClick={() => rerun.mutate()}>
        Re-run day
      </Button>
      {(upload.error ?? rerun.error) && (
        <Notice tone="error">{errorText(upload.error ?? rerun.error)}</Notice>
      )}
    </form>
  );
}

export function ReconciliationTab({ range }: { range: { from: string; to: string } }) {
  const can = useCan();
  const queryClient = useQueryClient();
  const query = { from: range.from, to: range.to };
  const result = useQuery({
    queryKey: ['reconciliation', query],
    queryFn: ({ signal }) => api.get<AdminReconciliationList>(ADMIN_RECONCILIATION_PATHS.list, query, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <p className={styles.note}>
        UTC days (the providers’ statements are cut at 00:00 UTC). Ours is the ledger: each amount on the day
        it moved. Theirs is the provider’s uploaded statement, or its totals feed where one is configured.
      </p>
      {can('reports.edit') && (
        <StatementForms onDone={() => void queryClient.invalidateQueries({ queryKey: ['reconciliation'] })} />
      )}
      {result.error ? (
        <ErrorNotice error={result.error} />
      ) : result.isPending || !result.data ? (
        <p>Loading…</p>
      ) : (
        <Panel title="Provider reconciliation">
          <ReconciliationTable rows={result.data.rows} from={result.data.from} to={result.data.to} />
        </Panel>
      )}
    </>
  );
}
