import { createColumnHelper } from '@tanstack/react-table';
import type { AuditRow } from '../../lib/api/types.ts';
import { formatDateTime, formatValue } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import type { Columns } from '../../ui/list/DataList.tsx';
import styles from './Audit.module.css';

const column = createColumnHelper<AuditRow>();

const OUTCOME_TONE = { ok: 'ok', refused: 'warn', failed: 'danger' } as const;

/** The audit trail's columns (the audit log and a player's own trail). */
export const AUDIT_COLUMNS: Columns<AuditRow> = [
  column.accessor('seq', { header: '#' }),
  column.accessor('at', {
    header: 'When',
    cell: (info) => <span className={styles.when}>{formatDateTime(info.getValue())}</span>,
  }),
  column.accessor('staffUsername', {
    header: 'Staff',
    cell: ({ row }) => (
      <>
        {row.original.staffUsername}
        {row.original.staffRole ? ` (${row.original.staffRole})` : ''}
        <span className={styles.detail}>{row.original.ip}</span>
      </>
    ),
  }),
  column.display({
    id: 'action',
    header: 'Action',
    // The route without its /api/admin prefix: every back-office route has it, the area says where.
    cell: ({ row }) => (
      <>
        {row.original.action.replace(' /api/admin/', ' /')}
        <span className={styles.detail}>{row.original.area}</span>
      </>
    ),
  }),
  column.display({
    id: 'target',
    header: 'Target',
    cell: ({ row }) =>
      row.original.targetType ? `${row.original.targetType} ${row.original.targetId ?? ''}` : '—',
  }),
  column.accessor('outcome', {
    header: 'Outcome',
    cell: (info) => (
      <Badge tone={OUTCOME_TONE[info.getValue() as AuditRow['outcome']]}>{info.getValue()}</Badge>
    ),
  }),
  column.accessor('before', {
    header: 'Before',
    cell: (info) => <code>{formatValue(info.getValue())}</code>,
  }),
  column.accessor('after', { header: 'After', cell: (info) => <code>{formatValue(info.getValue())}</code> }),
];
