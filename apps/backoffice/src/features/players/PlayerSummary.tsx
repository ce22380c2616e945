import { createColumnHelper } from '@tanstack/react-table';
import type { PlayerCard, StatusChange } from '../../lib/api/types.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import type { Columns } from '../../ui/list/DataList.tsx';
import { PlainTable } from '../../ui/list/PlainTable.tsx';
import { Facts, Panel, Tile, Tiles } from '../../ui/Page.tsx';
import { PlayerStatusBadge } from './playerStatus.tsx';

const change = createColumnHelper<StatusChange>();
const HISTORY_COLUMNS: Columns<StatusChange> = [
  change.accessor('at', { header: 'When', cell: (info) => formatDateTime(info.getValue()) }),
  change.accessor('from', { header: 'From', cell: (info) => <PlayerStatusBadge status={info.getValue()} /> }),
  change.accessor('to', { header: 'To', cell: (info) => <PlayerStatusBadge status={info.getValue()} /> }),
  change.accessor('reason', { header: 'Reason' }),
  // No staff id: the player's own change (they closed their account); a staff id without a name: System.
  change.accessor('staffName', {
    header: 'By',
    cell: (info) => (info.row.original.staffId === null ? 'The player' : (info.getValue() ?? 'System')),
  }),
];

/** Who the player is, what they hold, and how their status came to be. */
export function PlayerSummary({ card }: { card: PlayerCard }) {
  const { profile, balances } = card;
  return (
    <>
      <Panel title="Profile">
        <Facts
          items={[
            ['Name', `${profile.name} ${profile.surname}`],
            ['E-mail', profile.email],
            ['Phone', `${profile.phone}${profile.phoneVerified ? ' (verified)' : ' (not verified)'}`],
            ['National ID', profile.personalNo],
            ['Birth date', profile.birthDate],
            ['Country', profile.country],
            ['Currency', profile.currency],
            ['Signed up', formatDateTime(profile.createdAt)],
            ['Last sign-in', formatDateTime(profile.lastLoginAt)],
          ]}
        />
      </Panel>
      <Panel title="Balances">
        <Tiles label="Balances">
          <Tile label="Cash" value={formatMoney(balances.cash, balances.currency)} />
          <Tile label="Bonus" value={formatMoney(balances.bonus, balances.currency)} />
          <Tile label="On hold (withdrawals)" value={formatMoney(balances.onHold, balances.currency)} />
        </Tiles>
      </Panel>
      <Panel title="Status history">
        <PlainTable
          label="Status history"
          rows={card.statusHistory}
          columns={HISTORY_COLUMNS}
          empty="No changes yet."
        />
      </Panel>
    </>
  );
}
