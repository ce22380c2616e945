import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api/client.ts';
import { PATHS } from '../../lib/api/paths.ts';
import type { CallbackRow } from '../../lib/api/types.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { DataList, listQueryKey, type Columns } from '../../ui/list/DataList.tsx';
import { selectFilter } from '../../ui/list/ListFilters.tsx';
import { withActions } from '../../ui/list/withActions.tsx';
import { Page } from '../../ui/Page.tsx';
import { ReasonDialog } from '../../ui/ReasonDialog.tsx';

const column = createColumnHelper<CallbackRow>();
const NOTE_MAX = 500;

const BASE_COLUMNS: Columns<CallbackRow> = [
  column.accessor('createdAt', { header: 'Asked', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('name', { header: 'Name' }),
  column.accessor('username', {
    header: 'Player',
    cell: ({ row }) =>
      row.original.playerId ? (
        <Link to={`/players/${row.original.playerId}`}>{row.original.username}</Link>
      ) : (
        'Visitor'
      ),
  }),
  column.accessor('message', { header: 'Message' }),
  column.accessor('ip', { header: 'IP' }),
  column.accessor('handledAt', {
    header: 'State',
    cell: ({ row }) =>
      row.original.handledAt ? (
        <Badge tone="ok">Handled {formatDateTime(row.original.handledAt)}</Badge>
      ) : (
        <Badge tone="warn">Open</Badge>
      ),
  }),
  column.accessor('note', { header: 'Note', cell: (info) => info.getValue() ?? '—' }),
];

/** Visitors and players who asked to be called back; staff mark each handled with a note. */
export function CallbacksPage() {
  const can = useCan();
  const queryClient = useQueryClient();
  const [handling, setHandling] = useState<CallbackRow | null>(null);
  const columns = withActions(
    BASE_COLUMNS,
    can('players.edit') &&
      ((row) =>
        row.handledAt ? null : (
          <Button small onClick={() => setHandling(row)}>
            Mark handled
          </Button>
        )),
  );
  return (
    <Page title="Call-back requests">
      <DataList
        label="Call-back requests"
        path={PATHS.callbacks}
        columns={columns}
        filters={[selectFilter('status', 'State', { open: 'Open', handled: 'Handled' })]}
      />
      {handling && (
        <ReasonDialog
          title={`Call-back from ${handling.name}`}
          intro={handling.message}
          label="What was done"
          confirmLabel="Mark handled"
          minLength={1}
          maxLength={NOTE_MAX}
          onSubmit={(note) => api.post<CallbackRow>(PATHS.callbackHandle(handling.id), { note })}
          onDone={() => {
            setHandling(null);
            void queryClient.invalidateQueries({ queryKey: listQueryKey(PATHS.callbacks) });
          }}
          onClose={() => setHandling(null)}
        />
      )}
    </Page>
  );
}
