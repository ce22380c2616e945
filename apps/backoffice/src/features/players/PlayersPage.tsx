import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { PATHS } from '../../lib/api/paths.ts';
import type { PlayerRow } from '../../lib/api/types.ts';
import { formatDateTime } from '../../lib/format.ts';
import { DataList, type Columns } from '../../ui/list/DataList.tsx';
import { Page } from '../../ui/Page.tsx';
import { PLAYER_STATUS_OPTIONS, PlayerStatusBadge } from './playerStatus.tsx';

const column = createColumnHelper<PlayerRow>();

const COLUMNS: Columns<PlayerRow> = [
  column.accessor('id', {
    header: 'ID',
    cell: (info) => <Link to={`/players/${info.getValue()}`}>{info.getValue()}</Link>,
  }),
  column.accessor('username', { header: 'Username' }),
  column.display({
    id: 'name',
    header: 'Name',
    cell: ({ row }) => `${row.original.name} ${row.original.surname}`,
  }),
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('phone', { header: 'Phone' }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <PlayerStatusBadge status={info.getValue()} />,
  }),
  column.accessor('currency', { header: 'Currency' }),
  column.accessor('createdAt', { header: 'Signed up', cell: (info) => formatDateTime(info.getValue()) }),
];

export function PlayersPage() {
  return (
    <Page title="Players">
      <DataList
        label="Players"
        path={PATHS.players}
        columns={COLUMNS}
        sortable={['id', 'username', 'createdAt']}
        defaultSort={{ sort: 'id', dir: 'desc' }}
        filters={[
          {
            name: 'q',
            label: 'Search',
            type: 'text',
            placeholder: 'ID, username, e-mail, phone, national ID, name',
          },
          { name: 'status', label: 'Status', type: 'select', options: PLAYER_STATUS_OPTIONS },
        ]}
      />
    </Page>
  );
}
