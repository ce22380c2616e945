import { createColumnHelper } from '@tanstack/react-table';
import { PATHS } from '../../lib/api/paths.ts';
import type { SessionRow } from '../../lib/api/types.ts';
import { formatDateTime, formatValue } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { Button } from '../../ui/Button.tsx';
import { DataList, type Columns } from '../../ui/list/DataList.tsx';
import { withActions } from '../../ui/list/withActions.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { useEndSessions } from './playerApi.ts';

const column = createColumnHelper<SessionRow>();
const SESSION_COLUMNS: Columns<SessionRow> = [
  column.accessor('id', { header: 'Session' }),
  column.accessor('createdAt', { header: 'Started', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('lastSeenAt', { header: 'Last seen', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('ip', { header: 'IP', cell: (info) => formatValue(info.getValue()) }),
  column.accessor('userAgent', { header: 'Device', cell: (info) => formatValue(info.getValue()) }),
];

/** The player's live sessions; with players.edit, end one or all of them (the player is signed out). */
export function PlayerSessions({ playerId }: { playerId: string }) {
  const can = useCan();
  const end = useEndSessions(playerId);
  const columns = withActions(
    SESSION_COLUMNS,
    can('players.edit') &&
      ((session) => (
        <Button small variant="danger" disabled={end.isPending} onClick={() => end.mutate(session.id)}>
          End session
        </Button>
      )),
  );
  return (
    <div className="stack">
      {end.isError && <ErrorNotice error={end.error} />}
      <DataList
        label="Sessions"
        path={PATHS.playerPart(playerId, 'sessions')}
        columns={columns}
        exportable={false}
        toolbar={
          can('players.edit') && (
            <Button small variant="danger" disabled={end.isPending} onClick={() => end.mutate(null)}>
              End all sessions
            </Button>
          )
        }
      />
    </div>
  );
}
