import { AML_CASE_STATUSES } from '@lale/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { apiUrl } from '../../lib/api/client.ts';
import { PATHS } from '../../lib/api/paths.ts';
import type { AmlCaseRow } from '../../lib/api/types.ts';
import { formatDateTime } from '../../lib/format.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { DataList, type Columns } from '../../ui/list/DataList.tsx';
import { selectFilter } from '../../ui/list/ListFilters.tsx';
import { Page } from '../../ui/Page.tsx';
import styles from './Aml.module.css';
import { AmlStatusBadge, RULE_NAMES, STATUS_LABELS } from './amlLabels.tsx';

/*
 * The AML case queue (issue #26): cases awaiting a decision first, oldest first (the server's order),
 * then the decided ones. Each opens its case page; the rules and the authority's CSV are one click away.
 */

const column = createColumnHelper<AmlCaseRow>();
const COLUMNS: Columns<AmlCaseRow> = [
  column.accessor('id', {
    header: 'Case',
    cell: (info) => <Link to={`/aml/cases/${info.getValue()}`}>Case #{info.getValue()}</Link>,
  }),
  column.accessor('createdAt', { header: 'Raised', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('rule', {
    header: 'Rule',
    cell: (info) => RULE_NAMES[info.getValue() as AmlCaseRow['rule']],
  }),
  column.accessor('username', {
    header: 'Player',
    cell: ({ row }) => <Link to={`/players/${row.original.playerId}`}>{row.original.username}</Link>,
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <AmlStatusBadge status={info.getValue() as AmlCaseRow['status']} />,
  }),
  column.accessor('assignee', {
    header: 'Assigned to',
    cell: (info) => info.getValue() ?? '—',
  }),
  column.accessor('decidedBy', {
    header: 'Decided',
    cell: ({ row }) =>
      row.original.decidedAt ? `${formatDateTime(row.original.decidedAt)} by ${row.original.decidedBy}` : '—',
  }),
];

const STATUS_CHOICES = Object.fromEntries(AML_CASE_STATUSES.map((status) => [status, STATUS_LABELS[status]]));
const ASSIGNEE_CHOICES = { mine: 'Mine', unassigned: 'Unassigned' };

export function AmlCasesPage() {
  return (
    <Page
      title="AML cases"
      actions={
        <span className={styles.actions}>
          <Link className={buttonClass()} to="/aml/rules">
            Rules
          </Link>
          <a className={buttonClass()} href={apiUrl(PATHS.amlReportedExport)} download>
            Reported cases (CSV)
          </a>
        </span>
      }
    >
      <DataList
        label="AML cases"
        path={PATHS.amlCases}
        columns={COLUMNS}
        filters={[
          selectFilter('status', 'Status', STATUS_CHOICES),
          selectFilter('assignee', 'Assigned', ASSIGNEE_CHOICES),
        ]}
        exportable={false}
      />
    </Page>
  );
}
