import type { AdminBonusDefinition, BonusTrigger } from '@lale/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { writtenMessage } from '../../lib/api/answers.ts';
import { useCan } from '../../lib/permissions.ts';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import type { Columns } from '../../ui/list/DataList.tsx';
import { ListFilters, selectFilter } from '../../ui/list/ListFilters.tsx';
import { nextParams } from '../../ui/list/listParams.ts';
import { PlainTable } from '../../ui/list/PlainTable.tsx';
import { withActions } from '../../ui/list/withActions.tsx';
import { ErrorNotice, Notice } from '../../ui/Notice.tsx';
import { Page, Panel } from '../../ui/Page.tsx';
import { ApprovalsLink } from '../approvals/ApprovalsLink.tsx';
import styles from './Bonuses.module.css';
import type { BonusesNotice } from './BonusForm.tsx';
import {
  BONUS_DEFINITIONS_KEY,
  disableBonusDefinition,
  inputOf,
  saveBonusDefinition,
  useBonusDefinitions,
} from './bonusApi.ts';
import { BonusStatusBadge, TRIGGER_LABELS, formatBonusAmount, formatBonusMoney } from './bonusLabels.tsx';

/*
 * The bonus definitions (issue #27): every one, disabled ones too. The API answers them all at once
 * (a handful), so the filters work here, on the rows read, and live in the URL like every list's.
 * With bonuses.edit: New bonus, and per row Edit and Disable (confirmed) or Enable.
 */

const FILTERS = [
  selectFilter('trigger', 'Trigger', TRIGGER_LABELS),
  selectFilter('enabled', 'Status', { true: 'Enabled', false: 'Disabled' }),
] as const;

const column = createColumnHelper<AdminBonusDefinition>();

const COLUMNS: Columns<AdminBonusDefinition> = [
  column.accessor((row) => row.title.en, {
    id: 'title',
    header: 'Title',
    cell: ({ row }) => (
      <span className={styles.titleCell}>
        <Link className={styles.title} to={`/bonuses/${row.original.id}`}>
          {row.original.title.en}
        </Link>
        <span className={styles.version} title={`Version ${row.original.version} of its terms`}>
          v{row.original.version}
        </span>
      </span>
    ),
  }),
  column.accessor('trigger', { header: 'Trigger', cell: ({ row }) => TRIGGER_LABELS[row.original.trigger] }),
  column.accessor('code', {
    header: 'Code',
    cell: (info) => {
      const code = info.getValue();
      return code ? <span className={styles.codeCell}>{code}</span> : '—';
    },
  }),
  column.display({
    id: 'amount',
    header: 'Amount',
    cell: ({ row }) => (
      <span className={styles.twoLines}>
        <span>{formatBonusAmount(row.original)}</span>
        {row.original.minDeposit > 0 && (
          <span className={styles.faint}>
            Min. deposit {formatBonusMoney(row.original.minDeposit, row.original.currencyId)}
          </span>
        )}
      </span>
    ),
  }),
  column.accessor('wageringMultiple', { header: 'Wagering', cell: (info) => `×${info.getValue()}` }),
  column.accessor('validDays', {
    header: 'Valid days',
    cell: (info) => `${info.getValue()} ${info.getValue() === 1 ? 'day' : 'days'}`,
  }),
  column.accessor('maxBet', {
    header: 'Max bet',
    cell: ({ row }) =>
      row.original.maxBet === null
        ? 'No limit'
        : formatBonusMoney(row.original.maxBet, row.original.currencyId),
  }),
  column.accessor('enabled', {
    header: 'Status',
    cell: (info) => <BonusStatusBadge enabled={info.getValue()} />,
  }),
];

function matches(row: AdminBonusDefinition, filters: Record<string, string>): boolean {
  if (filters.trigger && row.trigger !== (filters.trigger as BonusTrigger)) return false;
  if (filters.enabled && String(row.enabled) !== filters.enabled) return false;
  return true;
}

