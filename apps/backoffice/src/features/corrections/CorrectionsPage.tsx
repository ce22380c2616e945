import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api/client.ts';
import { PATHS } from '../../lib/api/paths.ts';
import type { CorrectionRow } from '../../lib/api/types.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { DataList, listQueryKey, type Columns } from '../../ui/list/DataList.tsx';
import { selectFilter } from '../../ui/list/ListFilters.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { withActions } from '../../ui/list/withActions.tsx';
import { Page } from '../../ui/Page.tsx';
import { CorrectionRequestForm } from './CorrectionRequestForm.tsx';

const column = createColumnHelper<CorrectionRow>();

const BASE_COLUMNS: Columns<CorrectionRow> = [
  column.accessor('id', { header: 'ID' }),
  column.accessor('requestedAt', { header: 'Requested', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('playerId', {
    header: 'Player',
    cell: (info) => <Link to={`/players/${info.getValue()}`}>{info.getValue()}</Link>,
  }),
  column.accessor('direction', { header: 'Direction' }),
  column.accessor('amount', {
    header: 'Amount',
    cell: ({ row }) => formatMoney(row.original.amount, row.original.currency),
  }),
  column.accessor('kind', {
    header: 'Kind',
    cell: (info) => (info.getValue() === 'stuck_round' ? 'Stuck round' : 'Goodwill'),
  }),
  column.accessor('reason', { header: 'Reason' }),
  column.accessor('status', { header: 'Status', cell: (info) => <Badge>{info.getValue()}</Badge> }),
];

/** Manual credits and debits: one member requests, another approves (or rejects). */
export function CorrectionsPage() {
  const can = useCan();
  const queryClient = useQueryClient();
  const [requesting, setRequesting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: listQueryKey(PATHS.corrections) });
  const decide = useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'approve' | 'reject' }) =>
      api.post<CorrectionRow>(PATHS.correction(id, action), {}),
    onSuccess: refresh,
  });
  const decideButton = (row: CorrectionRow, action: 'approve' | 'reject') => (
    <Button
      small
      variant={action === 'approve' ? 'primary' : 'danger'}
      disabled={decide.isPending}
      onClick={() => decide.mutate({ id: row.id, action })}
    >
      {action === 'approve' ? 'Approve' : 'Reject'}
    </Button>
  );
  const columns = withActions(
    BASE_COLUMNS,
    can('payments.approve') &&
      ((row) =>
        row.status === 'pending' ? (
          <span className="stack">
            {decideButton(row, 'approve')}
            {decideButton(row, 'reject')}
          </span>
        ) : null),
  );
  return (
    <Page
      title="Corrections"
      subtitle="A correction moves money only once a second staff member approves it."
      actions={
        can('payments.edit') && (
          <Button variant="primary" onClick={() => setRequesting(true)}>
            Request a correction
          </Button>
        )
      }
    >
      {decide.isError && <ErrorNotice error={decide.error} />}
      <DataList
        label="Corrections"
        path={PATHS.corrections}
        columns={columns}
        filters={[
          selectFilter('status', 'Status', {
            pending: 'Pending',
            approved: 'Approved',
            rejected: 'Rejected',
          }),
        ]}
      />
      {requesting && (
        <CorrectionRequestForm
          onDone={() => {
            setRequesting(false);
            void refresh();
          }}
          onClose={() => setRequesting(false)}
        />
      )}
    </Page>
  );
}
