import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { api } from '../../lib/api/client.ts';
import { PATHS } from '../../lib/api/paths.ts';
import type { Restriction } from '../../lib/api/types.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { Button } from '../../ui/Button.tsx';
import { type Columns } from '../../ui/list/DataList.tsx';
import { PlainTable } from '../../ui/list/PlainTable.tsx';
import { withActions } from '../../ui/list/withActions.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { ReasonDialog } from '../../ui/ReasonDialog.tsx';
import { playerCardKey, REASON_MAX, REASON_MIN } from './playerApi.ts';

/*
 * The player card's safer-play tab (issue #26): every restriction with its history — the player's own
 * time-outs and self-exclusions, and the operator's. With saferPlay.edit, restrict the player (until
 * lifted) or lift an operator's restriction; the player's own is never lifted here (the server refuses).
 */

const KIND: Record<Restriction['kind'], string> = {
  time_out: 'Time-out (player)',
  self_exclusion: 'Self-exclusion (player)',
  operator: 'Operator restriction',
};

const column = createColumnHelper<Restriction>();
const COLUMNS: Columns<Restriction> = [
  column.accessor('kind', { header: 'Kind', cell: (info) => KIND[info.getValue() as Restriction['kind']] }),
  column.accessor('inForce', { header: 'In force', cell: (info) => (info.getValue() ? 'Yes' : 'No') }),
  column.accessor('startsAt', { header: 'From', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('endsAt', {
    header: 'Until',
    cell: (info) => (info.getValue() === null ? 'Until lifted' : formatDateTime(info.getValue()!)),
  }),
  column.accessor('reason', { header: 'Reason' }),
  column.accessor('setBy', { header: 'Set by', cell: (info) => info.getValue() ?? 'The player' }),
  column.accessor('liftedAt', {
    header: 'Lifted',
    cell: (info) => {
      const row = info.row.original;
      return row.liftedAt === null
        ? '—'
        : `${formatDateTime(row.liftedAt)} by ${row.liftedBy}: ${row.liftReason}`;
    },
  }),
];

const restrictionsKey = (playerId: string) => [...playerCardKey(playerId), 'restrictions'] as const;

export function PlayerRestrictions({ playerId, username }: { playerId: string; username: string }) {
  const can = useCan();
  const queryClient = useQueryClient();
  const path = PATHS.playerPart(playerId, 'restrictions');
  const list = useQuery({
    queryKey: restrictionsKey(playerId),
    queryFn: ({ signal }) => api.get<Restriction[]>(path, undefined, signal),
  });
  const [dialog, setDialog] = useState<{ lift: Restriction } | 'add' | null>(null);
  const editable = can('saferPlay.edit');
  const columns = withActions(
    COLUMNS,
    editable &&
      ((row) =>
        row.kind === 'operator' && row.inForce ? (
          <Button small onClick={() => setDialog({ lift: row })}>
            Lift
          </Button>
        ) : null),
  );
  const done = () => {
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: playerCardKey(playerId) });
  };
  return (
    <div className="stack">
      {editable && (
        <div>
          <Button variant="danger" onClick={() => setDialog('add')}>
            Restrict play
          </Button>
        </div>
      )}
      {list.isError && <ErrorNotice error={list.error} />}
      <PlainTable
        label="Restrictions"
        rows={list.data ?? []}
        columns={columns}
        rowKey={(row) => String(row.id)}
        empty={list.isPending ? 'Loading…' : 'No restrictions.'}
      />
      {dialog === 'add' && (
        <ReasonDialog
          title={`Restrict ${username}`}
          intro="The player is signed out everywhere at once and can neither sign in nor bet until the restriction is lifted."
          label="Reason"
          confirmLabel="Restrict"
          danger
          minLength={REASON_MIN}
          maxLength={REASON_MAX}
          onSubmit={(reason) => api.post<Restriction>(path, { reason, endsAt: null })}
          onDone={done}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog !== null && dialog !== 'add' && (
        <ReasonDialog
          title={`Lift the restriction of ${username}`}
          intro="The player will be able to sign in and bet again."
          label="Reason"
          confirmLabel="Lift"
          minLength={REASON_MIN}
          maxLength={REASON_MAX}
          onSubmit={(reason) => api.post<Restriction>(`${path}/${dialog.lift.id}/lift`, { reason })}
          onDone={done}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
