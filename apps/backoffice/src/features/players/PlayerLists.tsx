import { createColumnHelper } from '@tanstack/react-table';
import type { AdminPayment } from '@lale/contracts';
import { PATHS } from '../../lib/api/paths.ts';
import type { AuditRow, LedgerRow } from '../../lib/api/types.ts';
import { formatDateTime } from '../../lib/format.ts';
import { autoColumns } from '../../ui/list/autoColumns.ts';
import { DataList, type Columns } from '../../ui/list/DataList.tsx';
import { AUDIT_COLUMNS } from '../audit/auditColumns.tsx';
import { paymentColumns } from '../payments/paymentColumns.tsx';

/*
 * The player card's list tabs. Each is the one DataList over the player's own API list; only one tab
 * is open at a time, so they share the page's paging parameters.
 */
const ledger = createColumnHelper<LedgerRow>();
const signed = (amount: number) => (amount > 0 ? `+${amount.toFixed(2)}` : amount.toFixed(2));

const LEDGER_COLUMNS: Columns<LedgerRow> = [
  ledger.accessor('at', { header: 'When', cell: (info) => formatDateTime(info.getValue()) }),
  ledger.accessor('kind', { header: 'Kind' }),
  ledger.accessor('account', { header: 'Account' }),
  ledger.accessor('amount', { header: 'Amount', cell: (info) => signed(info.getValue()) }),
  ledger.accessor('balanceAfter', {
    header: 'Balance after',
    cell: (info) => (info.getValue() === null ? '—' : info.getValue()?.toFixed(2)),
  }),
  ledger.accessor('reference', { header: 'Reference' }),
];

export function PlayerLedger({ playerId }: { playerId: string }) {
  return (
    <DataList
      label="Ledger"
      path={PATHS.playerPart(playerId, 'ledger')}
      columns={LEDGER_COLUMNS}
      exportable={false}
      filters={[
        { name: 'kind', label: 'Kind', type: 'text' },
        { name: 'from', label: 'From', type: 'date' },
        { name: 'to', label: 'To', type: 'date' },
      ]}
    />
  );
}

export function PlayerPayments({ playerId }: { playerId: string }) {
  return (
    <DataList<AdminPayment>
      label="Payments"
      path={PATHS.playerPart(playerId, 'payments')}
      columns={paymentColumns()}
      exportable={false}
    />
  );
}

/** Bonuses, sports bets, game rounds: rows each module shapes itself, shown field by field. */
export function PlayerRecords({ playerId, part, label }: { playerId: string; part: string; label: string }) {
  return (
    <DataList<Record<string, unknown>>
      label={label}
      path={PATHS.playerPart(playerId, part)}
      columns={autoColumns}
      exportable={false}
    />
  );
}

export function PlayerAudit({ playerId }: { playerId: string }) {
  return (
    <DataList<AuditRow>
      label="Audit trail"
      path={PATHS.playerPart(playerId, 'audit')}
      columns={AUDIT_COLUMNS}
      exportable={false}
    />
  );
}