export function BonusesPage() {
  const can = useCan();
  const editable = can('bonuses.edit');
  const queryClient = useQueryClient();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const definitions = useBonusDefinitions();
  const [disabling, setDisabling] = useState<AdminBonusDefinition | null>(null);
  const [actionNotice, setActionNotice] = useState<BonusesNotice | null>(null);
  // The word of a save, handed over by the form's page; the next move (a filter) drops it.
  const state = location.state as BonusesNotice | null;
  const savedNotice = state?.notice ? state : null;
  const notice = actionNotice ?? savedNotice;

  const refresh = () => queryClient.invalidateQueries({ queryKey: BONUS_DEFINITIONS_KEY });
  const enable = useMutation({
    mutationFn: (definition: AdminBonusDefinition) =>
      saveBonusDefinition(definition.id, inputOf(definition, { enabled: true })),
    onSuccess: (answer) => {
      setActionNotice({
        notice: writtenMessage(answer, (saved) => `“${saved.title.en}” enabled.`),
        held: answer.held,
      });
      void refresh();
    },
  });

  const filters: Record<string, string> = {};
  for (const { name } of FILTERS) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  const all = definitions.data ?? [];
  const rows = all.filter((row) => matches(row, filters));

  const columns = withActions(
    COLUMNS,
    editable &&
      ((row) => (
        <span className={styles.rowActions}>
          <Link className={buttonClass('default', true)} to={`/bonuses/${row.id}`}>
            Edit
          </Link>
          {row.enabled ? (
            <Button small variant="danger" onClick={() => setDisabling(row)}>
              Disable
            </Button>
          ) : (
            <Button small disabled={enable.isPending} onClick={() => enable.mutate(row)}>
              Enable
            </Button>
          )}
        </span>
      )),
  );

  return (
    <Page
      title="Bonuses"
      subtitle="What each bonus grants and asks: claimed by players, wagered before it turns into cash."
      actions={
        editable && (
          <Link className={buttonClass('primary')} to="/bonuses/new">
            New bonus
          </Link>
        )
      }
    >
      {notice?.held ? (
        <Notice tone="warn">
          {notice.notice} <ApprovalsLink area="bonuses" />
        </Notice>
      ) : (
        notice && <Notice tone="ok">{notice.notice}</Notice>
      )}
      {enable.isError && <ErrorNotice error={enable.error} />}
      <Panel title="Bonus definitions">
        <ListFilters
          label="bonus definitions"
          filters={FILTERS}
          values={filters}
          onApply={(values) => {
            setActionNotice(null);
            setParams(
              nextParams(params, Object.fromEntries(FILTERS.map((f) => [f.name, values[f.name] ?? null]))),
            );
          }}
        />
        <div className={styles.tools}>
          <span aria-live="polite">
            {definitions.isPending
              ? 'Loading…'
              : definitions.isSuccess
                ? `${rows.length} of ${all.length} ${all.length === 1 ? 'definition' : 'definitions'}`
                : ''}
          </span>
        </div>
        {definitions.isError && <ErrorNotice error={definitions.error} />}
        {definitions.data && (
          <PlainTable
            label="Bonus definitions"
            rows={rows}
            columns={columns}
            empty={all.length === 0 ? 'No bonus definitions yet.' : 'No bonus matches the filters.'}
          />
        )}
      </Panel>
      {disabling && (
        <ConfirmDialog
          title={`Disable bonus: ${disabling.title.en}`}
          message={`Players will no longer be offered “${disabling.title.en}” or be able to claim it. Bonuses already granted keep running on their terms.`}
          confirmLabel="Disable"
          onConfirm={async () => {
            const answer = await disableBonusDefinition(disabling.id);
            setActionNotice({ notice: answer.message || `“${answer.data.title.en}” disabled.` });
          }}
          onDone={() => {
            setDisabling(null);
            void refresh();
          }}
          onClose={() => setDisabling(null)}
        />
      )}
    </Page>
  );
}
